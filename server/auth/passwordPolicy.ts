// Applies the domain password rule and turns a refusal into the API's 400 weak_password with a clear message.
import { HttpError } from '../lib/httpError.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem, type PasswordProblem } from '@domain/auth/password.ts';
import { isCommonPassword } from './commonPasswords.ts';

const MESSAGES: Record<PasswordProblem, string> = {
  'too-short': `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters. A few words in a row make a strong one that is easy to remember.`,
  'too-long': `Choose a password of at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'This password is one of the most common ones and easy to guess. Choose another one.',
  'same-as-email': 'Do not use your e-mail address as your password. Choose another one.',
};

/** Throws 400 weak_password when the new password is not acceptable. */
export function assertAcceptablePassword(password: string, email?: string): void {
  const problem = passwordProblem(password, isCommonPassword, email);
  if (problem) throw new HttpError(400, 'weak_password', MESSAGES[problem]);
}
