// Keeping answers safe on the device: ask the browser to keep this site's storage (once an attempt has progress),
// and let the learner download what has not reached the server yet if storage may be cleared.

const ASKED_KEY = 'storagePersistAsked';

/** Asks once per device for persistent storage; returns whether storage is persistent now. */
export async function askPersistentStorageOnce(storage: StorageManager | undefined = globalThis.navigator?.storage): Promise<boolean> {
  if (!storage?.persist) return false;
  if (await storage.persisted()) return true;
  if (localStorage.getItem(ASKED_KEY)) return false;
  localStorage.setItem(ASKED_KEY, String(Date.now()));
  return storage.persist();
}

export function downloadJson(fileName: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
