// "Was this question helpful?" under a checked practice answer: yes is a 5, no is a 1 on the question's rating.
// The product comes from the quiz page's route; outside the app (no router, no product) nothing is shown.
import { useId } from 'react';
import { useMatch, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Rating } from '../../domain/votes/rating.ts';
import { useVote } from './useVote.ts';
import { VoteFeedback } from './VoteFeedback.tsx';

const ANSWERS: readonly { rating: Rating; helpful: boolean }[] = [
  { rating: 5, helpful: true },
  { rating: 1, helpful: false },
];

export function QuestionVote({ questionId, productId }: { questionId: string; productId?: string }) {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  if (productId) return <HelpfulVote key={`${productId}:${questionId}`} productId={productId} questionId={questionId} />;
  return router ? <QuizPageQuestionVote questionId={questionId} /> : null;
}

/** On the quiz page: the product of its route. */
function QuizPageQuestionVote({ questionId }: { questionId: string }) {
  const productId = useMatch({
    from: '/$country/$superCategory/$category/$product/quiz',
    shouldThrow: false,
    select: (match) => match.loaderData?.product.productId,
  });
  return productId ? <HelpfulVote key={`${productId}:${questionId}`} productId={productId} questionId={questionId} /> : null;
}

function HelpfulVote({ productId, questionId }: { productId: string; questionId: string }) {
  const { t } = useLingui();
  const labelId = useId();
  // Nothing to show before a vote: the question's rating is not loaded.
  const { yourVote, status, vote } = useVote({ productId, questionId }, { load: false });
  if (!vote) return null;
  return (
    <div className="question-vote" role="group" aria-labelledby={labelId}>
      <span id={labelId}>{t`Was this question helpful?`}</span>{' '}
      {ANSWERS.map(({ rating, helpful }) => (
        <button
          key={rating}
          type="button"
          className="button button--secondary question-vote__answer"
          aria-pressed={yourVote === rating}
          aria-disabled={status === 'sending'}
          onClick={() => vote(rating)}
        >
          <span aria-hidden="true">{helpful ? '👍' : '👎'}</span> {helpful ? t`Yes` : t`No`}
        </button>
      ))}
      <VoteFeedback status={status} />
    </div>
  );
}
