// The sync machine: flushes the outbox when the device is online and a learner is signed in; waits with backoff
// after network errors and 5xx; renews the session first when the server says the token expired. The flush and
// the session renewal are actors provided at the edge (.provide()), so tests drive the machine with their own.
import { assign, fromPromise, setup } from 'xstate';
import { backoffDelayMs } from '../../domain/sync/backoff.ts';
import type { FlushOutcome } from './syncEngine.ts';

export interface SyncContext {
  online: boolean;
  userId: string | null;
  /** Failed flushes in a row. */
  attempt: number;
  lastOutcome: FlushOutcome | null;
  /** An action was queued while a flush ran: go round again. */
  dirty: boolean;
  random: () => number;
}

export type SyncEvent =
  | { type: 'outbox.changed' }
  | { type: 'connection.online' }
  | { type: 'connection.offline' }
  | { type: 'session.changed'; userId: string | null };

export const syncMachine = setup({
  types: {
    context: {} as SyncContext,
    events: {} as SyncEvent,
    input: {} as { online: boolean; userId: string | null; random?: () => number },
  },
  actors: {
    flush: fromPromise<FlushOutcome, { userId: string }>(async () => ({ kind: 'done', applied: 0, rejected: 0 })),
    renewSession: fromPromise<boolean, void>(async () => false),
  },
  guards: {
    canSync: ({ context }) => context.online && context.userId !== null,
    flushFailed: ({ event }) => (event as unknown as { output: FlushOutcome }).output.kind === 'retry',
    tokenExpired: ({ event }) => {
      const outcome = (event as unknown as { output: FlushOutcome }).output;
      return outcome.kind === 'retry' && outcome.failure === 'unauthorized';
    },
  },
  delays: {
    // The backoff, or longer when the server said when to come back (Retry-After of a 503 or 429).
    backoff: ({ context }) => {
      const retryAfterMs = context.lastOutcome?.kind === 'retry' ? (context.lastOutcome.retryAfterMs ?? 0) : 0;
      return Math.max(backoffDelayMs(context.attempt, context.random()), retryAfterMs);
    },
  },
}).createMachine({
  id: 'sync',
  context: ({ input }) => ({ online: input.online, userId: input.userId, attempt: 0, lastOutcome: null, dirty: false, random: input.random ?? Math.random }),
  initial: 'idle',
  on: {
    'connection.offline': { actions: assign({ online: false }) },
    'session.changed': { actions: assign({ userId: ({ event }) => event.userId }), target: '.idle', reenter: true },
  },
  states: {
    idle: {
      always: { guard: 'canSync', target: 'flushing' },
      on: {
        'outbox.changed': { guard: 'canSync', target: 'flushing' },
        'connection.online': { actions: assign({ online: true }), target: 'idle', reenter: true },
      },
    },
    flushing: {
      entry: assign({ dirty: false }),
      invoke: {
        src: 'flush',
        input: ({ context }) => ({ userId: context.userId! }),
        onDone: [
          { guard: 'tokenExpired', target: 'renewing', actions: assign({ lastOutcome: ({ event }) => event.output }) },
          { guard: 'flushFailed', target: 'backoff', actions: assign({ lastOutcome: ({ event }) => event.output, attempt: ({ context }) => context.attempt + 1 }) },
          { target: 'settled', actions: assign({ lastOutcome: ({ event }) => event.output, attempt: 0 }) },
        ],
        onError: { target: 'backoff', actions: assign({ attempt: ({ context }) => context.attempt + 1 }) },
      },
      on: {
        // Actions taken while a flush runs are picked up by the next round.
        'outbox.changed': { actions: assign({ dirty: true }) },
      },
    },
    /** One round finished; go round again if anything was queued meanwhile. */
    settled: {
      always: [{ guard: ({ context }) => context.dirty, target: 'flushing' }, { target: 'waiting' }],
    },
    waiting: {
      on: {
        'outbox.changed': { guard: 'canSync', target: 'flushing' },
        'connection.online': { actions: assign({ online: true }), target: 'flushing' },
      },
    },
    renewing: {
      invoke: {
        src: 'renewSession',
        onDone: { target: 'flushing' },
        onError: { target: 'backoff', actions: assign({ attempt: ({ context }) => context.attempt + 1 }) },
      },
    },
    backoff: {
      after: { backoff: { guard: 'canSync', target: 'flushing' } },
      on: {
        'connection.online': { actions: assign({ online: true }), target: 'flushing' },
        'outbox.changed': {},
      },
    },
  },
});
