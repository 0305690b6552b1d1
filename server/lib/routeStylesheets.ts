// The stylesheets a page's routes need, from the client build's manifest (dist/.vite/manifest.json): the app loads a
// route's CSS with the route's code, which a first visit rendered on the server does not run until the visitor
// touches the page, so the server sends them with it. A route's code is split by TanStack Router's plugin into
// `src/routes/<file>?tsr-split=component`; its stylesheets are those of that chunk and of everything it imports.
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

/** Every stylesheet (as an address, '/assets/…css') the routes' code loads, the entry's own first; in load order. */
export function stylesheetsOfRoutes(manifest: ClientManifest, routeIds: readonly string[]): string[] {
  const sheets = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) sheets.add(`/${css}`);
  };
  visit('index.html');
  for (const routeId of routeIds) {
    for (const source of routeSources(routeId)) {
      visit(source);
      visit(`${source}?tsr-split=component`);
    }
  }
  return [...sheets];
}
