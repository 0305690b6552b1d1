// Registers the service worker and tells the app when a new version waits, so it can offer a reload; applying it
// asks the waiting worker to take over (sw/sw.ts answers SKIP_WAITING) and reloads once it controls the page.
// Plain Service Worker API: nothing extra loads with a first visit.
type Listener = (waiting: boolean) => void;
let registration: ServiceWorkerRegistration | undefined;
let waiting = false;
const listeners = new Set<Listener>();

export function onUpdateAvailable(listener: Listener): () => void {
  listeners.add(listener);
  listener(waiting);
  return () => listeners.delete(listener);
}

function announceWaiting(): void {
  if (waiting) return;
  waiting = true;
  for (const listener of listeners) listener(true);
}

/** A worker that finished installing while another controls the page is a new version waiting. */
function watchInstalling(worker: ServiceWorker | null): void {
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) announceWaiting();
  });
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  if (registration.waiting && navigator.serviceWorker.controller) announceWaiting();
  watchInstalling(registration.installing);
  registration.addEventListener('updatefound', () => watchInstalling(registration?.installing ?? null));
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyUpdate(): void {
  const next = registration?.waiting;
  if (!next) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  next.postMessage({ type: 'SKIP_WAITING' });
}
