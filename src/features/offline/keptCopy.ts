// A product's question bank when the network fails: what the service worker keeps (same caches, same matching,
// without Vary), read straight from the Cache API. That covers a page the worker does not control (a hard reload,
// a first load before it took over) and a worker whose strategy gave up; the worker itself answers the rest. (The
// catalog has its own single offline path: features/offline/catalogOffline.ts.)
import { ApiError } from '../../api/client.ts';

/** The kept copy of a read as JSON, or null when the device has none (or no Cache API). */
async function keptCopy<T>(url: string): Promise<T | null> {
  if (typeof caches === 'undefined') return null;
  const response = await caches.match(url, { ignoreVary: true }).catch(() => undefined);
  if (!response?.ok) return null;
  return (await response.json().catch(() => null)) as T | null;
}

/** `load()`; when it fails for want of a network (status 0), the kept copy of `url` instead, if there is one. */
export async function orKeptCopy<T>(url: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    const copy = await keptCopy<T>(url);
    if (copy === null) throw error;
    return copy;
  }
}
