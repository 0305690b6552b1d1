// The product page's three modes as a real tab list (WAI-ARIA tabs, automatic activation): arrows move between
// them, Home and End jump to the first and last; each tab is also a link (?mode=…) so a mode can be shared.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';

export type PageMode = 'practice' | 'exam' | 'flashCard';
const MODES: readonly PageMode[] = ['practice', 'exam', 'flashCard'];

interface ModeTabsProps {
  mode: PageMode;
  /** The selected mode's panel. */
  children: ReactNode;
  /** Hide the tab list and the panel's description (the panel's content is focused). */
  bare?: boolean;
}

export function ModeTabs({ mode, children, bare = false }: ModeTabsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const tabs = useRef<Partial<Record<PageMode, HTMLAnchorElement | null>>>({});
  const labels: Record<PageMode, string> = { practice: t`Practice`, exam: t`Timed exam`, flashCard: t`Flash cards` };
  const descriptions: Record<PageMode, string> = {
    practice: t`Check each answer as you go and read why it is right.`,
    exam: t`Real exam conditions: a clock, a pass mark, and your score at the end.`,
    flashCard: t`Go through the questions as cards and keep the ones you do not know yet.`,
  };

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const index = MODES.indexOf(mode);
    const next =
      event.key === 'ArrowRight' ? MODES[(index + 1) % MODES.length]
      : event.key === 'ArrowLeft' ? MODES[(index + MODES.length - 1) % MODES.length]
      : event.key === 'Home' ? MODES[0]
      : event.key === 'End' ? MODES[MODES.length - 1]
      : undefined;
    if (!next) return;
    event.preventDefault();
    event.stopPropagation();
    void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, mode: next }), replace: true }).then(() => tabs.current[next]?.focus());
    tabs.current[next]?.focus();
  }

  return (
    <div className="mode-tabs">
      {!bare && (
        <div className="mode-tabs__list" role="tablist" aria-label={t`Mode`} onKeyDown={onKeyDown}>
          {MODES.map((value) => (
            <Link
              key={value}
              ref={(element) => {
                tabs.current[value] = element;
              }}
              to="."
              search={(prev: Record<string, unknown>) => ({ ...prev, mode: value })}
              replace
              role="tab"
              id={`mode-tab-${value}`}
              aria-selected={mode === value}
              aria-controls="mode-panel"
              tabIndex={mode === value ? 0 : -1}
              className="mode-tabs__tab"
            >
              {labels[value]}
            </Link>
          ))}
        </div>
      )}
      <div className="mode-tabs__panel" role={bare ? undefined : 'tabpanel'} id="mode-panel" aria-labelledby={bare ? undefined : `mode-tab-${mode}`}>
        {!bare && <p className="mode-tabs__description">{descriptions[mode]}</p>}
        {children}
      </div>
    </div>
  );
}
