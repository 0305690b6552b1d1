// What the learner's history on this device says about a product (issue 22): the practice sets' material, the
// readiness estimate, and each finished attempt (with its pacing). Re-read whenever the history or the drill changes,
// in this tab or another; nothing needs the network (a signed-in learner's drill cards and attempts from other
// devices arrive through the sync and are read from here as well).
//
// One clock for the screen (issue 35): the view is worked out at the later of the page's clock and the moment the
// records were read, and the drill's due count the page shows ("Review due (n)") is this view's own, so the Practice
// tab's "Due in the review drill" and the button beside it never disagree (a card fed by the exam just submitted is due
// in both at once, not after the page clock's next tick).
import { useMemo } from 'react';
import type { ShopDatabase } from '../../db/db.ts';
import { useLearningRecords } from '../../db/hooks.ts';
import type { ProductQuestions } from '../../domain/exam/productQuestions.ts';
import { cleanHistory, type AttemptRecord } from '../../domain/learning/history.ts';
import { defaultExamOf } from '../../domain/learning/examComposition.ts';
import { practiceSetIds, type BankItem, type LearnerHistory } from '../../domain/learning/practiceSets.ts';
import { baseQuestionId } from '../../domain/learning/questionVersions.ts';
import { readiness, type Readiness } from '../../domain/learning/readiness.ts';

export interface LearningView {
  bank: BankItem[];
  history: LearnerHistory;
  /** Finished attempts, oldest first. */
  attempts: AttemptRecord[];
  readiness: Readiness;
  /** The product's questions due in the drill now: the "due" practice set over every topic. */
  dueCount: number;
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
  const dueCount = practiceSetIds('due', bank, history).length;
  return { bank, history, attempts: clean.attempts, readiness: estimate, dueCount, skipped: { attempts: clean.skippedAttempts, answers: clean.skippedAnswers } };
}

/** `now`: the page's clock. undefined while reading. */
export function useLearning(db: ShopDatabase, owner: string, productId: string, content: Content, now: number): LearningView | undefined {
  const read = useLearningRecords(db, owner, productId);
  return useMemo(() => (read ? computeLearning(content, read.records, read.cards, Math.max(now, read.readAt)) : undefined), [read, content, now]);
}
