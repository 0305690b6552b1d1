// @vitest-environment jsdom
// The operator's jobs panel with a fake API client: counts per queue and state, a failed job with its last error
// and Retry (which asks the server and reloads), and a failed load said in words.
import { afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { ApiError, type ApiClient, type RequestOptions } from '../../api/client.ts';
import { JobsPanel } from './JobsPanel.tsx';
import type { JobOverview } from './operatorApi.ts';

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

it('shows jobs per queue and state, and puts a failed job back with Retry', async () => {
  let overview: JobOverview = { queues: [{ name: 'mail.deliver', counts }], failed: [failedJob], stuck: [] };
  const posted: string[] = [];
  const api: ApiClient = {
    baseUrl: '/api/2.0/eq',
    request: async <T,>(path: string, options?: RequestOptions) => {
      if (options?.method === 'POST') {
        posted.push(path);
        overview = { queues: [{ name: 'mail.deliver', counts: { ...counts, failed: 0, created: 3 } }], failed: [], stuck: [] };
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
