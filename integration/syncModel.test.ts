// The sync model test: fast-check drives the real device code (recordExamAction on Dexie over fake-indexeddb,
// flushOutbox) against the real server on PGlite through a transport that loses, duplicates, delays and refuses
// calls. Whatever happens on the way, once the outbox is settled the server must hold, per product, exactly the
// replay of the learner's actions (answers scored from the bank), and every action must be applied exactly once.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { ShopDatabase } from '../src/db/db.ts';
import { recordExamAction } from '../src/db/examActions.ts';
import { flushOutbox } from '../src/features/sync/syncEngine.ts';
import { replayExamEvents, type ExamEvent } from '@domain/exam/events.ts';
import { isAnswerCorrect } from '@domain/exam/questions.ts';
import { OPTION_LETTERS, type OptionLetter } from '@domain/constants.ts';
import type { TestMode } from '@domain/config/types.ts';
import { appliedSyncEntries, examAttempts } from '../server/db/schema.ts';
import { createTestApp, type TestApp } from '../server/test/helper.ts';
import { insertTestUser, mintAccessToken } from '../server/test/users.ts';
import { cloudDemo, cloudProduct, demoQuestions, networkingProduct, readBank, T0 } from '../server/test/exam.ts';
import { chaosTransport, FAULTS, type ChaosTransport, type Fault, type Session } from './chaosTransport.ts';

const NUM_RUNS = Number(process.env.SYNC_MODEL_RUNS ?? 1000);
const MAX_ACTIONS = 25;

interface BankQuestion {
  id: string;
  options: { letter: OptionLetter }[];
  correct: OptionLetter[];
}

/** Three products on three sites and banks (one a free demo of ten questions), as the server serves them. */
const CATALOG: { productId: string; questions: BankQuestion[] }[] = [
  { productId: cloudProduct('de'), questions: readBank('cloud-fundamentals', 'de').questions },
  { productId: cloudDemo('fr'), questions: demoQuestions('cloud-fundamentals', 'fr') },
  { productId: networkingProduct('us'), questions: readBank('networking-basics', 'en').questions },
];

/** How the learner works on one product during a run. */
interface Plan {
  mode: TestMode;
  /** The attempt's questions; sent as questionIds only when ownOrder. */
  questionIds: string[];
  ownOrder: boolean;
  timeToFinish: number;
}

const planArb = (questions: BankQuestion[]): fc.Arbitrary<Plan> =>
  fc.record({
    mode: fc.constantFrom<TestMode>('practice', 'exam'),
    questionIds: fc.shuffledSubarray(questions.map((q) => q.id), { minLength: 1, maxLength: 8 }),
    ownOrder: fc.boolean(),
    // A short exam runs out within a run now and then.
    timeToFinish: fc.constantFrom(120_000, 1_200_000),
  });

type ActionKind = 'start' | 'answer' | 'mark' | 'pause' | 'resume' | 'submit';
const actionArb = fc.record({
  product: fc.nat(2),
  kind: fc.oneof(
    { arbitrary: fc.constant<ActionKind>('answer'), weight: 6 },
    { arbitrary: fc.constantFrom<ActionKind>('mark', 'pause', 'resume'), weight: 3 },
    { arbitrary: fc.constantFrom<ActionKind>('submit', 'start'), weight: 1 },
  ),
  question: fc.nat(),
  /** Pick the right letters, or some option indexes. */
  pickRight: fc.boolean(),
  picks: fc.uniqueArray(fc.nat(14), { minLength: 1, maxLength: 3 }),
  /** Whether the device's own `correct` flag tells the truth (the server must not care). */
  honest: fc.boolean(),
  marked: fc.boolean(),
  gapMs: fc.integer({ min: 1, max: 60_000 }),
  flushAfter: fc.boolean(),
});
type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
type Action = ValueOf<typeof actionArb>;

const runArb = fc.record({
  productCount: fc.integer({ min: 1, max: 3 }),
  plans: fc.tuple(planArb(CATALOG[0]!.questions), planArb(CATALOG[1]!.questions), planArb(CATALOG[2]!.questions)),
  actions: fc.array(actionArb, { minLength: 1, maxLength: MAX_ACTIONS }),
  faults: fc.array(fc.constantFrom<Fault>(...FAULTS), { maxLength: 40 }),
});

/** One recorded action: what the device recorded, and what the server must have applied (answers re-scored). */
interface Step {
  productIndex: number;
  sent: ExamEvent;
  expected: ExamEvent;
}

function lettersOf(question: BankQuestion, action: Action): OptionLetter[] {
  if (action.pickRight) return [...question.correct];
  const letters = new Set(action.picks.map((i) => question.options[i % question.options.length]!.letter));
  return OPTION_LETTERS.filter((letter) => letters.has(letter));
}

