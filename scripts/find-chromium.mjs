// Finds a Chromium for Playwright: CHROMIUM_PATH, /usr/bin/chromium, or Debian's package installed with apt when
// running as root. Playwright's own browser download cannot work here (STACK.md gotcha 13).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export function findChromium() {
  const found = CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get)…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install it (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(findChromium());
