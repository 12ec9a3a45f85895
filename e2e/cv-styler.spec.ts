import { expect, test, type Page } from '@playwright/test';
import { DEMO, LOAD, signIn } from './fixtures.js';

const preview = (page: Page) => page.frameLocator('[data-testid="cv-preview"]');
const previewText = (page: Page) => preview(page).locator('body').innerText();

async function richText(page: Page, scope: ReturnType<Page['locator']> | Page, label: string, text: string) {
  const box = scope.getByRole('textbox', { name: label, exact: true });
  await box.click();
  await page.keyboard.type(text);
}

test('a recruiter builds a CV from scratch, styles it and reads it in Japanese', async ({ page }) => {
  test.slow(); // a long story: three times the test limit
  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  await page.getByTestId('start-from-scratch').click();
  await expect(page).toHaveURL(/\/agreement\/\d+\/edit$/);
  const form = page.getByTestId('cv-form');

  // An empty CV cannot be saved: the §5 messages show at the fields.
  await page.getByTestId('cv-save').click();
  for (const message of ['First name is required.', 'Last name is required.', 'A description is required.', 'Add at least 5 skills.', 'Add at least one experience.']) {
    await expect(form.getByText(message).first()).toBeVisible();
  }

  // Header and brief.
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Noor');
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Haddad');
  await form.getByRole('textbox', { name: 'Job title', exact: true }).first().fill('Supply Chain Planner');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('noor.haddad@example.test');
  await form.getByRole('textbox', { name: 'Anonymous name', exact: true }).fill('Planner S-17');
  await richText(page, form, 'Description', 'Planner with eight years in demand and supply planning.');

  // Experience, education, qualification.
  await page.getByTestId('add-experience').click();
  const experience = page.getByTestId('new-experience');
  await experience.getByRole('textbox', { name: 'Job title', exact: true }).fill('Demand Planner');
  await experience.getByRole('combobox', { name: 'Company', exact: true }).fill('Rijnhaven Foods');
  await richText(page, experience, 'Summary', 'Forecasting for 1,200 products across the Benelux.');
  await page.getByTestId('confirm-add-experience').click();
  await expect(form.getByText('Demand Planner').first()).toBeVisible();

  // A new education opens in place for editing.
  await page.getByTestId('add-education').click();
  const education = page.getByTestId('cv-section-education');
  await education.getByRole('textbox', { name: 'Title', exact: true }).fill('MSc Supply Chain Management');
  await education.getByRole('textbox', { name: 'Institution', exact: true }).fill('Erasmus University Rotterdam');

  await page.getByTestId('add-qualification').click();
  await richText(page, page.getByTestId('new-qualification'), 'Qualification', 'APICS CPIM certification');
  await page.getByTestId('confirm-add-qualification').click();

  // Skills: five, typed and confirmed.
  const skills = page.getByTestId('skills-input');
  for (const skill of ['Demand planning', 'SAP APO', 'Excel', 'S&OP', 'Forecasting']) {
    await skills.fill(skill);
    await skills.press('Enter');
  }

  await page.getByTestId('cv-save').click();
  await expect(page.getByText('CV saved')).toBeVisible();

  // The rendered CV: full, then anonymous.
  await expect.poll(() => previewText(page), LOAD).toContain('Haddad');
  // Its fonts come from the server's font files (decision 015) and load in the sandboxed frame.
  // The preview swaps between two frames as it renders: each look finds the shown one anew.
  const faces = async () => {
    const frame = await (await page.locator('[data-testid="cv-preview"]').elementHandle())?.contentFrame();
    return (await frame?.evaluate(() => [...document.fonts].map((face) => `${face.status}:${face.family}`)).catch(() => null)) ?? [];
  };
  await expect.poll(faces, LOAD).toContain('loaded:Source Sans 3');
  expect((await faces()).filter((f) => f.startsWith('error:'))).toEqual([]);
  await page.getByTestId('version-switch').getByText('Anonymous').click();
  await expect.poll(() => previewText(page), LOAD).toContain('Planner S-17');
  expect(await previewText(page)).not.toContain('Haddad');
  expect(await previewText(page)).not.toContain('noor.haddad@example.test');
  await page.getByTestId('version-switch').getByText('Full Version').click();
  await expect.poll(() => previewText(page), LOAD).toContain('Haddad');

  // A team template: Apply stays disabled until one is chosen; applying reloads with it.
  await page.getByTestId('templates-button').click();
  await expect(page.getByTestId('template-apply')).toBeDisabled();
  await page.getByRole('radio', { name: /Modern single column/ }).check();
  await expect(page.getByTestId('template-apply')).toBeEnabled();
  await page.getByTestId('template-apply').click();
  await expect(page.getByText(/Template: Modern single column/i)).toBeVisible(LOAD);

  // Layout settings (on the single-column template): move Experience above the skills; the page
  // reloads with the new order.
  const order = async () => {
    const text = (await previewText(page)).toUpperCase();
    return text.indexOf('EXPERIENCE') < text.indexOf('SKILLS');
  };
  expect(await order()).toBe(false);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByTestId('settings-sections').click();
  await page.getByRole('button', { name: 'Move Experience up' }).click();
  await page.getByRole('button', { name: 'Move Experience up' }).click();
  await page.getByTestId('settings-save').click();
  await expect.poll(order, LOAD).toBe(true);

  // The CV language: Japanese headings.
  await page.getByTestId('cv-language').click();
  await page.getByRole('option', { name: '日本語' }).click();
  await expect.poll(() => previewText(page), LOAD).toContain('職務経歴');
  await page.getByTestId('cv-save').click();
  await expect(page.getByText('CV saved')).toBeVisible();
});

test('an edit shows in the rendered CV without losing the scroll position', async ({ page }) => {
  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  // Found through the candidate search: other specs add CVs to the demo agency, so she may be off the first page of recent CVs.
  await page.goto(`${DEMO}/account/candidates`);
  await page.getByTestId('search-query').fill('Sanne van der');
  await page.getByRole('link', { name: 'Sanne van der Heijden' }).click();
  await expect(page).toHaveURL(/\/agreement\/\d+\/edit$/);
  await expect.poll(() => previewText(page), LOAD).toContain('Sanne');
  const pane = page.getByTestId('cv-pane');
  await pane.evaluate((el) => el.scrollTo(0, 300));
  const scrolled = await pane.evaluate((el) => el.scrollTop);
  expect(scrolled).toBeGreaterThan(0);
  await page.getByTestId('cv-form').getByRole('textbox', { name: 'Job title', exact: true }).first().fill('Head of Logistics Benelux');
  await expect.poll(() => previewText(page), LOAD).toContain('Head of Logistics Benelux');
  expect(await pane.evaluate((el) => el.scrollTop)).toBe(scrolled);
});
