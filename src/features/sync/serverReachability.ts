// "The shop's server cannot be reached right now" as the sync machine last found it: the device is online but the
// last flush failed with a network error or a 5xx/503 (a restart, an outage), so answers wait on this device. Set by
// the sync service, read by the exam's and the header's sync status; cleared by the next flush that goes through.
import { useSyncExternalStore } from 'react';

let unreachable = false;
const listeners = new Set<() => void>();

export function setServerUnreachable(next: boolean): void {
  if (next === unreachable) return;
  unreachable = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the server did not answer the last flush (the device itself is online). */
export function useServerUnreachable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => unreachable,
    () => false,
  );
}
