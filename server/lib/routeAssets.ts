// The stylesheets and scripts a page's routes need, from the client build's manifest (dist/.vite/manifest.json). The
// app loads a route's code (and its CSS) only once its entry has run; a page rendered on the server links the
// stylesheets at once, so it looks as it will once hydrated, and preloads the scripts, so they download beside the
// entry instead of after it. A route's code is split by TanStack Router's plugin into
// `src/routes/<file>?tsr-split=component`; its assets are those of that chunk and of everything it imports.
import fs from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type ClientManifest = Record<string, ManifestChunk>;

export function readClientManifest(staticDir: string): ClientManifest | null {
  const file = path.join(staticDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ClientManifest;
  } catch {
    return null;
  }
}

/** The files a route id can come from: '/$country/' is $country/index.tsx, '/$country' is $country.tsx or $country/route.tsx. */
function routeSources(routeId: string): string[] {
  if (routeId === '__root__') return ['src/routes/__root.tsx'];
  if (routeId.endsWith('/')) return [`src/routes${routeId}index.tsx`];
  return [`src/routes${routeId}.tsx`, `src/routes${routeId}/route.tsx`];
}

export interface RouteAssets {
  /** Addresses ('/assets/…css'), the entry's own first, in load order. */
  stylesheets: string[];
  /** The routes' script chunks ('/assets/…js'), the entry's own and its static imports left out (index.html has them). */
  scripts: string[];
}

/** `sources` are further modules the page loads at once (its language's message catalog, 'locales/de/messages.po'). */
export function assetsOfRoutes(manifest: ClientManifest, routeIds: readonly string[], sources: readonly string[] = []): RouteAssets {
  const stylesheets = new Set<string>();
  const scripts = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string, entry: boolean) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    for (const imported of chunk.imports ?? []) visit(imported, entry);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    if (!entry && chunk.file.endsWith('.js')) scripts.add(`/${chunk.file}`);
  };
  visit('index.html', true);
  for (const routeId of routeIds) {
    for (const source of routeSources(routeId)) {
      visit(source, false);
      visit(`${source}?tsr-split=component`, false);
    }
  }
  for (const source of sources) visit(source, false);
  return { stylesheets: [...stylesheets], scripts: [...scripts] };
}
