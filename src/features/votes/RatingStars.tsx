// A product's or question's rating, "Rating: 4.3 ★ (12 votes)", and 1–5 star buttons to vote once; after the vote
// it thanks the learner, or says the vote had already been submitted. RatingLine (its own file) is the read-only part.
import { useLingui } from '@lingui/react/macro';
import { RatingLine } from './RatingLine.tsx';
import { RATINGS, type RatingSummary } from '../../domain/votes/rating.ts';
import { useVote } from './useVote.ts';
import { VoteFeedback } from './VoteFeedback.tsx';
import './votes.css';

export { RatingLine };

export interface RatingStarsProps {
  productId: string;
  questionId?: string;
  /** A rating already at hand (the catalog's), shown until getVote answers. */
  initial?: RatingSummary;
}

export function RatingStars(props: RatingStarsProps) {
  // A new target starts afresh.
  return <Stars key={`${props.productId}:${props.questionId ?? ''}`} {...props} />;
}

function Stars({ productId, questionId, initial }: RatingStarsProps) {
  const { t } = useLingui();
  const { summary, yourVote, status, vote } = useVote({ productId, questionId }, { initial });
  return (
    <div className="rating-stars">
      {summary && <RatingLine summary={summary} />}
      {vote && (
        <div role="group" aria-label={t`Your rating`} className="rating-stars__buttons">
          {RATINGS.map((rating) => {
            const on = yourVote !== null && rating <= yourVote;
            return (
              <button
                key={rating}
                type="button"
                className={`rating-stars__star ${on ? 'rating-stars__star--on' : ''}`}
                aria-label={t`Rate ${rating} out of 5`}
                aria-pressed={yourVote === rating}
                aria-disabled={status === 'sending'}
                onClick={() => vote(rating)}
              >
                <span aria-hidden="true">{on ? '★' : '☆'}</span>
              </button>
            );
          })}
        </div>
      )}
      <VoteFeedback status={status} />
    </div>
  );
}
