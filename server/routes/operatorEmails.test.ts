// OPERATOR_EMAILS (issue 35): with the server holding the embedded PGlite, `npm run operator:create` cannot open the
// database, so an operator is made by the setting instead: an account listed there is an operator from the server's
// start (existing accounts) or from its next sign-in (accounts made later), on whichever tenant it signs in to; an
// account not listed stays a learner. Shown as the operator notices it: the test payments dashboard answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { newSignedInUser, uniqueEmail } from '../test/auth.ts';
import { testPaymentCall } from '../test/commerce.ts';
import { createAuthServices } from '../auth/services.ts';
import { systemClock } from '../auth/clock.ts';

const LISTED = uniqueEmail('ops');
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ config: { operatorEmails: [` ${LISTED.toUpperCase()} `, 'not-an-address'] } });
}, 180_000);
afterAll(() => app.close());

const dashboard = (accessToken: string) => testPaymentCall(app, 'GET', '', undefined, { authorization: `Bearer ${accessToken}` });

describe('OPERATOR_EMAILS', () => {
  it('makes a listed account an operator at its sign-in, and no one else', async () => {
    const listed = await newSignedInUser(app, { email: LISTED });
    expect((await dashboard(listed.tokens.access_token)).statusCode).toBe(200);
    const other = await newSignedInUser(app);
    expect((await dashboard(other.tokens.access_token)).statusCode).toBe(404);
  });

  it('makes listed accounts that exist operators when the server starts', async () => {
    const existing = await newSignedInUser(app);
    expect((await dashboard(existing.tokens.access_token)).statusCode).toBe(404);
    // The server's start with the address listed (as after a restart with the setting): its auth services promote it.
    const started = await createAuthServices(app.testDb.database.db, { ...app.config, operatorEmails: [existing.email] }, systemClock, app.fastify.log);
    await started.close();
    expect((await dashboard(existing.tokens.access_token)).statusCode).toBe(200);
  });
});
