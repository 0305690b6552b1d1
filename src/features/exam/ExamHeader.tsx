// The running exam's slim top bar: exit, question N of M, the clock with a bar of the time left (timed exams), pause
// and submit. The clock turns to the warning colour in the last 10 % and says so at 5 and 1 minutes left.
import { Plural, useLingui } from '@lingui/react/macro';
import type { TestMode } from '../../domain/config/types.ts';
import { remainingMs } from '../../domain/exam/clock.ts';
import { attemptProgressPercent } from '../../domain/exam/progress.ts';
import type { LocalExamState } from '../../domain/exam/types.ts';
import { formatDuration } from './formatDuration.ts';
import { isTimeLow, minutesNotice, remainingFraction } from './timeWarnings.ts';

interface ExamHeaderProps {
  state: LocalExamState;
  mode: TestMode;
  now: number;
  current: number;
  onExit: () => void;
  onPause: () => void;
  onResume: () => void;
  onSubmit: () => void;
}

export function ExamHeader({ state, mode, now, current, onExit, onPause, onResume, onSubmit }: ExamHeaderProps) {
  const { t } = useLingui();
  const total = state.nQuestion;
  const timed = mode === 'exam';
  const left = remainingMs(state, now);
  const low = timed && isTimeLow(left, state.timeToFinish);
  const notice = timed && !state.pause ? minutesNotice(left) : null;
  const share = timed ? remainingFraction(left, state.timeToFinish) : attemptProgressPercent(state) / 100;
  return (
    <header className={`exam-bar ${low ? 'exam-bar--low' : ''}`}>
      <div className="exam-bar__row">
        <button type="button" className="icon-button exam-bar__exit" onClick={onExit} aria-label={t`Exit`} title={t`Exit`}>
          <span aria-hidden="true">✕</span>
        </button>
        <p className="exam-bar__position">
          <span className="exam-bar__position-long">{t`Question ${current} of ${total}`}</span>
          <span className="exam-bar__position-short" aria-hidden="true">
            {current}/{total}
          </span>
        </p>
        {timed && (
          <p className="exam-bar__clock">
            {low && (
              <span className="exam-bar__clock-icon" aria-hidden="true">
                ⚠
              </span>
            )}
            <span role="timer" aria-label={t`Time left`} className="exam-header__clock">
              {formatDuration(left)}
            </span>
          </p>
        )}
        <div className="exam-bar__actions">
          {timed &&
            (state.pause ? (
              <button type="button" className="button exam-bar__pause" onClick={onResume}>
                <span aria-hidden="true">▶</span> <span className="exam-bar__label">{t`Resume`}</span>
              </button>
            ) : (
              <button type="button" className="button button--secondary exam-bar__pause" onClick={onPause}>
                <span aria-hidden="true">❚❚</span> <span className="exam-bar__label">{t`Pause`}</span>
              </button>
            ))}
          <button type="button" className="button" onClick={onSubmit} disabled={state.pause}>
            {t`Submit`}
          </button>
        </div>
      </div>
      <div className="exam-bar__track" aria-hidden="true">
        <div className="exam-bar__fill" style={{ width: `${Math.round(share * 1000) / 10}%` }} />
      </div>
      {timed && (
        <p className="visually-hidden" aria-live="assertive">
          {notice !== null && <Plural value={notice} one="# minute left" other="# minutes left" />}
        </p>
      )}
    </header>
  );
}
