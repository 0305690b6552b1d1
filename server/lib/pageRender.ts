// Pages rendered on the server by the app's own routes and components (the build's dist/server/renderPage.js, from
// src/app/renderPage.tsx), in a worker thread, asking this server's API through fastify.inject as a visitor with no
// account. One render at a time: the app has one Lingui instance.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { tenantFromHost } from '@domain/markets/types.ts';
import type { ServerPage } from '@domain/http/serverPage.ts';

/** The page, or null: not a page the server renders, or the render could not complete it. */
export type PageRenderer = (request: { hostname: string; host: string; protocol: string; url: string }) => Promise<ServerPage | null>;

/** Renders in the worker beyond this many (waited for or already given up) get the plain shell at once: a burst of
 *  visits, or a render that hangs, does not hold up the pages after it. */
const MOST_WAITING = 4;

type WorkerMessage =
  | { type: 'fetch'; id: number; method: string; url: string; headers: [string, string][]; body: ArrayBuffer | null }
  | { type: 'rendered'; id: number; page: ServerPage | null; error?: string };

/** Answers one of the app's API calls with this server's own routes. */
async function answerFetch(app: FastifyInstance, message: Extract<WorkerMessage, { type: 'fetch' }>) {
  const url = new URL(message.url);
  const reply = await app.inject({
    method: message.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(message.headers),
    payload: message.body ? Buffer.from(message.body) : undefined,
  });
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(reply.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.push([name, String(one)]);
  }
  // A copy of its own, handed over to the worker (not copied again).
  const body = new Uint8Array(reply.rawPayload).buffer;
  return { type: 'fetched', id: message.id, status: reply.statusCode, headers, body };
}

/**
 * The renderer of this build, or null when the build has none. It runs in a worker thread
 * (server/lib/pageRenderWorker.mjs): the app's modules stay out of the thread that answers the API, and a render
 * never holds up a request. A render that takes longer than `timeoutMs` is given up for the plain shell.
 */
export async function loadPageRenderer(app: FastifyInstance, staticDir: string, timeoutMs: number, origin: string): Promise<PageRenderer | null> {
  const renderer = path.join(staticDir, 'server', 'renderPage.js');
  if (!fs.existsSync(renderer)) return null;
  const worker = new Worker(new URL('./pageRenderWorker.mjs', import.meta.url), { workerData: { renderer }, execArgv: [] });
  worker.unref();
  const rendered = new Map<number, (page: ServerPage | null) => void>();
  // Sent to the worker and not answered yet, counted until it answers even when the wait was given up.
  let inWorker = 0;
  let broken = false;
  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'fetch') {
      answerFetch(app, message).then(
        (answer) => worker.postMessage(answer, [answer.body]),
        (error: unknown) => worker.postMessage({ type: 'fetched', id: message.id, status: 502, headers: [], body: null, error: String(error) }),
      );
    } else if (message.type === 'rendered') {
      inWorker -= 1;
      if (message.error) app.log.warn({ error: message.error }, 'page render failed; the plain shell is sent');
      rendered.get(message.id)?.(message.page);
      rendered.delete(message.id);
    }
  });
  const giveUpAll = (error: unknown) => {
    broken = true;
    app.log.error({ err: error }, 'the page render stopped; pages get the plain shell');
    for (const resolve of rendered.values()) resolve(null);
    rendered.clear();
  };
  worker.on('error', giveUpAll);
  worker.on('exit', (code) => {
    if (!broken && code !== 0) giveUpAll(new Error(`page render worker exited with ${code}`));
    broken = true;
  });
  app.addHook('onClose', async () => {
    broken = true;
    await worker.terminate();
  });

  let nextRender = 0;
  return (request) => {
    if (broken || inWorker >= MOST_WAITING) return Promise.resolve(null);
    const id = nextRender++;
    return new Promise<ServerPage | null>((resolve) => {
      const timer = setTimeout(() => {
        rendered.delete(id);
        resolve(null);
      }, timeoutMs);
      rendered.set(id, (page) => {
        clearTimeout(timer);
        resolve(page);
      });
      inWorker += 1;
      worker.postMessage({ type: 'render', id, url: request.url, tenant: tenantFromHost(request.hostname), origin });
    });
  };
}
