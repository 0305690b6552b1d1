// @vitest-environment jsdom
// Right after an exam its wrong answers are due in the drill. The Practice tab's "Due in the review drill" and the
// "Review due (n)" button beside it count them from one read at one time (issue 35): before, the sets read a page
// clock that ticked every 30 s and showed 0 while the button showed the cards.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { ShopDatabase, type StoredDrillCard } from '../../db/db.ts';
import { useLearning } from './useLearning.ts';
import { PracticeSets } from './PracticeSets.tsx';

afterEach(cleanup);

const content = {
  topics: [{ id: 'net', name: 'Networking', questionCount: 3 }],
  questions: ['q1', 'q2', 'q3'].map((id) => ({ id, topic: 'net', text: '', options: [], correct: [], explanation: '' })),
};

function PracticeTab({ db, now }: { db: ShopDatabase; now: number }) {
  const learning = useLearning(db, 'u', 'p', content, now);
  if (!learning) return null;
  return (
    <>
      <button type="button">{`Review due (${learning.dueCount})`}</button>
      <PracticeSets bank={learning.bank} history={learning.history} topics={content.topics} perSession={10} onStart={() => {}} />
    </>
  );
}

const card = (questionId: string, dueAt: number): StoredDrillCard =>
  ({ key: `u|p|${questionId}`, owner: 'u', productId: 'p', questionId, reason: 'wrong', fedBy: 't@1', updatedAt: dueAt, dueAt, stability: 1, difficulty: 5, scheduledDays: 0, learningSteps: 0, reps: 0, lapses: 0, state: 'new', lastReviewAt: null });

describe('the due count on the Practice tab', () => {
  it('agrees with the review button as soon as an exam feeds the drill, whatever the page clock last read', async () => {
    const db = new ShopDatabase(`learning-clock-${Math.random()}`);
    // The page clock last ticked 20 s ago.
    const pageClock = Date.now() - 20_000;
    await renderWithI18n(<PracticeTab db={db} now={pageClock} />, 'en');
    await screen.findByRole('button', { name: 'Review due (0)' });
    // The exam just submitted feeds two wrong answers, due now.
    await db.drillCards.bulkPut([card('q1', Date.now() - 1), card('q3', Date.now() - 1)]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review due (2)' })).toBeTruthy());
    expect(screen.getByRole('radio', { name: 'Due in the review drill 2 questions' })).toBeTruthy();
    db.close();
  });
});
