// The new-test-name dialog of SPEC §2: the learner names the test they start (a dated name is proposed). In exam
// mode it is also the exam-mode dialog: what the timed exam holds, its time and its pass mark, before the clock runs.
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TestMode } from '../../domain/config/types.ts';
import { Modal } from '../../ui/Modal.tsx';
import { cleanTestName } from '../../domain/exam/testName.ts';
import { TEST_NAME_MAX_LENGTH } from '../../domain/exam/testsList.ts';

export interface StartTestDialogProps {
  mode: TestMode;
  questionCount: number;
  minutes: number;
  passMark: number;
  defaultName: string;
  onStart: (name: string) => void;
  onCancel: () => void;
}

export function StartTestDialog({ mode, questionCount, minutes, passMark, defaultName, onStart, onCancel }: StartTestDialogProps) {
  const { t } = useLingui();
  const [name, setName] = useState(defaultName);
  const inputId = useId();
  const start = () => onStart(cleanTestName(name, defaultName));
  return (
    <Modal
      title={mode === 'exam' ? t`Start a timed exam` : t`Name this test`}
      description={
        mode === 'exam'
          ? t`${questionCount} questions in ${minutes} minutes; you pass with ${passMark} % right answers. The clock keeps running without a connection, and you can pause it.`
          : t`${questionCount} questions. Check each answer and read its explanation.`
      }
      onClose={onCancel}
      actions={[
        { label: t`Begin`, onClick: start },
        { label: t`Cancel`, variant: 'secondary', onClick: onCancel },
      ]}
    >
      <form
        className="field"
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <label htmlFor={inputId}>{t`Name of this test`}</label>
        <input id={inputId} data-autofocus value={name} maxLength={TEST_NAME_MAX_LENGTH} onChange={(event) => setName(event.target.value)} />
      </form>
    </Modal>
  );
}
