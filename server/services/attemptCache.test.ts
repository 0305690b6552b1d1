// The per-process copies of attempts exam sync keeps: bounded in number and in age.
import { describe, expect, it } from 'vitest';
import { AttemptCache } from './attemptCache.ts';

const copy = (version: string) => ({ version, mode: 'practice' as const, state: null });

describe('AttemptCache', () => {
  it('forgets the least recently written copy beyond its size, and any copy older than its lifetime', () => {
    let now = 0;
    const cache = new AttemptCache(2, 1000, () => now);
    cache.set('u', 'a', copy('1'));
    cache.set('u', 'b', copy('2'));
    cache.set('u', 'a', copy('3'));
    cache.set('u', 'c', copy('4'));
    expect([cache.get('u', 'a')?.version, cache.get('u', 'b'), cache.get('u', 'c')?.version]).toEqual(['3', undefined, '4']);
    now = 1001;
    expect(cache.get('u', 'a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('keeps users and products apart', () => {
    const cache = new AttemptCache();
    cache.set('u1', 'p', copy('1'));
    cache.set('u', '1p', copy('2'));
    expect(cache.get('u1', 'p')?.version).toBe('1');
    cache.delete('u1', 'p');
    expect(cache.get('u1', 'p')).toBeUndefined();
    expect(cache.get('u', '1p')?.version).toBe('2');
  });
});
