// Refresh tokens: rotation, the two-tabs grace window, replay detection, concurrent refreshes, revocation, absolute lifetime.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { api, bearer, manualClock, newSignedInUser, passwordGrant, refreshGrant, type Tokens } from '../../test/auth.ts';

const clock = manualClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());

const SECOND = 1000;
const DAY = 24 * 3600 * SECOND;

async function refreshOk(refreshToken: string): Promise<Tokens> {
  const response = await refreshGrant(app, refreshToken);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<Tokens>();
}

async function expectInvalidGrant(refreshToken: string): Promise<void> {
  const response = await refreshGrant(app, refreshToken);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ error: 'invalid_grant' });
}

const revoke = (headers: Record<string, string>) => app.fastify.inject({ method: 'GET', url: api('oauth/revoke-token'), headers });

describe('rotation', () => {
  it('gives a new refresh token and a working access token on every use', async () => {
    const { tokens } = await newSignedInUser(app);
    const second = await refreshOk(tokens.refresh_token);
    expect(second.refresh_token).not.toBe(tokens.refresh_token);
    const third = await refreshOk(second.refresh_token);
    expect(new Set([tokens.refresh_token, second.refresh_token, third.refresh_token]).size).toBe(3);
    const me = await app.fastify.inject({ method: 'GET', url: api('user/me'), headers: bearer(third.access_token) });
    expect(me.statusCode).toBe(200);
  });

  it('returns the same successor when the old token comes again within the grace window', async () => {
    const { tokens } = await newSignedInUser(app);
    const first = await refreshOk(tokens.refresh_token);
    clock.advance(29 * SECOND);
    const again = await refreshOk(tokens.refresh_token);
    expect(again.refresh_token).toBe(first.refresh_token);
    await refreshOk(first.refresh_token);
  });

  it('revokes the whole family when an old token is replayed after the grace window', async () => {
    const { tokens } = await newSignedInUser(app);
    const current = await refreshOk(tokens.refresh_token);
    clock.advance(31 * SECOND);
    await expectInvalidGrant(tokens.refresh_token);
    // The legitimate holder's current token dies with the family: the thief and the victim both have to sign in.
    await expectInvalidGrant(current.refresh_token);
  });

  it('revokes the family when a token is replayed after its successor was used, even within the grace window', async () => {
    const { tokens } = await newSignedInUser(app);
    const second = await refreshOk(tokens.refresh_token);
    const third = await refreshOk(second.refresh_token);
    await expectInvalidGrant(tokens.refresh_token);
    await expectInvalidGrant(third.refresh_token);
  });

  it('lets two tabs refresh the same token at the same moment: both succeed with the same successor', async () => {
    const { tokens } = await newSignedInUser(app);
    const [a, b] = await Promise.all([refreshGrant(app, tokens.refresh_token), refreshGrant(app, tokens.refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<Tokens>().refresh_token).toBe(b.json<Tokens>().refresh_token);
    const next = await refreshOk(a.json<Tokens>().refresh_token);
    expect(next.refresh_token).not.toBe(a.json<Tokens>().refresh_token);
  });

  it('refuses unknown tokens and tokens of the other tenant', async () => {
    const { tokens } = await newSignedInUser(app);
    await expectInvalidGrant('x'.repeat(43));
    await expectInvalidGrant('y'.repeat(500));
    const otherTenant = await refreshGrant(app, tokens.refresh_token, { tenant: 'cq' });
    expect(otherTenant.json()).toMatchObject({ error: 'invalid_grant' });
    await refreshOk(tokens.refresh_token);
  });

  it('ends a family 30 days after sign-in however often it was rotated', async () => {
    const { tokens } = await newSignedInUser(app);
    let refreshToken = tokens.refresh_token;
    for (let week = 0; week < 4; week++) {
      clock.advance(7 * DAY);
      refreshToken = (await refreshOk(refreshToken)).refresh_token;
    }
    // 28 days have passed; a rotation a second before day 30 still works, the next one at day 30 does not.
    clock.advance(2 * DAY - 1_000);
    refreshToken = (await refreshOk(refreshToken)).refresh_token;
    clock.advance(1_000);
    await expectInvalidGrant(refreshToken);
  });
});

describe('oauth/revoke-token', () => {
  it('revokes the family of x-refresh-token and leaves other sessions alone', async () => {
    const { email, password, tokens } = await newSignedInUser(app);
    const otherDevice = (await passwordGrant(app, email, password)).json<Tokens>();
    const rotated = await refreshOk(tokens.refresh_token);

    const response = await revoke({ ...bearer(rotated.access_token), 'x-refresh-token': rotated.refresh_token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: true });
    await expectInvalidGrant(rotated.refresh_token);
    await expectInvalidGrant(tokens.refresh_token);
    await refreshOk(otherDevice.refresh_token);
  });

  it('revokes every session of the user without x-refresh-token', async () => {
    const { email, password, tokens } = await newSignedInUser(app);
    const otherDevice = (await passwordGrant(app, email, password)).json<Tokens>();
    expect((await revoke(bearer(tokens.access_token))).json()).toEqual({ revoked: true });
    await expectInvalidGrant(tokens.refresh_token);
    await expectInvalidGrant(otherDevice.refresh_token);
  });

  it('does not touch another user’s family', async () => {
    const alice = await newSignedInUser(app);
    const bob = await newSignedInUser(app);
    const response = await revoke({ ...bearer(alice.tokens.access_token), 'x-refresh-token': bob.tokens.refresh_token });
    expect(response.statusCode).toBe(200);
    await refreshOk(bob.tokens.refresh_token);
  });

  it('signs out with the refresh token alone after the access token expired', async () => {
    const { tokens } = await newSignedInUser(app);
    clock.advance(3600 * SECOND);
    const response = await revoke({ ...bearer(tokens.access_token), 'x-refresh-token': tokens.refresh_token });
    expect(response.json()).toEqual({ revoked: true });
    await expectInvalidGrant(tokens.refresh_token);
  });

  it('answers 401 with neither a valid access token nor a known refresh token', async () => {
    const cases: Record<string, string>[] = [{}, bearer('nope'), { 'x-refresh-token': 'unknown' }];
    for (const headers of cases) {
      const response = await revoke(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
    }
  });
});
