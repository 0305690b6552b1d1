// What the page on screen needs on the device to open offline, as its loader declared it (router path → needs).
// Pages that declare nothing show no "Available offline" status: only the ones that know their needs say so.
import type { OfflineNeed } from '../../domain/offline/pageNeeds.ts';

const needsByPath = new Map<string, readonly OfflineNeed[]>();
const listeners = new Set<() => void>();

/** `undefined`: the page at this path claims nothing (it reads more than it can declare). */
export function declarePageNeeds(path: string, needs: readonly OfflineNeed[] | undefined): void {
  const before = needsByPath.get(path);
  if (before === needs) return;
  if (before && needs && before.length === needs.length && before.every((need, i) => need.url === needs[i]?.url && need.signed === needs[i]?.signed)) return;
  if (needs) needsByPath.set(path, needs);
  else needsByPath.delete(path);
  for (const listener of listeners) listener();
}

export function pageNeedsOf(path: string): readonly OfflineNeed[] | undefined {
  return needsByPath.get(path);
}

export function subscribePageNeeds(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
