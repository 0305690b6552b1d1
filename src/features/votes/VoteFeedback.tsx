// What a vote came to, announced politely: thanks, already submitted, or not sent (try again).
import { useLingui } from '@lingui/react/macro';
import type { VoteStatus } from './useVote.ts';
import './votes.css';

export function VoteFeedback({ status }: { status: VoteStatus }) {
  const { t } = useLingui();
  const text =
    status === 'thanks'
      ? t`Thank you for your vote!`
      : status === 'already-voted'
        ? t`Your vote has already been submitted.`
        : status === 'failed'
          ? t`Your vote could not be sent. Please try again.`
          : '';
  return (
    <p className="vote-feedback" role="status">
      {text}
    </p>
  );
}
