// Importing a question bank: all or nothing, with line-numbered errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bankQuestions, products, questionBanks } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { entitledUser } from '../test/commerce.ts';
import { importQuestions } from './questionImport.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
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

  it('stores HTML questions as sanitised HTML that the questions route serves with format html, plain ones as text', async () => {
    const source = [
      '[html]<p onclick="x()">Which is <b>bold</b>?<script>alert(1)</script></p>{=[plain]<b> ~[plain]<i>}',
      '',
      'Is this plain? {=yes ~no}',
      '',
      'Moodle shows <b>tags</b> in its own format. {=yes ~no}',
      '',
      'Moodle costs {~lots =nothing} to download.',
    ].join('\n');
    const first = await importQuestions(app.testDb.database.db, { source: 'First? {T}', format: 'gift', bankId: 'html-bank', locale: 'en', title: 'Html' });
    expect(first).toMatchObject({ ok: true, questions: 1 });
    const [product] = await app.testDb.database.db.select().from(products).where(and(eq(products.tenant, 'eq'), eq(products.country, 'us'))).limit(1);
    await app.testDb.database.db.update(products).set({ bankId: 'html-bank', bankLocale: 'en', questionLimit: null, topicId: null }).where(eq(products.productId, product!.productId));
    const importedAt = Date.UTC(2026, 5, 1);
    const outcome = await importQuestions(app.testDb.database.db, { source, format: 'gift', bankId: 'html-bank', locale: 'en', title: 'Html' }, importedAt);
    expect(outcome).toMatchObject({ ok: true, questions: 4, skipped: [] });
    // A new version of its bank is an update of the product (the catalog cleanup counts from it).
    const [updated] = await app.testDb.database.db.select().from(products).where(eq(products.productId, product!.productId));
    expect(updated!.catalogUpdateDate).toEqual(new Date(importedAt));
    const buyer = await entitledUser(app, [product!.productId]);
    const response = await app.fastify.inject({ url: `/api/2.0/eq/products/${encodeURIComponent(product!.productId)}/questions`, headers: buyer.headers });
    expect(response.statusCode).toBe(200);
    const served = (response.json() as { questions: { text: string; format?: string; options: { text: string }[] }[] }).questions;
    expect(served.map((q) => [q.text, q.format, q.options.map((o) => o.text)])).toEqual([
      ['<p>Which is <b>bold</b>?</p>', 'html', ['&lt;b&gt;', '&lt;i&gt;']],
      ['Is this plain?', undefined, ['yes', 'no']],
      ['Moodle shows <b>tags</b> in its own format.', 'html', ['yes', 'no']],
      ['Moodle costs _____ to download.', undefined, ['lots', 'nothing']],
    ]);
  });

  it('refuses a file with a question it cannot represent, with the line; --skip-refused leaves only that one out', async () => {
    const source = 'Right? {T}\n\nWho is buried? {=Grant =Ulysses}\n\nPartly {~%50%a ~%30%b}\n';
    const refused = await importQuestions(app.testDb.database.db, { source, format: 'gift', bankId: 'mixed-bank', locale: 'en', title: 'Mixed' });
    expect(refused).toEqual({
      ok: false,
      errors: [
        { line: 3, message: expect.stringContaining('short-answer'), refused: true },
        { line: 5, message: expect.stringContaining('add up to 80 % credit'), refused: true },
      ],
    });
    expect(await countQuestions('mixed-bank')).toBe(0);
    const skipped = await importQuestions(app.testDb.database.db, { source, format: 'gift', bankId: 'mixed-bank', locale: 'en', title: 'Mixed', skipRefused: true });
    expect(skipped).toMatchObject({ ok: true, questions: 1, skipped: [{ line: 3 }, { line: 5 }] });
    expect(await countQuestions('mixed-bank')).toBe(1);
  });
});
