// The parts of Background Sync and Periodic Background Sync this app uses (Chromium only; TypeScript's DOM library
// does not declare them yet). Everything that touches them checks that they exist first.

export interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

export interface PeriodicSyncManagerLike {
  register(tag: string, options: { minInterval: number }): Promise<void>;
  getTags(): Promise<string[]>;
}

export interface BackgroundRegistration {
  sync?: SyncManagerLike;
  periodicSync?: PeriodicSyncManagerLike;
}

/** A sync event as the worker receives it. */
export interface SyncEventLike extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance?: boolean;
}
