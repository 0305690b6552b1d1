// The worker thread of the page render (server/lib/pageRender.ts): it loads the build's dist/server/renderPage.js,
// whose app modules (the router, Lingui, React) then live here, not in the thread that answers the API, and renders
// one page at a time. The app's API calls come back to the main thread as messages, which answers them with its own
// routes (fastify.inject). Plain JavaScript: it runs without tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const { renderPage } = await import(pathToFileURL(workerData.renderer).href);

let nextFetch = 0;
const answers = new Map();

/** The fetch the app's API client uses: each call goes to the main thread and back. */
function fetchThroughServer(origin) {
  return async (input, init) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), origin), init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    const id = nextFetch++;
    const answered = new Promise((resolve) => answers.set(id, resolve));
    parentPort.postMessage({ type: 'fetch', id, method: request.method, url: request.url, headers: [...request.headers], body });
    const answer = await answered;
    const noBody = answer.status === 204 || answer.status === 304;
    return new Response(noBody ? null : answer.body, { status: answer.status, headers: answer.headers });
  };
}

let queue = Promise.resolve();
parentPort.on('message', (message) => {
  if (message.type === 'fetched') {
    answers.get(message.id)?.(message);
    answers.delete(message.id);
    return;
  }
  if (message.type !== 'render') return;
  queue = queue.then(async () => {
    try {
      const page = await renderPage(message.url, { tenant: message.tenant, origin: message.origin, fetch: fetchThroughServer(message.origin) });
      parentPort.postMessage({ type: 'rendered', id: message.id, page });
    } catch (error) {
      parentPort.postMessage({ type: 'rendered', id: message.id, page: null, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
});
