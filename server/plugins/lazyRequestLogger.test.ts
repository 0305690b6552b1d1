// The lazy request logger writes what the eager child would (the request id bound, the parent's level obeyed).
import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { lazyChildLoggerFactory } from './lazyRequestLogger.ts';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream) as unknown as FastifyBaseLogger, lines };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

it('binds the request id on the lines it writes, and writes nothing below the level', async () => {
  const { logger, lines } = capture('info');
  const child = lazyChildLoggerFactory.call(undefined as never, logger, { reqId: 'abc-1' }, {}, undefined as never);
  child.debug('hidden');
  child.info({ route: '/x' }, 'shown');
  child.error(new Error('boom'), 'failed');
  child.child({ queue: 'mail' }).warn('nested');
  await flush();
  expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
    ['shown', 'abc-1'],
    ['failed', 'abc-1'],
    ['nested', 'abc-1'],
  ]);
  expect(lines[2]!.queue).toBe('mail');
  expect(child.level).toBe('info');
});
