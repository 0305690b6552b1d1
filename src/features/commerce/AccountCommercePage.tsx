// The country root's account views (SPEC §2: bill and myProducts are the country root): ?bill={orderId} shows the
// receipt, ?view=my-products the bought products. Loaded only when one of them is asked for.
import { Link, useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Catalog } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { useCurrentUser } from '../session/storedUser.ts';
import { useSiteSegment } from '../account/useCountry.ts';
import { BillPage } from './BillPage.tsx';
import { MyProductsPage } from './MyProductsPage.tsx';
import './commerce.css';

export default function AccountCommercePage({ country, catalog, bill }: { country: CountryCode; catalog: Catalog; bill?: string }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const site = useSiteSegment();
  const here = useLocation().href;
  if (!user) {
    return (
      <main className="page">
        <h1>{bill ? t`Your bill` : t`My products`}</h1>
        <p>{t`Sign in to see your purchases.`}</p>
        <Link className="button" to="/$country/auth/signin" params={{ country: site }} search={{ redirect: here }}>
          {t`Sign in`}
        </Link>
      </main>
    );
  }
  return bill ? <BillPage country={country} catalog={catalog} orderId={bill} user={user} /> : <MyProductsPage country={country} catalog={catalog} user={user} />;
}
