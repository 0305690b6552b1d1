// Issue 13's bundle budgets, checked on a build (dist/): the sale and quiz pages' first-load JavaScript carries no
// payment code (no checkout call, test-payment page, entitlement verification or Dexie), and the checkout page's own
// first-load JavaScript stays within 60 KB gzip. `npx vite build && npx tsx bench/commerceBudget.ts`; exits 1 on a miss.
import fs from 'node:fs';
import path from 'node:path';
import { measureBundle } from './bundle.ts';

const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const CHECKOUT_OWN_BUDGET = 60 * 1024;
/** Strings only payment code, jose (its JWKS verification) or Dexie carry (they survive minification). */
const PAYMENT_MARKERS = ['expectedTotalMinor', '/api/test-payments', 'JSON Web Key Set malformed', 'DatabaseClosedError'];

interface Chunk { file: string; imports?: string[] }
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, into);
  return into;
}

const problems: string[] = [];
const pages = {
  'sale page': ['src/routes/$country/index.tsx?tsr-split=component', 'src/routes/$country/route.tsx?tsr-split=component'],
  'quiz page': ['src/routes/$country/$superCategory/$category/$product/quiz.tsx?tsr-split=component', 'src/routes/$country/route.tsx?tsr-split=component'],
};
for (const [page, keys] of Object.entries(pages)) {
  const files = new Set<string>();
  for (const key of ['index.html', ...keys]) for (const chunk of closure(key)) files.add(manifest[chunk]!.file);
  for (const file of files) {
    const text = fs.readFileSync(path.join(DIST, file), 'utf8');
    for (const marker of PAYMENT_MARKERS) if (text.includes(marker)) problems.push(`${page}: ${file} carries "${marker}"`);
  }
  console.log(`${page}: ${files.size} first-load chunks, none with payment code${problems.some((p) => p.startsWith(page)) ? ' — FAILED' : ''}`);
}

const checkout = measureBundle(DIST).routes.find((route) => route.route === '$country/checkout.tsx');
if (!checkout) problems.push('no checkout route in the build');
else {
  console.log(`checkout page: own first-load JS ${(checkout.ownBytes / 1024).toFixed(1)} KB gzip (budget ${CHECKOUT_OWN_BUDGET / 1024} KB)`);
  if (checkout.ownBytes > CHECKOUT_OWN_BUDGET) problems.push('checkout page over its budget');
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
