// Starting a session for a user (password, refresh or OIDC): the token response of oauth/token.
import type { Db } from '../db/open.ts';
import type { Tenant } from '../../src/domain/markets/types.ts';
import { updateUser } from '../services/users.ts';
import type { AuthServices } from './services.ts';

/** RFC 6749 §5.1 successful response. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

export async function tokenResponse(auth: AuthServices, userId: string, tenant: Tenant, refreshToken: string): Promise<TokenResponse> {
  const access = await auth.accessTokens.issue(userId, tenant);
  return { access_token: access.token, refresh_token: refreshToken, expires_in: access.expiresIn, token_type: 'Bearer' };
}

/** A fresh sign-in: records lastLogin and starts a new refresh-token family. */
export async function startSession(auth: AuthServices, db: Db, userId: string, tenant: Tenant): Promise<TokenResponse> {
  await updateUser(db, userId, { lastLogin: new Date(auth.clock()) });
  const refreshToken = await auth.refreshTokens.startFamily(userId, tenant);
  return tokenResponse(auth, userId, tenant, refreshToken);
}
