// @vitest-environment jsdom
// The drill shows every due card the counts count: a card made from a question before its fix shows the fixed
// version (the product now has `q5.v2`), and one whose question left the product is not offered.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ShopDatabase, type StoredDrillCard } from '../../db/db.ts';
import { countDueDrillCards, drillCardKey } from '../../db/drillCards.ts';
import { enqueueSchedule } from '../../domain/drill/schedule.ts';
import type { ExamQuestion } from '../../domain/exam/questions.ts';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { Drill } from './Drill.tsx';

afterEach(cleanup);

const PRODUCT = 'P-drill';
const question = (id: string, text: string): Omit<ExamQuestion, 'number'> => ({ id, topic: 't', text, options: [{ letter: 'A', text: 'yes' }, { letter: 'B', text: 'no' }], correct: ['A'], explanation: 'Because.' });
const dueCard = (questionId: string, dueAt: number): StoredDrillCard => ({
  ...enqueueSchedule(undefined, 'wrong', dueAt),
  dueAt,
  key: drillCardKey('guest', PRODUCT, questionId),
  owner: 'guest',
  productId: PRODUCT,
  questionId,
  reason: 'wrong',
  fedBy: 'test@1',
  updatedAt: dueAt,
});

describe('Drill', () => {
  it('shows a card made before a question was fixed with the fixed question, and counts what it shows', async () => {
    const db = new ShopDatabase(`drill-${Math.random()}`);
    const now = Date.now();
    await db.drillCards.bulkPut([dueCard('q5', now - 2 * 86_400_000), dueCard('q7', now - 86_400_000)]);
    await renderWithI18n(<Drill db={db} owner="guest" productId={PRODUCT} questions={[question('q5.v2', 'Fixed question five?'), question('q7', 'Question seven?')]} onExit={() => undefined} />);
    expect(await screen.findByText('Fixed question five?')).toBeTruthy();
    expect(await countDueDrillCards(db, 'guest', PRODUCT, now)).toBe(2);
    expect(screen.getByText('2 due · 0 done')).toBeTruthy();
    db.close();
  });
});
