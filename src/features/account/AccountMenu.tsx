// The account menu's panel (loaded on first open, AccountMenuButton.tsx): My products, My profile, Sign out. A
// disclosure of links, not an ARIA menu: Tab moves through it, Escape or a click outside closes it.
import { useEffect, useRef, type RefObject } from 'react';
import type { Link as RouterLink } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { ApiClient } from '../../api/client.ts';
import { signOut } from '../session/session.ts';
import './accountMenu.css';

interface AccountMenuProps {
  id: string;
  site: string;
  /** Closes the panel; true gives the focus back to the button (Escape). */
  onClose: (returnFocus: boolean) => void;
  button: RefObject<HTMLButtonElement | null>;
  /** The router's Link, the API client and what follows sign-out, from the header (this chunk then brings no router code of its own). */
  Link: typeof RouterLink;
  api: ApiClient;
  onSignedOut: () => void;
}

export function AccountMenu({ id, site, onClose, button, Link, api, onSignedOut }: AccountMenuProps) {
  const { t } = useLingui();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose, button]);

  async function leave() {
    onClose(false);
    await signOut(api);
    onSignedOut();
  }

  return (
    <div id={id} ref={panel} className="account-menu__panel">
      <ul className="account-menu__list">
        <li>
          <Link to="/$country" params={{ country: site }} search={{ view: 'my-products' }} onClick={() => onClose(false)}>
            {t`My products`}
          </Link>
        </li>
        <li>
          <Link to="/$country/my-profile" params={{ country: site }} onClick={() => onClose(false)}>
            {t`My profile`}
          </Link>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => void leave()}>
            {t`Sign out`}
          </button>
        </li>
      </ul>
    </div>
  );
}
