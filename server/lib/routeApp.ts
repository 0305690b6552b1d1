// The instance type route plugins receive: each route's params, query, body, headers and replies are inferred from
// the TypeBox schemas it declares (@fastify/type-provider-typebox), so a shape is written once, as a schema.
// Validation stays with Fastify's Ajv as configured in app.ts (unknown properties refused, coerceTypes 'array').
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

export type RouteApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;
