// Turns an account call's failure into a translated sentence for the learner (codes from the issue 5 contract).
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { ApiError } from '../../api/client.ts';
import { tooManyAttemptsMessage } from '../errors/tooManyAttempts.ts';

export function accountErrorMessage(error: unknown, i18n: I18n): string {
  if (!(error instanceof ApiError)) return i18n._(msg`Something went wrong. Please try again.`);
  switch (error.code) {
    case 'network':
      return i18n._(msg`You seem to be offline. Please try again when you are connected.`);
    case 'invalid_grant':
      return i18n._(msg`The e-mail address or the password is not correct.`);
    case 'too_many_attempts':
      return tooManyAttemptsMessage(error, i18n);
    case 'weak_password':
      return i18n._(msg`Please choose a password of at least 8 characters that is not a common password.`);
    case 'invalid_email':
      return i18n._(msg`Please enter a valid e-mail address.`);
    case 'email_taken':
      return i18n._(msg`An account with this e-mail address already exists. Try signing in instead.`);
    case 'invalid_confirmation':
      return i18n._(msg`This confirmation link is no longer valid. If you already confirmed your address, sign in; otherwise sign up again.`);
    case 'invalid_token':
      return i18n._(msg`This link is no longer valid. Please ask for a new one.`);
    case 'wrong_password':
    case 'password_required':
      return i18n._(msg`The password is not correct.`);
    case 'wrong_secret_answer':
      return i18n._(msg`The answer to your secret question is not correct.`);
    default:
      return error.status >= 500 ? i18n._(msg`Our server had a problem. Please try again in a moment.`) : error.message;
  }
}
