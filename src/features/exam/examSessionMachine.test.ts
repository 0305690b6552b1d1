// The exam session over a real Dexie (fake-indexeddb): what a restart brings back is what was stored, so a pause
// stays a pause, a timed exam that ran out while the browser was closed is submitted (and queued for the server),
// and the resume question is asked once.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type Actor } from 'xstate';
import { ShopDatabase } from '../../db/db.ts';
import { recordExamAction } from '../../db/examActions.ts';
import { remainingMs } from '../../domain/exam/clock.ts';
import { sessionLogic } from './useExamSession.ts';
import type { examSessionMachine } from './examSessionMachine.ts';

const productId = 'P-session';
const test = { ids: ['q1', 'q2', 'q3'], defaultName: 'Mock', timeToFinish: 600_000, nQuestionsToPass: 50 };

function open(db: ShopDatabase, mode: 'exam' | 'practice' = 'exam'): Actor<typeof examSessionMachine> {
  const logic = sessionLogic({ db, productId, mode, owner: 'guest' });
  return createActor(logic, { input: { productId, mode, owner: 'guest', newTestId: () => 'exam-1' } }).start();
}

type Phase = Parameters<ReturnType<Actor<typeof examSessionMachine>['getSnapshot']>['matches']>[0];
const phase = (actor: Actor<typeof examSessionMachine>, name: Phase) => waitFor(actor, (snapshot) => snapshot.matches(name), { timeout: 3_000 });

describe('examSessionMachine', () => {
  it('brings a pause back as a pause after a restart, with the time left it had', async () => {
    const name = `session-${Math.random()}`;
    const db = new ShopDatabase(name);
    const first = open(db);
    await phase(first, 'start');
    first.send({ type: 'test.new', test });
    first.send({ type: 'dialog.confirm', testName: 'Mock exam' });
    await phase(first, 'running');
    first.send({ type: 'answer.select', question: 1, picked: ['A'], correct: true });
    first.send({ type: 'exam.pause' });
    const paused = await phase(first, 'paused');
    const left = remainingMs(paused.context.stored!.state!, Date.now());
    first.stop();
    db.close();

    const reopened = new ShopDatabase(name);
    const second = open(reopened);
    await phase(second, 'resumePrompt');
    second.send({ type: 'resume.accept' });
    const back = await phase(second, 'paused');
    const state = back.context.stored!.state!;
    expect(state.pause).toBe(true);
    expect(state.userSolution[1]?.hasBeenAnswered).toBe(true);
    expect(remainingMs(state, Date.now() + 60_000)).toBe(left);
    const outbox = await reopened.outbox.toArray();
    expect(outbox.map((entry) => entry.event.type)).toEqual(['exam.start', 'answer.select', 'exam.pause']);

    second.send({ type: 'exam.resume' });
    await phase(second, 'running');
    second.stop();
    await reopened.delete();
  });

  it('submits a timed exam whose time ran out while the page was closed, and queues the submit for the server', async () => {
    const db = new ShopDatabase(`session-${Math.random()}`);
    const startedAt = Date.now() - 700_000;
    await recordExamAction(db, { productId, mode: 'exam', owner: 'guest' }, {
      type: 'exam.start',
      at: startedAt,
      test: { nQuestionsToPass: 50, productId, userId: 'guest' },
      nQuestion: 3,
      timeToFinish: 600_000,
    });
    const actor = open(db);
    const done = await phase(actor, 'submitted');
    expect(done.context.stored!.state).toMatchObject({ submittedResult: true, stopDate: startedAt + 600_000 });
    expect((await db.outbox.toArray()).map((entry) => entry.event.type)).toEqual(['exam.start', 'exam.submit']);
    actor.stop();
    await db.delete();
  });

  it('ignores answers while paused and after submitting', async () => {
    const db = new ShopDatabase(`session-${Math.random()}`);
    const actor = open(db);
    await phase(actor, 'start');
    actor.send({ type: 'test.new', test });
    actor.send({ type: 'dialog.confirm' });
    await phase(actor, 'running');
    actor.send({ type: 'exam.pause' });
    await phase(actor, 'paused');
    actor.send({ type: 'answer.select', question: 2, picked: ['B'], correct: false });
    actor.send({ type: 'exam.submit' });
    await phase(actor, 'submitted');
    actor.send({ type: 'answer.select', question: 3, picked: ['B'], correct: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await db.outbox.toArray()).map((entry) => entry.event.type)).toEqual(['exam.start', 'exam.pause', 'exam.submit']);
    actor.stop();
    await db.delete();
  });

  it('leaving a timed exam pauses it and keeps it away from the exam view until the learner comes back', async () => {
    const db = new ShopDatabase(`session-${Math.random()}`);
    const actor = open(db);
    await phase(actor, 'start');
    actor.send({ type: 'test.new', test });
    actor.send({ type: 'dialog.confirm' });
    await phase(actor, 'running');
    actor.send({ type: 'exam.leave' });
    await waitFor(actor, (snapshot) => snapshot.matches('away') && snapshot.context.stored?.state?.pause === true, { timeout: 3_000 });
    actor.send({ type: 'exam.return' });
    const back = await waitFor(actor, (snapshot) => snapshot.matches('running') && snapshot.context.stored?.state?.pause === false, { timeout: 3_000 });
    expect(back.context.away).toBe(false);
    expect((await db.outbox.toArray()).map((entry) => entry.event.type)).toEqual(['exam.start', 'exam.pause', 'exam.resume']);
    actor.stop();
    await db.delete();
  });

  it('a test the page already named starts at once; one that would end the other mode\'s attempt still asks, with that name', async () => {
    const db = new ShopDatabase(`session-${Math.random()}`);
    const practice = open(db, 'practice');
    await phase(practice, 'start');
    practice.send({ type: 'test.new', test, testName: 'Named on the page' });
    const running = await phase(practice, 'running');
    expect(running.context.dialog).toBeNull();
    expect(running.context.stored!.state).toMatchObject({ testName: 'Named on the page' });
    practice.stop();

    const exam = open(db, 'exam');
    await phase(exam, 'start');
    exam.send({ type: 'test.new', test, testName: 'Timed one' });
    const asked = await waitFor(exam, (snapshot) => snapshot.context.dialog !== null, { timeout: 3_000 });
    expect(asked.context.dialog).toMatchObject({ kind: 'switching', test: { defaultName: 'Timed one' } });
    expect((await db.outbox.toArray()).map((entry) => entry.event.type)).toEqual(['exam.start']);
    exam.stop();
    await db.delete();
  });
});
