// Fast test users: a row in users and access tokens minted with the app's own key, without sign-up or argon2.
import crypto from 'node:crypto';
import { users } from '../db/schema.ts';
import { deriveKey, loadSigningSecret } from '../auth/secrets.ts';
import { createAccessTokens } from '../auth/tokens.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { TestApp } from './helper.ts';

/** A user who never signs in with a password; returns its id. */
export async function insertTestUser(app: TestApp, tenant: Tenant = 'eq'): Promise<string> {
  const id = crypto.randomUUID();
  const email = `model-${id}@example.com`;
  await app.testDb.database.db.insert(users).values({ id, tenant, email, emailKey: email, loginMethod: 'password', userName: email, createdAt: new Date() });
  return id;
}

/**
 * An access token for the user, as oauth/token would issue it, valid from the clock's now (default: real time), of
 * the generation given (default 0, a new user's) or signed with another key (a forgery).
 */
export async function mintAccessToken(
  app: TestApp,
  userId: string,
  options: { tenant?: Tenant; clock?: () => number; generation?: number; forgedKey?: Uint8Array } = {},
): Promise<string> {
  const secret = await loadSigningSecret(app.testDb.database.db, app.config.jwtSecret);
  const key = options.forgedKey ?? deriveKey(secret, 'access-token');
  const tokens = createAccessTokens(key, app.config.accessTokenTtlS, options.clock ?? Date.now);
  return (await tokens.issue(userId, options.tenant ?? 'eq', options.generation ?? 0)).token;
}
