// The billing form's field labels (SPEC §5: every error is the translated "required" template with the label).
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { BillingField } from '../../domain/validation/billing.ts';
import type { Tenant } from '../../domain/markets/types.ts';

const LABELS: Record<BillingField, MessageDescriptor> = {
  name: msg`First name`,
  lastName: msg`Last name`,
  address: msg`Address`,
  city: msg`City`,
  zip: msg`Postal code`,
  region: msg`Region`,
  country: msg`Country`,
  prefix: msg`Phone prefix`,
  phone: msg`Phone`,
  businessName: msg`Company name`,
  vat: msg`VAT number`,
};

/** The certification tenant's form says "business" where the exam tenant's says "company" (SPEC §3). */
const BUSINESS_NAME = msg`Business name`;

export function billingLabel(i18n: I18n, field: BillingField, tenant: Tenant): string {
  return i18n._(field === 'businessName' && tenant === 'cq' ? BUSINESS_NAME : LABELS[field]);
}

/** SPEC §5: "{label} is required." for an empty field and for a malformed phone alike. */
export function requiredMessage(i18n: I18n, field: BillingField, tenant: Tenant): string {
  const label = billingLabel(i18n, field, tenant);
  return i18n._(msg`${label} is required.`);
}
