// The built-in test-mode provider's card numbers: Stripe's own test numbers and what each does.
export type TestCardOutcome = 'succeeded' | 'card_declined' | 'insufficient_funds';

export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  // Stripe's "attaches to a customer, but charges fail": declined at checkout, accepted as a subscription's new card
  // (Update payment method), then every renewal charge fails.
  '4000000000000341': 'card_declined',
};

/** The card that attaches but whose charges fail. */
export const ATTACHES_BUT_FAILS = '4000000000000341';

/** Whether a card may be saved for a subscription's renewals (a card that pays, or one that attaches but fails). */
export function testCardAttaches(typed: string): boolean {
  const digits = typed.replace(/[\s-]/g, '');
  return TEST_CARDS[digits] === 'succeeded' || digits === ATTACHES_BUT_FAILS;
}

/** Whether a renewal charged to a saved card (its digits) is paid. */
export const savedCardPays = (digits: string): boolean => TEST_CARDS[digits] === 'succeeded' || !/^\d+$/.test(digits);

/** The outcome of a card number as typed (spaces and hyphens ignored); unknown numbers are declined. */
export function testCardOutcome(typed: string): TestCardOutcome | 'invalid_number' {
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return 'invalid_number';
  return TEST_CARDS[digits] ?? 'card_declined';
}
