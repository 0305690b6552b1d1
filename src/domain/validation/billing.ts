// Billing form validation (SPEC §5): one error string per field, empty when the field is fine.
import { isValidPhone } from './phone.ts';

/** Person or company; the certification tenant labels company as "business". */
export type Licensed = 'person' | 'company';

export interface BillingForm {
  licensed: Licensed;
  name: string;
  lastName: string;
  address: string;
  city: string;
  zip: string;
  region: string;
  country: string;
  prefix: string;
  phone: string;
  businessName: string;
  vat: string;
}

export type BillingField = Exclude<keyof BillingForm, 'licensed'>;
export type BillingErrors = Record<BillingField, string>;

/** Fields every form must fill, in the order the form shows them. */
export const ALWAYS_REQUIRED_FIELDS = [
  'name', 'lastName', 'address', 'city', 'zip', 'region', 'country', 'prefix', 'phone',
] as const satisfies readonly BillingField[];

/** Fields a company must fill as well. */
export const COMPANY_REQUIRED_FIELDS = ['businessName', 'vat'] as const satisfies readonly BillingField[];

export function emptyBillingErrors(): BillingErrors {
  return {
    name: '', lastName: '', address: '', city: '', zip: '', region: '', country: '', prefix: '', phone: '',
    businessName: '', vat: '',
  };
}

/**
 * Per-field errors. `requiredMessage` turns a field's label key (the field name) into the translated
 * "required" text; it is the only message the form shows, also for a malformed phone.
 */
export function validateBilling(form: BillingForm, requiredMessage: (fieldLabelKey: BillingField) => string): BillingErrors {
  const errors = emptyBillingErrors();
  const required: readonly BillingField[] =
    form.licensed === 'company' ? [...ALWAYS_REQUIRED_FIELDS, ...COMPANY_REQUIRED_FIELDS] : ALWAYS_REQUIRED_FIELDS;
  for (const field of required) {
    if (form[field].trim() === '') errors[field] = requiredMessage(field);
  }
  if (errors.phone === '' && !isValidPhone(form.phone)) errors.phone = requiredMessage('phone');
  return errors;
}

/** The form is valid when every error string is empty. */
export function isBillingValid(errors: BillingErrors): boolean {
  return Object.values(errors).every((message) => message === '');
}
