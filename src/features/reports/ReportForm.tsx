// The form both reports share: a reason (required), a comment (optional), send and cancel. What was typed stays
// when the device cannot store the report, with a message saying so.
import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { REPORT_COMMENT_MAX_LENGTH } from '../../domain/reports/reportEvent.ts';

export interface ReportFormProps<R extends string> {
  legend: string;
  reasons: readonly { value: R; label: string }[];
  onSubmit: (reason: R, comment: string) => Promise<void>;
  onCancel?: () => void;
}

export function ReportForm<R extends string>({ legend, reasons, onSubmit, onCancel }: ReportFormProps<R>) {
  const { t } = useLingui();
  const commentId = useId();
  const [reason, setReason] = useState<R | null>(null);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<'editing' | 'saving' | 'failed' | 'missing-reason'>('editing');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason === null) {
      setStatus('missing-reason');
      return;
    }
    setStatus('saving');
    try {
      await onSubmit(reason, comment.trim());
    } catch {
      // The device could not store it (storage full or blocked): the learner keeps what they typed.
      setStatus('failed');
    }
  }

  return (
    <form className="report-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="report-form__reasons">
        <legend>{legend}</legend>
        {reasons.map((option) => (
          <label key={option.value} className="report-form__reason">
            <input type="radio" name="reason" value={option.value} checked={reason === option.value} onChange={() => setReason(option.value)} /> {option.label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={commentId}>{t`Comment (optional)`}</label>
      <textarea id={commentId} className="report-form__comment" rows={3} maxLength={REPORT_COMMENT_MAX_LENGTH} value={comment} onChange={(event) => setComment(event.target.value)} />
      {status === 'missing-reason' && (
        <p className="report-form__error" role="alert">
          {t`Please choose a reason.`}
        </p>
      )}
      {status === 'failed' && (
        <p className="report-form__error" role="alert">
          {t`Your report could not be saved on this device. Please try again.`}
        </p>
      )}
      <div className="report-form__actions">
        <button type="submit" className="button" disabled={status === 'saving'}>
          {t`Send`}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t`Cancel`}
          </button>
        )}
      </div>
    </form>
  );
}
