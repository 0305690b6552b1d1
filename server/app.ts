// Builds the Fastify application: plugins, the API for both tenants, the PWA. No listening here (see main.ts).
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { Database } from './db/open.ts';
import type { ServerConfig } from './config.ts';
import { registerErrorHandler, registerNotFound } from './plugins/errors.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerRetiredProductRedirects } from './plugins/retiredProducts.ts';
import { healthRoutes } from './routes/health.ts';
import { sitemapRoutes } from './routes/sitemap.ts';
import { apiRoutes } from './routes/api.ts';
import { TENANTS, type Environment } from '@domain/markets/types.ts';
import { systemClock, type Clock } from './auth/clock.ts';
import { createAuthServices } from './auth/services.ts';
import { createMailOutbox } from './mail/outbox.ts';
import { createSmtpSender } from './mail/smtpSender.ts';
import { mailQueueOf } from './mail/queueMail.ts';
import { devMailboxRoutes } from './routes/devMailbox.ts';
import { startJobSystem, type JobSystem } from './jobs/jobSystem.ts';
import { jobHandlers as jobHandlersOf, registerJobs, type JobDeps, type JobHandlers } from './jobs/registerJobs.ts';
import { listenCatalogChanges } from './services/catalogChanges.ts';
import { registerUnexpectedBodyGuard } from './plugins/unexpectedBody.ts';
import { createCommerce, type Commerce } from './commerce/commerce.ts';
import { webhookRoutes } from './routes/commerce/webhook.ts';
import { loadVapidKeys } from './push/vapidKeys.ts';
import { testPaymentRoutes } from './routes/commerce/testPayments.ts';
import { unsubscribeRoutes } from './routes/commerce/unsubscribe.ts';
import { jwksRoutes } from './routes/jwks.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './plugins/requestId.ts';
import { sharedSchemaCompilers } from './plugins/schemaCompilers.ts';
import { createMetrics, type AppMetrics } from './metrics/metrics.ts';
import { registerMetricsRoute, registerRequestMetrics } from './routes/metrics.ts';

export interface AppDependencies {
  database: Database;
  config: ServerConfig;
  /** Test seam: extra routes registered before the app is ready (e.g. a deliberately slow route). */
  extraRoutes?: (fastify: FastifyInstance) => void;
  /** Test seam: hooks added on the root before any route (as a rate limit or a maintenance switch would be). */
  extraHooks?: (fastify: FastifyInstance) => void;
  /** Test seam: the clock of tokens, throttling and expiry (epoch ms). */
  clock?: Clock;
}

export interface RouteSummary {
  method: string;
  url: string;
}

export interface App {
  fastify: FastifyInstance;
  /** Marks the app as draining: /ready answers 503 so a balancer stops sending traffic. */
  beginShutdown(): void;
  /** Every registered route, for the hostile-input test and the OpenAPI check. */
  routes: RouteSummary[];
  /** The durable job system (pg-boss on the same database); tests wait for due jobs with settled(). */
  jobs: JobSystem;
  /** Payments, webhook secret, entitlement signer and the commerce sweep (tests run sweep() with their clock). */
  commerce: Commerce;
  /** This app's Prometheus figures (served at /metrics). */
  metrics: AppMetrics;
  /** What each queue's worker runs (the idempotency test runs each twice). */
  jobHandlers: JobHandlers;
}

export function environmentOf(config: ServerConfig): Environment {
  if (config.nodeEnv === 'production') return 'prod';
  if (config.nodeEnv === 'staging') return 'stage';
  return 'dev';
}

