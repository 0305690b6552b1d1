// @vitest-environment jsdom
// The operator's jobs panel with a fake API client: counts per queue and state, a failed job with its last error
// and Retry (which asks the server and reloads), what a database outage left behind, and a failed load said in words.
import { afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { ApiError, type ApiClient, type RequestOptions } from '../../api/client.ts';
import { JobsPanel } from './JobsPanel.tsx';
import type { OperatorJobsView } from './operatorApi.ts';

afterEach(cleanup);

const counts = { created: 2, retry: 1, active: 0, failed: 1, completed: 40, cancelled: 0 };
const failedJob = {
  id: '0b9f3c1e-6a0d-4c43-9d57-1f1e2d3c4b5a',
  queue: 'mail.deliver',
  state: 'failed',
  retryCount: 12,
  error: 'connect ECONNREFUSED 127.0.0.1:25',
  createdOn: '2030-01-01T10:00:00.000Z',
  startedOn: '2030-01-01T10:00:01.000Z',
  completedOn: null,
};

const quiet = { connectionErrors: 0, unavailableAnswers: 0, lastErrorAt: null, lastErrorMessage: null, lastConnectedAt: '2030-01-01T09:00:00.000Z' };

it('shows jobs per queue and state, and puts a failed job back with Retry', async () => {
  let overview: OperatorJobsView = { queues: [{ name: 'mail.deliver', counts }], failed: [failedJob], stuck: [], retriedLastHour: 0, database: quiet };
  const posted: string[] = [];
  const api: ApiClient = {
    baseUrl: '/api/2.0/eq',
    request: async <T,>(path: string, options?: RequestOptions) => {
      if (options?.method === 'POST') {
        posted.push(path);
        overview = { queues: [{ name: 'mail.deliver', counts: { ...counts, failed: 0, created: 3 } }], failed: [], stuck: [], retriedLastHour: 0, database: quiet };
        return { retried: true } as T;
      }
      return overview as T;
    },
  };
  await renderWithI18n(<JobsPanel api={api} />);
  const table = await screen.findByRole('table', { name: 'Jobs per queue and state' });
  const row = within(table).getByRole('row', { name: /mail\.deliver/ });
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '1', '0', '1', '40', '0']);
  expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('The job is back in its queue.')).toBeTruthy();
  expect(posted).toEqual([`operator/jobs/mail.deliver/${failedJob.id}/retry`]);
  expect(await screen.findByText('No job has failed.')).toBeTruthy();
});

it('shows what a database outage left: lost connections, 503 answers, the last error and retried jobs', async () => {
  const outage: OperatorJobsView = {
    queues: [{ name: 'mail.deliver', counts }],
    failed: [],
    stuck: [],
    retriedLastHour: 7,
    database: { connectionErrors: 12, unavailableAnswers: 131, lastErrorAt: '2030-01-01T10:00:00.000Z', lastErrorMessage: 'Connection terminated unexpectedly', lastConnectedAt: '2030-01-01T10:00:21.000Z' },
  };
  const api: ApiClient = { baseUrl: '/api/2.0/eq', request: async <T,>() => outage as T };
  await renderWithI18n(<JobsPanel api={api} />);
  expect(await screen.findByText('Connections lost: 12')).toBeTruthy();
  expect(screen.getByText('Calls answered "briefly unavailable" (503): 131')).toBeTruthy();
  expect(screen.getByText(/^Last connection error: .*\(Connection terminated unexpectedly\)$/)).toBeTruthy();
  expect(screen.getByText('Jobs of the last hour that needed more than one try: 7')).toBeTruthy();
});

it('says when the jobs could not be loaded', async () => {
  const api: ApiClient = {
    baseUrl: '/api/2.0/eq',
    request: async () => {
      throw new ApiError(500, '/api/2.0/eq/operator/jobs', 'boom', 'internal', undefined);
    },
  };
  await renderWithI18n(<JobsPanel api={api} />);
  expect(await screen.findByText('The jobs could not be loaded. Please try again.')).toBeTruthy();
});
