// A value loaded on first use (usually a lazy chunk) and kept; a failed load is forgotten, so the next use tries
// again (offline before the service worker took over, or chunks replaced by a deploy) instead of failing for ever.
export function lazyOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** Ends a fire-and-forget chain: its failure is logged, never an unhandled rejection (which is reported in turn). */
export function settleQuietly(work: Promise<unknown>, what: string): void {
  work.catch((error: unknown) => console.warn(`${what} failed`, error));
}
