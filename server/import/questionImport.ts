// Imports a question bank from CSV, GIFT or Aiken: parse, check, and store in one transaction, or store nothing.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { products } from '../db/schema.ts';
import { parseAiken } from '@domain/questionImport/aiken.ts';
import { parseCsv } from '@domain/questionImport/csv.ts';
import { parseGift } from '@domain/questionImport/gift.ts';
import type { ImportError, ImportResult } from '@domain/questionImport/types.ts';
import { bankProblem, refreshProductCounts, storeBank, type BankFile } from '../seed/questionBanks.ts';

export type ImportFormat = 'csv' | 'gift' | 'aiken';

export interface ImportRequest {
  source: string;
  format: ImportFormat;
  bankId: string;
  locale: string;
  title: string;
  /** Topic for formats without one (Aiken). */
  topic?: string;
  /** Leave out the questions refused as not representable (essay, matching …) instead of importing nothing. */
  skipRefused?: boolean;
}

/** `skipped`: the refused questions left out with skipRefused, each with its line and reason. */
export type ImportOutcome = { ok: true; bank: BankFile; questions: number; skipped: ImportError[] } | { ok: false; errors: ImportError[] };

export function formatOf(fileName: string): ImportFormat | null {
  const extension = fileName.toLowerCase().split('.').pop();
  if (extension === 'csv') return 'csv';
  if (extension === 'gift') return 'gift';
  if (extension === 'txt' || extension === 'aiken') return 'aiken';
  return null;
}

function parse(request: ImportRequest): ImportResult {
  if (request.format === 'csv') return parseCsv(request.source);
  if (request.format === 'gift') return parseGift(request.source, { locale: request.locale });
  return parseAiken(request.source, request.topic);
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'topic';

/** Turns parsed questions into a bank, or the errors that prevent it. */
export function buildBank(request: ImportRequest): ImportOutcome {
  const { questions, errors } = parse(request);
  const skipped = request.skipRefused ? errors.filter((error) => error.refused) : [];
  if (errors.length > skipped.length) return { ok: false, errors: request.skipRefused ? errors.filter((error) => !error.refused) : errors };
  if (questions.length === 0) return { ok: false, errors: [{ line: 1, message: 'The file holds no questions.' }] };
  const topicIds = new Map<string, string>();
  for (const question of questions) if (!topicIds.has(question.topic)) topicIds.set(question.topic, slug(question.topic));
  const bank: BankFile = {
    bankId: request.bankId,
    locale: request.locale,
    title: request.title,
    topics: [...topicIds].map(([name, id]) => ({ id, name })),
    questions: questions.map((q, index) => ({
      id: `${request.bankId}-${String(index + 1).padStart(4, '0')}`,
      topic: topicIds.get(q.topic)!,
      text: q.text,
      options: q.options,
      correct: q.correct,
      explanation: q.explanation,
      format: q.format,
    })),
  };
  const problem = bankProblem(bank);
  return problem ? { ok: false, errors: [{ line: 1, message: `Bank check failed: ${problem}` }] } : { ok: true, bank, questions: bank.questions.length, skipped };
}

/**
 * Parses and stores; nothing is written unless every question is valid. The products serving the bank count as
 * updated (catalog_update_date), which also restarts the catalog cleanup's keep time of their lists.
 */
export async function importQuestions(db: Db, request: ImportRequest, now: number = Date.now()): Promise<ImportOutcome> {
  const outcome = buildBank(request);
  if (!outcome.ok) return outcome;
  const version = crypto.createHash('sha256').update(request.source).digest('base64url').slice(0, 16);
  await db.transaction(async (tx) => {
    await storeBank(tx, { bank: outcome.bank, version });
    await refreshProductCounts(tx);
    await tx
      .update(products)
      .set({ catalogUpdateDate: new Date(now) })
      .where(and(eq(products.bankId, request.bankId), eq(products.bankLocale, request.locale)));
  });
  return outcome;
}
