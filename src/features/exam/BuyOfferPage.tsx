// A paid product's page for a learner it does not belong to (issue 13: the API keeps its bank to those entitled):
// what it is and costs, the buy button and its free demo part, instead of an error page.
import { Link, useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import { productQuizPath } from '../../domain/catalog/productPath.ts';
import { defaultSetup } from '../../domain/config/setup.ts';
import { useCountry, useSiteSegment } from '../account/useCountry.ts';
import { useCurrentUser } from '../session/storedUser.ts';
import { Breadcrumbs } from '../pages/Breadcrumbs.tsx';
import { productBuyHref } from '../commerce/buyHref.ts';
import { ProductHero } from './ProductHero.tsx';
import './productPage.css';

export function BuyOfferPage({ product, demo }: { product: CatalogProduct; demo?: CatalogProduct }) {
  const { t } = useLingui();
  const country = useCountry();
  const site = useSiteSegment();
  const user = useCurrentUser();
  const here = useLocation().href;
  const href = productBuyHref(country, product);
  const minutes = defaultSetup('exam', []).config.time.current;
  return (
    <main className="page quiz-page" data-buy-offer="">
      <Breadcrumbs country={country} trail={[{ label: product.title }]} />
      <ProductHero
        product={product}
        country={country}
        topics={product.numberOfTopics}
        examMinutes={minutes}
        primary={href ? { kind: 'buy', href } : { kind: 'start-exam' }}
        onStart={() => undefined}
        site={site}
        mode="practice"
        dueCards={0}
        onReview={() => undefined}
        demoPath={demo ? productQuizPath(site, demo) : undefined}
      />
      <p className="notice notice--info" role="status">
        {t`The full question bank opens once you have bought this product.`}{' '}
        {!user && (
          <Link to="/$country/auth/signin" params={{ country: site }} search={{ redirect: here }}>
            {t`Bought it already? Sign in.`}
          </Link>
        )}
      </p>
    </main>
  );
}
