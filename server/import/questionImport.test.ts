// Importing a question bank: all or nothing, with line-numbered errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bankQuestions, questionBanks } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { importQuestions } from './questionImport.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const countQuestions = async (bankId: string) =>
  (await app.testDb.database.db.select().from(bankQuestions).where(and(eq(bankQuestions.bankId, bankId), eq(bankQuestions.locale, 'en')))).length;

describe('importQuestions', () => {
  it('stores a valid GIFT file as a bank with its topics', async () => {
    const source = '$CATEGORY: Security\nMFA adds a factor. {T}\n\n$CATEGORY: Storage\nObject storage is addressed by? {=key ~block number ~sector ####Objects have keys.}\n';
    const outcome = await importQuestions(app.testDb.database.db, { source, format: 'gift', bankId: 'ops-bank', locale: 'en', title: 'Ops' });
    expect(outcome).toMatchObject({ ok: true, questions: 2 });
    expect(await countQuestions('ops-bank')).toBe(2);
    const [bank] = await app.testDb.database.db.select().from(questionBanks).where(eq(questionBanks.bankId, 'ops-bank'));
    expect(bank?.topics).toEqual([
      { id: 'security', name: 'Security' },
      { id: 'storage', name: 'Storage' },
    ]);
  });

  it('imports nothing when one question is wrong, and says which line', async () => {
    const source = 'question,A,B,correct\nGood?,yes,no,A\nBad?,yes,no,C\n';
    const outcome = await importQuestions(app.testDb.database.db, { source, format: 'csv', bankId: 'half-bank', locale: 'en', title: 'Half' });
    expect(outcome).toEqual({ ok: false, errors: [{ line: 3, message: expect.stringContaining('not one of the options') }] });
    expect(await countQuestions('half-bank')).toBe(0);
  });

  it('replaces a bank on a new import of the same id', async () => {
    const aiken = (n: number) => Array.from({ length: n }, (_, i) => `Q${i}?\nA. x\nB. y\nANSWER: A\n`).join('\n');
    await importQuestions(app.testDb.database.db, { source: aiken(3), format: 'aiken', bankId: 'aiken-bank', locale: 'en', title: 'A', topic: 'Basics' });
    await importQuestions(app.testDb.database.db, { source: aiken(2), format: 'aiken', bankId: 'aiken-bank', locale: 'en', title: 'A', topic: 'Basics' });
    expect(await countQuestions('aiken-bank')).toBe(2);
  });
});
