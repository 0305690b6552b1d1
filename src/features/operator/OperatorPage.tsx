// The operator view (issue 15): what learners reported (question feedback, simulator feedback, AI demo errors),
// filtered by type, country, product and day, newest first, with the same selection as a CSV download. Plain on
// purpose: one form, one table; below it the question fixer's review list (ReviewList). The route lets only
// signed-in operators in; the server checks the role again.
import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { REPORT_TYPES, type ReportType } from '../../domain/reports/reportEvent.ts';
import type { ApiClient } from '../../api/client.ts';
import { downloadReportsCsv, listReports, type OperatorReportEvent, type ReportFilters } from './operatorApi.ts';
import { useReportTypeLabel } from './reportTypeLabels.ts';
import { ReviewList } from './ReviewList.tsx';
import { JobsPanel } from './JobsPanel.tsx';
import { saveCsv } from './saveCsv.ts';
import './operator.css';

type Load = { kind: 'loading' } | { kind: 'ready'; events: OperatorReportEvent[] } | { kind: 'failed' };

export function OperatorPage({ country, api }: { country: string; api: ApiClient }) {
  const { t, i18n } = useLingui();
  const typeLabel = useReportTypeLabel();
  const [filters, setFilters] = useState<ReportFilters>({ country });
  const [draft, setDraft] = useState<ReportFilters>({ country });
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [downloadFailed, setDownloadFailed] = useState(false);

  useEffect(() => {
    let current = true;
    listReports(api, filters).then(
      (events) => current && setLoad({ kind: 'ready', events }),
      () => current && setLoad({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, filters]);

  function apply(event: FormEvent) {
    event.preventDefault();
    setLoad({ kind: 'loading' });
    setFilters({ ...draft });
  }

  async function download() {
    setDownloadFailed(false);
    try {
      saveCsv(await downloadReportsCsv(api, filters), `report-events-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      setDownloadFailed(true);
    }
  }

  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <main className="page operator-page">
      <h1>{t`Reports from learners`}</h1>
      <form className="operator-page__filters" onSubmit={apply}>
        <label>
          {t`Type`}
          <select value={draft.type ?? ''} onChange={(event) => setDraft({ ...draft, type: (event.target.value || undefined) as ReportType | undefined })}>
            <option value="">{t`All types`}</option>
            {REPORT_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t`Country`}
          <input value={draft.country ?? ''} maxLength={2} pattern="[a-z]{2}" onChange={(event) => setDraft({ ...draft, country: event.target.value.toLowerCase() })} />
        </label>
        <label>
          {t`Product`}
          <input value={draft.productId ?? ''} onChange={(event) => setDraft({ ...draft, productId: event.target.value })} />
        </label>
        <label>
          {t`Received from`}
          <input type="date" value={draft.since ?? ''} onChange={(event) => setDraft({ ...draft, since: event.target.value || undefined })} />
        </label>
        <button type="submit" className="button">
          {t`Show`}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void download()}>
          {t`Download CSV`}
        </button>
      </form>
      {downloadFailed && <p role="alert">{t`The CSV file could not be downloaded. Please try again.`}</p>}
      {load.kind === 'loading' && <p role="status">{t`Loading reports…`}</p>}
      {load.kind === 'failed' && <p role="alert">{t`The reports could not be loaded. Please try again.`}</p>}
      {load.kind === 'ready' && load.events.length === 0 && <p>{t`No reports match these filters.`}</p>}
      {load.kind === 'ready' && load.events.length > 0 && (
        <div className="operator-page__table-wrap">
          <table className="operator-page__table">
            <thead>
              <tr>
                <th scope="col">{t`Received`}</th>
                <th scope="col">{t`Type`}</th>
                <th scope="col">{t`Country`}</th>
                <th scope="col">{t`Product`}</th>
                <th scope="col">{t`Question`}</th>
                <th scope="col">{t`Reason`}</th>
                <th scope="col">{t`Comment`}</th>
                <th scope="col">{t`From`}</th>
              </tr>
            </thead>
            <tbody>
              {load.events.map((event) => (
                <tr key={event.eventId}>
                  <td>{dateTime.format(new Date(event.createdAt))}</td>
                  <td>{typeLabel(event.type)}</td>
                  <td>{event.country}</td>
                  <td>{event.productId}</td>
                  <td>{event.questionId}</td>
                  <td>{event.reason}</td>
                  <td>{event.comment}</td>
                  <td>{event.userId ?? t`Guest`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ReviewList api={api} />
      <JobsPanel api={api} />
    </main>
  );
}
