// The Chat Completions client against the local fake: timeouts, what is retried and what is not, refusals, cancel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatClient, type ChatError } from './chatClient.ts';
import { startFakeChatServer, type FakeChatServer } from './test/fakeChatServer.ts';
import { BLIND_ANSWER_SCHEMA, parseBlindAnswer } from '@domain/aiQuiz/replySchemas.ts';

let fake: FakeChatServer;
beforeAll(async () => {
  fake = await startFakeChatServer();
});
afterAll(() => fake.close());

const settings = { model: 'm', temperature: 0, topP: 0.8, frequencyPenalty: 0, presencePenalty: 0, maxTokens: 100 };
const client = (timeoutMs = 2_000) => createChatClient({ baseUrl: fake.baseUrl, apiKey: 'k', model: undefined, timeoutMs, backoffMs: 10 });
const ask = (c = client(), signal?: AbortSignal) => c.ask([{ role: 'user', content: '{}' }], BLIND_ANSWER_SCHEMA, settings, parseBlindAnswer, signal);
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ChatError);

describe('chat client', () => {
  it('gives up on a model that does not answer in time, after its tries, as a timeout', async () => {
    fake.reset({ blind_answer: () => new Promise((resolve) => setTimeout(() => resolve({ content: { answer: ['a'] } }), 500)) });
    const error = await failure(ask(client(100)));
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a refused request (400, 401)', async () => {
    fake.reset({ blind_answer: () => ({ status: 401 }) });
    expect(await failure(ask())).toMatchObject({ kind: 'unavailable', message: expect.stringMatching(/401/) });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries 500 with backoff and takes the answer that comes', async () => {
    fake.reset({ blind_answer: (_, index) => (index < 2 ? { status: 503 } : { content: { answer: ['b'] } }) });
    expect(await ask()).toEqual(['b']);
    expect(fake.requests[0]!.messages).toEqual([{ role: 'user', content: '{}' }]);
  });

  it('stops at once when the caller cancels', async () => {
    fake.reset({ blind_answer: () => new Promise((resolve) => setTimeout(() => resolve({ content: { answer: ['a'] } }), 500)) });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    expect(await failure(ask(client(), controller.signal))).toMatchObject({ kind: 'cancelled' });
    expect(Date.now() - started).toBeLessThan(400);
    expect(fake.requests).toHaveLength(1);
  });
});
