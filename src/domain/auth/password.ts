// Password rule for sign-up and reset: 8 to 1024 characters, not a common password, not the e-mail address itself.

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 1024;

export type PasswordProblem = 'too-short' | 'too-long' | 'common' | 'same-as-email';

/** Length in characters as a person counts them (code points, so an emoji is one). */
export function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * The first problem of a new password, or null when it is acceptable.
 * `isCommon` receives the lower-cased password (the list of common passwords is kept outside the domain).
 */
export function passwordProblem(password: string, isCommon: (lowerCased: string) => boolean, email?: string): PasswordProblem | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'too-long';
  const lower = password.toLowerCase();
  if (isCommon(lower) || isCommon(lower.trim())) return 'common';
  if (email !== undefined) {
    const address = email.trim().toLowerCase();
    const local = address.split('@')[0] ?? '';
    if (lower === address || (local.length >= PASSWORD_MIN_LENGTH && lower === local)) return 'same-as-email';
  }
  return null;
}
