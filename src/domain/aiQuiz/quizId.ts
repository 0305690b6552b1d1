// A generated quiz's id says which generator made it, so the label is right after a reload and offline too.
import type { QuizGeneratorKind } from './types.ts';

const PREFIX: Readonly<Record<QuizGeneratorKind, string>> = { catalog: 'ai-cat-', llm: 'ai-llm-' };

export const isAiQuizId = (id: string): boolean => id.startsWith('ai-');

export function aiQuizId(kind: QuizGeneratorKind, random: string): string {
  return `${PREFIX[kind]}${random}`;
}

/** The generator of a quiz id, or null for a product id. */
export function generatorOfQuizId(id: string): QuizGeneratorKind | null {
  if (id.startsWith(PREFIX.catalog)) return 'catalog';
  if (id.startsWith(PREFIX.llm)) return 'llm';
  return null;
}