/** The learner's actions as events with growing times; a product's first action is always its start. */
function stepsOf(run: ValueOf<typeof runArb>, userId: string): Step[] {
  const started = new Set<number>();
  let at = T0;
  return run.actions.map((action) => {
    at += action.gapMs;
    const productIndex = action.product % run.productCount;
    const plan = run.plans[productIndex]!;
    const { productId, questions } = CATALOG[productIndex]!;
    const kind = started.has(productIndex) ? action.kind : 'start';
    started.add(productIndex);
    const question = 1 + (action.question % plan.questionIds.length);
    const step = (event: ExamEvent, expected = event): Step => ({ productIndex, sent: event, expected });
    switch (kind) {
      case 'start':
        return step({
          type: 'exam.start',
          at,
          test: { nQuestionsToPass: 70, productId, userId },
          nQuestion: plan.questionIds.length,
          timeToFinish: plan.timeToFinish,
          ...(plan.ownOrder ? { questionIds: plan.questionIds } : {}),
        });
      case 'answer': {
        const id = plan.ownOrder ? plan.questionIds[question - 1]! : questions[question - 1]!.id;
        const bankQuestion = questions.find((q) => q.id === id)!;
        const picked = lettersOf(bankQuestion, action);
        const truth = isAnswerCorrect(bankQuestion, picked);
        const sent: ExamEvent = { type: 'answer.select', at, question, picked, correct: action.honest ? truth : !truth };
        return step(sent, { ...sent, correct: truth });
      }
      case 'mark':
        return step({ type: 'question.mark', at, question, marked: action.marked });
      case 'pause':
        return step({ type: 'exam.pause', at });
      case 'resume':
        return step({ type: 'exam.resume', at });
      case 'submit':
        return step({ type: 'exam.submit', at });
    }
  });
}

let app: TestApp;
let runNumber = 0;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

async function renew(session: Session, userId: string): Promise<void> {
  session.token = await mintAccessToken(app, userId);
}

/** A flush through the chaos; an 'unauthorized' makes the device renew its session, as the sync machine does. */
async function flushThroughChaos(db: ShopDatabase, transport: ChaosTransport, session: Session, userId: string): Promise<void> {
  const outcome = await flushOutbox(db, transport, userId);
  if (outcome.kind === 'retry' && outcome.failure === 'unauthorized') await renew(session, userId);
  if (outcome.kind === 'retry' && outcome.failure === 'refused') throw new Error('the server refused a well-formed batch');
}

/** Keeps flushing over a fault-free transport (fresh token) until nothing is pending. */
async function settle(db: ShopDatabase, session: Session, userId: string): Promise<void> {
  await renew(session, userId);
  const reliable = chaosTransport(app, session, []);
  for (let attempt = 0; attempt < 3; attempt++) {
    if ((await flushOutbox(db, reliable, userId)).kind === 'done') return;
  }
  throw new Error('the outbox did not settle over a reliable transport');
}

describe('exam sync model: device outbox × chaotic network × server', () => {
  it(
    `converges to the replay of the learner's actions, each applied exactly once (${NUM_RUNS} runs)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(runArb, async (run) => {
          const userId = await insertTestUser(app);
          const session: Session = { token: await mintAccessToken(app, userId), expiredToken: await mintAccessToken(app, userId, { clock: () => Date.now() - 24 * 3600_000 }) };
          const db = new ShopDatabase(`sync-model-${runNumber++}`);
          const transport = chaosTransport(app, session, run.faults);
          const steps = stepsOf(run, userId);
          try {
            for (const [index, step] of steps.entries()) {
              const { productId } = CATALOG[step.productIndex]!;
              await recordExamAction(db, { productId, mode: run.plans[step.productIndex]!.mode, owner: userId }, step.sent);
              if (run.actions[index]!.flushAfter) await flushThroughChaos(db, transport, session, userId);
            }
            await settle(db, session, userId);
            // Requests still held in the network arrive after everything settled: they must change nothing.
            await transport.releaseAll(userId);

            expect(await db.outbox.count()).toBe(0);
            const rows = await app.testDb.database.db.select().from(examAttempts).where(eq(examAttempts.userId, userId));
            for (let productIndex = 0; productIndex < run.productCount; productIndex++) {
              const ofProduct = steps.filter((step) => step.productIndex === productIndex);
              const { productId } = CATALOG[productIndex]!;
              const timed = run.plans[productIndex]!.mode === 'exam';
              const serverState = rows.find((row) => row.productId === productId)?.state ?? null;
              expect(serverState).toEqual(replayExamEvents(ofProduct.map((step) => step.expected), timed));
              // Once everything is sent, the device holds the server's attempt (taken from the sync replies): the
              // answers re-scored by the server, never its own (possibly wrong) correctness.
              expect((await db.examStates.get(productId))?.state ?? null).toEqual(serverState);
            }
            const applied = await app.testDb.database.db.select().from(appliedSyncEntries).where(eq(appliedSyncEntries.userId, userId));
            const meta = await db.syncMeta.get('device');
            const keys = steps.map((_, index) => `${meta!.clientId}:${index + 1}`);
            expect(applied.map((row) => row.idempotencyKey).sort()).toEqual([...keys].sort());
            expect(applied.every((row) => row.outcome === 'applied')).toBe(true);
          } finally {
            db.close();
            await db.delete();
          }
        }),
        { numRuns: NUM_RUNS },
      );
    },
    300_000,
  );
});
