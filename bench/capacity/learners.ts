// Simulated learners: accounts made in the database the app runs on, each signed in through the API (refresh-token
// grant), and the real requests a learner's device sends: exam-sync batches of an attempt of a real product, the
// catalog with its ETag, and a refresh-token grant.
import crypto from 'node:crypto';
import pg from 'pg';
import { idempotencyKeyOf, type OutboxEntryWire } from '@domain/sync/protocol.ts';
import type { ExamEvent } from '@domain/exam/events.ts';
import type { TestMode } from '@domain/config/types.ts';
import { demoProductId } from '../../server/seed/seedDemo.ts';
import type { RequestSpec } from './client.ts';

export const TENANT = 'eq';
const API = `/api/2.0/${TENANT}`;
export const CATALOG_PATH = `${API}/buy/getProductCatalog?country=de`;
/** What a browser sends: the catalog's ETag is that of its brotli body. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** The attempt every learner works on in the steady load, and the exam the burst starts. */
const PRACTICE = { productId: demoProductId('de', TENANT, 'it-certification', 'cloud', 'cloud-fundamentals'), mode: 'practice' as TestMode, nQuestion: 100 };
const EXAM = { productId: demoProductId('de', TENANT, 'it-certification', 'security', 'security-fundamentals'), mode: 'exam' as TestMode, nQuestion: 20 };
type Attempt = typeof PRACTICE;

// The web client's OAuth credentials (the server's defaults; they are also baked into the build, so the bench does
// not set them: a different value would make `npm start` rebuild the PWA).
const CLIENT_ID = process.env.OAUTH_CLIENT_ID || 'exam-quiz-web';
const CLIENT_SECRET = process.env.OAUTH_CLIENT_SECRET || 'dev-web-secret';
const BASIC = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
/** XSRF double submit (server/plugins/security.ts): the cookie's value echoed in the header, as the browser sends it. */
const XSRF = 'capacity-bench-xsrf';

export interface Learner {
  userId: string;
  /** The device's id: idempotency keys are `${clientId}:${seq}` (src/domain/sync/protocol.ts). */
  clientId: string;
  refreshToken: string;
  accessToken: string;
  /** When the access token expires (ms, from the grant's expires_in): the bench signs in again before a step it would not last. */
  tokenExpiresAt: number;
  /** The outbox's next seq; the next question of the practice attempt; whether that attempt was started. */
  seq: number;
  question: number;
  started: boolean;
  /** Event time of the last entry: every entry is stamped after the one before, as on a device. */
  lastAt: number;
  /** The catalog's ETag from the device's last read of it (at first, the one it had when the learner was made). */
  catalogEtag: string;
}

/**
 * Accounts with a signed-in session, written as the app writes them (users, a refresh-token family and its first
 * token, hashed: server/auth/refreshTokens.ts startFamily) in one statement per table: making 10,000 learners through
 * sign-up would measure argon2 and the mail queue, not the load under study. Each device holds `catalogEtag`.
 */
export async function createLearners(pool: pg.Pool, count: number, catalogEtag: string): Promise<Learner[]> {
  const now = new Date();
  const expires = new Date(now.getTime() + 30 * 24 * 3600_000);
  const learners = Array.from({ length: count }, () => ({ userId: crypto.randomUUID(), familyId: crypto.randomUUID(), raw: crypto.randomBytes(32).toString('base64url') }));
  const ids = learners.map((l) => l.userId);
  await pool.query(
    `insert into users (id, tenant, email, email_key, login_method, user_name, created_at)
     select id, $2, id || '@capacity.example', id || '@capacity.example', 'password', id, $3 from unnest($1::text[]) as id`,
    [ids, TENANT, now],
  );
  await pool.query(
    `insert into refresh_token_families (id, user_id, tenant, created_at, expires_at, generation)
     select family, "user", $3, $4, $5, 0 from unnest($1::text[], $2::text[]) as t(family, "user")`,
    [learners.map((l) => l.familyId), ids, TENANT, now, expires],
  );
  await pool.query(
    `insert into refresh_tokens (id, family_id, parent_id, token_hash, created_at)
     select gen_random_uuid()::text, family, null, hash, $3 from unnest($1::text[], $2::text[]) as t(family, hash)`,
    [learners.map((l) => l.familyId), learners.map((l) => crypto.createHash('sha256').update(l.raw).digest('hex')), now],
  );
  return learners.map((l) => ({ userId: l.userId, clientId: crypto.randomUUID(), refreshToken: l.raw, accessToken: '', tokenExpiresAt: 0, seq: 0, question: 1, started: false, lastAt: 0, catalogEtag }));
}

