// Shapes of a generated quiz question before it is checked and shuffled (AI quizzes, issue 14).

/** Which generator made a quiz: the catalog sampler (labelled, never "AI") or an OpenAI-compatible model. */
export type QuizGeneratorKind = 'catalog' | 'llm';

export interface DraftOption {
  /** Stable within the question ("a", "b", … from a model; the bank letter from the catalog). */
  id: string;
  text: string;
}

/** A question as a generator proposes it: the key names option ids, never positions. */
export interface DraftQuestion {
  /** The quiz topic id the question was asked for. */
  topic: string;
  text: string;
  options: DraftOption[];
  correct: string[];
  multipleAnswers: boolean;
  explanation: string;
  /** The bank question it was taken from (catalog generator). */
  sourceId?: string;
}

export interface QuizTopic {
  id: string;
  name: string;
}
