// "Report this question" under a question of the simulator: a reason and a comment, saved on the device at once and
// sent when it is online (reportQueue.ts). Shown only where the country collects question feedback.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ShopDatabase } from '../../db/db.ts';
import { QUESTION_REPORT_REASONS } from '../../domain/reports/reportEvent.ts';
import { questionReasonLabel } from './reportLabels.ts';
import { ReportForm } from './ReportForm.tsx';
import { useReporting } from './useReporting.ts';
import './reports.css';

interface ReportQuestionProps {
  db: ShopDatabase;
  owner: string;
  productId: string;
  questionId: string;
}

export function ReportQuestion({ db, owner, productId, questionId }: ReportQuestionProps) {
  const { t, i18n } = useLingui();
  const reporting = useReporting('question_feedback', db, owner);
  const [step, setStep] = useState<'closed' | 'open' | 'sent'>('closed');
  if (!reporting) return null;
  if (step === 'sent') {
    return (
      <p className="report-question__thanks" role="status">
        {t`Thank you. Your report is saved and will be sent as soon as you are online.`}
      </p>
    );
  }
  return (
    <div className="report-question">
      <button type="button" className="button button--quiet" aria-expanded={step === 'open'} onClick={() => setStep(step === 'open' ? 'closed' : 'open')}>
        {t`Report this question`}
      </button>
      {step === 'open' && (
        <ReportForm
          legend={t`What is wrong with this question?`}
          reasons={QUESTION_REPORT_REASONS.map((value) => ({ value, label: questionReasonLabel(i18n, value) }))}
          onCancel={() => setStep('closed')}
          onSubmit={async (reason, comment) => {
            await reporting.submit({ productId, questionId, reason, comment });
            setStep('sent');
          }}
        />
      )}
    </div>
  );
}
