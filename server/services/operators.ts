// Making an operator (issue 15, `npm run operator:create`): an existing account gets the operator role; an address
// without an account gets a new password account that is an operator from the start.
import crypto from 'node:crypto';
import { isOperator, LEARNER_ROLE, withOperator } from '@domain/auth/roles.ts';
import { cleanEmail, emailKey, emailLocalPart, isValidEmail } from '@domain/auth/email.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { Db } from '../db/open.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmailKey, insertUser, updateUser } from './users.ts';

export type OperatorOutcome =
  | { kind: 'promoted'; userId: string }
  | { kind: 'already-operator'; userId: string }
  | { kind: 'created'; userId: string; password: string }
  | { kind: 'bad-email' };

/** Makes the account of `email` an operator, creating it with `password` (or a generated one, returned) if absent. */
export async function makeOperator(db: Db, tenant: Tenant, email: string, password?: string, now = new Date()): Promise<OperatorOutcome> {
  const address = cleanEmail(email);
  if (!isValidEmail(address)) return { kind: 'bad-email' };
  const existing = await findUserByEmailKey(db, tenant, emailKey(address));
  if (existing) {
    if (isOperator(existing.roles)) return { kind: 'already-operator', userId: existing.id };
    await updateUser(db, existing.id, { roles: withOperator(existing.roles) });
    return { kind: 'promoted', userId: existing.id };
  }
  const secret = password ?? crypto.randomBytes(18).toString('base64url');
  const id = crypto.randomUUID();
  await insertUser(db, {
    id,
    tenant,
    email: address,
    emailKey: emailKey(address),
    passwordHash: await hashPassword(secret),
    loginMethod: 'password',
    userName: emailLocalPart(address),
    roles: withOperator([LEARNER_ROLE]),
    createdAt: now,
  });
  return { kind: 'created', userId: id, password: secret };
}
