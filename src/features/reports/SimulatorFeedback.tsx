// A short form under the results: how the simulator worked for the learner, with an optional comment. Saved on the
// device and sent when online; shown only where the country collects simulator feedback.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ShopDatabase } from '../../db/db.ts';
import { SIMULATOR_FEEDBACK_REASONS } from '../../domain/reports/reportEvent.ts';
import { simulatorReasonLabel } from './reportLabels.ts';
import { ReportForm } from './ReportForm.tsx';
import { useReporting } from './useReporting.ts';
import './reports.css';

export function SimulatorFeedback({ db, owner, productId }: { db: ShopDatabase; owner: string; productId: string }) {
  const { t, i18n } = useLingui();
  const reporting = useReporting('simulator_feedback', db, owner);
  const [sent, setSent] = useState(false);
  if (!reporting) return null;
  return (
    <section className="simulator-feedback" aria-label={t`Feedback on the simulator`}>
      {sent ? (
        <p role="status">{t`Thank you for your feedback.`}</p>
      ) : (
        <ReportForm
          legend={t`How did the simulator work for you?`}
          reasons={SIMULATOR_FEEDBACK_REASONS.map((value) => ({ value, label: simulatorReasonLabel(i18n, value) }))}
          onSubmit={async (reason, comment) => {
            await reporting.submit({ productId, reason, comment });
            setSent(true);
          }}
        />
      )}
    </section>
  );
}
