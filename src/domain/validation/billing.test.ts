// Table tests of the billing form validation.
import { describe, it, expect } from 'vitest';
import { emptyBillingErrors, isBillingValid, validateBilling, type BillingField, type BillingForm } from './billing.ts';

const required = (field: BillingField) => `${field} is required`;

const person: BillingForm = {
  licensed: 'person',
  name: 'Ada',
  lastName: 'Lovelace',
  address: '1 Analytical St',
  city: 'London',
  zip: 'N1 1AA',
  region: 'Greater London',
  country: 'GB',
  prefix: '+44',
  phone: '20 7946-0958',
  businessName: '',
  vat: '',
};

const company: BillingForm = { ...person, licensed: 'company', businessName: 'Engines Ltd', vat: 'GB123456789' };

describe('validateBilling', () => {
  it('a complete person form has no errors', () => {
    const errors = validateBilling(person, required);
    expect(errors).toEqual(emptyBillingErrors());
    expect(isBillingValid(errors)).toBe(true);
  });

  it('a complete company form has no errors', () => {
    expect(isBillingValid(validateBilling(company, required))).toBe(true);
  });

  it.each([
    'name', 'lastName', 'address', 'city', 'zip', 'region', 'country', 'prefix', 'phone',
  ] as const)('%s blank after trimming is required', (field) => {
    const errors = validateBilling({ ...person, [field]: '   ' }, required);
    expect(errors[field]).toBe(`${field} is required`);
    expect(isBillingValid(errors)).toBe(false);
    const others = Object.entries(errors).filter(([key]) => key !== field);
    expect(others.every(([, message]) => message === '')).toBe(true);
  });

  it.each([
    ['person', 'businessName', ''],
    ['person', 'vat', ''],
    ['company', 'businessName', 'businessName is required'],
    ['company', 'vat', 'vat is required'],
  ] as const)('%s with blank %s → %j', (licensed, field, expected) => {
    const form = { ...(licensed === 'company' ? company : person), [field]: ' ' };
    expect(validateBilling(form, required)[field]).toBe(expected);
  });

  it.each([
    ['12345', 'phone is required'],
    ['12 34 56', 'phone is required'],
    ['123456x', 'phone is required'],
    ['123-456', ''],
  ])('phone %j → %j', (phone, expected) => {
    expect(validateBilling({ ...person, phone }, required).phone).toBe(expected);
  });
});

describe('isBillingValid', () => {
  it.each([
    [emptyBillingErrors(), true],
    [{ ...emptyBillingErrors(), vat: 'required' }, false],
    [{ ...emptyBillingErrors(), name: ' ' }, false],
  ])('%o → %s', (errors, expected) => {
    expect(isBillingValid(errors)).toBe(expected);
  });
});
