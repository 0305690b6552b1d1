// The periodic refresh is registered only by the installed app, only with the permission granted, and never asked for
// in a browser tab; browsers without Periodic Background Sync get nothing.
import { describe, expect, it, vi } from 'vitest';
import { registerPeriodicRefresh } from './registerPeriodicRefresh.ts';
import { REFRESH_MIN_INTERVAL_MS, REFRESH_PERIODIC_TAG } from '../../domain/background/tags.ts';

function browser({ standalone, permission, periodic = true }: { standalone: boolean; permission: PermissionState; periodic?: boolean }) {
  const register = vi.fn(async () => undefined);
  const query = vi.fn(async () => ({ state: permission }));
  const scope = {
    ...(periodic ? { PeriodicSyncManager: class {} } : {}),
    matchMedia: (media: string) => ({ matches: standalone && media === '(display-mode: standalone)' }),
    navigator: {
      permissions: { query },
      serviceWorker: { ready: Promise.resolve(periodic ? { periodicSync: { register, getTags: async () => [] } } : {}) },
    },
  };
  return { scope: scope as unknown as Window, register, query };
}

describe('registering the periodic refresh', () => {
  it('registers in the installed app with the permission granted', async () => {
    const { scope, register } = browser({ standalone: true, permission: 'granted' });
    expect(await registerPeriodicRefresh(scope)).toBe('registered');
    expect(register).toHaveBeenCalledWith(REFRESH_PERIODIC_TAG, { minInterval: REFRESH_MIN_INTERVAL_MS });
  });

  it('neither asks nor registers in a browser tab', async () => {
    const { scope, register, query } = browser({ standalone: false, permission: 'granted' });
    expect(await registerPeriodicRefresh(scope)).toBe('not-installed');
    expect(query).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });

  it('does not register when the browser has not granted it', async () => {
    const { scope, register } = browser({ standalone: true, permission: 'prompt' });
    expect(await registerPeriodicRefresh(scope)).toBe('not-granted');
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing where Periodic Background Sync does not exist (Safari, Firefox)', async () => {
    const { scope, query } = browser({ standalone: true, permission: 'granted', periodic: false });
    expect(await registerPeriodicRefresh(scope)).toBe('unsupported');
    expect(query).not.toHaveBeenCalled();
  });
});
