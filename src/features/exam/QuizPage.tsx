// The quiz page of a product: its title, the mode switch, and the simulator on the learner's device.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import type { TestMode } from '../../domain/config/types.ts';
import { effectiveUserId } from '../../domain/session.ts';
import { shopDb } from '../../db/db.ts';
import { useCurrentUser } from '../session/session.ts';
import type { ProductQuestions } from './productQuestions.ts';
import { Simulator } from './Simulator.tsx';
import { useServices } from '../../app/useServices.ts';
import { useDocumentHead } from '../../app/documentHead.ts';
import { SITE_NAMES, currentTenant } from '../../app/tenant.ts';
import { productJsonLd } from '../../domain/seo.ts';

export function QuizPage({ product, content, mode }: { product: CatalogProduct; content: ProductQuestions; mode: TestMode }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const services = useServices();
  useDocumentHead({
    title: `${product.title} · ${SITE_NAMES[currentTenant]}`,
    description: product.seoDescription || product.title,
    jsonLd: productJsonLd(product, location.href.split('?')[0] ?? location.href),
  });
  const questions = content.questions.map((question, index) => ({ ...question, number: index + 1 }));
  return (
    <main className="page quiz-page">
      <h1>{product.title}</h1>
      <nav className="quiz-page__modes" aria-label={t`Mode`}>
        <Link to="." search={{ mode: 'practice' }} aria-current={mode === 'practice' ? 'page' : undefined}>
          {t`Practice`}
        </Link>
        <Link to="." search={{ mode: 'exam' }} aria-current={mode === 'exam' ? 'page' : undefined}>
          {t`Timed exam`}
        </Link>
      </nav>
      <Simulator
        key={mode}
        db={shopDb()}
        productId={product.productId}
        mode={mode}
        owner={effectiveUserId(user)}
        questions={questions}
        timeToFinishMs={content.timeToFinishMs}
        nQuestionsToPass={content.passingPercent}
        onRecorded={() => void services.sync().then((sync) => sync.notifyOutboxChanged())}
      />
    </main>
  );
}
