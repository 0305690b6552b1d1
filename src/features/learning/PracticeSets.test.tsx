// @vitest-environment jsdom
// The learner sees each practice set with its count, an empty set says so and offers the next best, and starting
// a set hands over the set and the chosen topics.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { PracticeSets } from './PracticeSets.tsx';
import type { AttemptRecord } from '../../domain/learning/history.ts';

afterEach(cleanup);

const bank = [
  { id: 'q1', topic: 'net' },
  { id: 'q2', topic: 'net' },
  { id: 'q3', topic: 'sec' },
];
const topics = [
  { id: 'net', name: 'Networking' },
  { id: 'sec', name: 'Security' },
];
const last: AttemptRecord = {
  key: 'k',
  owner: 'u',
  productId: 'p',
  mode: 'exam',
  finishedAt: 1,
  questionIds: ['q1', 'q2'],
  answers: [
    { questionId: 'q1', correct: false, answeredAt: 0 },
    { questionId: 'q2', correct: true, answeredAt: 0 },
  ],
  marked: [],
  scorePercent: 50,
  passMark: 70,
  passed: false,
};

describe('PracticeSets', () => {
  it('shows the counts, offers the next best set when one is empty, and starts the chosen set', async () => {
    const onStart = vi.fn();
    await renderWithI18n(<PracticeSets bank={bank} history={{ attempts: [last], dueQuestionIds: [] }} topics={topics} perSession={10} onStart={onStart} />, 'en');
    expect(screen.getByRole('radio', { name: 'Missed in my last test 1 question' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Not seen yet 1 question' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /^Marked for review/ }));
    expect(screen.getByText('No questions in “Marked for review” yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try “Missed in my last test” instead (1)' }));

    fireEvent.click(screen.getByRole('button', { name: 'Networking' }));
    expect(screen.getByRole('radio', { name: 'Not seen yet 0 questions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Practise 1 question' }));
    expect(onStart).toHaveBeenCalledWith({ kind: 'missed-1', topics: ['net'] });
  });
});
