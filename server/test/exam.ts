// Builders for exam tests: demo product ids, bank answers, outbox entries and sync calls.
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { QUESTIONS_DIR, type BankFile } from '../seed/questionBanks.ts';
import { demoProductId } from '../seed/seedDemo.ts';
import { FREE_DEMO_QUESTIONS } from '../seed/demoContent.ts';
import { sampleRanks } from '@domain/catalog/freeSample.ts';
import type { ExamEvent } from '@domain/exam/events.ts';
import type { TestMode } from '@domain/config/types.ts';
import type { CountryCode, Tenant } from '@domain/markets/types.ts';
import { idempotencyKeyOf, type OutboxEntryWire, type SyncRequest } from '@domain/sync/protocol.ts';
import { XSRF_OK, type TestApp } from './helper.ts';
import { api, bearer } from './auth.ts';

export const cloudProduct = (country: CountryCode = 'de', tenant: Tenant = 'eq') => demoProductId(country, tenant, 'it-certification', 'cloud', 'cloud-fundamentals');
export const cloudDemo = (country: CountryCode = 'de', tenant: Tenant = 'eq') => demoProductId(country, tenant, 'it-certification', 'cloud', 'cloud-demo');
export const networkingProduct = (country: CountryCode = 'de', tenant: Tenant = 'eq') => demoProductId(country, tenant, 'networking', 'basics', 'networking-basics');

export function readBank(bankId: string, locale: string): BankFile {
  return JSON.parse(fs.readFileSync(path.join(QUESTIONS_DIR, `${bankId}.${locale}.json`), 'utf8')) as BankFile;
}

/** The questions a free demo of the bank serves: the first of its free sample (every topic in turn), in bank order. */
export function demoQuestions(bankId: string, locale: string): BankFile['questions'] {
  const questions = readBank(bankId, locale).questions;
  const ranks = sampleRanks(questions);
  return questions.filter((_, index) => ranks[index]! <= FREE_DEMO_QUESTIONS);
}

export const T0 = Date.UTC(2030, 0, 1);

export function startEvent(productId: string, userId: string, nQuestion: number, at = T0, extra: Partial<Extract<ExamEvent, { type: 'exam.start' }>> = {}): ExamEvent {
  return { type: 'exam.start', at, test: { nQuestionsToPass: 70, productId, userId }, nQuestion, timeToFinish: 1_200_000, ...extra };
}

/** Entries of one device for one product, numbered from firstSeq. */
export function entries(clientId: string, productId: string, events: ExamEvent[], firstSeq = 1, mode: TestMode = 'practice'): OutboxEntryWire[] {
  return events.map((event, index) => ({ seq: firstSeq + index, idempotencyKey: idempotencyKeyOf(clientId, firstSeq + index), productId, mode, event }));
}

export function syncCall(app: TestApp, userId: string, token: string | null, body: SyncRequest | unknown): Promise<LightMyRequestResponse> {
  return app.fastify.inject({
    method: 'POST',
    url: api(`exam-sync/${encodeURIComponent(userId)}`),
    headers: { ...XSRF_OK, 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    payload: JSON.stringify(body),
  });
}
