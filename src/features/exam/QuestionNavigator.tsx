// Jump to any question, from a sheet opened at the bottom of the exam: each shows whether it is answered, marked,
// or the current one (in words for screen readers, by shape and colour on screen). Picking one closes the sheet.
import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LocalExamState } from '../../domain/exam/types.ts';

interface NavigatorProps {
  state: LocalExamState;
  numbers: number[];
  current: number;
  onGo: (n: number) => void;
}

export function QuestionNavigator({ state, numbers, current, onGo }: NavigatorProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const answered = numbers.filter((n) => state.userSolution[n]?.hasBeenAnswered === true).length;
  const total = numbers.length;

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLButtonElement>('[aria-current="step"]')?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  function go(n: number) {
    onGo(n);
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <>
      <button ref={toggle} type="button" className="button button--secondary navigator-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">▦</span> <span className="navigator-toggle__label">{t`All questions`}</span>{' '}
        <span className="navigator-toggle__count">{t`${answered} of ${total} answered`}</span>
        <span className="navigator-toggle__short" aria-hidden="true">
          {answered}/{total}
        </span>
      </button>
      <div ref={panel} id={panelId} className="navigator-sheet" hidden={!open}>
        <div className="navigator-sheet__header">
          <h2 className="navigator-sheet__title">{t`All questions`}</h2>
          <button type="button" className="icon-button" aria-label={t`Close`} onClick={() => go(current)}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <p className="navigator-sheet__legend muted">
          <span className="navigator__swatch navigator__swatch--answered" aria-hidden="true" /> {t`answered`}{' '}
          <span className="navigator__swatch navigator__swatch--marked" aria-hidden="true">
            ⚑
          </span>{' '}
          {t`marked`}
        </p>
        <nav className="navigator" aria-label={t`Questions`}>
          {numbers.map((n) => {
            const isAnswered = state.userSolution[n]?.hasBeenAnswered === true;
            const marked = state.markedQuestions.includes(n);
            return (
              <button
                key={n}
                type="button"
                className={`navigator__item ${isAnswered ? 'navigator__item--answered' : ''} ${marked ? 'navigator__item--marked' : ''}`}
                aria-current={n === current ? 'step' : undefined}
                aria-label={t`Question ${n}` + (isAnswered ? `, ${t`answered`}` : '') + (marked ? `, ${t`marked`}` : '')}
                onClick={() => go(n)}
              >
                {n}
                {marked && (
                  <span className="navigator__flag" aria-hidden="true">
                    ⚑
                  </span>
                )}
              </button>
            );
          })}
        </nav>
      </div>
    </>
  );
}
