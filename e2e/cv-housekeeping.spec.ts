/**
 * The CV list's housekeeping (issue 9): the recent CVs refresh after uploads, a resume uploaded
 * again is named on its row, a draft left unsaved leaves nothing behind, and CVs are deleted from
 * the list and the editor by those who may.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, LOAD, signIn } from './fixtures.js';

let counter = 0;
/** A JSON Resume of a candidate of its own (a unique name and email per call). */
function resume(first: string) {
  const id = `${Date.now().toString(36)}${process.pid}${counter++}`;
  const name = `${first} Hk${id}`;
  const json = {
    basics: { name, label: 'Payroll Specialist', email: `${first.toLowerCase()}.${id}@example.test`, location: { city: 'Utrecht', countryCode: 'NL' } },
    work: [{ name: 'Loonwerk BV', position: 'Payroll Specialist', startDate: '2018-01', summary: 'Monthly payroll for 400 staff.' }],
    skills: ['Payroll', 'AFAS', 'Excel', 'Dutch tax law', 'Reporting'].map((skill) => ({ name: skill })),
  };
  return { name, file: { name: `${first}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(json)) } };
}

/** Opening the editor loads its code, the CV and its rendering: slower than one expect's default on a busy machine. */

const recentRow = (page: Page, name: string) => page.getByTestId('recent-cv').filter({ has: page.getByRole('link', { name, exact: true }) });

test('the recent CVs refresh after uploads; the same resume again is named on its row, and opening the existing CV discards the new one', async ({ page }) => {
  test.slow();
  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  const first = resume('Imke');
  const second = resume('Joost');

  // Two at once: the page stays, and both appear in the recent CVs without a reload.
  await page.getByTestId('resume-input').setInputFiles([first.file, second.file]);
  await expect(page.getByTestId('upload-results').getByRole('link', { name: 'Open the CV' })).toHaveCount(2, LOAD);
  await expect(recentRow(page, first.name)).toHaveCount(1);
  await expect(recentRow(page, second.name)).toHaveCount(1);

  // The first file again: created, listed, and its row says which CV it matches.
  await page.getByTestId('resume-input').setInputFiles(first.file);
  const warning = page.getByTestId('duplicate-warning');
  await expect(warning).toContainText('This resume matches an existing CV', LOAD);
  await expect(warning).toContainText(`The same file was uploaded before: ${first.name}.`);
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  await expect(recentRow(page, first.name)).toHaveCount(2);
  const existingHref = await recentRow(page, first.name).last().getByRole('link').getAttribute('href');

  // Open the existing CV: the new one is discarded.
  const discarded = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith('/destroy_fresh'));
  await warning.getByRole('button', { name: 'Open the existing CV' }).click();
  expect((await discarded).status()).toBe(204);
  await expect(page).toHaveURL(`${DEMO}${existingHref}`);
  await expect(page.getByTestId('cv-form')).toBeVisible(LOAD);
  await page.goBack();
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  await expect(recentRow(page, first.name)).toHaveCount(1, LOAD);
});

test('"Start from scratch" left without saving leaves no "Unnamed CV" behind', async ({ page }) => {
  test.slow();
  await signIn(page, 'recruiter@demo.test');
  await expect(page.getByTestId('recent-cvs')).toBeVisible();
  const unnamed = page.getByTestId('recent-cv').filter({ has: page.getByRole('link', { name: 'Unnamed CV', exact: true }) });
  const before = await unnamed.count();

  // Untouched: leaving discards the draft without a question.
  let discarded = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith('/destroy_fresh'));
  await page.getByTestId('start-from-scratch').click();
  await expect(page).toHaveURL(/\/agreement\/\d+\/edit$/, LOAD);
  await expect(page.getByTestId('cv-form')).toBeVisible(LOAD);
  await page.goBack();
  expect((await discarded).status()).toBe(204);
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);

  // Typed in: the §8 discard question first, then the draft goes.
  await page.getByTestId('start-from-scratch').click();
  await expect(page).toHaveURL(/\/agreement\/\d+\/edit$/, LOAD);
  await page.getByTestId('cv-form').getByRole('textbox', { name: 'First name', exact: true }).fill('Nobody');
  discarded = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith('/destroy_fresh'));
  await page.getByRole('link', { name: 'CV Styler' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Any unsaved changes will be lost if you continue.');
  await dialog.getByRole('button', { name: 'Discard Changes' }).click();
  expect((await discarded).status()).toBe(204);
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  await expect(page.getByTestId('recent-cvs')).toBeVisible();
  await expect(unnamed).toHaveCount(before);
});

test('a CV is deleted from the recent list and from the editor after the §8 confirmation', async ({ page }) => {
  test.slow();
  await signIn(page, 'recruiter@demo.test');
  const one = resume('Fenna');
  const two = resume('Gijs');
  await page.getByTestId('resume-input').setInputFiles([one.file, two.file]);
  await expect(page.getByTestId('upload-results').getByRole('link', { name: 'Open the CV' })).toHaveCount(2, LOAD);

  // From the list.
  await recentRow(page, one.name).getByRole('button', { name: `Delete the CV of ${one.name}` }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Confirm you want to delete this record.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('CV deleted')).toBeVisible();
  await expect(recentRow(page, one.name)).toHaveCount(0);

  // From the editor: back to the landing with the toast.
  await recentRow(page, two.name).getByRole('link').click();
  await expect(page).toHaveURL(/\/agreement\/\d+\/edit$/, LOAD);
  await expect(page.getByTestId('cv-actions-bar')).toBeVisible(LOAD);
  await page.getByTestId('cv-actions-bar').getByRole('button', { name: 'Delete' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Confirm you want to delete this record.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  await expect(page.getByText('CV deleted').first()).toBeVisible();
  await expect(page.getByTestId('recent-cvs')).toBeVisible();
  await expect(recentRow(page, two.name)).toHaveCount(0);
});

test('without can_delete_agreements there is no delete action, in the list or the editor', async ({ page }) => {
  test.slow();
  // The same recruiter, as the server would answer for an employee without the Delete Agreements permission.
  await page.route(/\/api\/auth(\/login)?$/, async (route) => {
    // Node does not resolve *.localhost; a bare host is the demo organisation.
    const response = await route.fetch({ url: route.request().url().replace('//demo.localhost:', '//localhost:') });
    const body = await response.json();
    const withoutDelete = (employee: Record<string, unknown> | null) => (employee ? { ...employee, can_delete_agreements: false } : employee);
    body.employee = withoutDelete(body.employee);
    body.accounts = body.accounts?.map((a: { employee: Record<string, unknown> | null }) => ({ ...a, employee: withoutDelete(a.employee) }));
    await route.fulfill({ response, json: body });
  });
  await signIn(page, 'recruiter@demo.test');
  await expect(page.getByTestId('recent-cv').first()).toBeVisible();
  await expect(page.getByTestId('delete-cv')).toHaveCount(0);
  await page.getByTestId('recent-cv').first().getByRole('link').click();
  await expect(page.getByTestId('cv-actions-bar')).toBeVisible(LOAD);
  await expect(page.getByTestId('action-pdf')).toBeVisible();
  await expect(page.getByTestId('delete-cv')).toHaveCount(0);
});
