// The browser's own install prompt (beforeinstallprompt, Chromium) captured as soon as the app starts, so the install
// invitation can show it later, at the right moment (after a first finished test); the learner's answer kept in
// localStorage: declined or installed, the invitation never shows again (appinstalled marks it installed).

/** Chromium's event; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallChoice = 'declined' | 'installed';
export const INSTALL_CHOICE_KEY = 'eq.install-invitation';

let captured: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function readInstallChoice(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): InstallChoice | null {
  try {
    const value = storage?.getItem(INSTALL_CHOICE_KEY);
    return value === 'declined' || value === 'installed' ? value : null;
  } catch {
    return null; // storage refused (private mode): the invitation may show again, which is harmless
  }
}

export function rememberInstallChoice(choice: InstallChoice, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(INSTALL_CHOICE_KEY, choice);
  } catch {
    // Without storage the choice lasts as long as the page.
  }
  notify();
}

export function captureInstallPrompt(scope: Window = window): void {
  scope.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar now: the app offers it after a first finished test
    captured = event as BeforeInstallPromptEvent;
    notify();
  });
  scope.addEventListener('appinstalled', () => {
    captured = null;
    rememberInstallChoice('installed');
  });
}

export function installPromptAvailable(): boolean {
  return captured !== null;
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's prompt (once: the event cannot be reused) and keeps the learner's answer. */
export async function showInstallPrompt(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = captured;
  if (!event) return 'unavailable';
  captured = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  rememberInstallChoice(outcome === 'accepted' ? 'installed' : 'declined');
  return outcome;
}

/** For tests: a prompt as the browser would hand it over. */
export function offerInstallPromptForTest(event: BeforeInstallPromptEvent | null): void {
  captured = event;
  notify();
}
