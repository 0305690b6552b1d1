// A first visit's sale page or buy offer, rendered by the app's own routes and components: the build's
// dist/server/renderFirstVisit.js (src/app/renderFirstVisit.tsx), which asks this server's API through
// fastify.inject, as a visitor with no account. One render at a time: the app has one Lingui instance.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { tenantFromHost, type Tenant } from '@domain/markets/types.ts';
import { quizPageParts } from './shellPrerender.ts';

/** What src/app/renderFirstVisit.tsx answers: the root element's content and the reads to keep for offline. */
export interface FirstVisitPage {
  html: string;
  offlineNeeds: string[];
}

type RenderFirstVisit = (url: string, options: { tenant: Tenant; fetch: typeof fetch }) => Promise<FirstVisitPage | null>;

/** The page, or null: not a page rendered on a first visit, or it failed. */
export type FirstVisitRenderer = (request: { hostname: string; host: string; url: string }) => Promise<FirstVisitPage | null>;

/** Only a country's home (the sale page) and product pages can be rendered: nothing else is tried. */
export function firstVisitAddress(url: string): string | null {
  const [pathname = '/', query] = url.split('?', 2);
  const home = /^\/[a-z]{2,3}\/?$/.exec(pathname);
  // The app's address of a home has no trailing slash ('/de/' is '/de' once the router has it).
  if (home) return `${pathname.replace(/\/$/, '')}${query ? `?${query}` : ''}`;
  return quizPageParts(url) ? url : null;
}

/** The API as the app would call it, answered by this server's routes in-process. */
export function injectFetch(app: FastifyInstance, host: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), `http://${host}`), init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const reply = await app.inject({ method: request.method as 'GET', url: `${url.pathname}${url.search}`, headers: { ...Object.fromEntries(request.headers), host }, payload: body });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const noBody = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(noBody ? null : new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers });
  };
}

/** Renders waiting beyond this many get the plain first paint at once: a burst of first visits is not held up. */
const MOST_WAITING = 4;

/** The renderer of this build, or null when the build has none (an older build, or no build at all). */
export async function loadFirstVisitRenderer(app: FastifyInstance, staticDir: string): Promise<FirstVisitRenderer | null> {
  const file = path.join(staticDir, 'server', 'renderFirstVisit.js');
  if (!fs.existsSync(file)) return null;
  const { renderFirstVisit } = (await import(pathToFileURL(file).href)) as { renderFirstVisit: RenderFirstVisit };
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return (request) => {
    const address = firstVisitAddress(request.url);
    if (!address || waiting >= MOST_WAITING) return Promise.resolve(null);
    waiting += 1;
    const render = () => renderFirstVisit(address, { tenant: tenantFromHost(request.hostname), fetch: injectFetch(app, request.host) });
    const rendered = queue
      .then(render, render)
      .catch((error: unknown) => {
        app.log.warn({ err: error, url: request.url }, 'first-visit render failed; the plain first paint is sent');
        return null;
      })
      .finally(() => {
        waiting -= 1;
      });
    queue = rendered;
    return rendered;
  };
}
