// The app's first reads on a page the server rendered: the API answers the server's render used travel in the page
// (a JSON data block, src/domain/http/serverPage.ts), so the app's first load finds the same data without a request
// and hydrates the same markup. Each answer is used once; every later read goes to the network.
import { PRIMED_RESPONSES_ID, type PrimedResponse } from '../domain/http/serverPage.ts';

/** The answers the page carries, or none (a page the server did not render, or a block that does not parse). */
export function readPrimedResponses(doc: Document = document): PrimedResponse[] {
  const block = doc.getElementById(PRIMED_RESPONSES_ID);
  if (!block?.textContent) return [];
  try {
    const parsed = JSON.parse(block.textContent) as unknown;
    return Array.isArray(parsed) ? (parsed as PrimedResponse[]) : [];
  } catch {
    return [];
  }
}

export function primedFetch(responses: readonly PrimedResponse[], network: typeof fetch, base: () => string = () => location.href): typeof fetch {
  const waiting = new Map(responses.map((response) => [response.url, response]));
  return (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method === 'GET' && waiting.size > 0) {
      const address = new URL(input instanceof Request ? input.url : String(input), base());
      const key = `${address.pathname}${address.search}`;
      const primed = waiting.get(key);
      if (primed) {
        waiting.delete(key);
        return Promise.resolve(new Response(primed.body, { status: primed.status, headers: { 'content-type': primed.contentType } }));
      }
    }
    return network(input, init);
  };
}
