// Helpers for account tests: API paths, the OAuth client header, sign-up and sign-in calls, and a clock to move by hand.
import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Tenant } from '@domain/markets/types.ts';
import type { TokenResponse } from '../auth/tokenResponse.ts';
import { XSRF_OK, type TestApp } from './helper.ts';

export const STRONG_PASSWORD = 'quiet-harbor-lantern-42';

export const CLIENT_BASIC = `Basic ${Buffer.from('exam-quiz-web:dev-web-secret').toString('base64')}`;

export const api = (path: string, tenant: Tenant = 'eq') => `/api/2.0/${tenant}/${path}`;

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export const uniqueEmail = (prefix = 'learner') => `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;

/** The sign-in answer (server/auth/tokenResponse.ts). */
export type Tokens = TokenResponse;

export interface RequestOptions {
  tenant?: Tenant;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** POST oauth/token, form-encoded, with the web client's Basic credentials. */
export function tokenRequest(app: TestApp, params: Record<string, string>, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
  return app.fastify.inject({
    method: 'POST',
    url: api('oauth/token', options.tenant),
    headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    payload: new URLSearchParams(params).toString(),
    remoteAddress: options.remoteAddress,
  });
}

export const passwordGrant = (app: TestApp, username: string, password: string, options?: RequestOptions) =>
  tokenRequest(app, { grant_type: 'password', username, password }, options);

export const refreshGrant = (app: TestApp, refreshToken: string, options?: RequestOptions) =>
  tokenRequest(app, { grant_type: 'refresh_token', refresh_token: refreshToken }, options);

/** A JSON call with the XSRF pair, as the web client makes it. */
export function jsonCall(
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<LightMyRequestResponse> {
  return app.fastify.inject({
    method,
    url: api(path, options.tenant),
    headers: { ...XSRF_OK, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    payload: body === undefined ? undefined : JSON.stringify(body),
    remoteAddress: options.remoteAddress,
  });
}

export interface SignUpBody {
  email: string;
  password: string;
  userName?: string;
  country?: string;
  locale?: string;
}

export const signUp = (app: TestApp, body: SignUpBody, options?: RequestOptions) => jsonCall(app, 'POST', 'user/signup', body, options);

/** The token of the newest sign-up confirmation link sent to the address. */
export async function confirmationToken(app: TestApp, email: string): Promise<string> {
  const [latest] = await mailboxFor(app, email);
  const link = latest?.links.find((url) => url.includes('confirm='));
  if (!link) throw new Error(`no confirmation link for ${email}`);
  return new URL(link).searchParams.get('confirm')!;
}

export const confirmEmail = (app: TestApp, token: string, options?: RequestOptions) => jsonCall(app, 'POST', 'user/confirm-email', { token }, options);

/** A new account, confirmed through its e-mailed link and signed in: its userId and first tokens. */
export async function newSignedInUser(
  app: TestApp,
  extra: Partial<SignUpBody> = {},
  options: RequestOptions = {},
): Promise<{ userId: string; email: string; password: string; tokens: Tokens }> {
  const email = extra.email ?? uniqueEmail();
  const password = extra.password ?? STRONG_PASSWORD;
  const created = await signUp(app, { ...extra, email, password }, options);
  if (created.statusCode !== 202) throw new Error(`sign-up failed: ${created.statusCode} ${created.body}`);
  const confirmed = await confirmEmail(app, await confirmationToken(app, email), options);
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  const signedIn = await passwordGrant(app, email, password, options);
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.statusCode} ${signedIn.body}`);
  const tokens = signedIn.json<Tokens>();
  const me = await jsonCall(app, 'GET', 'user/me', undefined, { ...options, headers: bearer(tokens.access_token) });
  return { userId: me.json<{ userId: string }>().userId, email, password, tokens };
}

/** A clock the test moves by hand (epoch ms). */
export function manualClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The outbox as the dev mailbox shows it, newest first, once the mails queued after earlier answers are written. */
export async function mailboxFor(app: TestApp, to: string): Promise<{ subject: string; text: string; html: string; locale: string; links: string[]; sentAt: string | null; error: string | null }[]> {
  await app.jobs.settled(); // account mails are decided by jobs after the answer
  const response = await app.fastify.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(to)}` });
  return response.json();
}
