// The loaders' fallback: only a failed network (status 0) falls back, and only to a copy the device holds.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { orKeptCopy } from './keptCopy.ts';

const URL_OF_BANK = '/api/2.0/eq/products/p1/questions';

function deviceHolds(copies: Record<string, unknown>) {
  const match = vi.fn(async (url: string, options?: CacheQueryOptions) => {
    expect(options).toEqual({ ignoreVary: true });
    return url in copies ? new Response(JSON.stringify(copies[url])) : undefined;
  });
  vi.stubGlobal('caches', { match });
  return match;
}

afterEach(() => vi.unstubAllGlobals());

describe('orKeptCopy', () => {
  it('answers from the network when it can, without reading the device', async () => {
    const match = deviceHolds({ [URL_OF_BANK]: { questions: ['kept'] } });
    await expect(orKeptCopy(URL_OF_BANK, async () => ({ questions: ['fresh'] }))).resolves.toEqual({ questions: ['fresh'] });
    expect(match).not.toHaveBeenCalled();
  });

  it('answers from the device copy when the network failed', async () => {
    deviceHolds({ [URL_OF_BANK]: { questions: ['kept'] } });
    const offline = new ApiError(0, URL_OF_BANK, 'Failed to fetch', 'network', 'p1');
    await expect(orKeptCopy(URL_OF_BANK, () => Promise.reject(offline))).resolves.toEqual({ questions: ['kept'] });
  });

  it('keeps the failure when the device has no copy', async () => {
    deviceHolds({});
    const offline = new ApiError(0, URL_OF_BANK, 'Failed to fetch', 'network', 'p1');
    await expect(orKeptCopy(URL_OF_BANK, () => Promise.reject(offline))).rejects.toBe(offline);
  });

  it('never hides an answer of the server (a refusal is not a reason to show a kept bank)', async () => {
    deviceHolds({ [URL_OF_BANK]: { questions: ['kept'] } });
    const refused = new ApiError(403, URL_OF_BANK, 'not entitled', 'not_entitled', 'p1');
    await expect(orKeptCopy(URL_OF_BANK, () => Promise.reject(refused))).rejects.toBe(refused);
  });
});
