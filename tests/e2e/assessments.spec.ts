import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { freshEmail, signUpAndConfirm } from './support/accounts.ts';
import { leadJustShown, storedBeforeLoad } from './support/overlays.ts';

const rolePath = '/ai-assessment-gardener';
const questionCount = 13;
/** The questions answer once the page's script has defined their element (it resumes the attempt as it does). */
const scriptRan = (page: Page) => page.waitForFunction(() => customElements.get('role-assessment') !== undefined);
const progress = (page: Page) => page.getByRole('progressbar');

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, matches: (element: Element) => boolean, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error(`Nothing matching ${matches.toString()} was reached in ${limit} presses of Tab.`);
}

/**
 * Lead popups open after 20 seconds on a page or at 60 % scroll; on a slow machine one can arrive
 * mid-assessment and cover its buttons. Their own behaviour is tested in lead-popups.spec.ts, so
 * here they are kept away, as if one had just been shown.
 */
test.beforeEach(({ context }) => storedBeforeLoad(context, leadJustShown(Date.now())));

const isRadio = (element: Element) => element instanceof HTMLInputElement && element.type === 'radio';

/** Opens the role page once its script runs. */
async function openAssessment(page: Page): Promise<void> {
  await page.goto(rolePath);
  await scriptRan(page);
  await expect(page.getByRole('heading', { name: /^Question \d+ of 13$/ })).toBeVisible();
}

/**
 * Answers the current question with the keyboard: into the radio group, arrows to an option, Enter
 * for Next. From the top of a freshly loaded page a keyboard user takes the skip link first, past
 * the sidebar, whose length depends on how many pages the site has.
 */
