// The AI quiz service as the configuration asks for it: the catalog generator always (the embedded default and the
// labelled fallback), the model adapter when an OpenAI-compatible service is configured.
import type { Db } from '../db/open.ts';
import type { AiConfig } from './aiConfig.ts';
import { createCatalogGenerator } from './catalogGenerator.ts';
import { createChatClient } from './chatClient.ts';
import { createLlmGenerator } from './llmGenerator.ts';
import { createAiQuizService, type AiQuizService } from './quizService.ts';
import { createHourlyLimiter } from '../auth/hourlyLimit.ts';
import type { ThrottleStore } from '../auth/throttleStore.ts';

/** `store`: the shared counter store (auth.throttleStore): a learner's quizzes count on both tenants and every process. */
export function createAiQuizServiceFromConfig(db: Db, config: AiConfig, store: ThrottleStore): AiQuizService {
  const llm = config.llm ? createLlmGenerator(db, createChatClient(config.llm), { model: config.llm.model }) : null;
  return createAiQuizService({
    db,
    catalog: createCatalogGenerator(db),
    llm,
    limiter: createHourlyLimiter(store, 'ai-generation:'),
    limits: { perUser: config.quizzesPerHourPerUser, perAddress: config.quizzesPerHourPerAddress },
  });
}
