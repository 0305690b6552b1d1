// Serves the built PWA: static files, each country page rendered by the app itself (server/lib/pageRender.ts) or
// index.html for the app to render, and the optional .html → no-.html redirect.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendHtml } from '../lib/sendHtml.ts';
import { pageHtml, plainPageHtml } from '../lib/pageShell.ts';
import { assetsOfRoutes, readClientManifest } from '../lib/routeAssets.ts';
import { loadPageRenderer } from '../lib/pageRender.ts';
import { cqLegacyRedirect } from '@domain/routes/cqLegacy.ts';
import { tenantFromHost } from '@domain/markets/types.ts';
import { pageLanguage, tenantLocale } from '@domain/markets/countries.ts';
import { siteCountry } from '@domain/routes/siteCountry.ts';

export interface SpaOptions {
  staticDir: string;
  redirectHtml: boolean;
  renderTimeoutMs: number;
  /** The shop's address (PUBLIC_URL): a rendered page's absolute links (hreflang) point there, whatever Host a
   * request names. */
  publicUrl: string;
}

/** The country site an address belongs to, or null ('/', '/api-docs', …). */
function siteOf(request: FastifyRequest) {
  const segment = request.url.split(/[/?]/, 2)[1] ?? '';
  const tenant = tenantFromHost(request.hostname);
  const country = siteCountry(segment, tenant);
  return country ? { tenant, country } : null;
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
    // The build's page render (dist/server) is for this process, not for browsers.
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
  const manifest = readClientManifest(options.staticDir);
  const renderPage = await loadPageRenderer(app, options.staticDir, options.renderTimeoutMs, options.publicUrl);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const site = siteOf(request);
    if (!site) return sendHtml(request, reply, indexHtml);
    const page = renderPage ? await renderPage(request) : null;
    if (!page || !manifest) return sendHtml(request, reply, plainPageHtml(indexHtml, pageLanguage(site.tenant, site.country)));
    // The page's language catalog loads with the entry: preloaded beside it.
    const assets = assetsOfRoutes(manifest, page.routeIds, [`locales/${tenantLocale(site.tenant, site.country)}/messages.po`]);
    return sendHtml(request, reply, pageHtml(indexHtml, page, assets));
  };
}
