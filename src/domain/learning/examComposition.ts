// The product's exam as configured by default (SPEC §9: its questions per test, pass mark, topic selection and order),
// as questions per topic: what the readiness estimate predicts the score of.
import { defaultSetup } from '../config/setup.ts';
import { sessionQuestionIds } from '../exam/sessionQuestions.ts';

export interface DefaultExam {
  questionsPerTopic: Map<string, number>;
  passPercent: number;
}

export function defaultExamOf(bank: readonly { id: string; topic: string }[], topics: readonly { id: string; questionCount: number }[]): DefaultExam {
  const setup = defaultSetup('exam', topics.map((topic) => ({ name: topic.id, questionCount: topic.questionCount })));
  const ids = sessionQuestionIds(bank, { topics: setup.topics, custom: setup.custom, questionsPerTest: setup.config.numQuestions.current, random: setup.config.random, seed: 1 });
  const topicOf = new Map(bank.map((item) => [item.id, item.topic]));
  const questionsPerTopic = new Map<string, number>();
  for (const id of ids) {
    const topic = topicOf.get(id)!;
    questionsPerTopic.set(topic, (questionsPerTopic.get(topic) ?? 0) + 1);
  }
  return { questionsPerTopic, passPercent: setup.config.successRate.current };
}
