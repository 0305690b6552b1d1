import { describe, expect, it } from 'vitest';
import { outboxMayHoldWork, recordOutboxHint } from './outboxHint.ts';

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

describe('outbox hint', () => {
  it('without a hint, a signed-in device may hold work and a first visitor does not', () => {
    expect(outboxMayHoldWork(true, memory())).toBe(true);
    expect(outboxMayHoldWork(false, memory())).toBe(false);
  });

  it('after a look, follows what was pending, signed in or not', () => {
    const storage = memory();
    recordOutboxHint(0, storage);
    expect(outboxMayHoldWork(true, storage)).toBe(false);
    recordOutboxHint(3, storage);
    expect(outboxMayHoldWork(false, storage)).toBe(true);
  });

  it('falls back to the sign-in when storage is missing or refuses', () => {
    expect(outboxMayHoldWork(true, undefined)).toBe(true);
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(outboxMayHoldWork(true, refusing)).toBe(true);
    expect(outboxMayHoldWork(false, refusing)).toBe(false);
    expect(() => recordOutboxHint(1, refusing)).not.toThrow();
  });
});
