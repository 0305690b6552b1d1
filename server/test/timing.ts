// Timing comparisons for the no-enumeration tests: medians of interleaved calls, so drift (GC, the other process on
// the machine) hits both sides alike.
import { expect } from 'vitest';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) / 2;
};

export interface Answer {
  statusCode: number;
  body: string;
}

/**
 * Calls `a` and `b` `tries` times each, alternating which goes first, checks that every answer of `b` equals the
 * first answer of `a` after `normalize` (status and body), and returns the two medians in ms.
 */
export async function compareTimings(
  tries: number,
  a: () => Promise<Answer>,
  b: () => Promise<Answer>,
  normalize: (answer: Answer) => unknown = (answer) => [answer.statusCode, answer.body],
): Promise<{ a: number; b: number; gap: number }> {
  const times = { a: [] as number[], b: [] as number[] };
  let reference: unknown;
  async function timed(side: 'a' | 'b', call: () => Promise<Answer>): Promise<void> {
    const start = process.hrtime.bigint();
    const answer = await call();
    times[side].push(Number(process.hrtime.bigint() - start) / 1e6);
    reference ??= normalize(answer);
    expect(normalize(answer)).toEqual(reference);
  }
  for (let i = 0; i < tries; i++) {
    if (i % 2 === 0) await timed('a', a);
    await timed('b', b);
    if (i % 2 === 1) await timed('a', a);
  }
  const medians = { a: median(times.a), b: median(times.b) };
  return { ...medians, gap: Math.abs(medians.a - medians.b) };
}
