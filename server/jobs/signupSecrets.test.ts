// A sign-up's password at rest: the account.signup job's data names only a signup_secrets row, so no pg-boss table
// (the failed job, its dead-letter copy) ever holds the password, sealed or not; the row goes when the job completes,
// and a failed job's row goes with the hourly auth.prune within a day.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { mailboxFor, manualClock, signUp, STRONG_PASSWORD, uniqueEmail } from '../test/auth.ts';
import { signupSecrets } from '../db/schema.ts';
import { MIGRATIONS_DIR } from '../db/open.ts';
import { DEAD_LETTER_QUEUE } from './queues.ts';
import { JOBS_SCHEMA } from './jobSystem.ts';

const clock = manualClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());

const db = () => app.testDb.database.db;

/** Every "schema.table.column" of text or JSON type in `schema` whose value contains one of `needles`. */
async function columnsHolding(schema: string, needles: string[]): Promise<string[]> {
  const { rows: columns } = (await db().execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = ${schema} and data_type in ('text', 'json', 'jsonb', 'character varying')`,
  )) as unknown as { rows: { table_name: string; column_name: string }[] };
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const { rows } = (await db().execute(
        sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)} where position(${needle} in ${sql.identifier(column)}::text) > 0`,
      )) as unknown as { rows: { n: number }[] };
      if (rows[0]!.n > 0) found.push(`${schema}.${table}.${column}`);
    }
  }
  return found;
}

async function deadLetterData(): Promise<Record<string, unknown>[]> {
  const { rows } = (await db().execute(sql`select data from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${DEAD_LETTER_QUEUE}`)) as unknown as {
    rows: { data: Record<string, unknown> }[];
  };
  return rows.map((row) => row.data);
}

describe('a sign-up password at rest', () => {
  it('is gone once the job completes, and never was in the job', async () => {
    const email = uniqueEmail('at-rest');
    expect((await signUp(app, { email, password: STRONG_PASSWORD })).statusCode).toBe(202);
    expect(await mailboxFor(app, email)).toHaveLength(1); // settled: the job ran
    expect(await db().select().from(signupSecrets)).toEqual([]);
    expect(await columnsHolding(JOBS_SCHEMA, [STRONG_PASSWORD])).toEqual([]);
  });

  it('a failed sign-up job leaves no sealed password in any pg-boss table after its day', async () => {
    // One try, then the dead-letter queue; the worker is stopped so the row can be damaged before the job runs, as
    // when JWT_SECRET changed between the request and the job (the sealed text no longer opens: the job fails).
    await app.jobs.boss.updateQueue('account.signup', { retryLimit: 0 });
    await app.jobs.boss.offWork('account.signup', { wait: true });
    const password = 'copper-meadow-violin-77';
    const email = uniqueEmail('dead-letter');
    expect((await signUp(app, { email, password })).statusCode).toBe(202);
    const [row] = await db().select().from(signupSecrets);
    expect(row).toBeDefined();
    const sealed = row!.sealedPassword;
    const damaged = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    await db().update(signupSecrets).set({ sealedPassword: damaged }).where(eq(signupSecrets.id, row!.id));
    const needles = [password, sealed, damaged];
    // The search finds what is there: our own table holds the (damaged) sealed text until the prune.
    expect(await columnsHolding('public', needles)).toEqual(['public.signup_secrets.sealed_password']);

    await app.jobs.work('account.signup', app.jobHandlers['account.signup'].run);
    await app.jobs.settled();
    // The job failed for good and pg-boss copied its data to the dead-letter queue: a reference, no password.
    const copies = (await deadLetterData()).filter((data) => data.secretId === row!.id);
    expect(copies).toHaveLength(1);
    expect(copies[0]).not.toHaveProperty('sealedPassword');
    expect(await mailboxFor(app, email)).toEqual([]);
    expect(await columnsHolding(JOBS_SCHEMA, needles)).toEqual([]);

    // A day later the hourly prune has deleted the row: the sealed password is nowhere.
    clock.advance(24 * 3600_000);
    await app.jobs.enqueue(db(), 'auth.prune', {});
    await app.jobs.settled();
    expect(await db().select().from(signupSecrets).where(eq(signupSecrets.id, row!.id))).toEqual([]);
    expect(await columnsHolding('public', needles)).toEqual([]);
    expect(await columnsHolding(JOBS_SCHEMA, needles)).toEqual([]);
  });

  it('a dead letter retried after its day sends nothing and fails no more', async () => {
    const [copy] = (await deadLetterData()).filter((data) => typeof data.secretId === 'string');
    expect(copy).toBeDefined();
    await app.jobs.enqueue(db(), 'account.signup', copy as never);
    await app.jobs.settled();
    expect(await mailboxFor(app, copy!.email as string)).toEqual([]);
    const { rows } = (await db().execute(
      sql`select state from ${sql.identifier(JOBS_SCHEMA)}.job where name = 'account.signup' and data->>'secretId' = ${copy!.secretId as string} order by created_on desc limit 1`,
    )) as unknown as { rows: { state: string }[] };
    expect(rows[0]?.state).toBe('completed');
  });

  it('the upgrade (migration 0018) deletes the jobs an earlier version made with a sealed password in their data', async () => {
    const legacy = { tenant: 'eq', email: 'old@example.com', emailKey: 'old@example.com', userName: 'old', country: null, locale: null, sealedPassword: 'sealed-by-an-earlier-version' };
    await app.jobs.boss.send(DEAD_LETTER_QUEUE, legacy);
    expect(await columnsHolding(JOBS_SCHEMA, [legacy.sealedPassword])).not.toEqual([]);
    const statements = (await readFile(path.join(MIGRATIONS_DIR, '0018_signup_secrets.sql'), 'utf8')).split('--> statement-breakpoint');
    await db().execute(sql.raw(statements.at(-1)!));
    expect(await columnsHolding(JOBS_SCHEMA, [legacy.sealedPassword])).toEqual([]);
    expect((await deadLetterData()).length).toBeGreaterThan(0); // other dead letters stay
  });
});
