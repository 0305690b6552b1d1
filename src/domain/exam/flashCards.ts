// Flash-card rounds: cards the learner knew leave the deck, the others go to the back and come round again.
export interface FlashDeck {
  queue: string[];
  known: string[];
}

export function newDeck(ids: readonly string[]): FlashDeck {
  return { queue: [...ids], known: [] };
}

export function answerCard(deck: FlashDeck, knewIt: boolean): FlashDeck {
  const [current, ...rest] = deck.queue;
  if (current === undefined) return deck;
  return knewIt ? { queue: rest, known: [...deck.known, current] } : { queue: [...rest, current], known: deck.known };
}
