// A Web Locks manager for jsdom tests, with the browser's timing: a grant is handed to its callback a task later,
// `ifAvailable` answers null while the lock is held or promised, and `steal` aborts the holder's request.
interface Held {
  release: () => void;
  reject: (error: unknown) => void;
}

export function fakeLockManager(): LockManager {
  const held = new Map<string, Held>();
  const waiting = new Map<string, (() => void)[]>();

  function grant(name: string, callback: LockGrantedCallback<unknown>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const entry: Held = { release: () => undefined, reject };
      held.set(name, entry);
      setTimeout(() => {
        Promise.resolve(callback({ name, mode: 'exclusive' } as Lock)).then(
          (value) => {
            if (held.get(name) === entry) {
              held.delete(name);
              waiting.get(name)?.shift()?.();
            }
            resolve(value);
          },
          reject,
        );
      }, 0);
    });
  }

  const manager = {
    request(name: string, optionsOrCallback: LockOptions | LockGrantedCallback<unknown>, maybeCallback?: LockGrantedCallback<unknown>) {
      const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
      const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback)!;
      const current = held.get(name);
      if (options.steal && current) {
        held.delete(name);
        current.reject(new DOMException('stolen', 'AbortError'));
        return grant(name, callback);
      }
      if (!current) return grant(name, callback);
      if (options.ifAvailable) return Promise.resolve(callback(null));
      return new Promise((resolve, reject) => {
        const queue = waiting.get(name) ?? [];
        queue.push(() => grant(name, callback).then(resolve, reject));
        waiting.set(name, queue);
      });
    },
    query: async () => ({ held: [...held.keys()].map((name) => ({ name, mode: 'exclusive' as const })), pending: [] }),
  };
  return manager as unknown as LockManager;
}
