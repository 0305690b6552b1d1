// The sync machine with its flush and session renewal replaced by scripted actors, on a simulated clock.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { syncMachine } from './syncMachine.ts';
import type { FlushOutcome } from './syncEngine.ts';

function run(outcomes: FlushOutcome[], input: { online: boolean; userId: string | null }) {
  const flushes: string[] = [];
  let renewals = 0;
  const clock = new SimulatedClock();
  const machine = syncMachine.provide({
    actors: {
      flush: fromPromise<FlushOutcome, { userId: string }>(async ({ input: flushInput }) => {
        flushes.push(flushInput.userId);
        return outcomes.shift() ?? { kind: 'done', applied: 0, rejected: 0 };
      }),
      renewSession: fromPromise<boolean, void>(async () => {
        renewals += 1;
        return true;
      }),
    },
  });
  const actor = createActor(machine, { input: { ...input, random: () => 0.5 }, clock }).start();
  return { actor, clock, flushes, renewals: () => renewals };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sync machine', () => {
  it('flushes at once when online and signed in', async () => {
    const { actor, flushes } = run([], { online: true, userId: 'u1' });
    await tick();
    expect(flushes).toEqual(['u1']);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('does nothing for an anonymous learner or offline, and flushes when the connection returns', async () => {
    const anonymous = run([], { online: true, userId: null });
    anonymous.actor.send({ type: 'outbox.changed' });
    await tick();
    expect(anonymous.flushes).toEqual([]);

    const offline = run([], { online: false, userId: 'u1' });
    offline.actor.send({ type: 'outbox.changed' });
    await tick();
    expect(offline.flushes).toEqual([]);
    offline.actor.send({ type: 'connection.online' });
    await tick();
    expect(offline.flushes).toEqual(['u1']);
  });

  it("waits as long as the server's Retry-After says (a 503 while its database restarts), not just the backoff", async () => {
    const { actor, clock, flushes } = run([{ kind: 'retry', failure: 'server', applied: 0, retryAfterMs: 5_000 }], { online: true, userId: 'u1' });
    await tick();
    expect(actor.getSnapshot().value).toBe('backoff');
    clock.increment(4_900);
    await tick();
    expect(flushes).toHaveLength(1);
    clock.increment(200);
    await tick();
    expect(flushes).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('backs off after a network error and tries again after the delay', async () => {
    const { actor, clock, flushes } = run([{ kind: 'retry', failure: 'network', applied: 0 }], { online: true, userId: 'u1' });
    await tick();
    expect(actor.getSnapshot().value).toBe('backoff');
    clock.increment(500);
    await tick();
    expect(flushes).toHaveLength(1);
    clock.increment(600);
    await tick();
    expect(flushes).toHaveLength(2);
    expect(actor.getSnapshot().context.attempt).toBe(0);
  });

  it('renews the session when the token expired, then flushes again', async () => {
    const { flushes, renewals } = run([{ kind: 'retry', failure: 'unauthorized', applied: 0 }], { online: true, userId: 'u1' });
    await tick();
    await tick();
    expect(renewals()).toBe(1);
    expect(flushes).toHaveLength(2);
  });

  it('goes round again when actions were queued during a flush', async () => {
    const { actor, flushes } = run([], { online: true, userId: 'u1' });
    actor.send({ type: 'outbox.changed' });
    await tick();
    await tick();
    expect(flushes.length).toBe(2);
  });
});
