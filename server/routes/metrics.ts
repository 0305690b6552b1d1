// GET /metrics (Prometheus text) for the operator's network or bearer of METRICS_TOKEN, and the per-request
// observation behind its HTTP figures. Others get the same 404 as an unknown API route.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { AppMetrics } from '../metrics/metrics.ts';
import { metricsAccess, type MetricsAccessOptions } from '../metrics/access.ts';

/**
 * One histogram observation per answered request, labelled with the route pattern Fastify matched (`unmatched` for
 * the not-found handler), so a URL full of ids adds no series. Register on the root before any route plugin.
 */
export function registerRequestMetrics(fastify: FastifyInstance, metrics: AppMetrics): void {
  const durations = metrics.httpDuration;
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    durations.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
}

export function registerMetricsRoute(fastify: FastifyInstance, metrics: AppMetrics, access: MetricsAccessOptions): void {
  const allowed = metricsAccess(access);
  // Hidden from the OpenAPI document: an operator endpoint, not part of the API.
  fastify.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const caller = {
      remoteAddress: request.socket.remoteAddress,
      authorization: request.headers.authorization,
      forwarded: request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined,
    };
    if (!allowed(caller)) return reply.status(404).send({ statusCode: 404, error: 'not_found', message: `No route GET ${request.url.split('?')[0]}` });
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(await metrics.render());
  });
}
