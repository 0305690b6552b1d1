// Bundle figures from Vite's build manifest: gzip size of the first-load JavaScript (entry and per route) and of the CSS.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of dist/.vite/manifest.json (the fields used here). */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteFigure {
  /** Route file under src/routes, plus the split kind when it is not the component (e.g. "exam.tsx (errorComponent)"). */
  route: string;
  /** The route's own chunks: its lazy chunk, its layouts' (route.tsx above it), and what they add to the entry's. */
  ownBytes: number;
  /** Entry closure plus ownBytes: the JavaScript fetched to show this route on a cold load. */
  firstLoadBytes: number;
}

export interface BundleFigures {
  entryBytes: number;
  entryChunks: number;
  routes: RouteFigure[];
  cssBytes: number;
  cssFiles: number;
}

const ROUTES_PREFIX = 'src/routes/';
const ENTRY_KEY = 'index.html';

/** Keys of a chunk and everything it imports statically, recursively (dynamic imports are not followed). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** "src/routes/$country/exam.tsx?tsr-split=component" → "$country/exam.tsx"; other split kinds are named after it. */
function routeLabel(source: string): string {
  const [file = source, query = ''] = source.slice(ROUTES_PREFIX.length).split('?', 2);
  const split = new URLSearchParams(query).get('tsr-split');
  return split && split !== 'component' ? `${file} (${split})` : file;
}

/** Component chunks of the layout routes (route.tsx) in the folders above a route file, outermost first. */
function layoutKeys(manifest: Manifest, source: string): string[] {
  const file = source.slice(ROUTES_PREFIX.length).split('?', 1)[0] ?? '';
  const folders = file.split('/').slice(0, -1);
  const keys: string[] = [];
  for (let depth = 1; depth <= folders.length; depth++) {
    const layout = `${ROUTES_PREFIX}${folders.slice(0, depth).join('/')}/route.tsx`;
    if (layout === source.split('?', 1)[0]) continue;
    for (const key of [`${layout}?tsr-split=component`, layout]) if (manifest[key]) keys.push(key);
  }
  return keys;
}

export function measureBundle(distDir: string): BundleFigures {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  if (!manifest[ENTRY_KEY]) throw new Error(`${manifestPath} has no "${ENTRY_KEY}" entry`);

  const gzipCache = new Map<string, number>();
  const gzipBytes = (file: string): number => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const jsBytes = (keys: Iterable<string>): number => {
    let total = 0;
    for (const key of keys) total += gzipBytes(manifest[key]?.file ?? key);
    return total;
  };

  const entryClosure = staticClosure(manifest, ENTRY_KEY);
  const entryBytes = jsBytes(entryClosure);

  const routes: RouteFigure[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    const source = chunk.src ?? key;
    if (!source.startsWith(ROUTES_PREFIX) || entryClosure.has(key)) continue;
    // A page also needs its layouts' components: route.tsx of every folder above it (e.g. $country/route.tsx).
    const needed = staticClosure(manifest, key);
    for (const layout of layoutKeys(manifest, source)) staticClosure(manifest, layout, needed);
    const own = [...needed].filter((k) => !entryClosure.has(k));
    const ownBytes = jsBytes(own);
    routes.push({ route: routeLabel(source), ownBytes, firstLoadBytes: entryBytes + ownBytes });
  }
  routes.sort((a, b) => a.route.localeCompare(b.route));

  const cssFiles = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const css of chunk.css ?? []) cssFiles.add(css);
    if (chunk.file.endsWith('.css')) cssFiles.add(chunk.file);
  }
  let cssBytes = 0;
  for (const file of cssFiles) cssBytes += gzipBytes(file);

  return { entryBytes, entryChunks: entryClosure.size, routes, cssBytes, cssFiles: cssFiles.size };
}
