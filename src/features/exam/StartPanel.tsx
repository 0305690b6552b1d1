// The start screen of a mode: what a new test holds and the button that starts it. Shown by the simulator, and by
// the product page before the simulator has loaded (a first visit loads the exam engine only when it starts).
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TestMode } from '../../domain/config/types.ts';

export interface StartPanelProps {
  mode: TestMode;
  questions: number;
  minutes: number;
  passMark: number;
  /** An unfinished attempt of the other mode that starting this one ends. */
  otherMode?: TestMode | null;
  /** The start button is the page's primary action (not when buying is). */
  primary: boolean;
  onStart: () => void;
  children?: ReactNode;
}

export function StartPanel({ mode, questions, minutes, passMark, otherMode = null, primary, onStart, children }: StartPanelProps) {
  const { t } = useLingui();
  // The names the messages were translated with.
  const count = questions;
  const nQuestionsToPass = passMark;
  return (
    <section className="simulator-start">
      <p className="simulator-start__terms">
        {mode === 'exam' ? t`${count} questions · ${minutes} minutes · pass mark ${nQuestionsToPass} %` : t`${count} questions, each checked as you go`}
      </p>
      {otherMode && (
        <p className="switch-mode-warning" role="alert">
          {otherMode === 'exam'
            ? t`You have an unfinished timed exam on this product. Starting practice ends it.`
            : t`You have an unfinished practice session on this product. Starting the exam ends it.`}
        </p>
      )}
      <button type="button" className={primary ? 'button button--wide-mobile' : 'button button--secondary button--wide-mobile'} onClick={onStart}>
        {mode === 'exam' ? t`Start the exam` : t`Start practising`}
      </button>
      {children}
    </section>
  );
}
