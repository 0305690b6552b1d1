// A local server speaking the Sentry envelope protocol, for tests: POST /api/<project>/envelope/ with the
// X-Sentry-Auth header carrying the DSN's public key; the body is an envelope (header line with the event id, an
// item header of type "event", the event, whose event_id must match). Accepted events are kept; 429 on demand.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSentry {
  dsn: string;
  events: Record<string, unknown>[];
  refused: number;
  rateLimitNext(n: number, retryAfterS?: number): void;
  close(): Promise<void>;
}

export async function startFakeSentry(projectId = '42', publicKey = 'abc123public'): Promise<FakeSentry> {
  const state = { events: [] as Record<string, unknown>[], refused: 0, limited: 0, retryAfter: undefined as number | undefined };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown = {}, headers: Record<string, string> = {}) => {
        if (status >= 400) state.refused += 1;
        response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== `/api/${projectId}/envelope/`) return answer(404);
      const auth = request.headers['x-sentry-auth'] ?? '';
      if (!String(auth).startsWith('Sentry ') || !String(auth).includes(`sentry_key=${publicKey}`) || !String(auth).includes('sentry_version=7')) return answer(401, { detail: 'bad auth' });
      if (state.limited > 0) {
        state.limited -= 1;
        return answer(429, {}, state.retryAfter === undefined ? {} : { 'retry-after': String(state.retryAfter) });
      }
      try {
        const [header, itemHeader, payload] = Buffer.concat(chunks).toString('utf8').split('\n');
        const envelope = JSON.parse(header!) as { event_id?: string };
        const item = JSON.parse(itemHeader!) as { type?: string; length?: number };
        const event = JSON.parse(payload!) as Record<string, unknown>;
        if (item.type !== 'event' || event.event_id !== envelope.event_id || (item.length !== undefined && item.length !== Buffer.byteLength(payload!))) return answer(400, { detail: 'bad envelope' });
        if (!state.events.some((each) => each.event_id === event.event_id)) state.events.push(event);
        return answer(200, { id: event.event_id });
      } catch {
        return answer(400, { detail: 'unreadable envelope' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://${publicKey}@127.0.0.1:${port}/${projectId}`,
    get events() {
      return state.events;
    },
    get refused() {
      return state.refused;
    },
    rateLimitNext(n, retryAfterS) {
      state.limited = n;
      state.retryAfter = retryAfterS;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
