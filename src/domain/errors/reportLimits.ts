// Admission rules of the client error reporter (SPEC §9): at most 60 reports in any sliding minute,
// none above 500 KB, and a telemetry buffer of the last 100 events. State in, state out.
import {
  ERROR_REPORT_MAX_ITEMS_PER_MINUTE,
  ERROR_REPORT_MAX_PAYLOAD_BYTES,
  ERROR_REPORT_MAX_TELEMETRY_EVENTS,
  ERROR_REPORT_WINDOW_MS,
} from '../constants.ts';

export interface ReportLimiterState {
  /** Epoch ms of the reports admitted within the last minute, oldest first. */
  admittedAt: readonly number[];
}

export type ReportRejection = 'rate-limited' | 'too-large';

export interface Admission {
  admitted: boolean;
  reason: ReportRejection | null;
  state: ReportLimiterState;
}

export const EMPTY_REPORT_LIMITER: ReportLimiterState = { admittedAt: [] };

/**
 * Whether a report of `payloadBytes` may be sent now. A report counts against the minute only when admitted;
 * an unmeasurable size (NaN) is treated as too large.
 */
export function admitReport(state: ReportLimiterState, now: number, payloadBytes: number): Admission {
  const recent = state.admittedAt.filter((at) => now - at < ERROR_REPORT_WINDOW_MS);
  const pruned = { admittedAt: recent };
  if (!(payloadBytes <= ERROR_REPORT_MAX_PAYLOAD_BYTES)) return { admitted: false, reason: 'too-large', state: pruned };
  if (recent.length >= ERROR_REPORT_MAX_ITEMS_PER_MINUTE) return { admitted: false, reason: 'rate-limited', state: pruned };
  return { admitted: true, reason: null, state: { admittedAt: [...recent, now] } };
}

/** The buffer with the event added, keeping only the most recent 100. */
export function pushTelemetry<T>(events: readonly T[], event: T): T[] {
  return [...events, event].slice(-ERROR_REPORT_MAX_TELEMETRY_EVENTS);
}
