// A rating as text, "Rating: 4.3 ★ (12 votes)", or "No votes yet": what product cards show, without the voting
// buttons (RatingStars), so the sale page does not load them.
import { Plural, useLingui } from '@lingui/react/macro';
import type { RatingSummary } from '../../domain/votes/rating.ts';

/** The rating as text; "No votes yet" without votes. */
export function RatingLine({ summary }: { summary: RatingSummary }) {
  const { i18n, t } = useLingui();
  if (summary.votes === 0) return <p className="rating">{t`No votes yet`}</p>;
  const average = i18n.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const votes = summary.votes;
  return (
    <p className="rating">
      {t`Rating: ${average}`} <span aria-hidden="true">★</span> <Plural value={votes} one="(# vote)" other="(# votes)" />
    </p>
  );
}
