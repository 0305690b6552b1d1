// What this process has seen of its database connections, for /metrics and the operator's jobs page: connections
// lost (a restart, a failover, a stop), the last loss and the last fresh connection, and how many API calls were
// answered 503 because the database could not be reached. One per process, as the connection pool is.
export interface DatabaseHealthFigures {
  /** Connections that broke (a backend that went away, a refused or timed-out connect). */
  readonly connectionErrors: number;
  /** API calls answered 503 "briefly unavailable" because the database did not answer. */
  readonly unavailableAnswers: number;
  /** Epoch ms of the last broken connection, or null. */
  readonly lastErrorAt: number | null;
  readonly lastErrorMessage: string | null;
  /** Epoch ms of the last connection opened, or null. */
  readonly lastConnectedAt: number | null;
}

let figures: DatabaseHealthFigures = { connectionErrors: 0, unavailableAnswers: 0, lastErrorAt: null, lastErrorMessage: null, lastConnectedAt: null };
/** Warn once per outage, not once per broken connection (a restart breaks the whole pool at once). */
let warnedSince: number | null = null;

export const databaseHealth = {
  connectionLost(error: Error): void {
    const now = Date.now();
    figures = { ...figures, connectionErrors: figures.connectionErrors + 1, lastErrorAt: now, lastErrorMessage: error.message.slice(0, 200) };
    if (warnedSince === null) {
      warnedSince = now;
      console.warn(`PostgreSQL connection lost (${error.message}); reconnecting on the next statement`);
    }
  },
  connected(): void {
    figures = { ...figures, lastConnectedAt: Date.now() };
    warnedSince = null;
  },
  answeredUnavailable(error: unknown): void {
    const now = Date.now();
    const message = error instanceof Error ? error.message.slice(0, 200) : String(error);
    figures = { ...figures, unavailableAnswers: figures.unavailableAnswers + 1, lastErrorAt: now, lastErrorMessage: message };
  },
  figures: (): DatabaseHealthFigures => figures,
};
