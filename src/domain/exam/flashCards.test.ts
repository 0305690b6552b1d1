import { describe, expect, it } from 'vitest';
import { answerCard, newDeck } from './flashCards.ts';

describe('flash cards', () => {
  it('removes known cards and sends the others to the back', () => {
    let deck = newDeck(['a', 'b', 'c']);
    deck = answerCard(deck, false);
    expect(deck.queue).toEqual(['b', 'c', 'a']);
    deck = answerCard(deck, true);
    expect(deck).toEqual({ queue: ['c', 'a'], known: ['b'] });
    deck = answerCard(answerCard(deck, true), true);
    expect(deck).toEqual({ queue: [], known: ['b', 'c', 'a'] });
    expect(answerCard(deck, true)).toBe(deck);
  });
});
