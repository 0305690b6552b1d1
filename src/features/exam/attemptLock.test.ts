// One page holds the attempt lock once, however many times its simulators mount; another page is "elsewhere"
// until it takes the attempt over.
import { describe, expect, it } from 'vitest';
import { fakeLockManager } from '../../test/fakeLocks.ts';
import { holdAttemptLock, type LockStatus } from './attemptLock.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 80));

describe('holdAttemptLock', () => {
  it('never calls the page itself "another tab" when a holder lets go and comes back at once (StrictMode, remounts)', async () => {
    const locks = fakeLockManager();
    const seen: LockStatus[] = [];
    const first = holdAttemptLock('P-strict', (status) => seen.push(status), locks);
    first.release();
    holdAttemptLock('P-strict', (status) => seen.push(status), locks);
    await settle();
    expect(seen).not.toContain('elsewhere');
    expect(seen.at(-1)).toBe('owner');
  });

  it('leaves a second page "elsewhere" until it takes over, which demotes the first', async () => {
    const locks = fakeLockManager();
    let first: LockStatus = 'acquiring';
    holdAttemptLock('P-two', (status) => (first = status), locks);
    await settle();
    // Another tab asks for the same lock name, as its own page would.
    const other = await locks.request('exam-quiz-attempt:P-two', { ifAvailable: true }, (lock) => lock);
    expect(other).toBeNull();
    expect(first).toBe('owner');
    void locks.request('exam-quiz-attempt:P-two', { steal: true }, () => new Promise(() => undefined));
    await settle();
    expect(first).toBe('elsewhere');
  });
});
