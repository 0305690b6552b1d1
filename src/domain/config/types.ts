// Shape of a product's quiz configuration per user (SPEC §3 "Product config per user").

/** The two configurable test modes. */
export const TEST_MODES = ['practice', 'exam'] as const;
export type TestMode = (typeof TEST_MODES)[number];

/** A numeric setting: its current value and, where the spec gives them, its bounds. */
export interface BoundedValue {
  current: number;
  min?: number;
  max?: number;
}

/** A numeric setting whose bounds are always known (practice mode). */
export interface RangedValue extends BoundedValue {
  min: number;
  max: number;
}

/** Settings shared by practice and exam mode. */
export interface ModeConfig<V extends BoundedValue = BoundedValue> {
  random: boolean;
  numTest: V;
  numQuestions: V;
  successRate: V;
  /** Minutes. */
  time: V;
  isConfigured: boolean;
  lastActiveTestId: string | null;
}

/** Practice carries min and max for every numeric setting. */
export type PracticeConfig = ModeConfig<RangedValue>;
export type ExamConfig = ModeConfig;

/** Flash cards have no numeric settings in the spec; only the per-mode fields. */
export interface FlashCardConfig {
  isConfigured: boolean;
  lastActiveTestId: string | null;
}

export interface ProductConfig {
  userId: string;
  totalAvailableQuestions: number;
  practice: PracticeConfig;
  exam: ExamConfig;
  flashCard: FlashCardConfig;
}
