// Liveness and readiness probes (outside the API base so load balancers need no tenant).
import { Type } from '@fastify/type-provider-typebox';
import type { RouteApp } from '../lib/routeApp.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable.ts';

export interface HealthOptions {
  ping: () => Promise<void>;
  isShuttingDown: () => boolean;
  /** Who takes the payments (stripe, test, off) and whether test mode was chosen with PAYMENTS=test. */
  payments: () => { mode: string; testChosen: boolean };
}

const StatusReply = Type.Object({ status: Type.String(), payments: Type.Optional(Type.String()) });

/** What the probes say about payments: "test (PAYMENTS=test)" when an operator chose test mode explicitly. */
function paymentsLabel(options: HealthOptions): string {
  const { mode, testChosen } = options.payments();
  return testChosen ? 'test (PAYMENTS=test)' : mode;
}

export async function healthRoutes(app: RouteApp, options: HealthOptions): Promise<void> {
  app.get('/health', { schema: { tags: ['ops'], response: { 200: StatusReply } } }, async () => ({ status: 'ok', payments: paymentsLabel(options) }));

  app.get('/ready', { schema: { tags: ['ops'], response: { 200: StatusReply, 503: StatusReply } } }, async (_request, reply) => {
    if (options.isShuttingDown()) return reply.status(503).send({ status: 'shutting-down' });
    try {
      await options.ping();
      return { status: 'ready', payments: paymentsLabel(options) };
    } catch {
      // The database did not answer: not ready, and the probe says so rather than failing with a 500.
      return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ status: 'database-unavailable' });
    }
  });
}
