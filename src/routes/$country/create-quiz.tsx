import { createFileRoute } from '@tanstack/react-router';
import type { ProductQuestions } from '../../domain/exam/productQuestions.ts';
import { isAiQuizId } from '../../domain/aiQuiz/quizId.ts';
import { loadProductQuestions } from '../../features/exam/productQuestions.ts';
import { CreateQuizPage } from '../../features/aiQuiz/CreateQuizPage.tsx';
import { AiQuizPage } from '../../features/aiQuiz/AiQuizPage.tsx';
import { useSiteSegment } from '../../features/account/useCountry.ts';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

interface CreateQuizSearch {
  /** A generated quiz to take (ai-…): its questions come from products/{quiz}/questions like a product's. */
  quiz?: string;
  /** The product the learner came from: its topics first. */
  productId?: string;
  mode?: 'exam' | 'practice' | 'flashCard';
}

// The 'create-quiz' page at its localized slug (the router's URL rewrite maps it to this path): the topic picker,
// then (with ?quiz=) the generated quiz in the simulator.
export const Route = createFileRoute('/$country/create-quiz')({
  validateSearch: (search: Record<string, unknown>): CreateQuizSearch => ({
    quiz: typeof search.quiz === 'string' && isAiQuizId(search.quiz) ? search.quiz : undefined,
    productId: typeof search.productId === 'string' && search.productId !== '' ? search.productId : undefined,
    mode: search.mode === 'exam' || search.mode === 'practice' || search.mode === 'flashCard' ? search.mode : undefined,
  }),
  beforeLoad: ({ context }) => guardPage(context.country, 'create-quiz'),
  loaderDeps: ({ search }) => ({ quiz: search.quiz }),
  loader: async ({ context, deps }): Promise<{ content: ProductQuestions | null }> => ({
    content: deps.quiz ? await loadProductQuestions(context.services.api, deps.quiz) : null,
  }),
  component: function CreateQuiz() {
    const { content } = Route.useLoaderData();
    const { productId, mode } = Route.useSearch();
    const { country } = Route.useRouteContext();
    const site = useSiteSegment();
    return (
      <PageFrame pageKey="create-quiz">
        {content ? <AiQuizPage content={content} country={country} site={site} mode={mode ?? 'practice'} /> : <CreateQuizPage country={country} site={site} productId={productId} />}
      </PageFrame>
    );
  },
});
