// Whether a timed exam or practice session is running on this page: the update prompt waits until it is not.
import { useSyncExternalStore } from 'react';

let running = 0;
const listeners = new Set<() => void>();

/** Marks an attempt as running until the returned function is called. */
export function markExamRunning(): () => void {
  running += 1;
  listeners.forEach((listener) => listener());
  let done = false;
  return () => {
    if (done) return;
    done = true;
    running -= 1;
    listeners.forEach((listener) => listener());
  };
}

export function useExamRunning(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => running > 0,
    () => false,
  );
}
