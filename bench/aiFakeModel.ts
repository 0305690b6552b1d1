// The fake Chat Completions server of the AI quiz bench, in its own process so its work never lands in the measured
// event loop: 15 topics, 20 valid questions a reply, every blind vote for the key. Prints its base URL.
import { blindAnswers, startFakeChatServer } from '../server/ai/test/fakeChatServer.ts';

const fake = await startFakeChatServer({
  quiz_topics: () => ({ content: { topics: Array.from({ length: 15 }, (_, i) => ({ name: `Thema ${i + 1}` })) } }),
  quiz_questions: (request) => {
    const topicIds = [...request.messages.map((m) => m.content).join('\n').matchAll(/"id":"(llm\.[^"]+)"/g)].map((m) => m[1]!);
    return {
      content: {
        questions: Array.from({ length: 20 }, (_, i) => ({
          topic: topicIds[i % topicIds.length],
          language: 'de',
          text: `Frage Nummer ${i + 1} zu ${topicIds[i % topicIds.length]}: welche Antwort stimmt?`,
          options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Antwort ${id.toUpperCase()} zu Frage ${i + 1}` })),
          correct: ['b'],
          multipleAnswers: false,
          explanation: 'Weil B stimmt.',
        })),
      },
    };
  },
  blind_answer: blindAnswers(() => ['b']),
});
// Only the answers matter here: forget each request once answered.
setInterval(() => (fake.requests.length = 0), 1000).unref();
console.log(fake.baseUrl);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
