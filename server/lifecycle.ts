// Clean shutdown: stop taking new work (/ready → 503), let requests in flight finish, then close the database.
import type { App } from './app.ts';
import type { Database } from './db/open.ts';

export function createShutdown(app: App, database: Database, graceMs = 10_000): (signal: string) => Promise<void> {
  let closing: Promise<void> | undefined;
  return (signal: string) => {
    closing ??= (async () => {
      app.fastify.log.info({ signal }, 'shutting down: finishing requests in flight');
      app.beginShutdown();
      const timer = setTimeout(() => {
        app.fastify.log.error('shutdown took too long; exiting');
        process.exit(1);
      }, graceMs);
      timer.unref();
      await app.fastify.close(); // stops accepting, waits for in-flight requests
      await database.close();
      clearTimeout(timer);
    })();
    return closing;
  };
}