/** Secrets in query strings (reset tokens) stay out of the logs. */
function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|refresh_token|password)=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's per-request lines (incoming, completed) at debug instead of info; failed requests stay at error. */
class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildApp({ database, config, extraRoutes, extraHooks, clock = systemClock }: AppDependencies): Promise<App> {
  let shuttingDown = false;
  const fastify = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-xsrf-token"]', 'req.headers["x-refresh-token"]'],
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      },
    },
    // In production a request that went well is not worth a log line at info (access logs belong to the proxy).
    ...(config.nodeEnv === 'production' ? { logController: new QuietRequestLog() } : {}),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Reject unknown properties instead of silently stripping them (ARCHITECTURE.md §3).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    // Compiled once per process, whatever the number of instances (plugins/schemaCompilers.ts).
    schemaController: { compilersFactory: sharedSchemaCompilers },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // The caller's x-request-id when safe, else a UUID (plugins/requestId.ts): the reqId of every log line.
    genReqId: requestIdOf,
    requestIdHeader: false,
  });
  // Before any route plugin: a child plugin copies the root's hooks when it is registered.
  const metrics = createMetrics({ db: database.db, log: fastify.log });
  registerRequestMetrics(fastify, metrics);
  extraHooks?.(fastify);
  // A jobs-only replica answers the probes and /metrics, nothing of the shop.
  const web = !config.jobsOnly;

  const routes: RouteSummary[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  // Every answer (errors and not-found included) echoes the request id. While draining, close each keep-alive
  // connection after its response so close() need not wait for idle timeouts.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });

  registerErrorHandler(fastify);
  registerUnexpectedBodyGuard(fastify);
  await fastify.register(cookie);
  await registerSecurity(fastify, { production: config.nodeEnv === 'production' });
  if (web) {
    await registerDocs(fastify);
    await fastify.register(sitemapRoutes, { db: database.db, environment: environmentOf(config), origin: config.publicUrl });
  }
  const auth = await createAuthServices(database.db, config, clock, fastify.log);
  const jobs = await startJobSystem(database, fastify.log, { schedule: config.jobSchedules, pollMs: config.jobPollMs, backstopPollMs: config.jobBackstopPollMs });
  const catalogChanges = await listenCatalogChanges(database, fastify.log);
  const sender = config.smtpUrl ? createSmtpSender(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, clock }) : null;
  const mailQueue = mailQueueOf(jobs, Boolean(config.smtpUrl));
  const mail = createMailOutbox(database.db, clock, mailQueue);
  const commerce = await createCommerce({
    db: database.db,
    exclusively: (work, onWait) => database.exclusively(work, onWait),
    config,
    clock,
    mailQueue,
    log: fastify.log,
    onDelayedPayment: async (settlesAt) => void (await jobs.enqueue(database.db, 'payments.settle', { settlesAt: settlesAt.toISOString() }, { startAfter: settlesAt })),
    enqueueCartReminder: async (tx, userId, at) => void (await jobs.enqueue(tx, 'cart.reminders', { userId }, { startAfter: at })),
    fastify,
  });
  const vapid = await loadVapidKeys(database, config);
  const push = { vapid, subject: config.vapidSubject, timeoutMs: config.pushTimeoutMs };
  const jobDeps: JobDeps = { db: database.db, jobs, config, clock, log: fastify.log, auth, mail, sender, commerce, metrics, push };
  const builtJobs = jobHandlersOf(jobDeps);
  const jobHandlers = builtJobs.handlers;
  if (config.jobWorkers || config.jobsOnly) await registerJobs(jobDeps, { schedule: config.jobSchedules }, builtJobs);
  await fastify.register(healthRoutes, { ping: () => database.ping(), isShuttingDown: () => shuttingDown, payments: () => commerce });
  registerMetricsRoute(fastify, metrics, { allowCidrs: config.metricsAllowCidrs, token: config.metricsToken });
  fastify.addHook('onClose', async () => {
    // Requests are finished: stop taking jobs, let those under way finish (bounded), before the database closes.
    await jobs.stop(config.jobStopGraceMs);
    await catalogChanges.close();
    sender?.close();
    await auth.close();
  });
  // Test mode settles its delayed payments through the webhook route (commerce.ts): a jobs-only replica keeps it then.
  if (web || commerce.testPayments) await fastify.register(webhookRoutes, { db: database.db, commerce, publicUrl: config.publicUrl, clock, metrics });
  if (!web) {
    registerNotFound(fastify);
    return { fastify, routes, jobs, commerce, metrics, jobHandlers, beginShutdown: () => void (shuttingDown = true) };
  }
  for (const tenant of TENANTS) {
    await fastify.register(apiRoutes, {
      prefix: `/api/2.0/${tenant}`,
      tenant,
      db: database.db,
      environment: environmentOf(config),
      config,
      auth,
      mail,
      jobs,
      commerce,
      catalogChanges,
      metrics,
      push: { vapidPublicKey: vapid.publicKey, allowLoopbackHttp: config.pushAllowLoopbackHttp },
    });
  }
  if (commerce.testPayments) await fastify.register(testPaymentRoutes, { payments: commerce.testPayments, dashboard: config.nodeEnv !== 'production', db: database.db, auth });
  await fastify.register(unsubscribeRoutes, { db: database.db });
  await fastify.register(jwksRoutes, { signer: commerce.signer, clock });
  if (config.devMailbox) await fastify.register(devMailboxRoutes, { mail });
  extraRoutes?.(fastify);
  registerRetiredProductRedirects(fastify, database.db);
  const spaFallback = await registerSpa(fastify, { staticDir: config.staticDir, redirectHtml: config.redirectHtml, renderTimeoutMs: config.pageRenderTimeoutMs, publicUrl: config.publicUrl });
  registerNotFound(fastify, spaFallback);

  return { fastify, routes, jobs, commerce, metrics, jobHandlers, beginShutdown: () => void (shuttingDown = true) };
}
