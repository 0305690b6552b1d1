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

/** The page's goto and reload wait until the app has the page; once per page, however often it is asked. For a page
 * of a context a spec makes itself. */
export function waitingForTheApp(page: Page): Page {
  if (waiting.has(page)) return page;
  waiting.add(page);
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
  return page;
}
const waiting = new WeakSet<Page>();

// Every page of the test's context waits, the ones a spec opens with context.newPage() too. A context a spec makes
// itself (browser.newContext) is left as it is: such specs look at the page before the app, or without JavaScript.
export const test = base.extend({
  context: async ({ context }, provide) => {
    context.on('page', waitingForTheApp);
    await provide(context);
  },
  page: async ({ page }, provide) => {
    await provide(waitingForTheApp(page));
  },
});
