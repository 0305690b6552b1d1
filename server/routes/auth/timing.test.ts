// No enumeration by time: sign-in (unknown account vs wrong password), sign-up (new vs registered address) and
// forgot-password (unknown vs registered address) answer with the same status and body, and their median times over
// 200 interleaved tries each differ by less than 0.5 ms (the promise is 1 ms; doing the mail work before the answer
// cost about 1 ms on PGlite, far more on PostgreSQL). Sign-in spends an argon2 verification on both sides and may
// differ by less than 2 ms: the verification alone varies by more than that from call to call on a busy machine.
// argon2 runs at its minimal cost here (vitest.config.ts), the same on both sides; that the dummy verification has
// the parameters of real hashes, at either cost, is server/auth/passwords.test.ts.
// What depends on the address runs later, in a job found by a poll at a time unrelated to the request
// (server/jobs/queues.ts): once the registered account exists, this file measures the answers with the process's job
// workers stopped (as on a web-only replica), so that the jobs of earlier tries, which the embedded database runs one
// statement at a time beside the next request, do not decide which side a try's time falls on.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { jsonCall, newSignedInUser, passwordGrant, STRONG_PASSWORD, signUp, uniqueEmail } from '../../test/auth.ts';
import { compareTimings } from '../../test/timing.ts';

const TRIES = 200;
// A measurement that a pause of the machine (writeback, another process) skews is taken once more: a real difference
// shows in both, so a test fails only when two independent measurements of 200 tries each exceed the bound.
const TIMED = { timeout: 120_000, retry: 1 };
let app: TestApp;
let registered: string;
beforeAll(async () => {
  app = await createTestApp({ config: { throttleEnabled: false } });
  registered = (await newSignedInUser(app)).email;
  await app.jobs.stop();
});
afterAll(() => app.close());

function report(what: string, sides: [string, string], result: { a: number; b: number; gap: number }): void {
  console.log(`${what} timing: median ${sides[0]} ${result.a.toFixed(3)} ms, ${sides[1]} ${result.b.toFixed(3)} ms, gap ${result.gap.toFixed(3)} ms`);
}

it(`sign-in: unknown accounts and wrong passwords alike (${TRIES} each, interleaved)`, TIMED, async () => {
  for (let i = 0; i < 10; i++) await passwordGrant(app, registered, 'warm-up-password'); // JIT and connection warm-up
  const result = await compareTimings(
    TRIES,
    () => passwordGrant(app, uniqueEmail('nobody'), 'wrong-password-x'),
    () => passwordGrant(app, registered, 'wrong-password-x'),
  );
  report('sign-in', ['unknown', 'wrong password'], result);
  expect(result.gap).toBeLessThan(2);
});

it(`sign-up: new and registered addresses alike (${TRIES} each, interleaved)`, TIMED, async () => {
  for (let i = 0; i < 10; i++) await signUp(app, { email: uniqueEmail('warm'), password: STRONG_PASSWORD });
  const result = await compareTimings(
    TRIES,
    () => signUp(app, { email: uniqueEmail('new'), password: STRONG_PASSWORD }),
    () => signUp(app, { email: registered, password: STRONG_PASSWORD }),
  );
  report('sign-up', ['new', 'registered'], result);
  expect(result.gap).toBeLessThan(0.5);
});

it(`forgot-password: unknown and registered addresses alike (${TRIES} each, interleaved)`, TIMED, async () => {
  const forgot = (email: string) => jsonCall(app, 'POST', 'user/forgot-password', { email });
  for (let i = 0; i < 10; i++) await forgot(uniqueEmail('warm'));
  const result = await compareTimings(TRIES, () => forgot(uniqueEmail('nobody')), () => forgot(registered));
  report('forgot-password', ['unknown', 'registered'], result);
  expect(result.gap).toBeLessThan(0.5);
});
