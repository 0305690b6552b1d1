// Making an operator (issue 15, `npm run operator:create`): an existing account gets the operator role; an address
// without an account gets a new password account that is an operator from the start.
import crypto from 'node:crypto';
import { isOperator, LEARNER_ROLE, withOperator } from '@domain/auth/roles.ts';
import { cleanEmail, emailKey, emailLocalPart, isValidEmail } from '@domain/auth/email.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { Db } from '../db/open.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmailKey, insertUser, updateUser } from './users.ts';
import { inArray } from 'drizzle-orm';
import { users } from '../db/schema.ts';

export type OperatorOutcome =
  | { kind: 'promoted'; userId: string }
  | { kind: 'already-operator'; userId: string }
  | { kind: 'created'; userId: string; password: string }
  | { kind: 'bad-email' };

/**
 * OPERATOR_EMAILS: the accounts of these addresses (on any tenant) that are not operators yet become operators; no
 * account is created (that needs a password: `npm run operator:create`). Answers how many were promoted.
 */
export async function promoteListedOperators(db: Db, emails: readonly string[]): Promise<number> {
  const keys = emails.map(emailKey).filter(isValidEmail);
  if (keys.length === 0) return 0;
  const listed = await db.select({ id: users.id, roles: users.roles }).from(users).where(inArray(users.emailKey, keys));
  let promoted = 0;
  for (const user of listed) {
    if (isOperator(user.roles)) continue;
    await updateUser(db, user.id, { roles: withOperator(user.roles) });
    promoted++;
  }
  return promoted;
}

/** Whether an address is listed in OPERATOR_EMAILS (compared as e-mail keys). */
export const isListedOperator = (emails: readonly string[], email: string): boolean => emails.some((listed) => emailKey(listed) === emailKey(email));

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
