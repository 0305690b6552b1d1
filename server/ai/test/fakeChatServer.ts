// A small local server speaking the OpenAI Chat Completions protocol (POST /v1/chat/completions), for tests and
// benches of the model adapter: no third-party service is reached. Each request is recorded and answered by the
// handler of its response_format schema name (quiz_topics, quiz_questions, blind_answer).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  model: string;
  messages: { role: string; content: string }[];
  temperature: number;
  top_p: number;
  frequency_penalty: number;
  presence_penalty: number;
  max_tokens: number;
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
}

/** A reply: content to wrap in a completion (string as is, anything else JSON-encoded), or a bare HTTP status. */
export type FakeReply = { content: unknown } | { status: number; headers?: Record<string, string> };
export type FakeHandler = (request: FakeRequest, index: number) => FakeReply | Promise<FakeReply>;

export interface FakeChatServer {
  baseUrl: string;
  requests: FakeRequest[];
  /** Handlers by schema name; the index counts that schema's requests from 0. */
  handlers: Record<string, FakeHandler>;
  /** Forgets the recorded requests and restarts every schema's index at 0, with these handlers. */
  reset(handlers: Record<string, FakeHandler>): void;
  close(): Promise<void>;
}

export async function startFakeChatServer(handlers: Record<string, FakeHandler> = {}): Promise<FakeChatServer> {
  const requests: FakeRequest[] = [];
  const counts = new Map<string, number>();
  const fake: FakeChatServer = {
    baseUrl: '',
    requests,
    handlers,
    reset(next) {
      requests.length = 0;
      counts.clear();
      fake.handlers = next;
    },
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
          return;
        }
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeRequest;
        requests.push(body);
        const name = body.response_format?.json_schema?.name ?? '';
        const index = counts.get(name) ?? 0;
        counts.set(name, index + 1);
        const handler = fake.handlers[name];
        const reply: FakeReply = handler ? await handler(body, index) : { status: 500 };
        if ('status' in reply) {
          res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(`{"error":{"message":"fake ${reply.status}"}}`);
          return;
        }
        const content = typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content);
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

/** The blind-answer handler of a fake model that "knows" the right option ids of each question by its text. */
export function blindAnswers(truth: (questionText: string, options: { id: string; text: string }[]) => string[]): FakeHandler {
  return (request) => {
    const asked = JSON.parse(request.messages.at(-1)!.content) as { question: string; options: { id: string; text: string }[] };
    return { content: { answer: truth(asked.question, asked.options) } };
  };
}
