// The test configuration page (SPEC §4 wizard): about the question list, mode, topics, settings, summary; then
// the quiz starts with that setup. `operation=reset` puts the setup back to the defaults first.
import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { CONFIG_STEPS, nextConfigStep, previousConfigStep, summarizeTopics, type ConfigStep } from '../../domain/config/topics.ts';
import type { TestMode } from '../../domain/config/types.ts';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import { shopDb } from '../../db/db.ts';
import { useServices } from '../../platform/useServices.ts';
import { loadProductQuestions, type ProductQuestions } from '../exam/productQuestions.ts';
import { defaultSetup, type QuizSetup } from '../../domain/config/setup.ts';
import { loadSetup, resetSetup, saveSetup } from '../../db/productConfigs.ts';
import { SetupPracticeSet } from '../learning/SetupPracticeSet.tsx';
import { effectiveUserId } from '../../domain/session.ts';
import { ModeStep, SettingsStep, TopicsStep } from './ConfigSteps.tsx';
import { resetServerConfig, saveServerConfig } from './serverConfig.ts';
import { useSiteSegment } from '../account/useCountry.ts';
import { useCurrentUser } from '../session/storedUser.ts';

interface Loaded {
  product: CatalogProduct;
  content: ProductQuestions;
}

export interface TestConfigPageProps {
  productId: string;
  initialMode: TestMode;
  /** `operation=reset`: the setup goes back to the defaults first. */
  reset: boolean;
}

export function TestConfigPage({ productId, initialMode, reset }: TestConfigPageProps) {
  const { t } = useLingui();
  const services = useServices();
  const { api } = services;
  const user = useCurrentUser();
  const navigate = useNavigate();
  const site = useSiteSegment();
  const [mode, setMode] = useState<TestMode>(initialMode);
  const [step, setStep] = useState<ConfigStep>(CONFIG_STEPS.aboutVersion);
  const [loaded, setLoaded] = useState<Loaded | null | 'missing'>(null);
  const [setup, setSetup] = useState<QuizSetup | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([api.request<CatalogProduct>('buy/getProduct', { query: { productId }, productId }), loadProductQuestions(api, productId)])
      .then(([product, content]) => live && setLoaded({ product, content }))
      .catch(() => live && setLoaded('missing'));
    return () => {
      live = false;
    };
  }, [api, productId]);

  useEffect(() => {
    if (!loaded || loaded === 'missing') return;
    let live = true;
    const topics = loaded.content.topics.map((topic) => ({ name: topic.name, questionCount: topic.questionCount }));
    (async () => {
      if (reset) {
        await resetSetup(shopDb(), productId, mode);
        if (user) {
          const { product } = loaded as Loaded;
          await resetServerConfig({ services, userId: user.userId, userName: user.userName || user.email, productId, productName: product.title, mode });
        }
      }
      const stored = await loadSetup(shopDb(), productId, mode);
      if (live) setSetup(stored ?? defaultSetup(mode, topics));
    })();
    return () => {
      live = false;
    };
    // The reset runs once per visit of a reset link; the user and services do not change it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, mode, productId, reset]);

  if (loaded === 'missing') return <main className="page"><p role="alert">{t`This product could not be found.`}</p></main>;
  if (!loaded || !setup) return <main className="page"><p role="status">{t`Loading`}</p></main>;
  const { product, content } = loaded;
  const summary = summarizeTopics(setup.topics);

  async function start() {
    if (!setup) return;
    const saved = { ...setup, config: { ...setup.config, isConfigured: true } };
    await saveSetup(shopDb(), productId, mode, saved);
    // Best effort: the device copy is what the next session uses, online or not.
    if (user) await saveServerConfig(api, user.userId, productId, mode, saved, content.questions.length).catch(() => undefined);
    await navigate({
      to: '/$country/$superCategory/$category/$product/quiz',
      params: { country: site, superCategory: product.superCategoryUrl, category: product.categoryNameUrl, product: product.productNameUrl },
      search: { mode },
    });
  }

  const questions = content.questions.length;
  const topicCount = content.topics.length;
  const version = content.version;
  const perTest = setup.config.numQuestions.current;
  const pass = setup.config.successRate.current;
  const minutes = setup.config.time.current;
  const selectedQuestions = summary.nSelectedQuestions;
  return (
    <main className="page page--narrow config-page">
      <h1>{t`Set up your test`}</h1>
      <p className="config-page__product">{product.title}</p>
      <ol className="config-page__steps" aria-label={t`Steps`}>
        {[t`About`, t`Mode`, t`Topics`, t`Settings`, t`Summary`].map((label, index) => (
          <li key={label} aria-current={step === index + 1 ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      {step === CONFIG_STEPS.aboutVersion && <p>{t`${questions} questions in ${topicCount} topics (question list ${version}).`}</p>}
      {step === CONFIG_STEPS.examMode && <ModeStep mode={mode} onMode={setMode} />}
      {step === CONFIG_STEPS.topicCategory && <TopicsStep setup={setup} onChange={setSetup} />}
      {step === CONFIG_STEPS.examConfiguration && <SettingsStep setup={setup} mode={mode} onChange={setSetup} />}
      {step === CONFIG_STEPS.summary && (
        <ul className="config-page__summary">
          <li>{mode === 'exam' ? t`Timed exam of ${minutes} minutes` : t`Practice with explanations`}</li>
          <li>{t`${perTest} questions per test from ${selectedQuestions} selected questions`}</li>
          <li>{t`Pass mark ${pass} %`}</li>
        </ul>
      )}
      {step === CONFIG_STEPS.summary && mode === 'practice' && (
        <SetupPracticeSet owner={effectiveUserId(user)} productId={productId} content={content} setup={setup} onChange={setSetup} />
      )}
      <div className="config-page__nav">
        {step > CONFIG_STEPS.aboutVersion && (
          <button type="button" className="button button--secondary" onClick={() => setStep(previousConfigStep(step))}>
            {t`Back`}
          </button>
        )}
        {step < CONFIG_STEPS.summary ? (
          <button type="button" className="button" disabled={step === CONFIG_STEPS.topicCategory && summary.nSelectedTopics === 0} onClick={() => setStep(nextConfigStep(step))}>
            {t`Next`}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => void start()}>
            {mode === 'exam' ? t`Start the exam` : t`Start practising`}
          </button>
        )}
      </div>
    </main>
  );
}
