// Jump to any question; each shows whether it is answered, marked, or the current one.
import { useLingui } from '@lingui/react/macro';
import type { LocalExamState } from '../../domain/exam/types.ts';

export function QuestionNavigator({ state, numbers, current, onGo }: { state: LocalExamState; numbers: number[]; current: number; onGo: (n: number) => void }) {
  const { t } = useLingui();
  return (
    <nav className="navigator" aria-label={t`Questions`}>
      {numbers.map((n) => {
        const answered = state.userSolution[n]?.hasBeenAnswered === true;
        const marked = state.markedQuestions.includes(n);
        return (
          <button
            key={n}
            type="button"
            className={`navigator__item ${answered ? 'navigator__item--answered' : ''} ${marked ? 'navigator__item--marked' : ''}`}
            aria-current={n === current ? 'step' : undefined}
            aria-label={t`Question ${n}` + (answered ? `, ${t`answered`}` : '') + (marked ? `, ${t`marked`}` : '')}
            onClick={() => onGo(n)}
          >
            {n}
          </button>
        );
      })}
    </nav>
  );
}
