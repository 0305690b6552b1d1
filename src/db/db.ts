// The IndexedDB schema (Dexie). The only module that opens IndexedDB; features use the repositories beside it, and
// modules that run on pages which may never need the device's storage load this one lazily (deviceDb.ts).
import Dexie, { type EntityTable } from 'dexie';
import type { ExamEvent } from '../domain/exam/events.ts';
import type { AttemptPhase } from '../domain/exam/phase.ts';
import type { LocalExamState } from '../domain/exam/types.ts';
import type { TestMode } from '../domain/config/types.ts';
import type { DrillReason, DrillSchedule } from '../domain/drill/schedule.ts';
import { packedExamStatesMiddleware } from './packedExamStates.ts';
import { SHOP_DATABASE_NAME } from './names.ts';
import type { Tenant } from '../domain/markets/types.ts';
import type { PlanMonths } from '../domain/catalog/pricingOptions.ts';
import type { ReportEventInput } from '../domain/reports/reportEvent.ts';
import type { AttemptRecord } from '../domain/learning/history.ts';
import type { ProgressSnapshot } from '../domain/learning/progressSnapshot.ts';
import type { Catalog } from '../domain/catalog/types.ts';
import { moveLegacyCatalogCopies } from './legacyCatalogCopies.ts';
import type { StoredLogin } from '../domain/session.ts';

export interface StoredProductConfig {
  /** `${productId}:${mode}` */
  key: string;
  productId: string;
  mode: string;
  config: unknown;
  updatedAt: number;
}

/** The local exam state of SPEC §3, keyed by productId, with the mode it runs in. */
export interface StoredExamState {
  productId: string;
  mode: TestMode;
  state: LocalExamState | null;
  /** Who the attempt belongs to on this device: a userId, or 'guest' for an anonymous learner. */
  owner: string;
  /** The product's question-list version the attempt was started with. */
  questionListVersion?: string;
  updatedAt: number;
  /** Grows by one with every write of the attempt, whoever writes it: a tab checks its own copy against it. */
  rev?: number;
  /** The phase another device moved the attempt to, when taking its copy did (the page says why); dropped with this
   * device's next action. */
  remoteChange?: RemotePhaseChange;
}

export interface RemotePhaseChange {
  phase: AttemptPhase;
  at: number;
}

export type OutboxStatus = 'pending' | 'rejected';

/** One learner action waiting to reach the server (ARCHITECTURE.md §4). */
export interface OutboxEntry {
  seq: number;
  clientId: string;
  idempotencyKey: string;
  productId: string;
  mode: TestMode;
  owner: string;
  event: ExamEvent;
  status: OutboxStatus;
  /** The server's reason when it refused the entry; shown to the learner. */
  rejection?: string;
  createdAt: number;
}

/** Device-wide sync bookkeeping: the client id and the next outbox sequence number. */
export interface SyncMeta {
  key: 'device';
  clientId: string;
  nextSeq: number;
}

/** One question in a learner's spaced-repetition queue (the drill), with its FSRS schedule. */
export interface StoredDrillCard extends DrillSchedule {
  /** `${owner}|${productId}|${questionId}` */
  key: string;
  /** A userId, or 'guest' for an anonymous learner. */
  owner: string;
  productId: string;
  questionId: string;
  /** Why it was last fed from an exam. */
  reason: DrillReason;
  /** The submitted attempt that last fed it (`${testId}@${submitted at}`): feeding twice changes nothing. */
  fedBy: string;
  /** Epoch ms of the learner's action that made this version: across devices the newest wins. */
  updatedAt: number;
  /** 1 while this version has not reached the server (absent once it has, or for a card that came from it). */
  dirty?: 1;
}

/** The server revision of an account's drill cards this device has seen every change up to. */
export interface DrillSyncCursor {
  owner: string;
  cursor: number;
}

/** One line of a tenant's cart on this device (issue 13). */
export interface StoredCartLine {
  /** `${tenant}|${productId}` */
  key: string;
  tenant: Tenant;
  productId: string;
  months: PlanMonths;
  /** Epoch ms the line was added or last changed: lines show in the order they were added. */
  addedAt: number;
}

/** Small per-tenant commerce records: the billing information (SPEC §3 cart-user-information), the entitlement token. */
export interface StoredCommerceRecord {
  /** e.g. `cart-user-information|eq`, `entitlements|eq|{userId}` */
  key: string;
  value: unknown;
  updatedAt: number;
}

/**
 * A reporting event (question or simulator feedback) waiting to reach the server: queued in the transaction that
 * records it, deleted once the server has it (stored or duplicate), kept with the reason when refused.
 */
export interface QueuedReport {
  eventId: string;
  /** A userId, or 'guest' (then sent with the device id). */
  owner: string;
  event: ReportEventInput;
  status: 'pending' | 'rejected';
  rejection?: string;
  createdAt: number;
}


/** The catalog of a site as the app last read it, for offline reading (catalogCopies.ts). */
export interface StoredCatalogCopy {
  /** `${tenant}:${country}` */
  key: string;
  catalog: Catalog;
  fetchedAt: number;
}

