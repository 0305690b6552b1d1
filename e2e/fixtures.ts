// The test's page waits, after each navigation, until the app has the page (`<html data-app>`, src/app/boot.tsx). A
// page now comes whole from the server (src/app/renderPage.tsx): its buttons are on screen before the app's scripts
// have hydrated them, and a click in between does what it does without JavaScript. Specs that look at that moment
// itself navigate with `waitUntil: 'commit'`, which this leaves alone.
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

/** Resolves once the app has the page, at once on a page that is not the app's (no #root: the API, the dev mailbox). */
export async function appStarted(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.documentElement.dataset.app !== undefined || document.getElementById('root') === null, null, { timeout: 30_000 })
    .catch(() => undefined); // a page the app never took (it failed to start): the spec's own expectations say so
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appStarted(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await appStarted(page);
      return response;
    };
    await provide(page);
  },
});
