// The product's exam as configured by default (SPEC §9: its questions per test and pass mark, every topic selected),
// as questions per topic: what the readiness estimate predicts the score of. The questions are shared out over the
// topics in proportion to each topic's questions (largest remainder), as a certification exam covers its
// objectives; the bank's own order (one topic first) would make the estimate about the first topic only.
import { defaultSetup } from '../config/setup.ts';

export interface DefaultExam {
  questionsPerTopic: Map<string, number>;
  passPercent: number;
}

export function defaultExamOf(bank: readonly { id: string; topic: string }[], topics: readonly { id: string; questionCount: number }[]): DefaultExam {
  const setup = defaultSetup('exam', topics.map((topic) => ({ name: topic.id, questionCount: topic.questionCount })));
  const counts = new Map<string, number>();
  for (const item of bank) counts.set(item.topic, (counts.get(item.topic) ?? 0) + 1);
  const total = bank.length;
  const asked = Math.min(setup.config.numQuestions.current, total);
  const shares = [...counts].map(([topic, count], order) => ({ topic, exact: (asked * count) / total, order }));
  const questionsPerTopic = new Map(shares.map((share) => [share.topic, Math.floor(share.exact)]));
  let left = asked - [...questionsPerTopic.values()].reduce((sum, n) => sum + n, 0);
  const byRemainder = [...shares].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)) || a.order - b.order);
  for (const share of byRemainder) {
    if (left <= 0) break;
    questionsPerTopic.set(share.topic, questionsPerTopic.get(share.topic)! + 1);
    left--;
  }
  return { questionsPerTopic, passPercent: setup.config.successRate.current };
}
