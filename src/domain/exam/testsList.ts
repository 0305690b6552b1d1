// The tests of a product (SPEC §7 "Tests"): a named attempt of one mode by one user, as the tests calls send and
// take it. Shared by the API and the PWA; types only.
import type { TestMode } from '../config/types.ts';
import type { ProductQuestions } from './productQuestions.ts';

export const TEST_STATUSES = ['new', 'started', 'submitted', 'abandoned'] as const;
/**
 * new: created, not begun; started: an attempt runs; submitted: final (only a restart of the same test resets it);
 * abandoned: another test replaced its attempt before it was submitted (a device keeps one attempt per product).
 */
export type TestStatus = (typeof TEST_STATUSES)[number];

export interface TestRecord {
  testId: string;
  name: string;
  status: TestStatus;
  nQuestion: number;
  /** Results of a submitted test; null before. */
  nRightQuestion: number | null;
  passingScorePer: number | null;
  failure: boolean | null;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

/** GET products/{productId}/tests/{userId}/{mode}: oldest first; lastActiveTestId is the most recently updated. */
export interface TestsList {
  productId: string;
  mode: TestMode;
  lastActiveTestId: string | null;
  tests: TestRecord[];
}

/** create keeps an existing test; force_create resets it to new. */
export type InitTestAction = 'create' | 'force_create';

export interface InitTestRequest {
  action: InitTestAction;
  /** "Test data load immediately": also send the product's questions. */
  tdli: boolean;
  mode: TestMode;
  name?: string;
  nQuestion?: number;
}

export interface InitTestResponse {
  result: 'created' | 'exists';
  test: TestRecord;
  /** Only when tdli was true. */
  questions?: ProductQuestions;
}

export interface SaveTestStatusRequest {
  mode: TestMode;
  status: Exclude<TestStatus, 'new'>;
  nRightQuestion?: number;
  passingScorePer?: number;
  failure?: boolean;
}

/** kept-on-device: a guest's tests live on the device only, so there is no test to send back. */
export type SaveTestStatusResponse = { result: 'saved'; test: TestRecord } | { result: 'kept-on-device' };

/** A name must hold something visible and fit this. */
export const TEST_NAME_MAX_LENGTH = 80;
