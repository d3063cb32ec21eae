import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { freshEmail, signIn, signUpAndConfirm } from './support/accounts.ts';
import { leadJustShown, storedBeforeLoad } from './support/overlays.ts';

const rolePath = '/ai-assessment-gardener';
const questionCount = 13;
const scoreHeading = (page: Page) => page.getByRole('heading', { name: /^\d+ out of 100: \w+/ });

test.beforeEach(({ context }) => storedBeforeLoad(context, leadJustShown(Date.now())));

/** Answers every question with the mouse, a different option each time, and submits. */
async function finishAssessment(page: Page): Promise<void> {
  await page.goto(rolePath);
  await page.waitForFunction(() => customElements.get('role-assessment') !== undefined);
  for (let question = 0; question < questionCount; question += 1) {
    await expect(page.getByRole('heading', { name: `Question ${question + 1} of ${questionCount}` })).toBeVisible();
    await page
      .getByRole('radio')
      .nth(question % 4)
      .check();
    await page.getByRole('button', { name: question === questionCount - 1 ? 'Review answers' : 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit and see my result' }).click();
  await expect(page.getByText('Saved to your account.')).toBeVisible();
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Pages of a PDF: each page object is `/Type /Page` (the page tree is `/Type /Pages`). */
const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

test('a person finishes an assessment, reopens the result from the home page the next day at its own address, and prints it on one page', async ({
  page,
}) => {
  test.slow();
  const email = freshEmail('result');
  await signUpAndConfirm(page, email);
  await finishAssessment(page);
  await expect(scoreHeading(page)).toBeFocused();
  await expect(page.getByText('For gardeners and grounds staff')).toBeHidden();
  await expect(page).toHaveURL(/\?result=[0-9a-f-]{36}$/);
  const address = new URL(page.url());
  const moment = (await scoreHeading(page).textContent()) ?? '';
  await expect(page.getByRole('link', { name: 'Book a call' })).toHaveAttribute('href', '/contact?intent=call');
  await expect(page.getByText(/appears once at least ten people have a result/)).toBeVisible();

  // Another day: the session is gone (a browser clock moved a day ahead would only make the
  // client discard its token, which is what a new sign-in does), and the person signs in again.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/$/);
  const latest = page.getByRole('table', { name: 'Your latest result for each assessment, newest first' });
  await expect(latest.getByRole('row')).toHaveCount(2);
  await latest.getByRole('link', { name: 'Gardener' }).click();
  await expect(page).toHaveURL(`${address.pathname}${address.search}`);
  await expect(scoreHeading(page)).toHaveText(moment);

  // Reopening the role offers that result, and a fresh start.
  await page.goto(rolePath);
  await expect(page.getByRole('link', { name: 'See your latest result' })).toHaveAttribute('href', `${address.pathname}${address.search}`);
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByRole('heading', { name: `Question 1 of ${questionCount}` })).toBeVisible();

  await page.goto(`${address.pathname}${address.search}`);
  await expect(scoreHeading(page)).toHaveText(moment);
  await expectNoSeriousViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.sidebar')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Weekly insights on AI at work' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save as PDF' })).toBeHidden();
  await expect(scoreHeading(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your next three steps' })).toBeVisible();
  expect(pdfPageCount(await page.pdf({ format: 'A4' }))).toBe(1);
});

test('a result opens for its owner only, and a share link shows its score, level and dimensions until it is revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await signUpAndConfirm(page, freshEmail('sharer'));
  await finishAssessment(page);
  const address = new URL(page.url());
  const moment = (await scoreHeading(page).textContent()) ?? '';
  await page.getByRole('button', { name: 'Share a link' }).click();
  const link = await page.getByRole('textbox', { name: /Anyone with this link/ }).inputValue();
  expect(link).toMatch(/\/shared-result\?token=[0-9a-f]{64}$/);

  const strangerContext = await browser.newContext({ baseURL });
  const stranger = await strangerContext.newPage();
  await signUpAndConfirm(stranger, freshEmail('stranger'));
  await stranger.goto(`${address.pathname}${address.search}`);
  await expect(stranger.getByRole('heading', { name: 'Result not found, or not yours' })).toBeVisible();
  await expect(scoreHeading(stranger)).toHaveCount(0);

  const readerContext = await browser.newContext({ baseURL });
  const reader = await readerContext.newPage();
  await reader.goto(new URL(link).pathname + new URL(link).search);
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const [score, , level] = moment.split(/( out of 100: )/);
  await expect(reader.getByRole('heading', { name: `${score} out of 100: ${level}` })).toBeVisible();
  await expect(reader.getByRole('table', { name: /Score in each dimension/ }).getByRole('row')).toHaveCount(7);
  await expect(reader.getByText(/Gardener assessment/)).toBeVisible();
  await expectNoSeriousViolations(reader);
  expect(await (await reader.request.get('/sitemap.xml')).text()).not.toContain('shared-result');

  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText(/Sharing stopped/)).toBeVisible();
  await reader.reload();
  await expect(reader.getByText('This result is no longer shared.', { exact: false })).toBeVisible();

  // Start again from the result: a new attempt at the first question, at the role's own address.
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByRole('heading', { name: `Question 1 of ${questionCount}` })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${rolePath}$`));
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await strangerContext.close();
  await readerContext.close();
});
