// oauth/token and the bearer check: sign-up → password grant → user/me, uniform failures, client auth, grant errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { api, bearer, CLIENT_BASIC, confirmationToken, confirmEmail, manualClock, newSignedInUser, passwordGrant, STRONG_PASSWORD, signUp, tokenRequest, uniqueEmail, type Tokens } from '../../test/auth.ts';

const clock = manualClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());

describe('sign-up, password grant, user/me', () => {
  it('signs up, signs in and reads the user record', async () => {
    const email = uniqueEmail('Ann');
    const created = await signUp(app, { email, password: STRONG_PASSWORD, userName: 'Ann', country: 'de', locale: 'de-DE' });
    expect(created.statusCode).toBe(202);
    expect((await confirmEmail(app, await confirmationToken(app, email))).statusCode).toBe(200);

    const signedIn = await passwordGrant(app, email.toUpperCase(), STRONG_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const tokens = signedIn.json<Tokens>();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ sub: expect.stringMatching(/^[0-9a-f-]{36}$/), tid: 'eq', gen: 0 });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);

    const me = await app.fastify.inject({ method: 'GET', url: api('user/me'), headers: bearer(tokens.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      userId: claims.sub,
      creationDate: new Date(clock.now()).toISOString(),
      email,
      lastLogin: new Date(clock.now()).toISOString(),
      userName: 'Ann',
      endDates: [],
      subscribedProducts: [],
      roles: ['learner'],
      loginMethod: 'password',
      mostRecentUsedProducts: [],
      secretQuestion: null,
      country: 'de',
      locale: 'de-DE',
    });
  });

  it('answers 401 { error: unauthorized } without, with a bad, with an expired or with another tenant’s token', async () => {
    const { tokens } = await newSignedInUser(app);
    const cases: Record<string, string>[] = [{}, bearer('not-a-jwt'), { authorization: 'Basic abc' }, bearer(tokens.access_token.slice(0, -3) + 'AAA')];
    for (const headers of cases) {
      const response = await app.fastify.inject({ method: 'GET', url: api('user/me'), headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
    }
    const otherTenant = await app.fastify.inject({ method: 'GET', url: api('user/me', 'cq'), headers: bearer(tokens.access_token) });
    expect(otherTenant.statusCode).toBe(401);

    clock.advance(899_000);
    expect((await app.fastify.inject({ method: 'GET', url: api('user/me'), headers: bearer(tokens.access_token) })).statusCode).toBe(200);
    clock.advance(1_000);
    expect((await app.fastify.inject({ method: 'GET', url: api('user/me'), headers: bearer(tokens.access_token) })).statusCode).toBe(401);
  });
});

describe('failed sign-ins', () => {
  it('answers wrong password and unknown account identically', async () => {
    const { email } = await newSignedInUser(app);
    const wrong = await passwordGrant(app, email, 'not-the-password-1', { remoteAddress: '10.0.0.1' });
    const unknown = await passwordGrant(app, uniqueEmail('nobody'), 'not-the-password-1', { remoteAddress: '10.0.0.1' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The e-mail address or the password is wrong.',
      message: 'The e-mail address or the password is wrong.',
    });
    const headersOf = (r: typeof wrong) => Object.keys(r.headers).filter((h) => h !== 'date' && h !== 'set-cookie').sort();
    expect(headersOf(unknown)).toEqual(headersOf(wrong));
    expect(unknown.headers['content-length']).toBe(wrong.headers['content-length']);
  });

  it('refuses a missing or wrong client with 401 invalid_client and WWW-Authenticate', async () => {
    const wrongSecret = `Basic ${Buffer.from('exam-quiz-web:wrong').toString('base64')}`;
    for (const authorization of [undefined, wrongSecret, 'Basic !!!', 'Bearer x', `Basic ${Buffer.from('no-colon').toString('base64')}`]) {
      const response = await tokenRequest(app, { grant_type: 'password', username: 'a@b.co', password: 'x' }, { headers: authorization ? { authorization } : { authorization: '' } });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Basic /);
      expect(response.json()).toMatchObject({ error: 'invalid_client', error_description: expect.any(String) });
    }
  });

  it('answers unsupported_grant_type and invalid_request per RFC 6749 §5.2', async () => {
    const unsupported = await tokenRequest(app, { grant_type: 'client_credentials' });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json()).toMatchObject({ error: 'unsupported_grant_type' });

    const cases: Record<string, string>[] = [{}, { grant_type: '' }, { grant_type: 'password', username: 'a@b.co' }, { grant_type: 'refresh_token' }];
    for (const params of cases) {
      const response = await tokenRequest(app, params);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) });
    }
    const json = await app.fastify.inject({
      method: 'POST',
      url: api('oauth/token'),
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'password', username: 'a@b.co', password: 'x' }),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: 'invalid_request' });
    const repeated = await app.fastify.inject({
      method: 'POST',
      url: api('oauth/token'),
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&grant_type=refresh_token',
    });
    expect(repeated.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('ignores unknown parameters (RFC 6749 §3.2) and needs no XSRF header', async () => {
    const { email } = await newSignedInUser(app);
    const response = await tokenRequest(app, { grant_type: 'password', username: email, password: STRONG_PASSWORD, scope: 'openid', extra: '1' });
    expect(response.statusCode).toBe(200);
  });

  it('keeps the other JSON routes closed to form bodies', async () => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: api('user/signup'),
      headers: { ...bearer('x'), 'content-type': 'application/x-www-form-urlencoded', cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
      payload: 'email=a%40b.co&password=x',
    });
    expect(response.statusCode).toBe(415);
  });

  it('takes sign-up without the XSRF pair (SPEC §7: it creates nothing until the e-mailed link is opened)', async () => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: api('user/signup'),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: uniqueEmail(), password: STRONG_PASSWORD }),
    });
    expect(response.statusCode).toBe(202);
  });
});
