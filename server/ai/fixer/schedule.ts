// The fixer's scheduled run inside the server (AI_FIX_INTERVAL_MIN > 0): one run at a time, errors logged, the timer
// never keeps the process alive.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/open.ts';
import type { AiConfig } from '../aiConfig.ts';
import { createChatClient } from '../chatClient.ts';
import { runFixer } from './fixer.ts';

export function scheduleFixer(db: Db, config: AiConfig, log: FastifyBaseLogger): () => void {
  if (!config.fixIntervalMin) return () => {};
  const chat = config.llm ? createChatClient(config.llm) : null;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runFixer({ db, chat, model: config.llm?.model })
      .then((report) => log.info({ fixer: { ...report, applied: report.applied.length } }, 'question fixer run'))
      .catch((error: unknown) => log.error({ err: error }, 'question fixer run failed'))
      .finally(() => (running = false));
  }, config.fixIntervalMin * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
