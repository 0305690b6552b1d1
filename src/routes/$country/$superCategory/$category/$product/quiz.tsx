import { createFileRoute, notFound } from '@tanstack/react-router';
import type { Catalog } from '../../../../../domain/catalog/types.ts';
import { findProduct, loadProductQuestions } from '../../../../../features/exam/productQuestions.ts';
import { QuizPage } from '../../../../../features/exam/QuizPage.tsx';

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
    return { product, content: await loadProductQuestions(context.services.api, product.productId) };
  },
  component: function Quiz() {
    const { product, content } = Route.useLoaderData();
    const { mode } = Route.useSearch();
    return <QuizPage product={product} content={content} mode={mode ?? 'practice'} />;
  },
});
