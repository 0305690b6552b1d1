// Phone number rule of the billing form (SPEC §5): digits, spaces and hyphens only, at most one space, at least 6 digits.
import { PHONE_MIN_DIGITS } from '../constants.ts';

/** Whether a phone number (without its prefix) is acceptable; surrounding blanks are ignored. */
export function isValidPhone(phone: string): boolean {
  const value = phone.trim();
  if (!/^[\d -]*$/.test(value)) return false;
  const spaces = value.split(' ').length - 1;
  if (spaces > 1) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS;
}
