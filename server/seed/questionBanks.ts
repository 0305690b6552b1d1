// Question banks (server/seed/questions/<bankId>.<locale>.json) loaded into the database, again whenever a file changes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { appMeta, bankQuestions, questionBanks } from '../db/schema.ts';
import { OPTION_LETTERS } from '@domain/constants.ts';
import { sampleRanks } from '@domain/catalog/freeSample.ts';

export const QUESTIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'questions');
const BANKS_KEY = 'question-banks';
/** Questions a product's test holds by default, so testCount = ceil(questions / this). */
const QUESTIONS_PER_TEST = 10;

const Letter = Type.Union(OPTION_LETTERS.map((letter) => Type.Literal(letter)));
const BankFile = Type.Object({
  bankId: Type.String({ pattern: '^[a-z0-9-]+$' }),
  locale: Type.String({ pattern: '^[a-z]{2}$' }),
  title: Type.String({ minLength: 1 }),
  topics: Type.Array(Type.Object({ id: Type.String({ minLength: 1 }), name: Type.String({ minLength: 1 }) }), { minItems: 1 }),
  questions: Type.Array(
    Type.Object({
      id: Type.String({ minLength: 1 }),
      topic: Type.String({ minLength: 1 }),
      text: Type.String({ minLength: 1 }),
      options: Type.Array(Type.Object({ letter: Letter, text: Type.String() }), { minItems: 1, maxItems: OPTION_LETTERS.length }),
      correct: Type.Array(Letter, { minItems: 1 }),
      explanation: Type.String(),
      /** Absent: plain text. */
      format: Type.Optional(Type.Union([Type.Literal('plain'), Type.Literal('html')])),
    }),
    { minItems: 1 },
  ),
});
export type BankFile = Static<typeof BankFile>;

export interface LoadedBank {
  bank: BankFile;
  version: string;
}

/** Every bank file, checked: a broken file stops the start instead of serving wrong answers. */
export function readBankFiles(dir = QUESTIONS_DIR): LoadedBank[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      const bank: unknown = JSON.parse(text);
      if (!Value.Check(BankFile, bank)) throw new Error(`Question bank ${name} does not match the bank format`);
      const topicIds = new Set(bank.topics.map((topic) => topic.id));
      for (const question of bank.questions) {
        const letters = new Set(question.options.map((option) => option.letter));
        if (!topicIds.has(question.topic) || !question.correct.every((letter) => letters.has(letter))) {
          throw new Error(`Question ${question.id} of ${name} has an unknown topic or a correct letter without an option`);
        }
      }
      return { bank, version: crypto.createHash('sha256').update(text).digest('base64url').slice(0, 16) };
    });
}

/** Writes one bank (its title, topics and all its questions, replacing the old ones) inside the caller's transaction. */
export async function storeBank(tx: Pick<Db, 'insert' | 'delete'>, { bank, version }: LoadedBank): Promise<void> {
  const key = { bankId: bank.bankId, locale: bank.locale };
  await tx
    .insert(questionBanks)
    .values({ ...key, title: bank.title, topics: bank.topics, version })
    .onConflictDoUpdate({ target: [questionBanks.bankId, questionBanks.locale], set: { title: bank.title, topics: bank.topics, version, updatedAt: new Date() } });
  await tx.delete(bankQuestions).where(and(eq(bankQuestions.bankId, bank.bankId), eq(bankQuestions.locale, bank.locale)));
  const ranks = sampleRanks(bank.questions);
  await tx.insert(bankQuestions).values(
    bank.questions.map((q, index) => ({ ...key, questionId: q.id, position: index + 1, sampleRank: ranks[index]!, topic: q.topic, text: q.text, options: q.options, correct: q.correct, explanation: q.explanation, format: q.format ?? 'plain' })),
  );
}

/** Checks a bank like the files are checked; returns the problem, or null. */
export function bankProblem(bank: unknown): string | null {
  return Value.Check(BankFile, bank) ? null : [...Value.Errors(BankFile, bank)].map((e) => `${e.path || '/'} ${e.message}`).slice(0, 5).join('; ');
}

/** Loads the banks when their files changed since the last start; returns whether it did. */
export async function seedQuestionBanks(db: Db, banks: LoadedBank[] = readBankFiles()): Promise<boolean> {
  const fingerprint = banks.map((b) => `${b.bank.bankId}.${b.bank.locale}:${b.version}`).join(',');
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, BANKS_KEY));
  if (done?.value === fingerprint) return false;
  await db.transaction(async (tx) => {
    for (const loaded of banks) await storeBank(tx, loaded);
    await refreshProductCounts(tx);
    await tx
      .insert(appMeta)
      .values({ key: BANKS_KEY, value: fingerprint })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: fingerprint, updatedAt: new Date() } });
  });
  return true;
}

/** Question, topic and test counts of every product linked to a bank, from the questions it serves. */
export async function refreshProductCounts(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`
    update products p
       set question_count = s.n, topic_count = s.t, test_count = ceil(s.n / ${QUESTIONS_PER_TEST}::numeric)::int
      from (select p2.product_id, count(*)::int as n, count(distinct q.topic)::int as t
              from products p2
              join bank_questions q on q.bank_id = p2.bank_id and q.locale = p2.bank_locale
                                   and (p2.question_limit is null or q.sample_rank <= p2.question_limit)
                                   and (p2.topic_id is null or q.topic = p2.topic_id)
             group by p2.product_id) s
     where p.product_id = s.product_id`);
}
