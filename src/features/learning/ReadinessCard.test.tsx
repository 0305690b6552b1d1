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
  general: { mean: 0.3, low: -0.2, high: 0.8 },
  topics: [
    { topic: 'net', answered: 12, mastery: 0.81, ability: { mean: 1, low: 0.5, high: 1.5 } },
    { topic: 'sec', answered: 9, mastery: 0.52, ability: { mean: 0, low: -0.6, high: 0.6 } },
  ],
  holdingBack: ['sec'],
  answered: 21,
};

describe('ReadinessCard', () => {
  it('shows the chance to pass with its range, labelled as an estimate, and what holds it back', async () => {
    await renderWithI18n(<ReadinessCard readiness={estimate} topicNames={names} passPercent={70} examQuestions={10} />, 'en');
    expect(screen.getByText('Estimated chance to pass: 62 % (48–75 %)')).toBeTruthy();
    expect(screen.getByText(/^An estimate from your answers on this device, for the exam of 10 questions with a pass mark of 70 %/)).toBeTruthy();
    expect(screen.getByText('Holding you back: Security')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Mastery by topic' }).textContent).toContain('81 % expected right');
  });

  it('says how many more answers and topics it needs, in German too', async () => {
    await renderWithI18n(<ReadinessCard readiness={{ kind: 'needs-more', answersNeeded: 7, topicsNeeded: 1, answered: 13 }} topicNames={names} passPercent={70} examQuestions={10} />, 'de');
    expect(screen.getByRole('status').textContent).toBe('Beantworte noch 7 Fragen, um deine geschätzte Chance zu bestehen zu sehen. Beziehe 1 weiteres Thema ein.');
  });
});
