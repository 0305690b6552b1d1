// POST user/thirdPartyLogin: sign in with an OpenID Connect ID token; creates or links the account, answers like oauth/token.
import { Type } from '@fastify/type-provider-typebox';
import crypto from 'node:crypto';
import type { Db } from '../../db/open.ts';
import type { AccountRouteOptions } from '../user/options.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { OidcIdentity } from '../../auth/oidc.ts';
import { cleanEmail, emailKey, emailLocalPart, isValidEmail } from '@domain/auth/email.ts';
import { findUserByEmailKey, findUserByOidcSubject, insertUser, updateUser, type UserRow } from '../../services/users.ts';
import { startSession } from '../../auth/session.ts';
import { OAuthError, invalidGrant, noStore, registerOAuthErrorHandler } from './oauthErrors.ts';
import { TokenResponseSchema } from '../../auth/tokenResponse.ts';
import type { RouteApp } from '../../lib/routeApp.ts';

const Body = Type.Object({ idToken: Type.String({ minLength: 1, maxLength: 16_384 }) }, { additionalProperties: false });

/** The account of this identity: by subject, else by verified e-mail (linked on first use), else a new one. */
async function accountFor(db: Db, tenant: Tenant, identity: OidcIdentity, now: Date): Promise<UserRow> {
  const bySubject = await findUserByOidcSubject(db, tenant, identity.issuer, identity.subject);
  if (bySubject) return bySubject;
  const key = emailKey(identity.email);
  const byEmail = await findUserByEmailKey(db, tenant, key);
  if (byEmail) {
    if (byEmail.oidcSubject !== null) throw invalidGrant('This e-mail address belongs to an account linked to another identity.');
    return (await updateUser(db, byEmail.id, { oidcIssuer: identity.issuer, oidcSubject: identity.subject })) ?? byEmail;
  }
  const created = await insertUser(db, {
    id: crypto.randomUUID(),
    tenant,
    email: cleanEmail(identity.email),
    emailKey: key,
    passwordHash: null,
    loginMethod: 'oidc',
    oidcIssuer: identity.issuer,
    oidcSubject: identity.subject,
    userName: (identity.name ?? emailLocalPart(identity.email)).slice(0, 100),
    createdAt: now,
  });
  // Lost a race with a parallel first sign-in of the same person: use the account that won.
  const account = created ?? (await findUserByOidcSubject(db, tenant, identity.issuer, identity.subject));
  if (!account) throw invalidGrant('This e-mail address belongs to an account linked to another identity.');
  return account;
}

export async function thirdPartyLoginRoutes(app: RouteApp, { tenant, db, auth }: AccountRouteOptions): Promise<void> {
  registerOAuthErrorHandler(app);

  app.post(
    '/user/thirdPartyLogin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an OpenID Connect ID token from the configured identity provider',
        body: Body,
        response: { 200: TokenResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      if (!auth.oidc) throw new OAuthError(400, 'oidc_not_configured', 'Sign-in with an identity provider is not configured on this server.');
      const result = await auth.oidc.verify(request.body.idToken);
      if (!result.ok) {
        if (result.reason === 'provider-unavailable') throw new OAuthError(503, 'oidc_unavailable', result.detail, {}, { 'retry-after': '30' });
        if (result.reason === 'email-unverified') throw new OAuthError(400, 'email_not_verified', result.detail);
        throw invalidGrant(result.detail);
      }
      if (!isValidEmail(result.identity.email)) throw invalidGrant('The e-mail address in the ID token is not valid.');
      const user = await accountFor(db, tenant, result.identity, new Date(auth.clock()));
      return startSession(auth, db, user, tenant);
    },
  );
}
