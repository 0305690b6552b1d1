// The learner's sentence for a 429 too_many_attempts, with the wait the server asked for (retry_after_s).
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { ApiError } from '../../api/client.ts';

export function tooManyAttemptsMessage(error: ApiError, i18n: I18n): string {
  const retry = (error.data as { retry_after_s?: unknown } | undefined)?.retry_after_s;
  const seconds = typeof retry === 'number' && retry > 0 ? Math.ceil(retry) : 60;
  return i18n._(msg`Too many attempts. Please wait ${seconds} seconds and try again.`);
}
