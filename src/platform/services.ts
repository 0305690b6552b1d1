// What the rest of the app may use of the app's long-lived services (created once by the composition root,
// src/app/services.ts, and handed down through the router context), and where the country of a path is read.
import type { ApiClient, TokenLookup } from '../api/client.ts';
import type { ErrorRecord } from '../domain/errors/record.ts';
import type { CountryCode, Tenant } from '../domain/markets/types.ts';
import { siteCountry } from '../domain/routes/siteCountry.ts';
import { currentTenant } from './tenant.ts';

/** The session's tokens: the one to send now (renewed when due), and a renewal on demand. */
export interface SessionTokens {
  accessToken(): Promise<TokenLookup>;
  refresh(): Promise<TokenLookup>;
}

/** The outbox sync, as pages use it: told when the learner recorded an action. */
export interface OutboxSync {
  notifyOutboxChanged(): void;
  /** A report was queued (question or simulator feedback): send it when the device can. */
  notifyReportQueued(): void;
}

export interface AppServices {
  tenant: Tenant;
  api: ApiClient;
  tokens: SessionTokens;
  /** Records an error, reports it, and shows it (toast, or the critical dialog) when it is meant to be shown. */
  raise(record: ErrorRecord): void;
  /** Reports a bug caught by the error boundary or the window handlers; the fallback page is what the learner sees. */
  reportUncaught(error: unknown): void;
  /** The outbox sync, loaded on first use (IndexedDB and XState stay out of the first page load). */
  sync(): Promise<OutboxSync>;
}

/** The country is the first path segment (SPEC §2). */
export function countryFromPath(pathname: string, tenant: Tenant = currentTenant): CountryCode | undefined {
  return siteCountry(pathname.split('/')[1] ?? '', tenant) ?? undefined;
}
