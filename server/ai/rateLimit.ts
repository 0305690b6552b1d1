// A sliding one-hour window of quiz generations per learner and per client address (this process's memory: one
// API process per database, ARCHITECTURE.md; several processes would each allow the limit).
const HOUR_MS = 3_600_000;

export interface GenerationLimiter {
  /** Counts one generation for every key, or answers how many seconds until the first full key frees a slot. */
  take(keys: { key: string; limit: number }[]): { ok: true } | { ok: false; retryAfterS: number };
}

export function createGenerationLimiter(now: () => number = Date.now): GenerationLimiter {
  const windows = new Map<string, number[]>();
  return {
    take(keys) {
      const at = now();
      let wait = 0;
      for (const { key, limit } of keys) {
        const recent = (windows.get(key) ?? []).filter((t) => at - t < HOUR_MS);
        windows.set(key, recent);
        if (recent.length >= limit) wait = Math.max(wait, recent[0]! + HOUR_MS - at);
      }
      if (wait > 0) return { ok: false, retryAfterS: Math.ceil(wait / 1000) };
      for (const { key } of keys) windows.get(key)!.push(at);
      if (windows.size > 50_000) for (const [key, times] of windows) if (times.every((t) => at - t >= HOUR_MS)) windows.delete(key);
      return { ok: true };
    },
  };
}
