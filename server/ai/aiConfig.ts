// AI settings from the environment: the OpenAI-compatible service (off unless OPENAI_BASE_URL or OPENAI_API_KEY is
// set: then the catalog generator is the embedded default) and the generation rate limits.

export interface LlmConfig {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), http://localhost:8000/v1 (vLLM). */
  baseUrl: string;
  apiKey: string | undefined;
  /** Overrides the country's model (SPEC §9 AI demo topics) when set. */
  model: string | undefined;
  /** One Chat Completions call. */
  timeoutMs: number;
}

export interface AiConfig {
  llm: LlmConfig | null;
  /** Quizzes one signed-in learner may generate per hour, and one client address (guests included). */
  quizzesPerHourPerUser: number;
  quizzesPerHourPerAddress: number;
  /** Minutes between the question fixer's runs inside the server; 0 (the default) leaves it to `npm run ai:fix`. */
  fixIntervalMin: number;
}

function readInt(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : fallback;
}

export function loadAiConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  const baseUrl = env.OPENAI_BASE_URL || (env.OPENAI_API_KEY ? 'https://api.openai.com/v1' : undefined);
  return {
    llm: baseUrl
      ? { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey: env.OPENAI_API_KEY || undefined, model: env.OPENAI_MODEL || undefined, timeoutMs: readInt(env.OPENAI_TIMEOUT_MS, 60_000) }
      : null,
    quizzesPerHourPerUser: readInt(env.AI_QUIZZES_PER_HOUR_PER_USER, 20),
    quizzesPerHourPerAddress: readInt(env.AI_QUIZZES_PER_HOUR_PER_ADDRESS, 60),
    fixIntervalMin: readInt(env.AI_FIX_INTERVAL_MIN, 0),
  };
}
