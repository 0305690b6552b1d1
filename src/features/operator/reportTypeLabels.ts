// The names of the report types as the operator view shows them.
import { useLingui } from '@lingui/react/macro';
import type { ReportType } from '../../domain/reports/reportEvent.ts';

export function useReportTypeLabel(): (type: ReportType) => string {
  const { t } = useLingui();
  return (type) => {
    if (type === 'question_feedback') return t`Question feedback`;
    if (type === 'simulator_feedback') return t`Simulator feedback`;
    return t`AI demo error`;
  };
}