/** POST oauth/token, grant_type=refresh_token: the hourly "sign in again" of a learner (the token rotates). */
export function refreshRequest(learner: Learner): RequestSpec {
  return {
    method: 'POST',
    path: `${API}/oauth/token`,
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: learner.refreshToken }).toString(),
  };
}

/** Keeps the rotated tokens of a 200 answer; false when the answer is not a token response. */
export function acceptTokens(learner: Learner, status: number, body: string): boolean {
  if (status !== 200) return false;
  const tokens = JSON.parse(body) as { access_token?: string; refresh_token?: string; expires_in?: number };
  if (!tokens.access_token || !tokens.refresh_token || !tokens.expires_in) return false;
  learner.accessToken = tokens.access_token;
  learner.refreshToken = tokens.refresh_token;
  learner.tokenExpiresAt = Date.now() + tokens.expires_in * 1000;
  return true;
}

/** GET the catalog with the ETag the device holds: the answer is a 304 while the catalog did not change. */
export function catalogRequest(learner: Learner): RequestSpec {
  return { method: 'GET', path: CATALOG_PATH, headers: { 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': learner.catalogEtag } };
}

/**
 * A 304, or a 200 with the new catalog and its ETag, which the device keeps: the catalog changes when a new
 * popularity snapshot comes (attempts started count), so a device's ETag may be an hour old, as in real use.
 */
export function acceptCatalog(learner: Learner, status: number, etag: string | undefined): 'unchanged' | 'changed' | false {
  if (status === 304) return 'unchanged';
  if (status !== 200 || !etag) return false;
  learner.catalogEtag = etag;
  return 'changed';
}

/** POST exam-sync: the learner's next 1–5 answers of the practice attempt, after its start on the first batch. */
export function practiceBatch(learner: Learner): RequestSpec {
  const entries: OutboxEntryWire[] = [];
  if (!learner.started) {
    entries.push(entry(learner, PRACTICE, startEvent(learner, PRACTICE)));
    learner.started = true;
  }
  const count = 1 + crypto.randomInt(5);
  entries.push(...answers(learner, PRACTICE, learner.question, count));
  learner.question = ((learner.question - 1 + count) % PRACTICE.nQuestion) + 1;
  return syncRequest(learner, entries);
}

/** POST exam-sync on exam day: the start of an exam attempt and its first 1–5 answers. */
export function examStartBatch(learner: Learner): RequestSpec {
  return syncRequest(learner, [entry(learner, EXAM, startEvent(learner, EXAM)), ...answers(learner, EXAM, 1, 1 + crypto.randomInt(5))]);
}

function syncRequest(learner: Learner, entries: OutboxEntryWire[]): RequestSpec {
  return {
    method: 'POST',
    path: `${API}/exam-sync/${learner.userId}`,
    headers: {
      authorization: `Bearer ${learner.accessToken}`,
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
    },
    body: JSON.stringify({ clientId: learner.clientId, entries }),
  };
}

/** An attempt as the device starts it: the product's question count, an hour and a half to finish. */
function startEvent(learner: Learner, attempt: Attempt): ExamEvent {
  return { type: 'exam.start', at: nextAt(learner), test: { nQuestionsToPass: 70, productId: attempt.productId, userId: learner.userId }, nQuestion: attempt.nQuestion, timeToFinish: 90 * 60_000 };
}

/** `count` questions in order from `first` (after the last question, the learner starts over at question 1). */
function answers(learner: Learner, attempt: Attempt, first: number, count: number): OutboxEntryWire[] {
  return Array.from({ length: count }, (_, i) => {
    const question = ((first - 1 + i) % attempt.nQuestion) + 1;
    // `correct` is the device's guess; the server scores the pick itself (domain/exam/authoritative.ts).
    return entry(learner, attempt, { type: 'answer.select', at: nextAt(learner), question, picked: [crypto.randomInt(2) === 0 ? 'A' : 'B'], correct: false });
  });
}

function entry(learner: Learner, attempt: Attempt, event: ExamEvent): OutboxEntryWire {
  const seq = learner.seq++;
  return { seq, idempotencyKey: idempotencyKeyOf(learner.clientId, seq), productId: attempt.productId, mode: attempt.mode, event };
}

function nextAt(learner: Learner): number {
  learner.lastAt = Math.max(Date.now(), learner.lastAt + 1);
  return learner.lastAt;
}

/** A sync answer that is a 200 with every entry applied (a duplicate or rejection means the payload was wrong). */
export function allApplied(status: number, body: string): boolean {
  return status === 200 && !body.includes('"status":"rejected"') && !body.includes('"status":"duplicate"');
}
