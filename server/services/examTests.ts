// The tests of a product per user and mode (SPEC §7 "Tests"): list, init, status saves, and the rows exam sync
// keeps in step with the attempt. Submitted is final: only a restarting exam.start of the same test resets it.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { examTests } from '../db/schema.ts';
import type { ExamEvent } from '@domain/exam/events.ts';
import type { LocalExamState } from '@domain/exam/types.ts';
import { hasTimeRunOut } from '@domain/exam/clock.ts';
import { finaliseExam } from '@domain/exam/finalise.ts';
import type { InitTestRequest, SaveTestStatusRequest, TestRecord, TestsList } from '@domain/exam/testsList.ts';
import type { TestMode } from '@domain/config/types.ts';

type Writer = Pick<Db, 'insert' | 'update' | 'select'>;
type TestRow = typeof examTests.$inferSelect;

export interface TestKey {
  userId: string;
  productId: string;
  mode: TestMode;
  testId: string;
}

/** Statement time would tie several writes of one sync batch; the wall clock keeps "most recently updated" exact. */
const NOW = sql`clock_timestamp()`;
const NO_SCORES = { nRight: null, scorePer: null, failure: null };

const keyColumns = [examTests.userId, examTests.productId, examTests.mode, examTests.testId];
const whereKey = ({ userId, productId, mode, testId }: TestKey) =>
  and(eq(examTests.userId, userId), eq(examTests.productId, productId), eq(examTests.mode, mode), eq(examTests.testId, testId));

