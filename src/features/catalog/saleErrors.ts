// Turns a failed promo or free-quiz call into a translated sentence for its dialog.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { ApiError } from '../../api/client.ts';
import { tooManyAttemptsMessage } from '../errors/tooManyAttempts.ts';

export function saleErrorMessage(error: unknown, i18n: I18n): string {
  if (!(error instanceof ApiError)) return i18n._(msg`Something went wrong. Please try again.`);
  if (error.code === 'network') return i18n._(msg`You seem to be offline. Please try again when you are connected.`);
  if (error.code === 'unknown_promo') return i18n._(msg`This promo code is not valid here or has expired.`);
  if (error.code === 'invalid_email') return i18n._(msg`Please enter a valid e-mail address.`);
  if (error.code === 'too_many_attempts') return tooManyAttemptsMessage(error, i18n);
  if (error.status >= 500) return i18n._(msg`Our server had a problem. Please try again in a moment.`);
  return i18n._(msg`Something went wrong. Please try again.`);
}
