// The learner's topic choice for a generated quiz: 3 to 5 distinct topics among those offered (SPEC §5).
import { AI_MAX_TOPICS, AI_MIN_TOPICS } from '../constants.ts';

export type TopicChoiceProblem = 'too-few-topics' | 'too-many-topics' | 'duplicate-topics' | 'unknown-topic';

export function topicChoiceProblem(chosen: readonly string[], offered: ReadonlySet<string> | null): TopicChoiceProblem | null {
  if (new Set(chosen).size !== chosen.length) return 'duplicate-topics';
  if (chosen.length < AI_MIN_TOPICS) return 'too-few-topics';
  if (chosen.length > AI_MAX_TOPICS) return 'too-many-topics';
  if (offered && chosen.some((id) => !offered.has(id))) return 'unknown-topic';
  return null;
}

/** Whether the picker lets the learner tick one more topic. */
export function canPickMore(pickedCount: number): boolean {
  return pickedCount < AI_MAX_TOPICS;
}

export function pickIsComplete(pickedCount: number): boolean {
  return pickedCount >= AI_MIN_TOPICS && pickedCount <= AI_MAX_TOPICS;
}
