// The header's cart with its count (DESIGN "Header"): a link to checkout, the count read from the device database
// (loaded after the first paint) and followed as the cart changes in this tab or another one.
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { countCartLines } from '../../db/cartCount.ts';
import { currentTenant } from '../../platform/tenant.ts';
import { onCartChanged } from './cartEvents.ts';

export function useCartCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    // Reads can settle out of order (the first one waits for the database to load): only the latest one counts.
    let latest = 0;
    const read = () => {
      const ticket = ++latest;
      void countCartLines(currentTenant).then((next) => live && ticket === latest && setCount(next));
    };
    read();
    const stop = onCartChanged(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return count;
}

export function CartLink({ site }: { site: string }) {
  const { i18n } = useLingui();
  const count = useCartCount();
  const label = i18n._(msg`${plural(count, { one: 'Cart: # product', other: 'Cart: # products' })}`);
  return (
    <Link to="/$country/checkout" params={{ country: site }} className="site-header__cart" aria-label={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 11h10.2L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="site-header__cart-count" aria-hidden="true">{count}</span>
    </Link>
  );
}
