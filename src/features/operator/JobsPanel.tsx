// Background work on the operator page (issue 20): how many jobs each queue holds in each state, the failed ones with
// their last error and a Retry button, and the ones running too long. The same figures as `npm run jobs`.
import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ApiClient } from '../../api/client.ts';
import { jobOverview, retryJob, type OperatorJobsView, type JobState, type OperatorJob } from './operatorApi.ts';

type Load = { kind: 'loading' } | { kind: 'ready'; overview: OperatorJobsView } | { kind: 'failed' };

const STATES: readonly JobState[] = ['created', 'retry', 'active', 'failed', 'completed', 'cancelled'];

function useStateLabel() {
  const { t } = useLingui();
  return (state: JobState): string =>
    ({ created: t`Waiting`, retry: t`Retrying`, active: t`Running`, failed: t`Failed`, completed: t`Done`, cancelled: t`Cancelled` })[state];
}

function JobRows({ jobs, onRetry }: { jobs: OperatorJob[]; onRetry?: (job: OperatorJob) => void }) {
  const { t, i18n } = useLingui();
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <div className="operator-page__table-wrap">
      <table className="operator-page__table">
        <thead>
          <tr>
            <th scope="col">{t`Queue`}</th>
            <th scope="col">{t`Created`}</th>
            <th scope="col">{t`Tries`}</th>
            <th scope="col">{t`Last error`}</th>
            {onRetry && <th scope="col">{t`Action`}</th>}
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id}>
              <td>{job.queue}</td>
              <td>{dateTime.format(new Date(job.createdOn))}</td>
              <td>{job.retryCount + 1}</td>
              <td className="operator-page__error">{job.error ?? '–'}</td>
              {onRetry && (
                <td>
                  <button type="button" className="button button--secondary" onClick={() => onRetry(job)}>
                    {t`Retry`}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What an outage left behind: broken connections and 503 answers on the server that answered, and retried jobs. */
function DatabaseHealth({ view }: { view: OperatorJobsView }) {
  const { t, i18n } = useLingui();
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'medium' });
  const { connectionErrors, unavailableAnswers, lastErrorAt, lastErrorMessage, lastConnectedAt } = view.database;
  const retried = view.retriedLastHour;
  const lastError = lastErrorAt ? dateTime.format(new Date(lastErrorAt)) : '';
  const lastConnected = lastConnectedAt ? dateTime.format(new Date(lastConnectedAt)) : '';
  return (
    <>
      <h3>{t`Database (this server, since its start)`}</h3>
      <ul>
        <li>{t`Connections lost: ${connectionErrors}`}</li>
        <li>{t`Calls answered "briefly unavailable" (503): ${unavailableAnswers}`}</li>
        <li>{lastErrorAt ? t`Last connection error: ${lastError} (${lastErrorMessage ?? ''})` : t`No connection error.`}</li>
        {lastConnectedAt && <li>{t`Last new connection: ${lastConnected}`}</li>}
        <li>{t`Jobs of the last hour that needed more than one try: ${retried}`}</li>
      </ul>
    </>
  );
}

export function JobsPanel({ api }: { api: ApiClient }) {
  const { t } = useLingui();
  const stateLabel = useStateLabel();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);

  const refresh = useCallback(() => {
    jobOverview(api).then(
      (overview) => setLoad({ kind: 'ready', overview }),
      () => setLoad({ kind: 'failed' }),
    );
  }, [api]);
  useEffect(refresh, [refresh]);

  async function retry(job: OperatorJob) {
    try {
      await retryJob(api, job.queue, job.id);
      setNotice({ kind: 'status', text: t`The job is back in its queue.` });
    } catch {
      setNotice({ kind: 'alert', text: t`The job could not be put back. Refresh and try again.` });
    }
    refresh();
  }

  return (
    <section aria-labelledby="jobs-heading" className="operator-page__jobs">
      <h2 id="jobs-heading">{t`Background jobs`}</h2>
      <button type="button" className="button button--secondary" onClick={refresh}>
        {t`Refresh`}
      </button>
      {notice && <p role={notice.kind}>{notice.text}</p>}
      {load.kind === 'loading' && <p role="status">{t`Loading the jobs…`}</p>}
      {load.kind === 'failed' && <p role="alert">{t`The jobs could not be loaded. Please try again.`}</p>}
      {load.kind === 'ready' && (
        <>
          <div className="operator-page__table-wrap">
            <table className="operator-page__table">
              <caption>{t`Jobs per queue and state`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Queue`}</th>
                  {STATES.map((state) => (
                    <th scope="col" key={state}>
                      {stateLabel(state)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {load.overview.queues.map((queue) => (
                  <tr key={queue.name}>
                    <th scope="row">{queue.name}</th>
                    {STATES.map((state) => (
                      <td key={state}>{queue.counts[state]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <DatabaseHealth view={load.overview} />
          <h3>{t`Failed jobs`}</h3>
          {load.overview.failed.length === 0 ? <p>{t`No job has failed.`}</p> : <JobRows jobs={load.overview.failed} onRetry={(job) => void retry(job)} />}
          {load.overview.stuck.length > 0 && (
            <>
              <h3>{t`Running for a long time`}</h3>
              <JobRows jobs={load.overview.stuck} />
            </>
          )}
        </>
      )}
    </section>
  );
}