/**
 * What the service worker needs to send the outbox and refresh entitlements while no page is open (issue 34): the
 * page keeps its login in localStorage, which a worker cannot read, so a copy lives here, kept in step by the page
 * (src/features/background/sessionCopy.ts) and by the worker when it renews the token.
 */
export interface StoredBackgroundSession {
  key: 'current';
  tenant: Tenant;
  userId: string;
  /** null once the worker's refresh was refused: the entries stay queued, the learner signs in again. */
  login: StoredLogin | null;
  /** The XSRF cookie's value, echoed by the worker on state-changing calls (a worker has no document.cookie). */
  xsrfToken?: string;
  /** When a refresh by the worker was refused: the page tells the learner at the next open, then clears it. */
  refusedAt?: number;
  updatedAt: number;
}

export class ShopDatabase extends Dexie {
  productConfigs!: EntityTable<StoredProductConfig, 'key'>;
  examStates!: EntityTable<StoredExamState, 'productId'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  syncMeta!: EntityTable<SyncMeta, 'key'>;
  drillCards!: EntityTable<StoredDrillCard, 'key'>;
  drillCursors!: EntityTable<DrillSyncCursor, 'owner'>;
  cartLines!: EntityTable<StoredCartLine, 'key'>;
  commerceRecords!: EntityTable<StoredCommerceRecord, 'key'>;
  reportQueue!: EntityTable<QueuedReport, 'eventId'>;
  attemptHistory!: EntityTable<AttemptRecord, 'key'>;
  progressSnapshots!: EntityTable<ProgressSnapshot, 'key'>;
  catalogCopies!: EntityTable<StoredCatalogCopy, 'key'>;
  backgroundSession!: EntityTable<StoredBackgroundSession, 'key'>;

  constructor(name = SHOP_DATABASE_NAME) {
    // No optimistic in-memory cache: every write and read goes straight to IndexedDB, which makes answer saves and
    // resumes cheaper (the cache clones whole exam states); live queries are still told of every change.
    super(name, { cache: 'disabled' });
    // Attempts are stored with their answers packed (a quarter of the size): every save writes that much less.
    this.use(packedExamStatesMiddleware);
    this.version(1).stores({ productConfigs: 'key, productId' });
    this.version(2).stores({ examStates: 'productId, owner', outbox: 'seq, status, productId, owner', syncMeta: 'key' });
    // Counting a product's pending actions without loading them.
    this.version(3).stores({ outbox: 'seq, status, productId, owner, [productId+status]' });
    this.version(4).stores({ catalogs: 'key' });
    // The catalog copy moved to a database of its own (catalogCopies.ts), so browsing never loads Dexie.
    this.version(5).stores({ catalogs: null });
    // The drill's review queue: a learner's due cards of a product, in due order.
    this.version(6).stores({ drillCards: 'key, owner, [owner+productId+dueAt]' });
    // The drill synced (issue 12): an owner's cards not yet on the server, and how far the device has pulled. Cards
    // stored before this version count as changed, so they go out at the first sync.
    this.version(7)
      .stores({ drillCards: 'key, owner, [owner+productId+dueAt], [owner+dirty]', drillCursors: 'owner' })
      .upgrade((tx) =>
        tx
          .table('drillCards')
          .toCollection()
          .modify((card: StoredDrillCard) => {
            card.dirty = 1;
          }),
      );
    // Reporting events (issue 15): an owner's reports still to send, oldest first.
    this.version(8).stores({ reportQueue: 'eventId, [owner+status+createdAt]' });
    // The shop (issue 13): the cart per tenant, the saved billing information and the entitlement token.
    this.version(9).stores({ cartLines: 'key, tenant', commerceRecords: 'key' });
    // Learning (issue 22): a learner's finished attempts per product (practice sets, the readiness estimate), and the
    // times of the running attempt's actions until it goes into that history (pacing), and what My progress shows.
    this.version(10).stores({ attemptHistory: 'key, owner, [owner+productId]', paceEvents: '++id, [owner+productId]', progressSnapshots: 'key, owner' });
    // Issue 32: every IndexedDB access goes through Dexie. The catalog copies come back from their plain database
    // (exam-quiz-catalog, written by the app up to version 10) into this one; attempts and the outbox were already
    // here (written raw in the same packed shape), so they stay as they are. A device that only browsed has the
    // catalog database without this one: creating this one (populate) moves the copies too.
    // And an answer save checks that the stored attempt is still the version this tab wrote (same rev and time) by
    // counting on an index, without reading and unpacking the attempt (examActions.ts).
    // The pacing reads each attempt's own log (src/domain/learning/pacing.ts): the table of pace events that
    // copied its times goes.
    this.version(11)
      .stores({ catalogCopies: 'key', examStates: 'productId, owner, [productId+rev+updatedAt]', paceEvents: null })
      .upgrade(moveLegacyCatalogCopies);
    // Issue 34: the service worker sends the outbox and refreshes entitlements with the page closed; it reads the
    // login from here (backgroundSession.ts).
    this.version(12).stores({ backgroundSession: 'key' });
    this.on('populate', moveLegacyCatalogCopies);
  }
}

let instance: ShopDatabase | undefined;

export function shopDb(): ShopDatabase {
  instance ??= new ShopDatabase();
  return instance;
}
