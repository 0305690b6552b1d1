import { describe, expect, it } from 'vitest';
import { showDueOnAppBadge, type BadgePlatform } from './appBadge.ts';

function fakePlatform(installed: boolean, withBadging = true): BadgePlatform & { badge: number | null } {
  const platform = {
    badge: null as number | null,
    installed: () => installed,
    setAppBadge: withBadging
      ? async (count?: number) => {
          platform.badge = count ?? 0;
        }
      : undefined,
    clearAppBadge: withBadging
      ? async () => {
          platform.badge = null;
        }
      : undefined,
  };
  return platform;
}

describe('app badge', () => {
  it('shows the number due on an installed app, and clears it when nothing is due', async () => {
    const platform = fakePlatform(true);
    expect(await showDueOnAppBadge(4, platform)).toBe(true);
    expect(platform.badge).toBe(4);
    expect(await showDueOnAppBadge(0, platform)).toBe(true);
    expect(platform.badge).toBeNull();
  });

  it('does nothing in a browser tab or where the platform has no badge', async () => {
    const tab = fakePlatform(false);
    expect(await showDueOnAppBadge(4, tab)).toBe(false);
    expect(tab.badge).toBeNull();
    expect(await showDueOnAppBadge(4, fakePlatform(true, false))).toBe(false);
    expect(await showDueOnAppBadge(4, null)).toBe(false);
  });

  it('never throws when the platform refuses', async () => {
    const refusing: BadgePlatform = { installed: () => true, setAppBadge: () => Promise.reject(new DOMException('no', 'NotAllowedError')) };
    expect(await showDueOnAppBadge(2, refusing)).toBe(false);
  });
});
