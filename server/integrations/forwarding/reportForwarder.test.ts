// Spreadsheet forwarding (issue 15) against a local server speaking Google's token and Sheets append protocols
// (server/test/fakeGoogleSheets.ts): the JWT bearer grant is verified, rows go to `Tab!A1` with RAW, the event id
// first; one append per tab per 10 s; a 429 is waited out; forwarded_at is set only after the append succeeded.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { startFakeSheets, type FakeSheets } from '../../test/fakeGoogleSheets.ts';
import { reportEvents } from '../../db/schema.ts';
import { storeReportEvents } from '../../services/reports.ts';
import { createSheetsClient, readServiceAccountKey, type ServiceAccountKey } from './googleSheets.ts';
import { createReportForwarder, SHEETS_MIN_INTERVAL_MS } from './reportForwarder.ts';
import type { ReportEventInput } from '@domain/reports/reportEvent.ts';

let app: TestApp;
let sheets: FakeSheets;
beforeAll(async () => {
  [app, sheets] = await Promise.all([createTestApp(), startFakeSheets()]);
});
afterAll(async () => {
  await Promise.all([app.close(), sheets.close()]);
});

const db = () => app.testDb.database.db;
const keyOf = (): ServiceAccountKey => ({ client_email: sheets.clientEmail, private_key: sheets.privateKeyPem, token_uri: sheets.tokenUri });

function event(type: ReportEventInput['type'], comment: string): ReportEventInput {
  return { eventId: crypto.randomUUID(), type, country: 'de', productId: 'DE-P1', questionId: type === 'question_feedback' ? 'q1' : undefined, reason: type === 'question_feedback' ? 'typo' : type === 'simulator_feedback' ? 'bug' : 'TimeoutError', comment, at: Date.UTC(2030, 0, 1) };
}

async function store(...events: ReportEventInput[]) {
  await storeReportEvents(db(), 'eq', { userId: null, deviceId: crypto.randomUUID() }, events);
  return events.map((e) => e.eventId);
}

const forwardedAt = async (eventIds: string[]) =>
  (await db().select({ eventId: reportEvents.eventId, forwardedAt: reportEvents.forwardedAt }).from(reportEvents).where(inArray(reportEvents.eventId, eventIds))).map((row) => row.forwardedAt);

describe('the Google Sheets adapter', () => {
  it('reads the key from a file or from base64 JSON', () => {
    const json = JSON.stringify(keyOf());
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sa-')), 'key.json');
    fs.writeFileSync(file, json);
    expect(readServiceAccountKey({ file })).toEqual(keyOf());
    expect(readServiceAccountKey({ base64: Buffer.from(json).toString('base64') })).toEqual(keyOf());
    expect(() => readServiceAccountKey({ base64: Buffer.from('{}').toString('base64') })).toThrow(/client_email/);
  });

  it('is refused a token when the assertion is signed by another key', async () => {
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const client = createSheetsClient({ key: { ...keyOf(), private_key: other }, spreadsheetId: sheets.spreadsheetId, apiBase: sheets.origin });
    await expect(client.append('anything', [['x']])).rejects.toThrow(/token grant refused: 400/);
  });
});

describe('report forwarding', () => {
  it('appends each type to its tab with RAW at Tab!A1, event id first, then marks the events forwarded', async () => {
    let now = Date.UTC(2030, 0, 1);
    const forwarder = createReportForwarder({ db: db(), sheets: createSheetsClient({ key: keyOf(), spreadsheetId: sheets.spreadsheetId, apiBase: sheets.origin }), now: () => now });
    const questions = await store(event('question_feedback', '=HYPERLINK("http://evil")'), event('question_feedback', 'second'));
    const feedback = await store(event('simulator_feedback', 'timer froze'));
    expect(await forwarder.runOnce()).toEqual({ forwarded: 3, waiting: [] });
    expect(sheets.rows.get('question_feedback')!.map((row) => row[0])).toEqual(questions);
    // RAW: the cell is stored as typed, never evaluated.
    expect(sheets.rows.get('question_feedback')![0]![9]).toBe('=HYPERLINK("http://evil")');
    expect(sheets.rows.get('simulator_feedback')!.map((row) => row[0])).toEqual(feedback);
    expect(sheets.appends.every((each) => each.query.get('valueInputOption') === 'RAW')).toBe(true);
    expect(sheets.grants).toBe(1); // one token for both appends
    expect((await forwardedAt([...questions, ...feedback])).every((at) => at?.getTime() === now)).toBe(true);

    // Within 10 s a tab gets no second append; after, the new events go in one append.
    const more = await store(event('question_feedback', 'third'), event('question_feedback', 'fourth'));
    now += SHEETS_MIN_INTERVAL_MS - 1;
    expect(await forwarder.runOnce()).toEqual({ forwarded: 0, waiting: ['question_feedback', 'simulator_feedback'] });
    expect(await forwardedAt(more)).toEqual([null, null]);
    now += 1;
    const appendsBefore = sheets.appends.length;
    expect(await forwarder.runOnce()).toEqual({ forwarded: 2, waiting: [] });
    expect(sheets.appends.length).toBe(appendsBefore + 1);
    expect(sheets.rows.get('question_feedback')!.map((row) => row[0])).toEqual([...questions, ...more]);
  });

  it('waits out a 429 (Retry-After, else backing off) and forwards nothing twice', async () => {
    let now = Date.UTC(2031, 0, 1);
    const forwarder = createReportForwarder({ db: db(), sheets: createSheetsClient({ key: keyOf(), spreadsheetId: sheets.spreadsheetId, apiBase: sheets.origin }), now: () => now, tabOf: (type) => `errors-${type}` });
    const ids = await store(event('ai_demo_error', 'model timed out'));
    sheets.rateLimitNext(1, 30);
    expect(await forwarder.runOnce()).toMatchObject({ forwarded: 0, waiting: ['errors-ai_demo_error'] });
    expect(await forwardedAt(ids)).toEqual([null]);
    now += 29_000;
    expect((await forwarder.runOnce()).forwarded).toBe(0); // Retry-After not over
    now += 1_000;
    sheets.rateLimitNext(1); // no Retry-After: the second failure backs off 20 s
    expect((await forwarder.runOnce()).forwarded).toBe(0);
    now += 19_999;
    expect((await forwarder.runOnce()).forwarded).toBe(0);
    now += 1;
    expect((await forwarder.runOnce()).forwarded).toBe(1);
    expect(sheets.rows.get('errors-ai_demo_error')!.map((row) => row[0])).toEqual(ids);
    now += SHEETS_MIN_INTERVAL_MS;
    expect((await forwarder.runOnce()).forwarded).toBe(0);
    expect(sheets.rows.get('errors-ai_demo_error')).toHaveLength(1);
  });
});
