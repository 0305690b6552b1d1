import { Suspense } from 'react';
import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { demoPartOf, findProduct, loadProductQuestionsOrOffer } from '../../../../../features/exam/productQuestions.ts';
import { QuizPage } from '../../../../../features/exam/QuizPage.tsx';
import { readUserRecord } from '../../../../../features/session/storedUser.ts';
import { isLoggedIn } from '../../../../../domain/session.ts';
import { pageNeeds, questionsUrl } from '../../../../../domain/offline/pageNeeds.ts';
import { loadCatalogOffline } from '../../../../../features/offline/catalogOffline.ts';
import { orKeptCopy } from '../../../../../features/offline/keptCopy.ts';
import { declarePageNeeds } from '../../../../../features/offline/pageNeedsStore.ts';

// A paid product's page for someone it does not belong to: loaded only then, by the loader, so the page renders whole
// (an app taking over a first visit's server-rendered offer never shows it blank while the chunk loads).
const BuyOfferPage = lazyRouteComponent(() => import('../../../../../features/exam/BuyOfferPage.tsx'), 'BuyOfferPage');

// The product's quiz page (SPEC §2: country / super category / category / product / quiz, without top margin).
// Old certification-tenant (pdf) addresses are redirected by the server (server/plugins/spa.ts).
export const Route = createFileRoute('/$country/$superCategory/$category/$product/quiz')({
  validateSearch: (search: Record<string, unknown>): { mode?: 'exam' | 'practice' | 'flashCard'; drill?: 1 } => ({
    mode: search.mode === 'exam' || search.mode === 'practice' || search.mode === 'flashCard' ? search.mode : undefined,
    // A study reminder's link (issue 34) opens the drill.
    drill: search.drill === 1 || search.drill === '1' ? 1 : undefined,
  }),
  // Offline, the catalog and the bank come from the device's copies (issue 24); the page declares what it needs
  // kept for that, and the header says when the device holds it (features/offline).
  loader: async ({ context, params, location }) => {
    const { tenant, api } = context.services;
    const catalog = await loadCatalogOffline(context.services, context.country);
    const product = findProduct(catalog, params.superCategory, params.category, params.product);
    if (!product) throw notFound();
    // A paid product's bank is served only to a learner entitled to it: anyone else gets the buy offer (issue 13).
    const load = () => loadProductQuestionsOrOffer(api, product, isLoggedIn(readUserRecord()));
    const content = await orKeptCopy(questionsUrl(tenant, product.productId), load);
    declarePageNeeds(location.pathname, pageNeeds({ kind: 'product', tenant, country: context.country, productId: product.productId, bankShown: content !== null }));
    if (content === null) await BuyOfferPage.preload?.();
    return { product, content, demo: demoPartOf(catalog, product) };
  },
  component: function Quiz() {
    const { product, content, demo } = Route.useLoaderData();
    const { mode, drill } = Route.useSearch();
    if (!content) {
      return (
        <Suspense fallback={null}>
          <BuyOfferPage product={product} demo={demo} />
        </Suspense>
      );
    }
    return <QuizPage product={product} content={content} mode={mode ?? 'practice'} demo={demo} openDrill={drill === 1} />;
  },
});
