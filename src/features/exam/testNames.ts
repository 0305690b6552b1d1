// Ids and proposed names of new tests: the id is unique per device and moment; the name is the date and time.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TestMode } from '../../domain/config/types.ts';

export function newTestId(mode: TestMode, now = Date.now(), random = Math.random): string {
  return `${mode}-${now.toString(36)}-${Math.floor(random() * 36 ** 4).toString(36)}`;
}

/** "21 Nov 2026, 18:15" in the page's language: when a test was named or last changed. */
export function formatTestMoment(i18n: I18n, at: number | Date): string {
  const locale = i18n.locale === 'en-cq' ? 'en' : i18n.locale || undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** "Test of 21 Nov 2026, 18:15" in the page's language. */
export function defaultTestName(i18n: I18n, now: number): string {
  const when = formatTestMoment(i18n, now);
  return i18n._(msg`Test of ${when}`);
}
