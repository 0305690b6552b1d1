// user/thirdPartyLogin against a local OpenID Connect issuer: real key pair, JWKS over HTTP, signed ID tokens.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { api, bearer, jsonCall, newSignedInUser, passwordGrant, STRONG_PASSWORD, uniqueEmail, type Tokens } from '../../test/auth.ts';
import { createOidcVerifier } from '../../auth/oidc.ts';

const AUDIENCE = 'exam-quiz-web';
let server: http.Server;
let issuer: string;
let privateKey: CryptoKey;
let app: TestApp;

beforeAll(async () => {
  const keys = await generateKeyPair('RS256');
  privateKey = keys.privateKey;
  const jwk: JWK = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = http.createServer((request, response) => {
    if (request.url === '/.well-known/jwks.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = await createTestApp({ config: { oidcIssuer: issuer, oidcAudience: AUDIENCE } });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => server.close(resolve));
});

interface TokenClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  iss?: string;
  aud?: string;
  expiresAt?: number;
}

async function idToken(claims: TokenClaims = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { sub = 'user-1', iss = issuer, aud = AUDIENCE, expiresAt = now + 300, ...rest } = claims;
  return new SignJWT({ email: uniqueEmail('oidc'), email_verified: true, ...rest })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(sub)
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(now - 10)
    .setExpirationTime(expiresAt)
    .sign(privateKey);
}

const login = (token: string) => jsonCall(app, 'POST', 'user/thirdPartyLogin', { idToken: token });

describe('user/thirdPartyLogin', () => {
  it('creates an OIDC account on first sign-in and finds it again by subject', async () => {
    const email = uniqueEmail('Oidc');
    const first = await login(await idToken({ sub: 'subject-a', email, name: 'Olga Idc' }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const tokens = first.json<Tokens>();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 900, refresh_token: expect.any(String) });
    const me = (await app.fastify.inject({ method: 'GET', url: api('user/me'), headers: bearer(tokens.access_token) })).json();
    expect(me).toMatchObject({ email, loginMethod: 'oidc', userName: 'Olga Idc', roles: ['learner'], lastLogin: expect.any(String) });

    const again = await login(await idToken({ sub: 'subject-a', email: uniqueEmail('changed') }));
    const meAgain = (await app.fastify.inject({ method: 'GET', url: api('user/me'), headers: bearer(again.json<Tokens>().access_token) })).json();
    expect(meAgain.userId).toBe(me.userId);
  });

  it('links an existing password account with the same verified e-mail', async () => {
    const { userId, email } = await newSignedInUser(app);
    const response = await login(await idToken({ sub: 'subject-linked', email: email.toUpperCase() }));
    const me = (await app.fastify.inject({ method: 'GET', url: api('user/me'), headers: bearer(response.json<Tokens>().access_token) })).json();
    expect(me).toMatchObject({ userId, loginMethod: 'password' });
    expect((await passwordGrant(app, email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['wrong audience', { aud: 'someone-else' }],
    ['wrong issuer', { iss: 'https://evil.example.com' }],
    ['expired', { expiresAt: Math.floor(Date.now() / 1000) - 3600 }],
  ])('refuses a token with the %s as invalid_grant', async (_name, claims) => {
    const response = await login(await idToken(claims));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.any(String), message: expect.any(String) });
  });

  it('refuses a token signed by another key, a malformed token, and an unverified e-mail', async () => {
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: uniqueEmail(), email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setSubject('x')
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(other.privateKey);
    expect((await login(forged)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await login('not.a.token')).json()).toMatchObject({ error: 'invalid_grant' });
    const unverified = await login(await idToken({ email_verified: false }));
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json()).toMatchObject({ error: 'email_not_verified' });
  });

  it('gives an OIDC-only account no password sign-in: the same invalid_grant as a wrong password', async () => {
    const email = uniqueEmail('only-oidc');
    expect((await login(await idToken({ sub: 'subject-only', email }))).statusCode).toBe(200);
    const response = await passwordGrant(app, email, STRONG_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('lets an OIDC-only account delete itself without a password', async () => {
    const tokens = (await login(await idToken({ sub: 'subject-delete' }))).json<Tokens>();
    const deleted = await jsonCall(app, 'DELETE', 'user/me', undefined, { headers: bearer(tokens.access_token) });
    expect(deleted.statusCode).toBe(204);
    expect((await app.fastify.inject({ method: 'GET', url: api('user/me'), headers: bearer(tokens.access_token) })).statusCode).toBe(401);
  });

  it('answers oidc_not_configured when no issuer is set', async () => {
    const plain = await createTestApp();
    try {
      const response = await jsonCall(plain, 'POST', 'user/thirdPartyLogin', { idToken: await idToken() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'oidc_not_configured' });
    } finally {
      await plain.close();
    }
  });

  it('reports an unreachable identity provider as such, not as a bad token', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadIssuer = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const verifier = createOidcVerifier({ issuer: deadIssuer, audience: AUDIENCE }, Date.now);
    const result = await verifier.verify(await idToken({ iss: deadIssuer }));
    expect(result).toMatchObject({ ok: false, reason: 'provider-unavailable' });
  });
});
