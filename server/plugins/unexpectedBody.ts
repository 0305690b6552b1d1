// A state-changing route that declares no body refuses one (400 unexpected_body) instead of ignoring it: unknown
// properties are rejected everywhere (ARCHITECTURE.md §3), including on a call that has no properties at all.
// An empty JSON object, an empty body and no body are all "no body".
import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import { badRequest } from '../lib/httpError.ts';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isEmpty(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body) && Object.keys(body).length === 0;
}

const refuseBody: preValidationHookHandler = async (request) => {
  if (!isEmpty(request.body)) throw badRequest('This call takes no body: send none, or an empty JSON object.', 'unexpected_body');
};

/** Call before any route is registered: every later route without a body schema gets the check. */
export function registerUnexpectedBodyGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (route.schema?.body !== undefined || !methods.some((method) => WITH_BODY.has(method))) return;
    const existing = route.preValidation === undefined ? [] : [route.preValidation].flat();
    route.preValidation = [...existing, refuseBody];
  });
}
