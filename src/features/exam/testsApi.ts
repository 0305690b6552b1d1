// The tests calls of SPEC §7 "Tests" (list, init, saveStatus) over the one API client. Guests get answers too, but
// their tests stay on the device.
import type { ApiClient } from '../../api/client.ts';
import type { TestMode } from '../../domain/config/types.ts';
import type { InitTestRequest, InitTestResponse, SaveTestStatusRequest, SaveTestStatusResponse, TestsList } from '../../domain/exam/testsList.ts';

const testsPath = (productId: string) => `products/${encodeURIComponent(productId)}/tests`;
const testPath = (productId: string, testId: string, action: 'init' | 'saveStatus', userId: string) =>
  `${testsPath(productId)}/${encodeURIComponent(testId)}/${action}/${encodeURIComponent(userId)}`;

/** The user's tests of a product in one mode, oldest first. */
export function listTests(api: ApiClient, productId: string, userId: string, mode: TestMode): Promise<TestsList> {
  return api.request<TestsList>(`${testsPath(productId)}/${encodeURIComponent(userId)}/${mode}`, { productId });
}

export interface InitTestInput extends InitTestRequest {
  productId: string;
  testId: string;
  userId: string;
}

/** Creates a test (create keeps an existing one, force_create resets it); tdli also brings the questions. */
export function initTest(api: ApiClient, { productId, testId, userId, ...body }: InitTestInput): Promise<InitTestResponse> {
  return api.request<InitTestResponse>(testPath(productId, testId, 'init', userId), { method: 'POST', body, productId });
}

export interface SaveTestStatusInput extends SaveTestStatusRequest {
  productId: string;
  testId: string;
  userId: string;
}

/** Saves a test's status and results; starting a submitted test again fails with 409 test_submitted. */
export function saveTestStatus(api: ApiClient, { productId, testId, userId, ...body }: SaveTestStatusInput): Promise<SaveTestStatusResponse> {
  return api.request<SaveTestStatusResponse>(testPath(productId, testId, 'saveStatus', userId), { method: 'POST', body, productId });
}
