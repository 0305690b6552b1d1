// The header's account menu for a signed-in learner (DESIGN "Header"): a disclosure button whose panel (My products,
// My profile, Sign out) loads its code on first open, so the pages' first-load JavaScript does not grow.
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { ApiClient } from '../../api/client.ts';

const AccountMenu = lazy(() => import('./AccountMenu.tsx').then((module) => ({ default: module.AccountMenu })));

const PANEL_ID = 'account-menu';

export function AccountMenuButton({ site, name, api }: { site: string; name: string; api: ApiClient }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const onSignedOut = useCallback(() => void navigate({ to: '/$country/auth/signin', params: { country: site } }), [navigate, site]);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  return (
    <div className="account-menu">
      <button ref={button} type="button" className="site-header__account" aria-expanded={open} aria-controls={open ? PANEL_ID : undefined} onClick={() => setOpen(!open)}>
        <span className="site-header__account-name">{name || t`My account`}</span>
        <span className="visually-hidden"> ({t`account menu`})</span>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenu id={PANEL_ID} site={site} onClose={close} button={button} Link={Link} api={api} onSignedOut={onSignedOut} />
        </Suspense>
      )}
    </div>
  );
}
