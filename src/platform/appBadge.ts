// The installed app's badge (issue 34): the number of drill reviews due, where the platform has the Badging API and
// the app runs installed (display-mode standalone); cleared when nothing is due. Elsewhere it does nothing. The
// platform is passed in (the browser's by default) so a test gives its own.

export interface BadgePlatform {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
  /** Whether the app runs installed. */
  installed: () => boolean;
}

function browserPlatform(): BadgePlatform | null {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return null;
  const badging = navigator as Navigator & Pick<BadgePlatform, 'setAppBadge' | 'clearAppBadge'>;
  return {
    setAppBadge: badging.setAppBadge?.bind(navigator),
    clearAppBadge: badging.clearAppBadge?.bind(navigator),
    installed: () => typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches,
  };
}

/** Shows `due` on the badge (0 clears it); whether the platform took it. Never throws: a badge is a nicety. */
export async function showDueOnAppBadge(due: number, platform: BadgePlatform | null = browserPlatform()): Promise<boolean> {
  if (!platform?.setAppBadge || !platform.installed()) return false;
  try {
    if (due > 0) await platform.setAppBadge(due);
    else if (platform.clearAppBadge) await platform.clearAppBadge();
    else await platform.setAppBadge(0);
    return true;
  } catch {
    // The user agent refused (permission, not installed after all): the badge stays as it was.
    return false;
  }
}
