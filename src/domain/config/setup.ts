// A learner's setup of a product per mode: the config of SPEC §3, the topics per mode and the custom counts.
import { defaultProductConfig } from './defaults.ts';
import type { CustomTopicCount, Topic } from './topics.ts';
import type { ModeConfig, TestMode } from './types.ts';
import type { PracticeSetKind } from '../learning/practiceSets.ts';

export interface QuizSetup {
  config: ModeConfig;
  topics: Topic[];
  custom: CustomTopicCount[];
  /** A practice set (issue 22) the sessions draw from instead of the whole bank; absent for the bank. */
  practiceSet?: { kind: PracticeSetKind; topics: string[] };
}

/** The SPEC §9 defaults of a mode, with every topic of the bank selected. */
export function defaultSetup(mode: TestMode, bankTopics: readonly { name: string; questionCount: number }[]): QuizSetup {
  const total = bankTopics.reduce((sum, topic) => sum + topic.questionCount, 0);
  return {
    config: structuredClone(defaultProductConfig('guest', total)[mode]),
    topics: bankTopics.map((topic) => ({ topicName: topic.name, numberOfQuestions: topic.questionCount, selected: true })),
    custom: [],
  };
}
