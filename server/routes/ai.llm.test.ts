// The model adapter driven through the real API by a local fake of the Chat Completions protocol: what a learner
// is served when the model answers well, breaks the schema, puts keys outside the options, repeats itself, gives a
// key its own blind re-answers contradict, or answers 429 and 500. Never a 5xx, never a bad question served.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { jsonCall } from '../test/auth.ts';
import { insertTestUser, mintAccessToken } from '../test/users.ts';
import { cloudProduct, entries, startEvent, syncCall, T0 } from '../test/exam.ts';
import { blindAnswers, startFakeChatServer, type FakeChatServer, type FakeRequest } from '../ai/test/fakeChatServer.ts';
import { quizReplySchema, TOPICS_REPLY_SCHEMA } from '@domain/aiQuiz/replySchemas.ts';
import type { ProductQuestions } from '@domain/exam/productQuestions.ts';
import type { SyncResponse } from '@domain/sync/protocol.ts';
import { eq } from 'drizzle-orm';
import { aiQuizzes, reportEvents } from '../db/schema.ts';

let fake: FakeChatServer;
let app: TestApp;

beforeAll(async () => {
  fake = await startFakeChatServer();
  app = await createTestApp({
    seed: true,
    config: { ai: { llm: { baseUrl: fake.baseUrl, apiKey: 'sk-test', model: undefined, timeoutMs: 5_000 }, quizzesPerHourPerUser: 1000, quizzesPerHourPerAddress: 1000, fixIntervalMin: 0 } },
  });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const topicNames = Array.from({ length: 15 }, (_, i) => `Thema ${i + 1}`);
beforeEach(() => {
  fake.reset({ quiz_topics: () => ({ content: { topics: topicNames.map((name) => ({ name })) } }) });
});

const q = (topic: string, text: string, options: string[], correct: string[], extra: Record<string, unknown> = {}) => ({
  topic,
  language: 'de',
  text,
  options: options.map((optionText, i) => ({ id: String.fromCharCode(97 + i), text: optionText })),
  correct,
  multipleAnswers: correct.length > 1,
  explanation: 'Erklärung.',
  ...extra,
});

const GOOD_DNS = 'Welcher Dienst übersetzt Domainnamen in IP-Adressen?';
const GOOD_PRIVATE = 'Welche der folgenden Bereiche sind private IPv4-Adressbereiche?';
const CONTRADICTED = 'Welcher TCP-Port ist der Standard für HTTPS?';

/** A reply with two sound questions and one of every kind of bad one. */
function mixedReply(topics: string[]) {
  const [t1, t2, t3] = topics as [string, string, string];
  return {
    questions: [
      q(t1, GOOD_DNS, ['DNS', 'DHCP', 'ARP'], ['a']),
      q(t2, GOOD_PRIVATE, ['10.0.0.0/8', '192.168.0.0/16', '8.8.8.0/24'], ['a', 'b']),
      q(t3, 'Welches Protokoll vergibt IP-Adressen automatisch?', ['DHCP', 'SMTP'], ['z']),
      q(t1, 'welcher Dienst übersetzt Domainnamen in IP Adressen', ['DNS', 'NTP'], ['a']),
      q(t2, 'Welches Protokoll ist verbindungsorientiert?', ['TCP', 'tcp', 'UDP'], ['a']),
      q(t3, 'Which protocol sends e-mail?', ['SMTP', 'IMAP'], ['a'], { language: 'en' }),
      q(t1, CONTRADICTED, ['80', '443'], ['a']),
      q(t2, 'Welche Schicht nutzt MAC-Adressen?', ['Schicht 2', 'Schicht 3'], ['a'], { multipleAnswers: true }),
      q('llm.999999.1', 'Was ist ein Subnetz?', ['Ein Teilnetz', 'Ein Kabel'], ['a']),
    ],
  };
}
const truth: Record<string, string[]> = { [GOOD_DNS]: ['a'], [GOOD_PRIVATE]: ['b', 'a'], [CONTRADICTED]: ['b'] };
const topicIdsIn = (request: FakeRequest) => [...request.messages.map((m) => m.content).join('\n').matchAll(/"id":"(llm\.[^"]+)"/g)].map((m) => m[1]!);

async function topics(query = 'country=de') {
  const response = await jsonCall(app, 'GET', `ai/topics?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ topics: { id: string; name: string }[]; generator: string; fallback?: string }>();
}
const createQuiz = (body: Record<string, unknown>, headers: Record<string, string> = {}) => jsonCall(app, 'POST', 'ai/quiz', { country: 'de', ...body }, { headers });
const served = async (quizId: string) => (await jsonCall(app, 'GET', `products/${quizId}/questions`)).json<ProductQuestions>();

describe('the model adapter against a fake Chat Completions server', () => {
  it('serves only the questions that pass every check and win the blind vote, with the strict schema and the country settings on the wire', async () => {
    const list = await topics();
    expect(list.generator).toBe('llm');
    expect(list.topics.map((t) => t.name)).toEqual(topicNames);
    const [topicsRequest] = fake.requests;
    expect(topicsRequest!.response_format).toEqual({ type: 'json_schema', json_schema: TOPICS_REPLY_SCHEMA });

    fake.handlers.quiz_questions = (request, index) => (index === 0 ? { content: '{"questions": "not a list"}' } : { content: mixedReply(topicIdsIn(request)) });
    fake.handlers.blind_answer = blindAnswers((text) => truth[text] ?? ['a']);
    const chosen = list.topics.slice(0, 3).map((t) => t.id);
    const response = await createQuiz({ topics: chosen });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ quizId: string; generator: string; priceTier: string; dropped: Record<string, number> }>();
    expect(body.generator).toBe('llm');
    expect(body.quizId).toMatch(/^ai-llm-/);
    expect(body.priceTier).toBe('1-PRODUCT-EXPIRE');
    expect(body.dropped).toEqual({
      'off-topic': 1,
      'wrong-language': 1,
      'key-outside-options': 1,
      'duplicate-option': 1,
      'multi-answer-flag': 1,
      duplicate: 1,
      'key-lost-blind-vote': 1,
    });

    // What the learner gets, now and after a reload: the two sound questions, keys on the right option texts.
    const quiz = await served(body.quizId);
    expect(quiz.questions.map((question) => question.text).sort()).toEqual([GOOD_DNS, GOOD_PRIVATE].sort());
    const keyTexts = (text: string) => {
      const question = quiz.questions.find((x) => x.text === text)!;
      return question.correct.map((letter) => question.options.find((o) => o.letter === letter)!.text).sort();
    };
    expect(keyTexts(GOOD_DNS)).toEqual(['DNS']);
    expect(keyTexts(GOOD_PRIVATE)).toEqual(['10.0.0.0/8', '192.168.0.0/16']);

    // The wire: strict schema and SPEC §9 sampling; a broken reply is answered once with its validation error.
    const quizRequests = fake.requests.filter((r) => r.response_format.json_schema.name === 'quiz_questions');
    expect(quizRequests).toHaveLength(2);
    for (const request of quizRequests) {
      expect(request).toMatchObject({ model: 'gpt-4.1-mini', temperature: 0.7, top_p: 0.8, frequency_penalty: 0, presence_penalty: 0, max_tokens: 4000 });
      // The schema pins "topic" to the chosen ids and "language" to the site's.
      expect(request.response_format).toEqual({ type: 'json_schema', json_schema: quizReplySchema(chosen, 'de') });
    }
    expect(quizRequests[1]!.messages.at(-1)!.content).toMatch(/Your reply was invalid: expected \{ questions/);
    // Blind votes: three per question that passed the checks, at temperature 0, never showing the key.
    const blind = fake.requests.filter((r) => r.response_format.json_schema.name === 'blind_answer');
    expect(blind).toHaveLength(9);
    for (const request of blind) {
      expect(request.temperature).toBe(0);
      expect(request.messages.map((m) => m.content).join(' ')).not.toMatch(/"correct"/);
    }
  });

  it('maps a topic written by its name (any case, with or without accents) back to its id instead of dropping the question', async () => {
    const list = await topics();
    const chosen = list.topics.slice(0, 3);
    fake.handlers.quiz_questions = () => ({
      content: {
        questions: [
          q(chosen[0]!.name.toUpperCase(), GOOD_DNS, ['DNS', 'DHCP', 'ARP'], ['a']),
          q(` ${chosen[1]!.name.toLowerCase()} `, GOOD_PRIVATE, ['10.0.0.0/8', '192.168.0.0/16', '8.8.8.0/24'], ['a', 'b']),
          q('Thèma 404', 'Was ist ein Subnetz?', ['Ein Teilnetz', 'Ein Kabel'], ['a']),
        ],
      },
    });
    fake.handlers.blind_answer = (request) => {
      const text = Object.keys(truth).find((known) => request.messages.some((m) => m.content.includes(known)));
      return { content: { answer: text ? truth[text]! : ['a'] } };
    };
    const response = await createQuiz({ topics: chosen.map((topic) => topic.id) });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ quizId: string; dropped: Record<string, number> }>();
    expect(body.dropped).toEqual({ 'off-topic': 1 });
    const quiz = await served(body.quizId);
    expect(quiz.questions.map((question) => question.topic).sort()).toEqual([chosen[0]!.id, chosen[1]!.id].sort());
  });

  it('scores an exam on a generated quiz through the exam sync like any product', async () => {
    const list = await topics();
    fake.handlers.quiz_questions = (request) => ({ content: mixedReply(topicIdsIn(request)) });
    fake.handlers.blind_answer = blindAnswers((text) => truth[text] ?? ['a']);
    const { quizId } = (await createQuiz({ topics: list.topics.slice(3, 6).map((t) => t.id) })).json<{ quizId: string }>();
    const quiz = await served(quizId);
    const userId = await insertTestUser(app);
    const token = await mintAccessToken(app, userId);
    const wrong = quiz.questions[1]!.options.find((o) => !quiz.questions[1]!.correct.includes(o.letter))!.letter;
    const batch = entries('dev-ai', quizId, [
      startEvent(quizId, userId, quiz.questions.length),
      { type: 'answer.select', at: T0 + 1000, question: 1, picked: [...quiz.questions[0]!.correct], correct: false },
      { type: 'answer.select', at: T0 + 2000, question: 2, picked: [wrong], correct: true },
      { type: 'exam.submit', at: T0 + 3000 },
    ]);
    const response = await syncCall(app, userId, token, { clientId: 'dev-ai', entries: batch });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SyncResponse>().states[quizId]!.state).toMatchObject({ submittedResult: true, nRightQuestion: 1 });
  });

  it('answers a reply that breaks the schema twice with a clear 424, and stores nothing', async () => {
    const list = await topics();
    fake.handlers.quiz_questions = () => ({ content: { questions: [{ text: 'no options' }] } });
    const before = await app.testDb.database.db.$count(aiQuizzes);
    const response = await createQuiz({ topics: list.topics.slice(0, 3).map((t) => t.id) });
    expect(response.statusCode).toBe(424);
    expect(await app.testDb.database.db.$count(aiQuizzes)).toBe(before);
    // Recorded as an AI demo error event.
    const [event] = await app.testDb.database.db.select().from(reportEvents).where(eq(reportEvents.type, 'ai_demo_error'));
    expect(event).toMatchObject({ country: 'de', comment: expect.stringMatching(/^ai_unavailable: .*invalid twice/) });
    expect(response.json()).toMatchObject({ error: 'ai_unavailable', message: expect.stringMatching(/invalid twice: questions\[0\]: missing/) });
  });

  it('refuses with 422 when every question loses its blind vote', async () => {
    const list = await topics();
    fake.handlers.quiz_questions = (request) => ({ content: { questions: [q(topicIdsIn(request)[0]!, CONTRADICTED, ['80', '443'], ['a'])] } });
    fake.handlers.blind_answer = blindAnswers(() => ['b']);
    const response = await createQuiz({ topics: list.topics.slice(0, 3).map((t) => t.id) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'no_checked_questions' });
    // Which checks failed how often goes to the operators' event, not to the learner.
    expect(response.body).not.toMatch(/blind-vote/);
    const events = await app.testDb.database.db.select().from(reportEvents).where(eq(reportEvents.type, 'ai_demo_error'));
    expect(events.map((event) => event.comment)).toContainEqual(expect.stringMatching(/^no_checked_questions: .*Dropped: key-lost-blind-vote ×1\./));
  });

  it('waits out a 429 with Retry-After and succeeds; a long Retry-After reaches the learner as a 429 with retry_after_s', async () => {
    const list = await topics();
    const chosen = list.topics.slice(0, 3).map((t) => t.id);
    fake.handlers.blind_answer = blindAnswers((text) => truth[text] ?? ['a']);
    fake.handlers.quiz_questions = (request, index) => (index === 0 ? { status: 429, headers: { 'retry-after': '1' } } : { content: mixedReply(topicIdsIn(request)) });
    const started = Date.now();
    const ok = await createQuiz({ topics: chosen });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    fake.handlers.quiz_questions = () => ({ status: 429, headers: { 'retry-after': '600' } });
    const busy = await createQuiz({ topics: chosen });
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({ error: 'too_many_attempts', retry_after_s: 600 });
  });

  it('on 500s falls back to the labelled catalog topics, and answers a quiz on model topics with a 424', async () => {
    const list = await topics();
    fake.handlers = {};
    const fallback = await topics(`country=de&productId=${cloudProduct('de')}`);
    expect(fallback.generator).toBe('catalog');
    expect(fallback.fallback).toBe('ai_unavailable');
    expect(fallback.topics.every((t) => t.id.startsWith('cat.'))).toBe(true);

    const failed = await createQuiz({ topics: list.topics.slice(0, 3).map((t) => t.id) });
    expect(failed.statusCode).toBe(424);
    expect(failed.json()).toMatchObject({ error: 'ai_unavailable', message: expect.stringMatching(/500/) });

    const catalogQuiz = await createQuiz({ topics: fallback.topics.slice(0, 3).map((t) => t.id) });
    expect(catalogQuiz.statusCode, catalogQuiz.body).toBe(201);
    expect(catalogQuiz.json()).toMatchObject({ generator: 'catalog' });
  }, 20_000);
});
