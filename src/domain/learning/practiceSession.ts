// A practice set is a configuration like the others (SPEC §3 topics per mode, §5 custom counts and questions per
// test): the setup's rules are applied to the set's questions instead of the whole bank. Saved with the setup.
import type { QuizSetup } from '../config/setup.ts';
import { sessionQuestionIds } from '../exam/sessionQuestions.ts';
import { practiceSetIds, type BankItem, type LearnerHistory, type PracticeSetKind } from './practiceSets.ts';

export interface PracticeSetChoice {
  kind: PracticeSetKind;
  /** Topic ids the set is limited to; empty for every topic. */
  topics: string[];
}

/** A setup that starts the given practice set. */
export function withPracticeSet(setup: QuizSetup, choice: PracticeSetChoice | null): QuizSetup {
  if (choice === null) {
    const { practiceSet: _dropped, ...rest } = setup;
    return rest;
  }
  return { ...setup, practiceSet: { kind: choice.kind, topics: [...choice.topics] } };
}

/**
 * The questions of a new session of the set: the set's questions, then the setup's topic selection, per-topic counts
 * and questions per test (`topicIdOf` turns the setup's topic names into the bank's topic ids).
 */
export function practiceSessionIds(bank: readonly BankItem[], history: LearnerHistory, setup: QuizSetup, choice: PracticeSetChoice, seed: number, topicIdOf: (name: string) => string = (name) => name): string[] {
  const inSet = new Set(practiceSetIds(choice.kind, bank, history, choice.topics));
  const pool = bank.filter((item) => inSet.has(item.id));
  return sessionQuestionIds(pool, {
    topics: setup.topics.map((topic) => ({ ...topic, topicName: topicIdOf(topic.topicName) })),
    custom: setup.custom.map((custom) => ({ ...custom, topicName: topicIdOf(custom.topicName) })),
    questionsPerTest: setup.config.numQuestions.current,
    random: setup.config.random,
    seed,
  });
}
