// Work that runs after the answer is sent. Sign-up and forgot-password hand everything that depends on whether an
// address is registered to this queue, so the answer a caller can see and time is the same on both branches.
// The queue is in memory: a crash between the answer and the task loses that one e-mail (the caller can ask again);
// once the task has written to mail_outbox, the database holds the work.
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Queues `work`; a failure is logged, never reported to the caller who triggered it. */
  run(name: string, work: () => Promise<void>): void;
  /** Resolves once every task queued so far has finished (tests, and shutdown before the database closes). */
  settled(): Promise<void>;
}

/** Two at a time: the tasks hash passwords, and the machine has few cores to share with the requests. */
const CONCURRENCY = 2;
/** Beyond this many waiting tasks a flood is under way: further tasks are dropped (and logged), not queued. */
const MAX_BACKLOG = 1000;

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const waiting: { name: string; work: () => Promise<void> }[] = [];
  let running = 0;
  let idle: Promise<void> = Promise.resolve();
  let markIdle: () => void = () => {};

  function next(): void {
    while (running < CONCURRENCY && waiting.length > 0) {
      const task = waiting.shift()!;
      running++;
      void task
        .work()
        .catch((error: unknown) => log.error({ err: error, task: task.name }, 'background task failed'))
        .finally(() => {
          running--;
          next();
        });
    }
    if (running === 0 && waiting.length === 0) markIdle();
  }

  return {
    run(name, work) {
      if (waiting.length >= MAX_BACKLOG) {
        log.warn({ task: name }, 'background queue full: task dropped');
        return;
      }
      if (running === 0 && waiting.length === 0) idle = new Promise((resolve) => (markIdle = resolve));
      waiting.push({ name, work });
      // On a later turn, after the answer has been handed to the socket.
      setImmediate(next);
    },
    settled: () => idle,
  };
}
