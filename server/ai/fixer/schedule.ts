// The fixer's scheduled run inside the server (AI_FIX_INTERVAL_MIN > 0): the ai.fixer cron job (once across
// replicas) calls the run this returns; null when the fixer is not scheduled.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/open.ts';
import type { AiConfig } from '../aiConfig.ts';
import { createChatClient } from '../chatClient.ts';
import { runFixer } from './fixer.ts';

/** The cron expression of "every `minutes` minutes" (whole hours beyond 59 minutes). */
export function fixerCron(minutes: number): string {
  if (minutes < 60) return `*/${Math.max(1, Math.round(minutes))} * * * *`;
  const hours = Math.max(1, Math.min(23, Math.round(minutes / 60)));
  return `0 */${hours} * * *`;
}

export function fixerRun(db: Db, config: AiConfig, log: FastifyBaseLogger): { cron: string; run: () => Promise<void> } | null {
  if (!config.fixIntervalMin) return null;
  const chat = config.llm ? createChatClient(config.llm) : null;
  return {
    cron: fixerCron(config.fixIntervalMin),
    async run() {
      const report = await runFixer({ db, chat, model: config.llm?.model });
      log.info({ fixer: { ...report, applied: report.applied.length } }, 'question fixer run');
    },
  };
}
