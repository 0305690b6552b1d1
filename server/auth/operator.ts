// The operator check of the operator routes: a valid bearer token whose user has the operator role (read from the
// database on every call, so taking the role away takes effect at once).
import type { FastifyRequest } from 'fastify';
import { isOperator } from '@domain/auth/roles.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { Db } from '../db/open.ts';
import { forbidden } from '../lib/httpError.ts';
import { findUserById } from '../services/users.ts';
import type { Authenticator, AuthUser } from './authenticate.ts';

export function operatorCheck(db: Db, tenant: Tenant, authenticator: Authenticator) {
  return async function requireOperator(request: FastifyRequest): Promise<AuthUser> {
    const user = await authenticator.requireUser(request);
    const row = await findUserById(db, tenant, user.userId);
    if (!row || !isOperator(row.roles)) throw forbidden('Only operators can use this call.', 'not_operator');
    return user;
  };
}
