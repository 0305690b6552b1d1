// Where a guest who signs up goes once signed in (issue 21): the page that sent them to sign-up (the checkout with
// its cart, say). The confirmation mail's link opens the sign-in page without it, so the device keeps it meanwhile
// (a day at most) and the first sign-in takes it.
const KEY = 'signup-return-to';
const LIFETIME_MS = 24 * 60 * 60 * 1000;

export function keepReturnAfterSignUp(path: string | null, now = Date.now()): void {
  try {
    if (path) localStorage.setItem(KEY, JSON.stringify({ path, at: now }));
    else localStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode): the learner lands on the profile instead
  }
}

/** The kept path (only if it is still of this site and fresh), forgotten once taken. */
export function takeReturnAfterSignUp(site: string, now = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    localStorage.removeItem(KEY);
    const kept = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof kept.path !== 'string' || typeof kept.at !== 'number' || now - kept.at > LIFETIME_MS) return null;
    return kept.path.startsWith(`/${site}/`) && !/[\\]|\/\//.test(kept.path) ? kept.path : null;
  } catch {
    return null;
  }
}
