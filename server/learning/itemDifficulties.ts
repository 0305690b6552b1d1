// Item difficulties for the readiness estimate (issue 22): from every learner's first answer to each bank question
// (the earliest answer among the attempts the server holds, any product of that bank, any version of the question),
// estimated per bank and language (src/domain/learning/itemDifficulty.ts) and kept in app_meta, from where the
// questions route ships them with the bank. A plain function: `npm run learning:difficulties` runs it; it belongs in
// a scheduled job (daily is plenty), not in a request.
import type { LocalExamState } from '@domain/exam/types.ts';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { appMeta, examAttempts, products } from '../db/schema.ts';
import { loadProductQuestions } from '../services/productQuestions.ts';
import { itemDifficulties, type FirstAnswer } from '@domain/learning/itemDifficulty.ts';
import { baseQuestionId } from '@domain/learning/questionVersions.ts';
import type { Tenant } from '@domain/markets/types.ts';

const KEY_PREFIX = 'item-difficulties|';
const keyOf = (bankId: string, locale: string) => `${KEY_PREFIX}${bankId}|${locale}`;

/** What app_meta keeps per bank and language: difficulty (logits, 3 decimals) and answer count by base question id. */
export interface StoredDifficulties {
  computedAt: string;
  items: Record<string, { b: number; n: number }>;
}

export interface DifficultiesReport {
  banks: number;
  items: number;
  firstAnswers: number;
}

export async function computeItemDifficulties(db: Db, now: Date = new Date()): Promise<DifficultiesReport> {
  const rows = await db
    .select({ userId: examAttempts.userId, productId: examAttempts.productId, state: examAttempts.state, tenant: products.tenant, bankId: products.bankId, locale: products.bankLocale })
    .from(examAttempts)
    .innerJoin(products, eq(products.productId, examAttempts.productId))
    .where(and(isNotNull(examAttempts.state), isNotNull(products.bankId)));
  const defaultIds = new Map<string, string[]>();
  // bank → learner|question → first answer
  const first = new Map<string, Map<string, { at: number; answer: FirstAnswer }>>();
  for (const row of rows) {
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
    const value: StoredDifficulties = { computedAt: now.toISOString(), items };
    await db
      .insert(appMeta)
      .values({ key: keyOf(bankId, locale), value: JSON.stringify(value), updatedAt: now })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: JSON.stringify(value), updatedAt: now } });
  }
  return report;
}

/** The stored difficulties of a bank's questions, or null before the first computation. */
export async function readItemDifficulties(db: Db, bankId: string, locale: string): Promise<StoredDifficulties | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, keyOf(bankId, locale)));
  if (!row) return null;
  try {
    return JSON.parse(row.value) as StoredDifficulties;
  } catch {
    // A damaged entry ships no difficulties (the estimate then uses its prior); the next computation replaces it.
    return null;
  }
}

/** Every bank's stored difficulties (for the CLI's summary). */
export async function storedDifficultyKeys(db: Db): Promise<string[]> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(like(appMeta.key, `${KEY_PREFIX}%`));
  return rows.map((row) => row.key.slice(KEY_PREFIX.length));
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
