// @vitest-environment jsdom
// A refused action is shown to the learner in their language: what it was and why, never as a code.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ShopDatabase } from '../../db/db.ts';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { SyncStatus } from './SyncStatus.tsx';

afterEach(cleanup);

describe('SyncStatus', () => {
  it('lists refused actions in words, in the page language', async () => {
    const db = new ShopDatabase(`status-${Math.random()}`);
    await db.outbox.add({
      seq: 7,
      clientId: 'c',
      idempotencyKey: 'c:7',
      productId: 'P-1',
      mode: 'exam',
      owner: 'u1',
      event: { type: 'answer.select', at: 1, question: 3, picked: ['A'], correct: true },
      status: 'rejected',
      rejection: 'question-out-of-range',
      createdAt: 1,
    });
    await renderWithI18n(<SyncStatus db={db} productId="P-1" owner="u1" />, 'de');
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toBe('Antwort auf Frage 3 — die Frage gehört nicht zu diesem Test');
    await db.delete();
  });
});
