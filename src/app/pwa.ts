// Registers the service worker (sw/sw.ts) with workbox-window, the one place that does, and tells the app when a new
// version waits so it can offer a reload (src/app/UpdatePrompt.tsx, never shown during a running exam). Applying it
// asks the waiting worker to take over (Workbox's SKIP_WAITING message) and reloads once, when it controls the page.
import type { Workbox } from 'workbox-window';

type Listener = (waiting: boolean) => void;
let workbox: Workbox | undefined;
let waiting = false;
const listeners = new Set<Listener>();

export function onUpdateAvailable(listener: Listener): () => void {
  listeners.add(listener);
  listener(waiting);
  return () => listeners.delete(listener);
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  // Fired for a version that installed while another controls the page, also one found waiting at registration.
  workbox.addEventListener('waiting', () => {
    waiting = true;
    for (const listener of listeners) listener(true);
  });
  await workbox.register();
}

/** Activates the waiting version and reloads once it controls the page. */
let applying = false;

export function applyUpdate(): void {
  if (!workbox || !waiting || applying) return;
  applying = true;
  workbox.addEventListener('controlling', () => location.reload());
  workbox.messageSkipWaiting();
}
