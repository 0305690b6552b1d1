// The critical error dialog (SPEC §8): the message and a reload-test button; it cannot be dismissed.
import { useLingui } from '@lingui/react/macro';
import { Modal } from './Modal.tsx';
import { useNotices } from './notices/noticeStore.ts';

export function CriticalErrorDialog({ reload = () => location.reload() }: { reload?: () => void }) {
  const { t } = useLingui();
  const shown = useNotices((state) => state.criticalError);
  if (!shown) return null;
  return (
    <Modal
      role="alertdialog"
      title={t`Something went wrong with this test`}
      description={shown.record.errorMessage}
      actions={[{ label: t`Reload test`, onClick: reload }]}
    />
  );
}
