// @vitest-environment jsdom
// The learner reads the estimate as a labelled chance with its range and the topics holding it back, in their
// language; before there are enough answers, how many more it needs.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { ReadinessCard } from './ReadinessCard.tsx';
import type { Readiness } from '../../domain/learning/readiness.ts';

afterEach(cleanup);

const names = new Map([
  ['net', 'Networking'],
  ['sec', 'Security'],
]);
const estimate: Readiness = {
  kind: 'estimate',
  probability: 0.623,
  low: 0.48,
  high: 0.751,
  topics: [
    { topic: 'net', answered: 12, mastery: 0.81, ability: { mean: 1, low: 0.5, high: 1.5 } },
    { topic: 'sec', answered: 9, mastery: 0.52, ability: { mean: 0, low: -0.6, high: 0.6 } },
  ],
  holdingBack: ['sec'],
  notPractised: [],
  answered: 21,
};

describe('ReadinessCard', () => {
  it('shows the chance to pass with its range, labelled as an estimate, and what holds it back', async () => {
    await renderWithI18n(<ReadinessCard readiness={estimate} topicNames={names} passPercent={70} examQuestions={10} />, 'en');
    expect(screen.getByText('Estimated chance to pass: 62 % (48–76 %)')).toBeTruthy();
    expect(screen.getByText(/^An estimate from your answers on this device, for the exam of 10 questions with a pass mark of 70 %/)).toBeTruthy();
    expect(screen.getByText('Holding you back: Security')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Mastery by topic' }).textContent).toContain('81 % expected right');
  });

  it('names a topic without answers as not practised yet, not with a mastery it does not know', async () => {
    const withUnknown: Readiness = {
      ...estimate,
      topics: [...estimate.topics, { topic: 'sto', answered: 0, mastery: 0.8, ability: { mean: 0.3, low: -1.2, high: 1.8 } }],
      notPractised: ['sto'],
    };
    await renderWithI18n(<ReadinessCard readiness={withUnknown} topicNames={new Map([...names, ['sto', 'Storage']])} passPercent={70} examQuestions={10} />, 'en');
    expect(screen.getByText('Not practised yet: Storage')).toBeTruthy();
    const storage = screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith('Storage'))!;
    expect(storage.textContent).toBe('Storagenot practised yet');
  });

  it('never shows a range without width: 2 of 30 right reads "under 1 %", not "0 % (0–0 %)"', async () => {
    await renderWithI18n(<ReadinessCard readiness={{ ...estimate, probability: 0.0004, low: 0, high: 0.001 }} topicNames={names} passPercent={70} examQuestions={10} />, 'en');
    expect(screen.getByText('Estimated chance to pass: under 1 % (0–1 %)')).toBeTruthy();
  });

  it('when only topics are missing, says the estimate needs them', async () => {
    await renderWithI18n(<ReadinessCard readiness={{ kind: 'needs-more', answersNeeded: 0, topicsNeeded: 1, answered: 24 }} topicNames={names} passPercent={70} examQuestions={10} />, 'en');
    expect(screen.getByRole('status').textContent?.trim()).toBe(
      'Answer questions from 1 more topic to see your estimated chance to pass: the estimate needs answers from at least half of the topics.',
    );
  });

  it('says how many more answers and topics it needs, in German too', async () => {
    await renderWithI18n(<ReadinessCard readiness={{ kind: 'needs-more', answersNeeded: 7, topicsNeeded: 1, answered: 13 }} topicNames={names} passPercent={70} examQuestions={10} />, 'de');
    expect(screen.getByRole('status').textContent).toBe('Beantworten Sie noch 7 Fragen, um Ihre geschätzte Chance zu bestehen zu sehen. Beziehen Sie 1 weiteres Thema ein.');
  });
});
