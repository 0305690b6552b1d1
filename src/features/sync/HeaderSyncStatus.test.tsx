// @vitest-environment jsdom
// The header's sync indicator counts what waits for the server: a signed-in learner's own actions. A guest's answers
// are not waiting for anything (they stay on the device until an account adopts them), so the guest reads "Saved" and
// "All saved on this device", never a "Saving" that never ends.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { shopDb } from '../../db/db.ts';
import { recordExamAction } from '../../db/examActions.ts';
import type { ExamEvent } from '../../domain/exam/events.ts';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import HeaderSyncStatus from './HeaderSyncStatus.tsx';

const start = (owner: string, productId = 'P-1'): ExamEvent => ({ type: 'exam.start', at: Date.now(), test: { nQuestionsToPass: 60, productId, userId: owner }, nQuestion: 5, timeToFinish: 600_000 });

beforeEach(async () => {
  await shopDb().outbox.clear();
  await shopDb().examStates.clear();
});
afterEach(cleanup);

describe('HeaderSyncStatus', () => {
  it('tells a guest with answers on the device that all is saved there', async () => {
    await recordExamAction(shopDb(), { productId: 'P-1', mode: 'practice', owner: 'guest' }, start('guest'));
    await renderWithI18n(<HeaderSyncStatus userId={null} />);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the indicator's first read of the device has settled
    const button = screen.getByRole('button', { name: 'Saved' });
    fireEvent.click(button);
    expect(screen.getByRole('status').textContent).toBe('All saved on this device. Sign in to keep your progress in your account.');
  });

  it('counts a signed-in learner\'s own waiting actions, not a guest\'s left on the device', async () => {
    await recordExamAction(shopDb(), { productId: 'P-1', mode: 'practice', owner: 'guest' }, start('guest'));
    await recordExamAction(shopDb(), { productId: 'P-2', mode: 'practice', owner: 'u1' }, start('u1', 'P-2'));
    await renderWithI18n(<HeaderSyncStatus userId="u1" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving · 1 waiting' })).toBeTruthy());
  });
});
