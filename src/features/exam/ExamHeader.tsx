// The simulator's sticky header: time left (timed exams), progress, marked questions, pause and submit.
import { useLingui } from '@lingui/react/macro';
import type { TestMode } from '../../domain/config/types.ts';
import { remainingMs } from '../../domain/exam/clock.ts';
import { attemptProgressPercent } from '../../domain/exam/progress.ts';
import type { LocalExamState } from '../../domain/exam/types.ts';
import { formatDuration } from './formatDuration.ts';

interface ExamHeaderProps {
  state: LocalExamState;
  mode: TestMode;
  now: number;
  onPause: () => void;
  onResume: () => void;
  onSubmit: () => void;
}

export function ExamHeader({ state, mode, now, onPause, onResume, onSubmit }: ExamHeaderProps) {
  const { t } = useLingui();
  const answered = Object.values(state.userSolution).filter((solution) => solution?.hasBeenAnswered).length;
  const total = state.nQuestion;
  const marked = state.markedQuestions.length;
  const progress = attemptProgressPercent(state);
  return (
    <header className="exam-header">
      {mode === 'exam' && (
        <p className="exam-header__clock" role="timer" aria-label={t`Time left`}>
          {formatDuration(remainingMs(state, now))}
        </p>
      )}
      <p className="exam-header__progress">
        {t`${answered} of ${total} answered`}
        <progress max={100} value={progress} aria-label={t`Progress`} />
      </p>
      <p className="exam-header__marked">{t`${marked} marked for review`}</p>
      <div className="exam-header__actions">
        {mode === 'exam' &&
          (state.pause ? (
            <button type="button" className="button" onClick={onResume}>
              {t`Resume`}
            </button>
          ) : (
            <button type="button" className="button button--secondary" onClick={onPause}>
              {t`Pause`}
            </button>
          ))}
        <button type="button" className="button" onClick={onSubmit} disabled={state.pause}>
          {t`Submit`}
        </button>
      </div>
    </header>
  );
}
