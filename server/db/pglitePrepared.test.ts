// PGlite through prepared statements answers exactly what PGlite's own query() answers (types, nulls, arrays, jsonb,
// row modes), names its statement in errors, keeps working beyond its statement cache, survives a schema change
// under a cached plan, and keeps transactions whole. An in-memory PGlite of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { preparedStatementsClient, STATEMENT_CACHE_SIZE, type DrizzlePgliteClient } from './pglitePrepared.ts';

let pg: PGlite;
let prepared: DrizzlePgliteClient;
beforeAll(async () => {
  pg = await PGlite.create();
  prepared = preparedStatementsClient(pg);
  await pg.exec(`create table things (id serial primary key, name text not null, tags text[], body jsonb, at timestamptz, amount numeric(10, 2), flag boolean)`);
});
afterAll(() => pg.close());

describe('PGlite through prepared statements', () => {
  it("answers as PGlite's own query() does, in both row modes, run after run", async () => {
    const insert = 'insert into things (name, tags, body, at, amount, flag) values ($1, $2, $3, $4, $5, $6) returning *';
    const values = ['first', ['a', 'b,c', 'd"e'], { nested: [1, null, 'x'] }, new Date(Date.UTC(2030, 0, 2, 3, 4, 5)), '12.50', true];
    const own = await pg.query(insert, values);
    const ours = await prepared.query(insert, ['second', ...values.slice(1)]);
    expect({ ...ours.rows[0] as object, id: 0, name: '' }).toEqual({ ...own.rows[0] as object, id: 0, name: '' });
    expect(ours.fields).toEqual(own.fields);
    expect(ours.affectedRows).toBe(1);
    const select = 'select name, tags, body, at, amount, flag from things where name = any($1) order by name';
    for (let run = 0; run < 3; run++) {
      for (const rowMode of ['object', 'array'] as const) {
        expect(await prepared.query(select, [['first', 'second']], { rowMode })).toEqual(await pg.query(select, [['first', 'second']], { rowMode }));
      }
    }
    const nulls = await prepared.query<{ tags: unknown; body: unknown }>('insert into things (name, tags, body) values ($1, $2, $3) returning tags, body', ['third', null, undefined]);
    expect(nulls.rows).toEqual([{ tags: null, body: null }]);
  });

  it('names its statement in an error, and the next statement runs', async () => {
    const failing = prepared.query('insert into things (name) values ($1)', [null]);
    await expect(failing).rejects.toMatchObject({ code: '23502', query: 'insert into things (name) values ($1)' });
    await expect(prepared.query('select $1::int + 1 as n', [41])).resolves.toMatchObject({ rows: [{ n: 42 }] });
    await expect(prepared.query('selec 1')).rejects.toMatchObject({ code: '42601' });
  });

  it(`runs more distinct statements than its cache holds (${STATEMENT_CACHE_SIZE}), each still right`, async () => {
    for (let n = 0; n < STATEMENT_CACHE_SIZE + 50; n++) {
      const { rows } = await prepared.query<{ n: number }>(`select $1::int + ${n} as n`, [1]);
      expect(rows[0]!.n).toBe(n + 1);
    }
    expect((await prepared.query<{ n: number }>('select $1::int + 0 as n', [7])).rows[0]!.n).toBe(7);
  });

  it('plans a cached statement again after the schema changed under it', async () => {
    const text = 'select * from things where id = $1';
    const before = await prepared.query<Record<string, unknown>>(text, [1]);
    await pg.exec('alter table things add column extra text');
    const after = await prepared.query<Record<string, unknown>>(text, [1]);
    expect(Object.keys(after.rows[0]!)).toEqual([...Object.keys(before.rows[0]!), 'extra']);
  });

  it('keeps a transaction whole: a rollback undoes its statements, and a statement outside waits for it to end', async () => {
    const count = async () => (await prepared.query<{ n: number }>('select count(*)::int as n from things')).rows[0]!.n;
    const start = await count();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = prepared.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['in a transaction']);
      await held;
      throw new Error('undo');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // On PGlite's one connection a statement that did not wait would run inside the open transaction and see its row.
    const outside = count();
    release();
    await expect(transaction).rejects.toThrow('undo');
    expect(await outside).toBe(start);
    await prepared.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['committed']);
    });
    expect(await count()).toBe(start + 1);
  });
});
