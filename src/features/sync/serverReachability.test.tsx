// @vitest-environment jsdom
// The exam's sync status while the server does not answer (a database outage answered 503, or no route to it): the
// answers are said to be kept on the device, with how many wait, and the usual line comes back once a flush goes
// through.
import { afterEach, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { ShopDatabase } from '../../db/db.ts';
import { SyncStatus } from '../exam/SyncStatus.tsx';
import { setServerUnreachable } from './serverReachability.ts';

afterEach(() => {
  cleanup();
  setServerUnreachable(false);
});

it('says the server cannot be reached and the answers are kept, then that they are waiting to be sent', async () => {
  const db = new ShopDatabase(`reachability-${Math.random()}`);
  await db.outbox.add({ seq: 1, idempotencyKey: 'c:1', clientId: 'c', owner: 'u1', productId: 'p1', mode: 'practice', event: { type: 'answer.select', at: 1, question: 1, picked: ['A'], correct: false }, status: 'pending', createdAt: 1 });
  await renderWithI18n(<SyncStatus db={db} productId="p1" owner="u1" />);
  expect(await screen.findByText('1 changes saved on this device, waiting to be sent.')).toBeTruthy();
  act(() => setServerUnreachable(true));
  expect(await screen.findByText('The server cannot be reached right now. Your answers are kept on this device (1 waiting) and sent as soon as it answers.')).toBeTruthy();
  act(() => setServerUnreachable(false));
  expect(await screen.findByText('1 changes saved on this device, waiting to be sent.')).toBeTruthy();
});
