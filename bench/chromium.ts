// The Chromium the browser benches drive: Debian's (or CHROMIUM_PATH), with the flags that keep it from doing work
// of its own (updates, sync, background fetches, QUIC) while a figure is taken.
import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Why a browser bench cannot run here, or null when it can. */
export function chromiumMissing(): string | null {
  return fs.existsSync(CHROMIUM_PATH) ? null : `no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
