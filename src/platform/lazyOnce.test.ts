import { describe, expect, it, vi } from 'vitest';
import { lazyOnce, settleQuietly } from './lazyOnce.ts';

describe('lazyOnce', () => {
  it('loads once and shares the value', async () => {
    const load = vi.fn(async () => ({ loaded: true }));
    const get = lazyOnce(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue('ok');
    const get = lazyOnce(load);
    await expect(get()).rejects.toThrow('chunk gone');
    await expect(get()).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('settleQuietly', () => {
  it('turns a failure into a warning, not an unhandled rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    settleQuietly(Promise.reject(new Error('offline')), 'error report');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith('error report failed', expect.any(Error));
    warn.mockRestore();
  });
});
