// Which questions a new session asks (SPEC §3 topics per mode, §5 custom per-topic counts): the selected topics,
// each limited to its custom count when one applies, then cut to the configured questions per test, in the
// product's order or shuffled with a seeded generator (so the same seed gives the same session).
import type { CustomTopicCount, Topic } from '../config/topics.ts';
import { seededRandom } from '../random/seededRandom.ts';

export interface BankQuestion {
  id: string;
  topic: string;
}

export interface SessionChoice {
  topics: readonly Topic[];
  custom: readonly CustomTopicCount[];
  questionsPerTest: number;
  random: boolean;
  seed: number;
}

export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export function sessionQuestionIds(questions: readonly BankQuestion[], choice: SessionChoice): string[] {
  const selected = new Set(choice.topics.filter((topic) => topic.selected).map((topic) => topic.topicName));
  const anySelected = selected.size > 0;
  const limits = new Map(choice.custom.filter((c) => !c.skip).map((c) => [c.topicName, c.numberOfQuestions]));
  const pool = choice.random ? shuffled(questions, choice.seed) : [...questions];
  const taken = new Map<string, number>();
  const ids: string[] = [];
  for (const question of pool) {
    if (anySelected && !selected.has(question.topic)) continue;
    const limit = limits.get(question.topic);
    const count = taken.get(question.topic) ?? 0;
    if (limit !== undefined && count >= limit) continue;
    taken.set(question.topic, count + 1);
    ids.push(question.id);
  }
  const perTest = Math.max(1, Math.floor(choice.questionsPerTest));
  return ids.slice(0, perTest);
}
