// The built-in test provider's Billing Portal view of a subscription: what the server answers and the test card
// update page reads (one declaration for both, as the commerce contract is).
export interface TestSubscriptionView {
  subscriptionId: string;
  country: string;
  status: string;
  /** The last four digits of the saved card ('' for a debit). */
  cardLast4: string;
  periodEnd: string;
  cancelAtPeriodEnd: boolean;
}
