// E-mail address rule for accounts: a plausible address, and the case-insensitive key that makes it unique per tenant.

export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;
const LOCAL_PART = /^[^\s@"(),:;<>[\]\\]+$/;
const DOMAIN_LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;

/** The address as it is stored and shown: trimmed, Unicode NFC. */
export function cleanEmail(email: string): string {
  return email.trim().normalize('NFC');
}

/** The uniqueness key: the cleaned address in lower case (an address is one account whatever its case). */
export function emailKey(email: string): string {
  return cleanEmail(email).toLowerCase();
}

/** True for local@domain.tld with a plausible local part and domain; no quoted or IP-literal forms. */
export function isValidEmail(email: string): boolean {
  const value = cleanEmail(email);
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || at !== value.indexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > LOCAL_MAX_LENGTH || !LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => DOMAIN_LABEL.test(label)) && /\p{L}{2,}/u.test(labels[labels.length - 1] ?? '');
}

/** The part before the @, a default user name for a new account. */
export function emailLocalPart(email: string): string {
  const value = cleanEmail(email);
  const at = value.indexOf('@');
  return at > 0 ? value.slice(0, at) : value;
}
