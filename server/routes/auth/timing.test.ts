// Unknown account and wrong password cost the same time: medians of 200 sign-ins each differ by less than 5 ms.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { newSignedInUser, passwordGrant, uniqueEmail } from '../../test/auth.ts';

const TRIES = 200;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ config: { throttleEnabled: false } });
});
afterAll(() => app.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) / 2;
};

async function timed(call: () => Promise<{ statusCode: number }>): Promise<number> {
  const start = process.hrtime.bigint();
  const response = await call();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  expect(response.statusCode).toBe(400);
  return ms;
}

it(`answers unknown accounts and wrong passwords in the same time (${TRIES} each, interleaved)`, { timeout: 120_000 }, async () => {
  const { email } = await newSignedInUser(app);
  const unknown: number[] = [];
  const wrong: number[] = [];
  for (let i = 0; i < 10; i++) await passwordGrant(app, email, 'warm-up-password'); // JIT and connection warm-up
  for (let i = 0; i < TRIES; i++) {
    // Alternate the order so drift (GC, other processes) hits both sides alike.
    const first = i % 2 === 0;
    if (first) unknown.push(await timed(() => passwordGrant(app, uniqueEmail('nobody'), 'wrong-password-x')));
    wrong.push(await timed(() => passwordGrant(app, email, 'wrong-password-x')));
    if (!first) unknown.push(await timed(() => passwordGrant(app, uniqueEmail('nobody'), 'wrong-password-x')));
  }
  const difference = Math.abs(median(unknown) - median(wrong));
  console.log(`sign-in timing: median unknown ${median(unknown).toFixed(2)} ms, wrong password ${median(wrong).toFixed(2)} ms, difference ${difference.toFixed(2)} ms`);
  expect(difference).toBeLessThan(5);
});
