// The report queue keeps the order reports were made in, even when several are made in the same millisecond.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopDatabase } from './db.ts';
import { pendingReports, queueReport } from './reportQueue.ts';

const draft = (comment: string) => ({ type: 'simulator_feedback' as const, country: 'de', productId: 'DE-P1', reason: 'ok', comment, at: 1 });

describe('report queue', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives reports made in the same millisecond back in the order they were made', async () => {
    const db = new ShopDatabase(`report-queue-${Math.random()}`);
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    const comments = Array.from({ length: 12 }, (_, i) => `report ${i}`);
    for (const comment of comments) await queueReport(db, 'guest', draft(comment));
    expect((await pendingReports(db, 'guest', 20)).map((report) => report.event.comment)).toEqual(comments);
  });
});
