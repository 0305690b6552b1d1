// The password grant: throttling per account and address, one argon2 verification whatever happens, then a session.
import type { Db } from '../db/open.ts';
import type { Tenant } from '@domain/markets/types.ts';
import { emailKey } from '@domain/auth/email.ts';
import { findUserByEmailKey } from '../services/users.ts';
import { verifyDummy, verifyPassword } from './passwords.ts';
import { accountKey, addressKey } from './throttle.ts';
import { startSession } from './session.ts';
import type { TokenResponse } from './tokenResponse.ts';
import type { AuthServices } from './services.ts';

export type PasswordSignInResult =
  | { kind: 'signed-in'; tokens: TokenResponse }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfterMs: number };

export interface PasswordSignInInput {
  tenant: Tenant;
  username: string;
  password: string;
  ip: string;
  ipFreeFailures: number;
}

/**
 * Unknown account, account without a password (OIDC) and wrong password take the same path and the same time:
 * each costs one argon2 verification and one throttle record, and all end in 'invalid'.
 */
export async function signInWithPassword(auth: AuthServices, db: Db, input: PasswordSignInInput): Promise<PasswordSignInResult> {
  const key = emailKey(input.username);
  const account = accountKey(input.tenant, key);
  const address = addressKey(input.ip, input.ipFreeFailures);
  const gate = await auth.throttle.attempt([account, address]);
  if (!gate.allowed) return { kind: 'throttled', retryAfterMs: gate.retryAfterMs };

  try {
    const user = await findUserByEmailKey(db, input.tenant, key);
    const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyDummy(input.password);
    if (!user || !valid) return { kind: 'invalid' };

    const tokens = await startSession(auth, db, user, input.tenant);
    await auth.throttle.succeeded(account, address);
    return { kind: 'signed-in', tokens };
  } catch (error) {
    // The database (or anything else underneath) failed, not the learner: the attempt reserved above is given back
    // on both keys, so an outage never counts as failed sign-ins.
    await auth.throttle.forgive(account);
    await auth.throttle.forgive(address);
    throw error;
  }
}
