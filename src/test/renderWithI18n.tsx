// Renders a component with Lingui active in a given locale, for component tests (jsdom).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '../i18n/i18n.ts';
import type { MessageLocale } from '../domain/markets/types.ts';

export async function renderWithI18n(ui: ReactElement, locale: MessageLocale = 'en') {
  await activateLocale(locale);
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
