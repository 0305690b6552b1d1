// The API's refusals of a checkout (src/domain/commerce/README.md) in the learner's words: a message for the page,
// and per-field messages when the billing form failed the server's SPEC §5 check.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { ApiError } from '../../api/client.ts';
import { ALWAYS_REQUIRED_FIELDS, COMPANY_REQUIRED_FIELDS, type BillingField } from '../../domain/validation/billing.ts';
import type { Tenant } from '../../domain/markets/types.ts';
import { requiredMessage } from './billingLabels.ts';

export interface CheckoutRefusal {
  /** Shown above the pay button; empty when the field messages say it all. */
  message: string;
  fields: Partial<Record<BillingField, string>>;
  /** The promo code was refused: the page drops it. */
  promoRefused: boolean;
}

const BILLING_FIELDS: readonly BillingField[] = [...ALWAYS_REQUIRED_FIELDS, ...COMPANY_REQUIRED_FIELDS];

export function checkoutRefusal(error: unknown, i18n: I18n, tenant: Tenant): CheckoutRefusal {
  const refusal: CheckoutRefusal = { message: '', fields: {}, promoRefused: false };
  if (!(error instanceof ApiError)) return { ...refusal, message: i18n._(msg`Something went wrong. Your cart is kept; please try again.`) };
  if (error.status === 0) return { ...refusal, message: i18n._(msg`Checkout needs the network. Your cart is kept on this device; try again once you are online.`) };
  switch (error.code) {
    case 'invalid_billing': {
      const fields = (error.data as { fields?: Record<string, unknown> } | undefined)?.fields ?? {};
      for (const field of BILLING_FIELDS) if (field in fields) refusal.fields[field] = requiredMessage(i18n, field, tenant);
      return { ...refusal, message: Object.keys(refusal.fields).length === 0 ? i18n._(msg`Please check your billing information.`) : '' };
    }
    case 'price_changed':
      return { ...refusal, message: i18n._(msg`A price in your cart has changed. Please check the new total and pay again.`) };
    case 'currency_changed':
      return { ...refusal, message: i18n._(msg`The currency of this country's prices has changed. Please check the new total and pay again.`) };
    case 'promo_refused':
      return { ...refusal, promoRefused: true, message: i18n._(msg`The promo code can no longer be used, so it was removed. Please check the new total.`) };
    case 'unknown_product':
    case 'not_for_sale':
      return { ...refusal, message: i18n._(msg`A product in your cart can no longer be bought here. Please remove it and try again.`) };
    case 'duplicate_product':
    case 'mixed_countries':
      return { ...refusal, message: i18n._(msg`Your cart holds products of another country's site. Please remove them and try again.`) };
    case 'payment_provider_unavailable':
      return { ...refusal, message: i18n._(msg`The payment service cannot be reached right now. Nothing was charged and your cart is kept; please try again in a moment.`) };
    case 'terms_not_accepted':
      return { ...refusal, message: i18n._(msg`Please accept the terms and conditions.`) };
    default:
      if (error.status === 401 || error.status === 403) return { ...refusal, message: i18n._(msg`Please sign in again to pay. Your cart is kept.`) };
      if (error.status === 429) return { ...refusal, message: i18n._(msg`Too many attempts. Please wait a moment and try again.`) };
      return { ...refusal, message: i18n._(msg`The payment could not start. Your cart is kept; please try again.`) };
  }
}
