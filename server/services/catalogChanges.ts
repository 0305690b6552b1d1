// Tells this process when a country's catalog changed in the database (NOTIFY catalog_changed, sent by the
// popularity snapshot), so every replica drops its cached copy at the same moment: PGlite's in-process LISTEN, or a
// dedicated PostgreSQL connection that reconnects when it drops (meanwhile the cache's one-minute lifetime holds).
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/open.ts';
import { isCountryCode, type CountryCode } from '@domain/markets/types.ts';
import { CATALOG_CHANGED_CHANNEL } from './popularitySnapshot.ts';

const RECONNECT_MS = 2_000;

export interface CatalogChanges {
  subscribe(listener: (country: CountryCode) => void): void;
  close(): Promise<void>;
}

export async function listenCatalogChanges(database: Pick<Database, 'jobConnection'>, log: FastifyBaseLogger): Promise<CatalogChanges> {
  const listeners: ((country: CountryCode) => void)[] = [];
  const emit = (payload: string | undefined) => {
    if (payload && isCountryCode(payload)) for (const listener of listeners) listener(payload);
  };
  const connection = database.jobConnection;
  if (connection.kind === 'pglite') {
    const unsubscribe = await connection.client.listen(CATALOG_CHANGED_CHANNEL, emit);
    return { subscribe: (listener) => void listeners.push(listener), close: () => unsubscribe() };
  }
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: connection.url, application_name: 'exam-quiz-shop catalog listener' });
    next.on('notification', (message) => emit(message.payload));
    next.on('error', (error) => {
      log.warn({ err: error }, 'catalog change listener lost its connection; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`listen ${CATALOG_CHANGED_CHANNEL}`);
    client = next;
  };
  await connect();
  return {
    subscribe: (listener) => void listeners.push(listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
