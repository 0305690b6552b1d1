// @vitest-environment jsdom
// The footer is on every page the server renders (src/app/renderPage.tsx), where no phone is known: an Android
// visitor's browser must hydrate that HTML as it is (no hydration error, which would make React render the whole
// page again) and only then show the app's promo box.
import { afterEach, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '../../i18n/i18n.ts';
import { SiteFooter } from './SiteFooter.tsx';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

it('hydrates the server’s footer on an Android phone without a mismatch, then offers the app', async () => {
  await activateLocale('en');
  const footer = (
    <I18nProvider i18n={i18n}>
      <SiteFooter country="us" />
    </I18nProvider>
  );
  const userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Node.js/22');
  const container = document.createElement('div');
  container.innerHTML = renderToString(footer);
  document.body.append(container);
  expect(container.textContent).not.toContain('Get the app');

  userAgent.mockReturnValue(ANDROID);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, footer, { onRecoverableError: (error) => recoverable.push(error) });
  });

  expect(recoverable).toEqual([]);
  expect(container.querySelector('a.button')?.textContent).toBe('Get the app');
});
