// POST reports over the API. A guest's reports go without a token, with the device's anonymous id (the voter id the
// votes already keep); a signed-in learner's with the bearer token the client adds.
import { ApiError, type ApiClient } from '../../api/client.ts';
import type { ReportOutcome } from '../../db/reportQueue.ts';
import type { ReportEventInput } from '../../domain/reports/reportEvent.ts';
import { anonymousVoterId } from '../votes/votesApi.ts';

/** network, 5xx, 429: try later; unauthorized: the session needs renewing; refused: the request itself was refused (4xx). */
export type ReportFailure = 'network' | 'server' | 'unauthorized' | 'refused';

export class ReportTransportError extends Error {
  override name = 'ReportTransportError';
  constructor(
    readonly failure: ReportFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface ReportTransport {
  send(events: ReportEventInput[], as: 'user' | 'guest'): Promise<ReportOutcome[]>;
}

export function httpReportTransport(api: ApiClient, deviceId: () => string = anonymousVoterId): ReportTransport {
  return {
    async send(events, as) {
      const body = as === 'guest' ? { events, deviceId: deviceId() } : { events };
      try {
        const reply = await api.request<{ results: ReportOutcome[] }>('reports', { method: 'POST', body, silent: true, ownAuthErrors: true, anonymous: as === 'guest' });
        return reply.results;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0) throw new ReportTransportError('network', String(error));
        if (error.status === 401) throw new ReportTransportError('unauthorized', error.message);
        if (error.status === 400 || error.status === 413) throw new ReportTransportError('refused', error.message);
        throw new ReportTransportError('server', error.message);
      }
    },
  };
}
