// Item difficulties for the readiness estimate (issue 22): from every learner's first answer to each bank question
// (the earliest answer among the attempts the server holds, any product of that bank, any version of the question),
// estimated per bank and language (src/domain/learning/itemDifficulty.ts) and kept in app_meta (storedDifficulties.ts),
// from where the questions route ships them with the bank. A plain function: `npm run learning:difficulties` runs
// it; it belongs in a scheduled job (daily is plenty), not in a request.
import type { LocalExamState } from '@domain/exam/types.ts';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { examAttempts, products } from '../db/schema.ts';
import { loadProductQuestions } from '../services/productQuestions.ts';
import { readItemDifficulties, writeItemDifficulties } from './storedDifficulties.ts';
import { itemDifficulties, type FirstAnswer } from '@domain/learning/itemDifficulty.ts';
import { baseQuestionId } from '@domain/learning/questionVersions.ts';
import type { Tenant } from '@domain/markets/types.ts';

/**
 * Attempts read per query. The computation runs in a replica's job worker, beside the requests: it walks the attempts
 * page by page (in primary-key order) and keeps only each learner's first answer per question, never every stored
 * attempt at once.
 */
export const ATTEMPTS_PAGE_SIZE = 500;

export interface DifficultiesReport {
  banks: number;
  items: number;
  firstAnswers: number;
}

type AttemptRow = { userId: string; productId: string; state: LocalExamState | null; tenant: string; bankId: string | null; locale: string | null };

/** The attempts of bank products after `after` (primary-key order), ATTEMPTS_PAGE_SIZE at most. */
function attemptsPage(db: Db, after: { userId: string; productId: string } | null): Promise<AttemptRow[]> {
  return db
    .select({ userId: examAttempts.userId, productId: examAttempts.productId, state: examAttempts.state, tenant: products.tenant, bankId: products.bankId, locale: products.bankLocale })
    .from(examAttempts)
    .innerJoin(products, eq(products.productId, examAttempts.productId))
    .where(
      and(
        isNotNull(examAttempts.state),
        isNotNull(products.bankId),
        after ? sql`(${examAttempts.userId}, ${examAttempts.productId}) > (${after.userId}, ${after.productId})` : undefined,
      ),
    )
    .orderBy(asc(examAttempts.userId), asc(examAttempts.productId))
    .limit(ATTEMPTS_PAGE_SIZE);
}

export async function computeItemDifficulties(db: Db, now: Date = new Date()): Promise<DifficultiesReport> {
  const defaultIds = new Map<string, string[]>();
  // bank → learner|question → first answer
  const first = new Map<string, Map<string, { at: number; answer: FirstAnswer }>>();
  let after: { userId: string; productId: string } | null = null;
  for (;;) {
    const page = await attemptsPage(db, after);
    for (const row of page) {
      const state = row.state!;
      let ids = state.questionIds;
      if (!ids) {
        if (!defaultIds.has(row.productId)) defaultIds.set(row.productId, (await loadProductQuestions(db, row.tenant as Tenant, row.productId))?.payload.questions.map((q) => q.id) ?? []);
        ids = defaultIds.get(row.productId)!;
      }
      const bank = `${row.bankId}|${row.locale}`;
      const answers = first.get(bank) ?? new Map<string, { at: number; answer: FirstAnswer }>();
      first.set(bank, answers);
      for (const { question, at, correct } of answersOf(state)) {
        const id = ids[question - 1];
        if (!id || !Number.isFinite(at)) continue;
        const item = baseQuestionId(id);
        const key = `${row.userId}|${item}`;
        const kept = answers.get(key);
        if (!kept || at < kept.at) answers.set(key, { at, answer: { learner: row.userId, item, correct } });
      }
    }
    if (page.length < ATTEMPTS_PAGE_SIZE) break;
    const last = page[page.length - 1]!;
    after = { userId: last.userId, productId: last.productId };
  }
  const report: DifficultiesReport = { banks: 0, items: 0, firstAnswers: 0 };
  for (const [bank, answers] of first) {
    const [bankId, locale] = bank.split('|') as [string, string];
    const estimated = itemDifficulties([...answers.values()].map((entry) => entry.answer));
    const items = Object.fromEntries([...estimated].map(([item, { b, n }]) => [item, { b: Math.round(b * 1000) / 1000, n }]));
    report.banks++;
    report.items += estimated.size;
    report.firstAnswers += answers.size;
    // Unchanged since the last run: the stored entry (and the ETag of the bank that ships it) stays as it is.
    const stored = await readItemDifficulties(db, bankId, locale);
    if (stored && JSON.stringify(stored.items) === JSON.stringify(items)) continue;
    await writeItemDifficulties(db, bankId, locale, { computedAt: now.toISOString(), items }, now);
  }
  return report;
}

/**
 * Every answer the attempt kept: from its log when it has one (each answer as given, so a question answered twice
 * counts by its first answer), else the last answer of each question.
 */
function answersOf(state: LocalExamState): { question: number; at: number; correct: boolean }[] {
  if (state.log) return state.log.answers.filter(([, , picked]) => picked !== '').map(([at, question, , correct]) => ({ question, at, correct: correct === 1 }));
  return Object.entries(state.userSolution).flatMap(([number, solution]) =>
    solution?.hasBeenAnswered ? [{ question: Number(number), at: solution.answeredAt, correct: solution.isCorrect }] : [],
  );
}
