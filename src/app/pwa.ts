// Registers the service worker and tells the app when a new version waits, so it can offer a reload. Workbox's
// window library loads only then, not with the first page.
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
  workbox.addEventListener('waiting', () => {
    waiting = true;
    for (const listener of listeners) listener(true);
  });
  void workbox.register();
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => location.reload());
  workbox.messageSkipWaiting();
}
