// What the learner's history on this device says about a product (issue 22): the practice sets' material, the
// readiness estimate, and each finished attempt (with its pacing). Re-read whenever the history or the drill changes,
// in this tab or another; nothing needs the network (a signed-in learner's drill cards and attempts from other
// devices arrive through the sync and are read from here as well).
import { useMemo } from 'react';
import type { ShopDatabase } from '../../db/db.ts';
import { useLearningRecords } from '../../db/hooks.ts';
import type { ProductQuestions } from '../../domain/exam/productQuestions.ts';
import { cleanHistory, type AttemptRecord } from '../../domain/learning/history.ts';
import { defaultExamOf } from '../../domain/learning/examComposition.ts';
import type { BankItem, LearnerHistory } from '../../domain/learning/practiceSets.ts';
import { baseQuestionId } from '../../domain/learning/questionVersions.ts';
import { readiness, type Readiness } from '../../domain/learning/readiness.ts';

export interface LearningView {
  bank: BankItem[];
  history: LearnerHistory;
  /** Finished attempts, oldest first. */
  attempts: AttemptRecord[];
  readiness: Readiness;
  /** Corrupt entries left out (issue 22 "bad input"). */
  skipped: { attempts: number; answers: number };
}

type Content = Pick<ProductQuestions, 'questions' | 'topics' | 'difficulties'>;

export function computeLearning(content: Content, records: readonly unknown[], cards: readonly { questionId: string; dueAt: number; stability: number; lastReviewAt: number | null }[], now: number): LearningView {
  const bank = content.questions.map((question) => ({ id: question.id, topic: question.topic }));
  const bases = new Set(bank.map((item) => baseQuestionId(item.id)));
  const clean = cleanHistory(records, (id) => bases.has(baseQuestionId(id)));
  const history: LearnerHistory = { attempts: clean.attempts, dueQuestionIds: cards.filter((card) => card.dueAt <= now).map((card) => card.questionId) };
  const difficulties = new Map(Object.entries(content.difficulties ?? {}));
  const drill = new Map(cards.map((card) => [baseQuestionId(card.questionId), { stability: card.stability, lastReviewAt: card.lastReviewAt }]));
  const answers = clean.attempts.flatMap((attempt) => attempt.answers.map((answer) => ({ questionId: answer.questionId, correct: answer.correct, at: answer.answeredAt })));
  const estimate = readiness({ bank, difficulties, answers, drill, exam: defaultExamOf(bank, content.topics), now });
  return { bank, history, attempts: clean.attempts, readiness: estimate, skipped: { attempts: clean.skippedAttempts, answers: clean.skippedAnswers } };
}

/** undefined while reading. */
export function useLearning(db: ShopDatabase, owner: string, productId: string, content: Content, now: number): LearningView | undefined {
  const read = useLearningRecords(db, owner, productId);
  return useMemo(() => (read ? computeLearning(content, read[0], read[1], now) : undefined), [read, content, now]);
}
