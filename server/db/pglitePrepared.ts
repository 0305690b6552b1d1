// PGlite with prepared statements, for drizzle. PGlite's own query() parses a statement's text on every run and
// talks to the database in six protocol round trips (parse, describe, bind, describe, execute, sync); drizzle sends
// the same few hundred texts over and over. Here each text is parsed once into a named statement (kept in an LRU of
// STATEMENT_CACHE_SIZE), and each run is ONE round trip (bind, describe, execute, sync). Results come out of
// PGlite's own parsers and parameters go in through its own serializers, under its own locks, so drizzle sees
// exactly what PGlite's query() would answer. pg-boss's PGlite adapter shares the statements (withPreparedQueries);
// the migrator keeps the plain client.
import { messages, parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

export const STATEMENT_CACHE_SIZE = 400;

/** What drizzle's PGlite session calls on its client (and on a transaction's). */
export interface DrizzlePgliteClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec: PGlite['exec'];
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}

interface Statement {
  name: string;
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A plan cached before a schema change that altered its result columns: parse it again once. */
const isStalePlan = (error: unknown): boolean => error instanceof Error && /cached plan must not change result type/.test(error.message);

class StatementCache {
  readonly #pg: PGlite;
  readonly #byText = new Map<string, Statement>();
  #next = 0;

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /** Runs one statement; the caller holds PGlite's query lock. */
  async run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    try {
      try {
        return await this.#runOnce<T>(text, params, options);
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        await this.#forget(text);
        return await this.#runOnce<T>(text, params, options);
      }
    } catch (error) {
      // As PGlite's query() does: a database error names its statement.
      if (error instanceof messages.DatabaseError) Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  async #runOnce<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = await this.#statement(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? this.#pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await this.#pg.execProtocolStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, this.#pg.parsers, options)[0] as Results<T>;
  }

  async #statement(text: string): Promise<Statement> {
    const cached = this.#byText.get(text);
    if (cached) {
      // Most recently used last: the first entry is the one to evict.
      this.#byText.delete(text);
      this.#byText.set(text, cached);
      return cached;
    }
    const parts: Uint8Array[] = [];
    if (this.#byText.size >= STATEMENT_CACHE_SIZE) {
      const [oldestText, oldest] = this.#byText.entries().next().value as [string, Statement];
      this.#byText.delete(oldestText);
      parts.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = `eq_s${++this.#next}`;
    parts.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
    const messages = await this.#pg.execProtocolStream(concat(parts), { syncToFs: false });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#byText.set(text, statement);
    return statement;
  }

  async #forget(text: string): Promise<void> {
    const statement = this.#byText.get(text);
    if (!statement) return;
    this.#byText.delete(text);
    await this.#pg.execProtocolStream(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
  }
}

/** One statement cache per PGlite: statement names are per connection, and PGlite has one. */
const caches = new WeakMap<PGlite, StatementCache>();

function statementsOf(pg: PGlite): StatementCache {
  let cache = caches.get(pg);
  if (!cache) caches.set(pg, (cache = new StatementCache(pg)));
  return cache;
}

/** A statement outside any transaction: it waits for a running one, as PGlite's own query() does. */
async function queryOutsideTransaction<T>(pg: PGlite, text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
  await pg._checkReady();
  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      const result = await statementsOf(pg).run<T>(text, params, options);
      await pg.syncToFs();
      return result;
    }),
  );
}

/**
 * The PGlite to hand pg-boss's PGlite adapter: the same instance, its query() through the prepared statements (the
 * job workers' polls are the same few texts every two seconds, each holding the database while it runs).
 */
export function withPreparedQueries(pg: PGlite): PGlite {
  return new Proxy(pg, {
    get(target, property) {
      if (property === 'query') return <T>(text: string, params?: unknown[], options?: QueryOptions) => queryOutsideTransaction<T>(target, text, params, options);
      // Read on the instance itself: its getters use private fields a proxy does not have.
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The client to hand drizzle: PGlite's, with every query through prepared statements. */
export function preparedStatementsClient(pg: PGlite): DrizzlePgliteClient {
  const statements = statementsOf(pg);
  return {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) => queryOutsideTransaction<T>(pg, text, params, options),
    exec: (text, options) => pg.exec(text, options),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      pg.transaction((tx) =>
        work({
          ...tx,
          get closed() {
            return tx.closed;
          },
          query: async <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
            if (tx.closed) throw new Error('Transaction is closed');
            return pg._runExclusiveQuery(() => statements.run<R>(text, params, options));
          },
        }),
      ),
  };
}
