// The update offer: a version that installs while another controls the page is announced as waiting, and applying
// it asks that worker to take over, then reloads once it controls the page.
import { describe, expect, it, vi } from 'vitest';

class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

describe('registerServiceWorker', () => {
  it('announces a new version once it has installed, and applying it sends SKIP_WAITING', async () => {
    const installing = new FakeWorker();
    const registration = Object.assign(new EventTarget(), { waiting: null as FakeWorker | null, installing: null as FakeWorker | null });
    const container = Object.assign(new EventTarget(), { controller: {}, register: vi.fn(async () => registration) });
    vi.stubGlobal('navigator', { serviceWorker: container });
    vi.stubEnv('DEV', false);
    const { registerServiceWorker, onUpdateAvailable, applyUpdate } = await import('./pwa.ts');
    const seen: boolean[] = [];
    onUpdateAvailable((waiting) => seen.push(waiting));
    await registerServiceWorker();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(seen).toEqual([false]);

    registration.installing = installing;
    registration.dispatchEvent(new Event('updatefound'));
    installing.install();
    expect(seen).toEqual([false, true]);

    registration.waiting = installing;
    applyUpdate();
    expect(installing.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });
});
