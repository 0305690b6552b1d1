// The seed: banks and demo catalog on a fresh database, once; a version-1 catalog is upgraded without touching others.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';
import { appMeta, bankQuestions, categories, products, questionBanks, superCategories } from '../db/schema.ts';
import { demoProductId, seedDemoIfEmpty } from './seedDemo.ts';
import { readBankFiles } from './questionBanks.ts';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../db/open.ts';
import { sampleRanks } from '@domain/catalog/freeSample.ts';

let testDb: TestDatabase;
beforeEach(async () => {
  testDb = await createTestDatabase();
});
afterEach(() => testDb.dispose());

const count = async (table: typeof products | typeof bankQuestions | typeof questionBanks) =>
  (await testDb.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('seedDemoIfEmpty', () => {
  it("stores each question's rank in its bank's free sample, as the migration ranks banks stored before it", async () => {
    await seedDemoIfEmpty(testDb.database.db);
    const db = testDb.database.db;
    const stored = async () =>
      new Map((await db.select().from(bankQuestions)).map((row) => [`${row.bankId}.${row.locale}.${row.questionId}`, row.sampleRank]));
    const expected = new Map(
      readBankFiles().flatMap(({ bank }) => {
        const ranks = sampleRanks(bank.questions);
        return bank.questions.map((q, index) => [`${bank.bankId}.${bank.locale}.${q.id}`, ranks[index]!] as const);
      }),
    );
    expect(await stored()).toEqual(expected);
    // The migration's backfill (its second statement) gives the same ranks.
    const backfill = fs.readFileSync(path.join(MIGRATIONS_DIR, '0015_bank_free_sample.sql'), 'utf8').split('--> statement-breakpoint')[1]!;
    await db.update(bankQuestions).set({ sampleRank: 0 });
    await db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(expected);
  });

  it('loads every bank and a catalog whose products all have a bank, once', async () => {
    expect(await seedDemoIfEmpty(testDb.database.db)).toBe(true);
    const files = readBankFiles();
    expect(await count(questionBanks)).toBe(files.length);
    expect(await count(bankQuestions)).toBe(files.reduce((sum, file) => sum + file.bank.questions.length, 0));
    const unlinked = await testDb.database.db.select().from(products).where(sql`${products.bankId} is null`);
    expect(unlinked).toEqual([]);
    const productCount = await count(products);
    expect(await seedDemoIfEmpty(testDb.database.db)).toBe(false);
    expect(await count(products)).toBe(productCount);
  });

  it('gives every site at least 3 super categories and 30 products, the cq site its certification super category', async () => {
    const db = testDb.database.db;
    await seedDemoIfEmpty(db);
    type SiteCounts = { tenant: string; country: string; supers: number; products: number; cq: number };
    const perSite: unknown = await db.execute(sql`
      select s.tenant, s.country, count(distinct s.id)::int as supers, count(p.product_id)::int as products,
             count(distinct s.id) filter (where s.is_cq_super_category)::int as cq
        from super_categories s join categories c on c.super_category_id = s.id join products p on p.category_id = c.id
       group by s.tenant, s.country`);
    const rows = ((perSite as { rows?: SiteCounts[] }).rows ?? perSite) as SiteCounts[];
    expect(rows).toHaveLength(2 * 19);
    for (const row of rows) {
      expect(row.supers).toBeGreaterThanOrEqual(3);
      expect(row.products).toBeGreaterThanOrEqual(30);
      expect(row.cq).toBe(row.tenant === 'cq' ? 1 : 0);
    }
    const [cqDe] = await db.select().from(superCategories).where(sql`${superCategories.tenant} = 'cq' and ${superCategories.country} = 'de' and ${superCategories.isCqSuperCategory}`);
    expect(cqDe?.url).toBe('zertifizierung-pruefungsfragen');
  });

  it('a topic quiz serves only its topic, titled in the site language; a free demo ten questions', async () => {
    const db = testDb.database.db;
    await seedDemoIfEmpty(db);
    const topicQuiz = demoProductId('fr', 'eq', 'it-certification', 'security', 'security-fundamentals-cryptography');
    const [row] = await db.select().from(products).where(eq(products.productId, topicQuiz));
    expect(row).toMatchObject({ kind: 'configured-quiz', topicId: 'cryptography', topicCount: 1 });
    expect(row!.title).toMatch(/^Fondamentaux .*: .+/);
    const english = readBankFiles().find((b) => b.bank.bankId === 'security-fundamentals' && b.bank.locale === 'en')!.bank;
    expect(row!.questionCount).toBe(english.questions.filter((q) => q.topic === 'cryptography').length);
    const [demo] = await db.select().from(products).where(eq(products.productId, demoProductId('fr', 'eq', 'it-certification', 'security', 'security-demo')));
    expect(demo?.questionCount).toBe(10);
  });

  it('upgrades a version-1 catalog: retires bankless demo products, links the rest, keeps foreign rows', async () => {
    const db = testDb.database.db;
    const [driving] = await db.insert(superCategories).values({ tenant: 'eq', country: 'de', url: 'driving-licence', title: 'Führerschein' }).returning();
    const [car] = await db.insert(categories).values({ superCategoryId: driving!.id, url: 'car', title: 'Auto' }).returning();
    const [truck] = await db.insert(categories).values({ superCategoryId: driving!.id, url: 'truck', title: 'Lkw' }).returning();
    const pricing = { currency: 'EUR', tier: 1, amountMinor: 1990, label: '1-PRODUCT-EXPIRE' };
    const old = { tenant: 'eq', country: 'de', kind: 'full-product' as const, pricing, title: 'x' };
    await db.insert(products).values([
      { ...old, productId: demoProductId('de', 'eq', 'driving-licence', 'car', 'theory-test'), categoryId: car!.id, productNameUrl: 'theory-test' },
      { ...old, productId: 'DE-operator-truck', categoryId: truck!.id, productNameUrl: 'operator-truck' },
    ]);
    await db.insert(appMeta).values({ key: 'demo-seed', value: '1' });

    expect(await seedDemoIfEmpty(db)).toBe(true);
    const ids = (await db.select({ id: products.productId }).from(products).where(eq(products.country, 'de'))).map((row) => row.id);
    expect(ids).not.toContain(demoProductId('de', 'eq', 'driving-licence', 'car', 'theory-test'));
    expect(ids).toContain('DE-operator-truck');
    expect(ids).toContain(demoProductId('de', 'eq', 'networking', 'basics', 'networking-basics'));
    const categoryUrls = (await db.select({ url: categories.url }).from(categories).where(eq(categories.superCategoryId, driving!.id))).map((row) => row.url);
    expect(categoryUrls).toEqual(['truck']);
    const [meta] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo-seed'));
    expect(meta?.value).toBe('3');
  });
});
