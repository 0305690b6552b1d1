// A learner's setup of a product per mode (config of SPEC §3, topics and custom counts), kept on the device in
// IndexedDB; signed-in learners also keep the config on the server.
import type { ShopDatabase } from '../../db/db.ts';
import { defaultProductConfig } from '../../domain/config/defaults.ts';
import type { CustomTopicCount, Topic } from '../../domain/config/topics.ts';
import type { ModeConfig, TestMode } from '../../domain/config/types.ts';

export interface QuizSetup {
  config: ModeConfig;
  topics: Topic[];
  custom: CustomTopicCount[];
}

const keyOf = (productId: string, mode: TestMode) => `${productId}:${mode}`;

export function defaultSetup(mode: TestMode, bankTopics: readonly { name: string; questionCount: number }[]): QuizSetup {
  const total = bankTopics.reduce((sum, topic) => sum + topic.questionCount, 0);
  return {
    config: structuredClone(defaultProductConfig('guest', total)[mode]),
    topics: bankTopics.map((topic) => ({ topicName: topic.name, numberOfQuestions: topic.questionCount, selected: true })),
    custom: [],
  };
}

export async function loadSetup(db: ShopDatabase, productId: string, mode: TestMode): Promise<QuizSetup | null> {
  const stored = await db.productConfigs.get(keyOf(productId, mode));
  return stored ? (stored.config as QuizSetup) : null;
}

export async function saveSetup(db: ShopDatabase, productId: string, mode: TestMode, setup: QuizSetup): Promise<void> {
  await db.productConfigs.put({ key: keyOf(productId, mode), productId, mode, config: setup, updatedAt: Date.now() });
}

/** Forgets the setup of one mode, or of both (the full reset of SPEC §4). */
export async function resetSetup(db: ShopDatabase, productId: string, mode: TestMode | 'all'): Promise<void> {
  const modes: TestMode[] = mode === 'all' ? ['practice', 'exam'] : [mode];
  await db.productConfigs.bulkDelete(modes.map((m) => keyOf(productId, m)));
}
