// The create-quiz page (SPEC §2, only where the country's AI setting is active): 3–5 topics of the site (or of the
// product the learner came from), the steps while the quiz is made (it can take seconds; cancel stops it), then the
// quiz opens in the simulator under its own id, keyed like a product on the device.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../api/client.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import type { QuizGeneratorKind } from '../../domain/aiQuiz/types.ts';
import { canPickMore, pickIsComplete } from '../../domain/aiQuiz/topicChoice.ts';
import { AI_MAX_TOPICS, AI_MIN_TOPICS } from '../../domain/constants.ts';
import { useServices } from '../../platform/useServices.ts';
import { createQuiz, fetchTopics, type TopicsAnswer } from './aiQuizApi.ts';
import { GeneratorLabel } from './GeneratorLabel.tsx';
import './aiQuiz.css';

type TopicsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: TopicsAnswer };
const STEP_MS = 1500;

function useSteps(generator: QuizGeneratorKind | null): string[] {
  const { t } = useLingui();
  if (generator === 'llm') return [t`Sending your topics`, t`Writing questions`, t`Checking every answer key`, t`Saving your quiz`];
  return [t`Sending your topics`, t`Choosing questions from the catalog`, t`Checking every question`, t`Saving your quiz`];
}

export function CreateQuizPage({ country, site, productId }: { country: CountryCode; site: string; productId?: string }) {
  const { t } = useLingui();
  const { api } = useServices();
  const navigate = useNavigate();
  const [topics, setTopics] = useState<TopicsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [picked, setPicked] = useState<string[]>([]);
  const [step, setStep] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const generator = topics.status === 'ready' ? topics.answer.generator : null;
  const steps = useSteps(generator);

  useEffect(() => {
    const controller = new AbortController();
    fetchTopics(api, country, productId, controller.signal).then(
      (answer) => setTopics({ status: 'ready', answer }),
      () => {
        if (!controller.signal.aborted) setTopics({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, country, productId, attempt]);

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    if (step === null || step >= steps.length - 1) return;
    const timer = setTimeout(() => setStep(step + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [step, steps.length]);

  const min = AI_MIN_TOPICS;
  const max = AI_MAX_TOPICS;
  const count = picked.length;

  function toggle(id: string) {
    setError(null);
    setPicked((current) => (current.includes(id) ? current.filter((x) => x !== id) : canPickMore(current.length) ? [...current, id] : current));
  }

  function messageOf(failure: unknown): string {
    if (!(failure instanceof ApiError) || failure.status === 0) return t`You are offline. Creating a quiz needs a connection.`;
    if (failure.status === 429) return t`You have created many quizzes in a short time. Please try again later.`;
    if (failure.status === 424) return t`The AI service could not create the questions. Please try again in a moment.`;
    if (failure.code === 'no_checked_questions') return t`No question passed our checks. Please choose other topics or try again.`;
    if (failure.code === 'too_few_topics' || failure.code === 'too_many_topics') return t`Choose ${min} to ${max} topics.`;
    return t`The quiz could not be created. Please try again.`;
  }

  async function generate() {
    if (!pickIsComplete(count)) {
      setError(t`Choose ${min} to ${max} topics.`);
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setStep(0);
    try {
      const answer = await createQuiz(api, { country, topics: picked, productId }, controller.signal);
      setStep(steps.length);
      await navigate({ to: '/$country/create-quiz', params: { country: site }, search: { quiz: answer.quizId } });
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(messageOf(failure));
      setStep(null);
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  function cancel() {
    running.current?.abort();
    running.current = null;
    setStep(null);
    setError(t`Cancelled. Your topics are still chosen.`);
  }

  return (
    <main className="page ai-quiz" data-page-key="create-quiz">
      <h1>{t`Create your own quiz`}</h1>
      {generator && <GeneratorLabel generator={generator} />}
      {topics.status === 'loading' && <p role="status">{t`Loading topics`}</p>}
      {topics.status === 'failed' && (
        <div role="alert">
          <p>{t`The topics could not be loaded. Please try again.`}</p>
          <button type="button" className="button" onClick={() => (setTopics({ status: 'loading' }), setAttempt(attempt + 1))}>
            {t`Try again`}
          </button>
        </div>
      )}
      {topics.status === 'ready' && step === null && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void generate();
          }}
        >
          <fieldset className="config-step">
            <legend>{t`Choose ${min} to ${max} topics`}</legend>
            <p className="ai-quiz__count" aria-live="polite">
              {t`${count} of ${max} chosen`}
            </p>
            <div className="ai-quiz__topics">
              {topics.answer.topics.map((topic) => {
                const checked = picked.includes(topic.id);
                return (
                  <label key={topic.id} className="choice">
                    <input type="checkbox" checked={checked} disabled={!checked && !canPickMore(count)} onChange={() => toggle(topic.id)} />
                    {topic.name}
                  </label>
                );
              })}
            </div>
          </fieldset>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="ai-quiz__actions">
            <button type="submit" className="button" disabled={!pickIsComplete(count)}>
              {t`Create the quiz`}
            </button>
          </div>
        </form>
      )}
      {step !== null && (
        <section aria-labelledby="ai-quiz-progress">
          <h2 id="ai-quiz-progress">{t`Creating your quiz`}</h2>
          <ol className="ai-quiz__steps" aria-live="polite">
            {steps.map((label, index) => (
              <li key={label} data-state={index < step ? 'done' : index === step ? 'now' : 'next'}>
                {label}
              </li>
            ))}
          </ol>
          <div className="ai-quiz__actions">
            <button type="button" className="button button--secondary" onClick={cancel}>
              {t`Cancel`}
            </button>
          </div>
        </section>
      )}
    </main>
  );
}
