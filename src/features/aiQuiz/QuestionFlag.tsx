// The flag control on generated questions (SPEC §6): a reason and a comment, kept on the device until sent.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '../../domain/markets/types.ts';
import type { ProductQuestions } from '../../domain/exam/productQuestions.ts';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_REASONS, type FeedbackReason } from '../../domain/aiQuiz/feedback.ts';
import { useServices } from '../../platform/useServices.ts';
import { newEventId, startFeedbackFlush, submitFeedback } from './feedbackQueue.ts';

export function QuestionFlag({ country, content }: { country: CountryCode; content: ProductQuestions }) {
  const { t } = useLingui();
  const { api } = useServices();
  const [question, setQuestion] = useState(content.questions[0]?.id ?? '');
  const [reason, setReason] = useState<FeedbackReason>('wrong-key');
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'queued' | 'refused'>('idle');
  useEffect(() => startFeedbackFlush(api), [api]);

  const reasonLabels: Record<FeedbackReason, string> = {
    'wrong-key': t`The marked answer is wrong`,
    unclear: t`The question is unclear`,
    'off-topic': t`It does not fit the topic`,
    'wrong-language': t`It is in the wrong language`,
    other: t`Something else`,
  };

  async function send() {
    setStatus('sending');
    const result = await submitFeedback(api, {
      eventId: newEventId(),
      kind: 'question_feedback',
      country,
      productId: content.productId,
      questionId: question,
      reason,
      comment: comment.trim(),
      date: Date.now(),
    });
    setStatus(result);
    if (result !== 'refused') setComment('');
  }

  return (
    <details className="question-flag">
      <summary>{t`Report a problem with a question`}</summary>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <div className="field">
          <label htmlFor="flag-question">{t`Question`}</label>
          <select id="flag-question" value={question} onChange={(event) => setQuestion(event.target.value)}>
            {content.questions.map((q, index) => {
              const number = index + 1;
              const start = q.text.length > 70 ? `${q.text.slice(0, 70)}…` : q.text;
              return (
                <option key={q.id} value={q.id}>
                  {number}. {start}
                </option>
              );
            })}
          </select>
        </div>
        <div className="field">
          <label htmlFor="flag-reason">{t`What is wrong?`}</label>
          <select id="flag-reason" value={reason} onChange={(event) => setReason(event.target.value as FeedbackReason)}>
            {FEEDBACK_REASONS.map((value) => (
              <option key={value} value={value}>
                {reasonLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="flag-comment">{t`Comment (optional)`}</label>
          <textarea id="flag-comment" maxLength={FEEDBACK_COMMENT_MAX} value={comment} onChange={(event) => setComment(event.target.value)} />
        </div>
        <button type="submit" className="button button--secondary" disabled={status === 'sending'}>
          {t`Send the report`}
        </button>
        <p role="status" aria-live="polite">
          {status === 'sent' && t`Thank you. Your report was sent.`}
          {status === 'queued' && t`Saved on this device; it will be sent when you are back online.`}
          {status === 'refused' && t`This report could not be accepted.`}
        </p>
      </form>
    </details>
  );
}
