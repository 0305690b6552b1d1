// Serves the built PWA: static files, index.html for client-side routes, and the optional .html → no-.html redirect.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { LOCALES_DIR, poMessageLookup, prerenderShell, quizPageParts, withStylesheets, type ProductHeading } from '../lib/shellPrerender.ts';
import { sendHtml } from '../lib/sendHtml.ts';
import { readClientManifest, stylesheetsOfRoutes } from '../lib/routeStylesheets.ts';
import { loadFirstVisitRenderer } from '../lib/firstVisitRender.ts';
import type { FirstVisitPage } from '@domain/http/firstVisitPage.ts';
import { cqLegacyRedirect } from '@domain/routes/cqLegacy.ts';
import { tenantFromHost } from '@domain/markets/types.ts';

export interface SpaOptions {
  staticDir: string;
  redirectHtml: boolean;
  /** Lingui catalogs, for the translated first paint; the repository's locales/ by default. */
  localesDir?: string;
  /** The heading of a product page's first paint, or null when the address names no product. */
  productHeading?: (hostname: string, url: string) => Promise<ProductHeading | null>;
}

/** Returns the fallback used by the not-found handler, or undefined when no build exists. */
export async function registerSpa(app: FastifyInstance, options: SpaOptions) {
  if (options.redirectHtml) {
    app.addHook('onRequest', (request, reply, done) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) return done();
      const [pathname = '', query] = request.url.split('?', 2);
      if (!pathname.endsWith('.html') || pathname === '/index.html') return done();
      // One leading slash: "//host/x.html" or "/\\host/x.html" must not become a redirect to another host.
      const target = `/${pathname.slice(0, -'.html'.length).replace(/^[/\\]+/, '')}${query ? `?${query}` : ''}`;
      reply.redirect(target, 301);
    });
  }

  // The certification tenant's old pdf product addresses answer with a permanent redirect to the current ones.
  // Synchronous hooks (with an early return for API calls): they run on every request.
  app.addHook('onRequest', (request, reply, done) => {
    // Only product page addresses (…/quiz) can be old ones: everything else leaves at the first test.
    if (!request.url.includes('/quiz') || (request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) return done();
    const target = tenantFromHost(request.hostname) === 'cq' ? cqLegacyRedirect(request.url) : null;
    if (target) reply.redirect(target, 301);
    else done();
  });

  const indexFile = path.join(options.staticDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;

  await app.register(fastifyStatic, {
    root: options.staticDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build's first-visit render (dist/server) is for this process, not for browsers.
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    // The build writes .br and .gz copies (scripts/build-if-needed.mjs): sent to browsers that accept them.
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Hashed assets never change; the shell, the manifest and the service worker must be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  // A first visit's whole page links its stylesheets (the entry's and its routes'), one shell per set of them.
  const manifest = readClientManifest(options.staticDir);
  const firstVisitShells = new Map<string, string>();
  const shellFor = (rendered: FirstVisitPage | null): string => {
    if (!rendered || !manifest) return indexHtml;
    const hrefs = stylesheetsOfRoutes(manifest, rendered.routeIds);
    if (hrefs.length === 0) return indexHtml;
    const key = hrefs.join(' ');
    let shell = firstVisitShells.get(key);
    if (shell === undefined) firstVisitShells.set(key, (shell = withStylesheets(indexHtml, hrefs)));
    return shell;
  };
  const messages = poMessageLookup(options.localesDir ?? LOCALES_DIR);
  const renderFirstVisit = await loadFirstVisitRenderer(app, options.staticDir);
  const send = (request: FastifyRequest, reply: FastifyReply, product: ProductHeading | null, rendered: FirstVisitPage | null) =>
    sendHtml(request, reply, prerenderShell(shellFor(rendered), request.url, request.hostname, messages, product, rendered));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // The sale page and a buy offer, whole, as the app renders them for a visitor (null for any other page).
    const rendered = renderFirstVisit ? await renderFirstVisit(request) : null;
    if (!options.productHeading || !quizPageParts(request.url)) return send(request, reply, null, rendered);
    // A product the catalog cannot name (or a database hiccup) still gets the plain shell: the app says the rest.
    return options.productHeading(request.hostname, request.url).then(
      (product) => send(request, reply, product, rendered),
      () => send(request, reply, null, rendered),
    );
  };
}
