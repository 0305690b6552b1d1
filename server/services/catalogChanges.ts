// Tells this process when a country's catalog changed in the database (NOTIFY catalog_changed, sent by the
// popularity snapshot), so every replica drops its cached copy at the same moment: PGlite's in-process LISTEN, or a
// dedicated PostgreSQL connection that reconnects when it drops (meanwhile the cache's one-minute lifetime holds).
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/open.ts';
import { COUNTRY_CODES, isCountryCode, type CountryCode } from '@domain/markets/types.ts';
import { CATALOG_CHANGED_CHANNEL } from './popularitySnapshot.ts';

const RECONNECT_MS = 2_000;
const MAX_RECONNECT_MS = 30_000;

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
  let failures = 0;
  /** Connects, retrying with backoff (2 s, 4 s … at most 30 s) until it does, whatever went wrong and however long. */
  const connectUntilListening = (): void => {
    if (closed) return;
    connect().then(
      () => {
        if (failures > 0) log.info({ failures }, 'catalog change listener is listening again');
        failures = 0;
      },
      (error: unknown) => {
        failures += 1;
        const waitMs = Math.min(RECONNECT_MS * 2 ** Math.min(failures - 1, 4), MAX_RECONNECT_MS);
        log.warn({ err: error, waitMs }, 'catalog change listener could not connect; trying again');
        retry = setTimeout(connectUntilListening, waitMs);
      },
    );
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: connection.url, application_name: 'exam-quiz-shop catalog listener', connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => emit(message.payload));
    let lost = false;
    next.on('error', (error) => {
      if (lost) return;
      lost = true;
      void next.end().catch(() => undefined);
      if (client !== next) return; // a connect that failed: its own promise rejects and schedules the retry
      client = null;
      log.warn({ err: error }, 'catalog change listener lost its connection; reconnecting');
      // Changes made while nobody listened are missed: every copy is dropped now, as a change would drop it.
      reconnected = true;
      if (!closed) retry = setTimeout(connectUntilListening, RECONNECT_MS);
    });
    try {
      await next.connect();
      await next.query(`listen ${CATALOG_CHANGED_CHANNEL}`);
    } catch (error) {
      lost = true;
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    if (reconnected) {
      reconnected = false;
      for (const listener of listeners) for (const country of COUNTRY_CODES) listener(country);
    }
  };
  let reconnected = false;
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
