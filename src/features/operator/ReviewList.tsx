// The question fixer's review list on the operator page (issue 14): the questions it found suspect and did not fix on
// its own, with their evidence and its proposal, newest first, and the same list as a CSV download.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ApiClient } from '../../api/client.ts';
import { downloadReviewsCsv, listReviews, type QuestionReview } from './operatorApi.ts';
import { saveCsv } from './saveCsv.ts';

type Load = { kind: 'loading' } | { kind: 'ready'; reviews: QuestionReview[] } | { kind: 'failed' };

export function ReviewList({ api }: { api: ApiClient }) {
  const { t, i18n } = useLingui();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [downloadFailed, setDownloadFailed] = useState(false);

  useEffect(() => {
    let current = true;
    listReviews(api).then(
      (reviews) => current && setLoad({ kind: 'ready', reviews }),
      () => current && setLoad({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api]);

  async function download() {
    setDownloadFailed(false);
    try {
      saveCsv(await downloadReviewsCsv(api), `question-reviews-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      setDownloadFailed(true);
    }
  }

  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' });
  const statusLabel = (status: string) => (status === 'applied' ? t`Fixed as a new version` : t`Waiting for review`);
  return (
    <section aria-labelledby="review-list-heading" className="operator-page__reviews">
      <h2 id="review-list-heading">{t`Questions the fixer found suspect`}</h2>
      <button type="button" className="button button--secondary" onClick={() => void download()}>
        {t`Download the review list (CSV)`}
      </button>
      {downloadFailed && <p role="alert">{t`The CSV file could not be downloaded. Please try again.`}</p>}
      {load.kind === 'loading' && <p role="status">{t`Loading the review list…`}</p>}
      {load.kind === 'failed' && <p role="alert">{t`The review list could not be loaded. Please try again.`}</p>}
      {load.kind === 'ready' && load.reviews.length === 0 && <p>{t`No question waits for review.`}</p>}
      {load.kind === 'ready' && load.reviews.length > 0 && (
        <div className="operator-page__table-wrap">
          <table className="operator-page__table">
            <thead>
              <tr>
                <th scope="col">{t`Updated`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col">{t`Question`}</th>
                <th scope="col">{t`Evidence`}</th>
                <th scope="col">{t`Proposed answer`}</th>
                <th scope="col">{t`Confidence`}</th>
              </tr>
            </thead>
            <tbody>
              {load.reviews.map((review) => (
                <tr key={`${review.bank}|${review.locale}|${review.question}`}>
                  <td>{dateTime.format(new Date(review.updatedAt))}</td>
                  <td>{statusLabel(review.status)}</td>
                  <td>{`${review.bank} · ${review.locale} · ${review.question}`}</td>
                  <td>{review.evidence}</td>
                  <td>{review.proposedKey}</td>
                  <td>{review.confidencePercent === null ? '' : i18n.number(review.confidencePercent / 100, { style: 'percent' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
