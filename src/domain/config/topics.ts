// Topic rules of the config wizard (SPEC §3, §4, §5): per-topic custom counts, the topic summary,
// the wizard's steps, and the 3-to-5 AI topic pick.
import { AI_MAX_TOPICS, AI_MIN_TOPICS } from '../constants.ts';
import type { TestMode } from './types.ts';

export interface Topic {
  topicName: string;
  numberOfQuestions: number;
  selected: boolean;
}

export type TopicsByMode = Record<TestMode, Topic[]>;

/** A user's own question count for one topic; `skip` leaves the topic out of the custom selection. */
export interface CustomTopicCount {
  topicName: string;
  numberOfQuestions: number;
  skip: boolean;
}

export interface TopicSummary {
  nTopics: number;
  nSelectedTopics: number;
  nQuestions: number;
  nSelectedQuestions: number;
}

export type CustomCountResult =
  | { applies: true; numberOfQuestions: number }
  | { applies: false; numberOfQuestions: number; reason: 'exceeds-topic-questions' };

/**
 * A custom per-topic count typed by the user: at least 1 (zero, blank, negative or non-numeric input becomes 1,
 * fractions round down). It applies only when it is at most the topic's own question count.
 */
export function customTopicCount(input: string | number | null | undefined, topicQuestions: number): CustomCountResult {
  const parsed = typeof input === 'number' ? input : Number(String(input ?? '').trim() || '0');
  const whole = Number.isFinite(parsed) ? Math.floor(parsed) : 0;
  const numberOfQuestions = Math.max(1, whole);
  if (numberOfQuestions <= topicQuestions) return { applies: true, numberOfQuestions };
  return { applies: false, numberOfQuestions, reason: 'exceeds-topic-questions' };
}

/** Counts of all and of selected topics, and of their questions. */
export function summarizeTopics(topics: readonly Topic[]): TopicSummary {
  const summary: TopicSummary = { nTopics: 0, nSelectedTopics: 0, nQuestions: 0, nSelectedQuestions: 0 };
  for (const topic of topics) {
    const questions = Number.isFinite(topic.numberOfQuestions) ? Math.max(0, topic.numberOfQuestions) : 0;
    summary.nTopics += 1;
    summary.nQuestions += questions;
    if (topic.selected) {
      summary.nSelectedTopics += 1;
      summary.nSelectedQuestions += questions;
    }
  }
  return summary;
}

/** Steps of the exam configuration wizard (SPEC §4), in order. */
export const CONFIG_STEPS = {
  initial: 0,
  aboutVersion: 1,
  examMode: 2,
  topicCategory: 3,
  examConfiguration: 4,
  summary: 5,
} as const;
export type ConfigStepName = keyof typeof CONFIG_STEPS;
export type ConfigStep = (typeof CONFIG_STEPS)[ConfigStepName];

const FIRST_STEP = CONFIG_STEPS.initial;
const LAST_STEP = CONFIG_STEPS.summary;

function toStep(value: number): ConfigStep {
  return Math.min(LAST_STEP, Math.max(FIRST_STEP, value)) as ConfigStep;
}

/** The step after this one; the summary is the last. */
export function nextConfigStep(step: ConfigStep): ConfigStep {
  return toStep(step + 1);
}

/** The step before this one; the initial step is the first. */
export function previousConfigStep(step: ConfigStep): ConfigStep {
  return toStep(step - 1);
}

export type AiTopicSelectionError = 'too-few-topics' | 'too-many-topics';

/** A user's AI topic pick must hold 3 to 5 distinct topics; null when it does. */
export function validateAiTopicSelection(selected: readonly string[]): AiTopicSelectionError | null {
  const distinct = new Set(selected.map((name) => name.trim()).filter((name) => name !== '')).size;
  if (distinct < AI_MIN_TOPICS) return 'too-few-topics';
  if (distinct > AI_MAX_TOPICS) return 'too-many-topics';
  return null;
}
