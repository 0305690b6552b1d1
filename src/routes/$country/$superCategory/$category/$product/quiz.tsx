import { lazy, Suspense } from 'react';
import { createFileRoute, notFound } from '@tanstack/react-router';
import type { Catalog } from '../../../../../domain/catalog/types.ts';
import { demoPartOf, findProduct, loadProductQuestionsOrOffer } from '../../../../../features/exam/productQuestions.ts';
import { QuizPage } from '../../../../../features/exam/QuizPage.tsx';
import { readUserRecord } from '../../../../../features/session/storedUser.ts';
import { isLoggedIn } from '../../../../../domain/session.ts';

// A paid product's page for someone it does not belong to: loaded only then.
const BuyOfferPage = lazy(() => import('../../../../../features/exam/BuyOfferPage.tsx').then((module) => ({ default: module.BuyOfferPage })));

// The product's quiz page (SPEC §2: country / super category / category / product / quiz, without top margin).
// Old certification-tenant (pdf) addresses are redirected by the server (server/plugins/spa.ts).
export const Route = createFileRoute('/$country/$superCategory/$category/$product/quiz')({
  validateSearch: (search: Record<string, unknown>): { mode?: 'exam' | 'practice' | 'flashCard' } => ({
    mode: search.mode === 'exam' || search.mode === 'practice' || search.mode === 'flashCard' ? search.mode : undefined,
  }),
  loader: async ({ context, params }) => {
    const catalog = await context.services.api.request<Catalog>('buy/getProductCatalog', { query: { country: context.country } });
    const product = findProduct(catalog, params.superCategory, params.category, params.product);
    if (!product) throw notFound();
    // A paid product's bank is served only to a learner entitled to it: anyone else gets the buy offer (issue 13).
    const content = await loadProductQuestionsOrOffer(context.services.api, product.productId, isLoggedIn(readUserRecord()));
    return { product, content, demo: demoPartOf(catalog, product) };
  },
  component: function Quiz() {
    const { product, content, demo } = Route.useLoaderData();
    const { mode } = Route.useSearch();
    if (!content) {
      return (
        <Suspense fallback={null}>
          <BuyOfferPage product={product} demo={demo} />
        </Suspense>
      );
    }
    return <QuizPage product={product} content={content} mode={mode ?? 'practice'} demo={demo} />;
  },
});
