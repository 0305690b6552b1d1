// The sale page (home kind): the country's catalog by super category and category. Search, filters and the
// dialogs of SPEC §2 arrive with the catalog work.
import { Plural, useLingui } from '@lingui/react/macro';
import type { Catalog, CatalogProduct } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { formatPrice } from './formatPrice.ts';
import { PRODUCT_KIND_LABELS } from './productKindLabels.ts';

function ProductCard({ product, country }: { product: CatalogProduct; country: CountryCode }) {
  const { i18n, t } = useLingui();
  const free = product.pricing.amountMinor === 0;
  return (
    <li className="product-card" data-product-id={product.productId}>
      <span className="product-card__kind">{i18n._(PRODUCT_KIND_LABELS[product.kind])}</span>
      <h4 className="product-card__title">{product.title}</h4>
      <p className="product-card__meta">
        <Plural value={product.numberOfQuestions} one="# question" other="# questions" />
      </p>
      <p className="product-card__price">{free ? t`Free` : formatPrice(product.pricing, MARKETS[country])}</p>
    </li>
  );
}

export function SalePage({ catalog, country }: { catalog: Catalog; country: CountryCode }) {
  const { t } = useLingui();
  const superCategories = Object.entries(catalog).sort(([, a], [, b]) => b.popularity - a.popularity);
  return (
    <main className="page sale-page">
      <h1>{t`Practice exams and quizzes`}</h1>
      {superCategories.length === 0 && <p>{t`No products are available here yet.`}</p>}
      {superCategories.map(([url, superCategory]) => (
        <section key={url} aria-labelledby={`sc-${url}`} className="sale-page__section">
          <h2 id={`sc-${url}`}>{superCategory.superCategory}</h2>
          {Object.entries(superCategory.categories).map(([categoryUrl, category]) => (
            <div key={categoryUrl}>
              <h3>{category.title}</h3>
              <ul className="product-grid">
                {category.products.map((product) => (
                  <ProductCard key={product.productId} product={product} country={country} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </main>
  );
}