async function answerWithKeyboard(page: Page, arrowPresses: number): Promise<void> {
  const atTop = await page.evaluate(() => document.activeElement === document.body);
  if (atTop) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await tabTo(page, isRadio);
  await page.keyboard.press('Space');
  for (let press = 0; press < arrowPresses; press += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

test('a signed-out visitor sees every assessment on the hub and is sent to sign up with the one they chose', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/ai-assessments');
  await expect(page.getByRole('heading', { name: 'Leadership assessments' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Start the .* assessment$/ })).toHaveCount(20);
  await expect(page.getByRole('heading', { name: 'The frameworks behind them' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to take an assessment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeHidden();
  await expectNoSeriousViolations(page);
  // The history island and React stay on the server for a reader who is not signed in.
  expect(scripts.filter((path) => /mountHistory|\/react\.|jsx-runtime/.test(path))).toEqual([]);

  await page.getByRole('link', { name: 'Start the Gardener assessment' }).click();
  await expect(page).toHaveURL(/\/signup\?next=%2Fai-assessment-gardener$/);
});

test('/ai-assessment is the same hub screen', async ({ page }) => {
  await page.goto('/ai-assessment');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Assessment' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Start the .* assessment$/ })).toHaveCount(20);
});

test('a reload mid-way keeps the answers given, the order of the options, and returns to the next question', async ({ page }) => {
  await signUpAndConfirm(page, freshEmail('midway'));
  await openAssessment(page);
  for (let question = 0; question < 3; question += 1) await answerWithKeyboard(page, question);
  await expect(page.getByRole('heading', { name: 'Question 4 of 13' })).toBeFocused();
  const shownOrder = await page.locator('fieldset label').allTextContents();

  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.reload();
  await scriptRan(page);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');
  await expect(page.getByRole('heading', { name: 'Question 4 of 13' })).toBeVisible();
  // The options were shuffled for this attempt; a reload shows them in the same order.
  await expect(page.locator('fieldset label')).toHaveText(shownOrder);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  // Questions need no framework: React and the result's code come only with a result.
  expect(scripts.filter((path) => /ResultScreen|\/react\.|jsx-runtime|client\./.test(path))).toEqual([]);
});

test('a person completes an assessment with the keyboard, sees the result, finds it in the history and compares a retake', async ({
  page,
}) => {
  test.slow();
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    (window as unknown as { analyticsHeard: unknown[] }).analyticsHeard = heard;
    document.addEventListener('site:analytics', (event) => heard.push((event as CustomEvent).detail));
  });
  await signUpAndConfirm(page, freshEmail('assessment'));
  await openAssessment(page);
  // No island hydrates on a role page: the questions are plain DOM, React comes with a result.
  await expect(page.locator('astro-island')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  for (let question = 0; question < questionCount; question += 1) await answerWithKeyboard(page, question % 3);
  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeFocused();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', String(questionCount));
  await expectNoSeriousViolations(page);
  await tabTo(page, (element) => element.textContent === 'Submit and see my result');
  await page.keyboard.press('Enter');

  const resultHeading = page.getByRole('heading', { name: /^\d+ out of 100: \w+/ });
  await expect(resultHeading).toBeFocused();
  await expect(page.getByText('Saved to your account.')).toBeVisible();
  await expect(page.getByRole('table', { name: /Your score in each dimension/ }).getByRole('row')).toHaveCount(7);
  await expect(page.getByRole('heading', { name: 'Your next three steps' })).toBeVisible();
  await expect(page.getByText('This is your first saved result for this assessment.')).toBeVisible();
  await expect(page.getByText('Neither number predicts job loss.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Landscaping and Groundskeeping Workers' })).toHaveAttribute(
    'href',
    '/ai-jobs-heatmap#soc-37-3011',
  );
  await expect(page.getByRole('link', { name: /on the AI jobs heatmap$/ })).toHaveAttribute('href', '/ai-jobs-heatmap#group-37');
  await expectNoSeriousViolations(page);
  const firstScore = Number(/^(\d+)/.exec((await resultHeading.textContent()) ?? '')?.[1]);
  expect(await page.evaluate(() => (window as unknown as { analyticsHeard: unknown[] }).analyticsHeard)).toEqual([]);

  await page.goto('/ai-assessments');
  const history = page.getByRole('table', { name: 'Your saved results, newest first' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText(`Gardener${firstScore}`);
  await expect(history.getByRole('row').nth(1)).toContainText('First result');
  await expectNoSeriousViolations(page);

  await page.context().addCookies([
    {
      name: 'cookie_consent',
      value: encodeURIComponent(JSON.stringify({ analytics: true, personalization: false, marketing: false })),
      url: page.url(),
    },
  ]);
  // A role with a saved result offers it first; Start again begins a retake.
  await page.goto(rolePath);
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 13' })).toBeFocused();
  // Next without an answer says what is missing, until an option is chosen.
  const missing = 'Choose the answer closest to how you work today, then continue.';
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: missing })).toBeVisible();
  await expect(page.getByRole('group')).toHaveAccessibleDescription(missing);
  await page.getByRole('radio').first().check();
  await expect(page.getByText(missing)).toHaveCount(0);
  for (let question = 0; question < questionCount; question += 1) {
    await page.getByRole('radio').last().check();
    await page.getByRole('button', { name: question === questionCount - 1 ? 'Review answers' : 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit and see my result' }).click();
  const comparison = page.getByRole('table', { name: /^Compared with your result of/ });
  await expect(comparison.getByRole('row', { name: /^Overall/ })).toContainText(String(firstScore));
  await expect(comparison.getByRole('row')).toHaveCount(8);
  await expect(page.getByText('Saved to your account.')).toBeVisible();
  const heard = await page.evaluate(() => (window as unknown as { analyticsHeard: unknown[] }).analyticsHeard);
  expect(heard).toEqual([
    { name: 'assessment_complete', data: { role: 'gardener', score: expect.any(Number), level: expect.any(String) } },
  ]);

  await page.goto('/ai-assessments');
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText(/[+\u2212]\d+|no change/);
});
