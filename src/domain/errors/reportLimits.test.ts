// Table and property tests of the error reporter limits.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { admitReport, EMPTY_REPORT_LIMITER, pushTelemetry, type ReportLimiterState } from './reportLimits.ts';

const NOW = 1_700_000_000_000;
const KB = 1024;

function fullMinute(start: number): ReportLimiterState {
  return { admittedAt: Array.from({ length: 60 }, (_, i) => start + i) };
}

describe('admitReport', () => {
  it.each<[string, ReportLimiterState, number, number, boolean, string | null]>([
    ['first report', EMPTY_REPORT_LIMITER, NOW, 1 * KB, true, null],
    ['exactly 500 KB', EMPTY_REPORT_LIMITER, NOW, 500 * KB, true, null],
    ['one byte over 500 KB', EMPTY_REPORT_LIMITER, NOW, 500 * KB + 1, false, 'too-large'],
    ['NaN size', EMPTY_REPORT_LIMITER, NOW, Number.NaN, false, 'too-large'],
    ['60 within the minute', fullMinute(NOW - 59_000), NOW, KB, false, 'rate-limited'],
    ['59 within the minute', { admittedAt: fullMinute(NOW - 59_000).admittedAt.slice(1) }, NOW, KB, true, null],
    ['the oldest is exactly a minute old', fullMinute(NOW - 60_000), NOW, KB, true, null],
    ['too large wins over rate-limited', fullMinute(NOW - 1_000), NOW, 600 * KB, false, 'too-large'],
  ])('%s', (_name, state, now, bytes, admitted, reason) => {
    const result = admitReport(state, now, bytes);
    expect(result.admitted).toBe(admitted);
    expect(result.reason).toBe(reason);
  });

  it('prunes reports older than a minute and records the admitted one', () => {
    const result = admitReport({ admittedAt: [NOW - 70_000, NOW - 30_000] }, NOW, KB);
    expect(result.state.admittedAt).toEqual([NOW - 30_000, NOW]);
  });

  it('a rejected report does not use up the minute', () => {
    const result = admitReport({ admittedAt: [NOW - 1] }, NOW, 600 * KB);
    expect(result.state.admittedAt).toEqual([NOW - 1]);
  });

  it('never admits more than 60 in any minute, and admits while under the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 1, maxLength: 300 }), (gaps) => {
        let state = EMPTY_REPORT_LIMITER;
        let now = NOW;
        const admitted: number[] = [];
        for (const gap of gaps) {
          now += gap;
          const inLastMinute = admitted.filter((at) => now - at < 60_000).length;
          const result = admitReport(state, now, KB);
          expect(result.admitted).toBe(inLastMinute < 60);
          if (result.admitted) admitted.push(now);
          state = result.state;
        }
        for (const start of admitted) {
          expect(admitted.filter((at) => at >= start && at < start + 60_000).length).toBeLessThanOrEqual(60);
        }
      }),
    );
  });
});

describe('pushTelemetry', () => {
  it.each([
    [[], 1, [1]],
    [[1, 2], 3, [1, 2, 3]],
    [Array.from({ length: 100 }, (_, i) => i), 100, Array.from({ length: 100 }, (_, i) => i + 1)],
  ])('push onto %j', (events, event, expected) => {
    expect(pushTelemetry(events, event)).toEqual(expected);
  });

  it('keeps at most the last 100, newest last', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 150 }), fc.integer(), (events, event) => {
        const result = pushTelemetry(events, event);
        expect(result.length).toBe(Math.min(100, events.length + 1));
        expect(result.at(-1)).toBe(event);
        expect(result).toEqual([...events, event].slice(-100));
      }),
    );
  });
});
