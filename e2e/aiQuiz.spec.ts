// Create quiz on the German site without any AI service: the learner picks 3 topics, gets the labelled catalog quiz
// in the simulator, flags a question, and takes the quiz on offline through a reload.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { controlledByServiceWorker, options } from './examPage.ts';

const LABEL = 'Übungsfragen aus unserem Katalog – nicht von KI erstellt';

/** The element is on screen below the fixed header, not hidden under it (create-quiz has no header margin). */
async function clearOfHeader(page: Page, element: Locator) {
  const header = (await page.locator('.site-header').boundingBox())!;
  const box = (await element.boundingBox())!;
  expect(box.y, 'below the header').toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height, 'inside the viewport').toBeLessThanOrEqual(page.viewportSize()!.height);
}

test('from /de/: create a quiz from 3 topics, take the labelled catalog quiz, flag a question, go on offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/de/');
  await page.getByRole('link', { name: 'Eigenes Quiz erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Eigenes Quiz erstellen' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(LABEL);
  await clearOfHeader(page, page.getByRole('heading', { level: 1 }));

  const create = page.getByRole('button', { name: 'Quiz erstellen' });
  const topics = page.getByRole('checkbox');
  await expect(topics.first()).toBeVisible();
  await topics.nth(0).check();
  await topics.nth(1).check();
  await expect(create).toBeDisabled();
  await topics.nth(2).check();
  await create.click();

  await expect(page).toHaveURL(/[?&]quiz=ai-cat-/);
  await expect(page.getByRole('note')).toHaveText(LABEL);
  await clearOfHeader(page, page.getByRole('note'));
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('note')).toHaveText(LABEL);

  // Germany collects feedback on free demos: a flag with a reason and a comment.
  await page.getByText('Ein Problem mit einer Frage melden').click();
  await page.getByLabel('Was ist falsch?').selectOption('unclear');
  await page.getByLabel('Kommentar (optional)').fill('Die Frage ist mehrdeutig.');
  await page.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(page.getByText('Vielen Dank. Ihre Meldung wurde gesendet.')).toBeVisible();

  await page.getByRole('button', { name: 'Kostenlose Demo starten' }).click();
  await page.getByRole('dialog', { name: 'Test benennen' }).getByRole('button', { name: 'Starten' }).click();
  const first = options(page).first();
  await first.click();
  await expect(first).toHaveAttribute('aria-checked', 'true');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('note')).toHaveText(LABEL);
  // The attempt is on the device, keyed by the quiz id like a product's: it resumes offline with its answer.
  await page.getByRole('dialog', { name: 'Dort weitermachen, wo Sie aufgehört haben?' }).getByRole('button', { name: 'Fortsetzen' }).click();
  await expect(options(page).first()).toHaveAttribute('aria-checked', 'true');
  await context.setOffline(false);
});
