// What a submitted attempt says per topic (the results' bar chart) and how long it took.
import type { LocalExamState } from './types.ts';

export interface TopicScore {
  topic: string;
  right: number;
  total: number;
}

/** Right answers per topic, topics in the order their first question appears; unanswered counts as wrong. */
export function topicBreakdown(state: Pick<LocalExamState, 'userSolution' | 'nQuestion'>, questions: readonly { number: number; topic: string }[]): TopicScore[] {
  const scores = new Map<string, TopicScore>();
  for (const question of questions) {
    if (question.number < 1 || question.number > state.nQuestion) continue;
    const score = scores.get(question.topic) ?? { topic: question.topic, right: 0, total: 0 };
    score.total += 1;
    if (state.userSolution[question.number]?.isCorrect === true) score.right += 1;
    scores.set(question.topic, score);
  }
  return [...scores.values()];
}

/** Whole percentage of a topic score, 0 for an empty one. */
export function topicPercent(score: Pick<TopicScore, 'right' | 'total'>): number {
  return score.total > 0 ? Math.floor((score.right * 100) / score.total) : 0;
}

/**
 * Time the learner spent on a submitted attempt: its length minus what was left when it was submitted (the stop
 * time minus the submit time), within 0 and its length. A paused attempt's stop time is older than the pause, so
 * one submitted while paused counts the pause as used time: an upper bound, never more than the attempt's length.
 */
export function timeUsedMs(state: Pick<LocalExamState, 'timeToFinish' | 'stopDate' | 'lastModified'>): number {
  const left = Math.min(state.timeToFinish, Math.max(0, state.stopDate - state.lastModified));
  return Math.max(0, state.timeToFinish - left);
}
