// The one interface both quiz generators implement: the catalog sampler (embedded default, labelled, never "AI")
// and the OpenAI-compatible model adapter.
import type { CountryCode, Tenant } from '@domain/markets/types.ts';
import type { DraftQuestion, QuizGeneratorKind, QuizTopic } from '@domain/aiQuiz/types.ts';

export interface GenerationScope {
  tenant: Tenant;
  country: CountryCode;
  /** The bank locale of the site (de, en, …): questions are in the site's language. */
  locale: string;
  /** Topics for one product (its bank, its title); the whole site otherwise. */
  productId?: string;
}

export interface GeneratedQuestions {
  topics: QuizTopic[];
  questions: DraftQuestion[];
  /** Normalised texts a question must not repeat (the bank's questions). */
  known: ReadonlySet<string>;
  /** Questions the generator itself refused, by reason (wrong language, lost the blind vote, …). */
  dropped: Record<string, number>;
}

/** A refusal the caller can act on; the route turns it into a 4xx { error, message }. */
export class GenerationError extends Error {
  override name = 'GenerationError';
  constructor(
    readonly code: 'unknown_product' | 'unknown_topic' | 'ai_unavailable' | 'ai_rate_limited' | 'no_checked_questions',
    message: string,
    readonly retryAfterS?: number,
    /** For operators only (the log and the ai_demo_error event): how many questions each check dropped. */
    readonly dropped?: Readonly<Record<string, number>>,
  ) {
    super(message);
  }
}

export interface QuizGenerator {
  readonly kind: QuizGeneratorKind;
  /** Whether a topic id is one this generator handed out. */
  owns(topicId: string): boolean;
  topics(scope: GenerationScope, count: number, signal?: AbortSignal): Promise<QuizTopic[]>;
  questions(scope: GenerationScope, topicIds: readonly string[], count: number, signal?: AbortSignal): Promise<GeneratedQuestions>;
}
