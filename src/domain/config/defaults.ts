// Default product configuration (SPEC §9), used for guests and before a user has configured a product.
import { DEFAULT_EXAM_TIME_MIN } from '../constants.ts';
import type { ProductConfig } from './types.ts';

/** A fresh default config; every call returns new objects, so callers may change them freely. */
export function defaultProductConfig(userId: string, totalAvailableQuestions: number): ProductConfig {
  return {
    userId,
    totalAvailableQuestions: Number.isFinite(totalAvailableQuestions) ? Math.max(0, Math.floor(totalAvailableQuestions)) : 0,
    practice: {
      random: false,
      numTest: { current: 1, min: 1, max: 1 },
      numQuestions: { current: 10, min: 5, max: 10 },
      successRate: { current: 70, min: 30, max: 90 },
      time: { current: DEFAULT_EXAM_TIME_MIN, min: 20, max: 120 },
      isConfigured: false,
      lastActiveTestId: null,
    },
    exam: {
      random: false,
      numTest: { current: 1 },
      numQuestions: { current: 10 },
      successRate: { current: 70 },
      time: { current: DEFAULT_EXAM_TIME_MIN },
      isConfigured: true,
      lastActiveTestId: null,
    },
    flashCard: { isConfigured: false, lastActiveTestId: null },
  };
}
