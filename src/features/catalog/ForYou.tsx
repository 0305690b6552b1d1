// On the homepage's plain first page, for a learner who has used products here (signed in or not, offline too):
// "Continue where you left off" (the last used products, top 5) and "Recommended for you" (the country's count,
// SPEC §9: 10), from the catalog on screen. Nothing for a first-time visitor: the popular strip is there already.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ListedProduct } from '../../domain/catalog/browse.ts';
import { recommendProducts } from '../../domain/catalog/recommendations.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { effectiveUserId } from '../../domain/session.ts';
import { useCurrentUser } from '../session/storedUser.ts';
import { HighlightedProducts } from './HighlightedProducts.tsx';
import { readLastUsedProducts } from './recentProductsStore.ts';

interface ForYouProps {
  products: readonly ListedProduct[];
  country: CountryCode;
  prices: ReadonlyMap<string, number>;
  /** Products the learner owns: never recommended. By default the signed-in learner's subscribed products. */
  owned?: ReadonlySet<string>;
}

export function ForYou({ products, country, prices, owned }: ForYouProps) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const market = MARKETS[country];
  const owner = effectiveUserId(user);
  const fromAccount = user?.mostRecentUsedProducts;
  const subscribed = user?.subscribedProducts;
  const ownedIds = useMemo(() => owned ?? new Set(subscribed ?? []), [owned, subscribed]);
  const { recent, recommended } = useMemo(() => {
    const byId = new Map(products.map((product) => [product.productId, product]));
    const recentIds = readLastUsedProducts(owner, fromAccount ?? [], market.lastUsedProductsTop).filter((productId) => byId.has(productId));
    return {
      recent: recentIds.map((productId) => byId.get(productId)!),
      recommended: recentIds.length === 0 ? [] : recommendProducts(products, { recent: recentIds, owned: ownedIds, limit: market.recommendations.homepage }),
    };
  }, [products, owner, fromAccount, ownedIds, market]);
  if (recent.length === 0) return null;
  return (
    <>
      <HighlightedProducts products={recent} country={country} prices={prices} title={t`Continue where you left off`} />
      <HighlightedProducts products={recommended} country={country} prices={prices} title={t`Recommended for you`} />
    </>
  );
}
