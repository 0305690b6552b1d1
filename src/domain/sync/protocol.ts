// The exam-state sync protocol between the device outbox and the server (ARCHITECTURE.md §4). Shared by both.
import type { ExamEvent } from '../exam/events.ts';
import type { LocalExamState } from '../exam/types.ts';
import type { TestMode } from '../config/types.ts';

/** One learner action waiting in the outbox. `seq` grows by one per action on this device (clientId). */
export interface OutboxEntryWire {
  seq: number;
  idempotencyKey: string;
  productId: string;
  mode: TestMode;
  event: ExamEvent;
}

export interface SyncRequest {
  clientId: string;
  entries: OutboxEntryWire[];
}

export type EntryOutcome = 'applied' | 'duplicate' | 'rejected';

export interface EntryResult {
  seq: number;
  status: EntryOutcome;
  /** Why a rejected entry cannot apply (shown to the learner, never dropped silently). */
  reason?: string;
}

/** The server's attempt of one product: the mode it runs in and its state (null when there is none). */
export interface ServerAttemptView {
  mode: TestMode;
  state: LocalExamState | null;
}

export interface SyncResponse {
  results: EntryResult[];
  /** The server's attempt of each product touched by the batch, after applying it: the device reconciles with it. */
  states: Record<string, ServerAttemptView | null>;
}

/** Largest batch one sync call carries. */
export const SYNC_BATCH_MAX_ENTRIES = 200;

export function idempotencyKeyOf(clientId: string, seq: number): string {
  return `${clientId}:${seq}`;
}
