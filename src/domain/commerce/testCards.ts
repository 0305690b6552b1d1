// The built-in test-mode provider's card numbers: Stripe's own test numbers and what each does.
export type TestCardOutcome = 'succeeded' | 'card_declined' | 'insufficient_funds';

export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

/** The outcome of a card number as typed (spaces and hyphens ignored); unknown numbers are declined. */
export function testCardOutcome(typed: string): TestCardOutcome | 'invalid_number' {
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return 'invalid_number';
  return TEST_CARDS[digits] ?? 'card_declined';
}
