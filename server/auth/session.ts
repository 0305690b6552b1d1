// Starting a session for a user (password, refresh or OIDC): the token response of oauth/token.
import type { Db } from '../db/open.ts';
import type { Tenant } from '@domain/markets/types.ts';
import { updateUser } from '../services/users.ts';
import { isListedOperator } from '../services/operators.ts';
import { isOperator, withOperator } from '@domain/auth/roles.ts';
import type { AuthServices } from './services.ts';
import type { TokenResponse } from './tokenResponse.ts';

/** The access token carries `generation`: the user's at sign-in, or the refresh-token family's. */
export async function tokenResponse(auth: AuthServices, userId: string, tenant: Tenant, generation: number, refreshToken: string): Promise<TokenResponse> {
  const access = await auth.accessTokens.issue(userId, tenant, generation);
  return { access_token: access.token, refresh_token: refreshToken, expires_in: access.expiresIn, token_type: 'Bearer' };
}

/**
 * A fresh sign-in: records lastLogin (and the operator role of an address listed in OPERATOR_EMAILS) and starts a new
 * refresh-token family under the user's token generation.
 */
export async function startSession(auth: AuthServices, db: Db, user: { id: string; tokenGeneration: number; email: string; roles: string[] }, tenant: Tenant): Promise<TokenResponse> {
  const listed = !isOperator(user.roles) && isListedOperator(auth.operatorEmails, user.email);
  await updateUser(db, user.id, { lastLogin: new Date(auth.clock()), ...(listed ? { roles: withOperator(user.roles) } : {}) });
  const refreshToken = await auth.refreshTokens.startFamily(user.id, tenant, user.tokenGeneration);
  return tokenResponse(auth, user.id, tenant, user.tokenGeneration, refreshToken);
}