export function toTestRecord(row: TestRow): TestRecord {
  return {
    testId: row.testId,
    name: row.name,
    status: row.status,
    nQuestion: row.nQuestion,
    nRightQuestion: row.nRight,
    passingScorePer: row.scorePer,
    failure: row.failure,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A test as a guest's init answers it: nothing is stored, the device keeps it. */
export function deviceOnlyTest(testId: string, name: string, nQuestion: number, now = new Date()): TestRecord {
  const at = now.toISOString();
  return { testId, name, status: 'new', nQuestion, nRightQuestion: null, passingScorePer: null, failure: null, createdAt: at, updatedAt: at };
}

export async function listTests(db: Db, userId: string, productId: string, mode: TestMode): Promise<TestsList> {
  const ofMode = and(eq(examTests.userId, userId), eq(examTests.productId, productId), eq(examTests.mode, mode));
  const rows = await db.select().from(examTests).where(ofMode).orderBy(asc(examTests.createdAt), asc(examTests.testId));
  // Ordered in SQL: the database keeps microseconds, a JS Date only milliseconds.
  const [last] = await db.select({ testId: examTests.testId }).from(examTests).where(ofMode).orderBy(desc(examTests.updatedAt), desc(examTests.testId)).limit(1);
  return { productId, mode, lastActiveTestId: last?.testId ?? null, tests: rows.map(toTestRecord) };
}

/** create keeps an existing test ('exists'); force_create puts it back to new, without scores ('created'). */
export async function initTest(
  db: Db,
  key: TestKey,
  request: Pick<InitTestRequest, 'action'> & { name: string | undefined; nQuestion: number },
): Promise<{ result: 'created' | 'exists'; test: TestRecord }> {
  const values = { ...key, name: request.name ?? key.testId, status: 'new' as const, nQuestion: request.nQuestion, ...NO_SCORES, createdAt: NOW, updatedAt: NOW };
  if (request.action === 'force_create') {
    const set = { status: 'new' as const, nQuestion: request.nQuestion, ...NO_SCORES, updatedAt: NOW, ...(request.name === undefined ? {} : { name: request.name }) };
    const [row] = await db.insert(examTests).values(values).onConflictDoUpdate({ target: keyColumns, set }).returning();
    return { result: 'created', test: toTestRecord(row!) };
  }
  const [created] = await db.insert(examTests).values(values).onConflictDoNothing().returning();
  if (created) return { result: 'created', test: toTestRecord(created) };
  const [existing] = await db.select().from(examTests).where(whereKey(key));
  return { result: 'exists', test: toTestRecord(existing!) };
}

export type SaveStatusOutcome = { kind: 'saved'; test: TestRecord } | { kind: 'unknown-test' } | { kind: 'test-submitted' };

/** Saves a status on a test that is not submitted; saving submitted again leaves the submitted test as it is. */
export async function saveTestStatus(db: Db, key: TestKey, request: SaveTestStatusRequest): Promise<SaveStatusOutcome> {
  const [saved] = await db
    .update(examTests)
    .set({
      status: request.status,
      nRight: request.nRightQuestion ?? null,
      scorePer: request.passingScorePer ?? null,
      failure: request.failure ?? null,
      updatedAt: NOW,
    })
    .where(and(whereKey(key), ne(examTests.status, 'submitted')))
    .returning();
  if (saved) return { kind: 'saved', test: toTestRecord(saved) };
  const [existing] = await db.select().from(examTests).where(whereKey(key));
  if (!existing) return { kind: 'unknown-test' };
  return request.status === 'submitted' ? { kind: 'saved', test: toTestRecord(existing) } : { kind: 'test-submitted' };
}

/** What an applied sync event does to the attempt's test, if the attempt names one. */
export type TestRowChange =
  | { kind: 'started'; testId: string; name: string | undefined; nQuestion: number; restart: boolean }
  | { kind: 'submitted'; testId: string; name: string | undefined; nQuestion: number; nRight: number; scorePer: number; failure: boolean; rescored?: boolean };

/**
 * A start that began a new attempt, the step into submitted (a submit, or the time running out), or a submitted
 * attempt scored anew: an answer given on another device before the end, arriving after it (events.ts).
 */
export function testRowChangeOf(event: ExamEvent, before: LocalExamState | null, after: LocalExamState | null): TestRowChange | null {
  if (after === null || after === before || after.testId === undefined) return null;
  const { testId, testName: name, nQuestion } = after;
  if (event.type === 'exam.start') return { kind: 'started', testId, name, nQuestion, restart: event.restart === true };
  if (!after.submittedResult) return null;
  const rescored = before?.submittedResult === true;
  if (rescored && before.nRightQuestion === after.nRightQuestion && before.failure === after.failure) return null;
  return { kind: 'submitted', testId, name, nQuestion, nRight: after.nRightQuestion, scorePer: after.passingScorePer, failure: after.failure, ...(rescored ? { rescored } : {}) };
}

/** The test whose attempt a new start replaced before it was submitted; finalised when it was a timed exam whose time ran out. */
export interface ReplacedTest {
  mode: TestMode;
  testId: string;
  finalised: LocalExamState | null;
}

/**
 * A device keeps one attempt per product, in one mode: a start of another test (or in the other mode) replaces the
 * running one. That test can no longer be resumed: a timed exam whose time had run out by then is submitted with
 * its score (as the clock rules finalise it), any other is marked abandoned rather than left "started" for ever.
 */
export function replacedTestOf(
  event: ExamEvent,
  before: { mode: TestMode; state: LocalExamState | null },
  after: { mode: TestMode; state: LocalExamState | null },
): ReplacedTest | null {
  const old = before.state;
  if (event.type !== 'exam.start' || after.state === old || !old?.testId || old.submittedResult) return null;
  if (before.mode === after.mode && old.testId === after.state?.testId) return null;
  const timedOut = before.mode === 'exam' && hasTimeRunOut(old, event.at);
  return { mode: before.mode, testId: old.testId, finalised: timedOut ? finaliseExam(old, Math.min(event.at, old.stopDate)) : null };
}

export async function closeReplacedTest(db: Writer, key: Omit<TestKey, 'mode' | 'testId'>, replaced: ReplacedTest): Promise<void> {
  const { mode, testId, finalised } = replaced;
  if (finalised) {
    const { testName: name, nQuestion, nRightQuestion: nRight, passingScorePer: scorePer, failure } = finalised;
    await saveTestRowChange(db, { ...key, mode }, { kind: 'submitted', testId, name, nQuestion, nRight, scorePer, failure });
    return;
  }
  await db
    .update(examTests)
    .set({ status: 'abandoned', updatedAt: NOW })
    .where(and(whereKey({ ...key, mode, testId }), ne(examTests.status, 'submitted')));
}

/** Writes the change; a submitted test takes nothing but a restart of the same test, or its attempt's new score. */
export async function saveTestRowChange(db: Writer, key: Omit<TestKey, 'testId'>, change: TestRowChange): Promise<void> {
  const { testId, name, nQuestion } = change;
  const figures =
    change.kind === 'started'
      ? { status: 'started' as const, nQuestion, ...NO_SCORES }
      : { status: 'submitted' as const, nQuestion, nRight: change.nRight, scorePer: change.scorePer, failure: change.failure };
  const restart = (change.kind === 'started' && change.restart) || (change.kind === 'submitted' && change.rescored === true);
  await db
    .insert(examTests)
    .values({ ...key, testId, name: name ?? testId, ...figures, createdAt: NOW, updatedAt: NOW })
    .onConflictDoUpdate({
      target: keyColumns,
      set: { ...figures, updatedAt: NOW, ...(name === undefined ? {} : { name }) },
      setWhere: restart ? undefined : ne(examTests.status, 'submitted'),
    });
}
