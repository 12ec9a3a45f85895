/**
 * Candidate lists (issue 11): a recruiter makes a nested list in the list tree of the candidates
 * area, puts a CV in the sub-list from the CV actions bar, and finds it on the list's page.
 */
import { expect, test } from '@playwright/test';
import { DEMO, LOAD, signIn } from './fixtures.js';

/** Opening the editor loads its code, the CV and its rendering: slower than one expect's default on a busy machine. */

test('a recruiter nests a list, adds a CV to the sub-list from the CV actions bar and sees it on the list page', async ({ page }) => {
  test.slow();
  const id = `${Date.now().toString(36)}${process.pid}`;
  const person = `Lotte Li${id}`;
  const parent = `Clients ${id}`;
  const child = `Backend ${id}`;

  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);

  // A CV of a candidate of this test's own.
  const resume = {
    basics: { name: person, label: 'Backend Developer', email: `lotte.${id}@example.test`, location: { city: 'Eindhoven', countryCode: 'NL' } },
    work: [{ name: 'Brainport Systems', position: 'Backend Developer', startDate: '2019-03', summary: 'Built the order APIs.' }],
    skills: ['Java', 'Kotlin', 'PostgreSQL', 'Kafka', 'Docker'].map((name) => ({ name })),
  };
  await page.getByTestId('resume-input').setInputFiles({ name: 'lotte.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(resume)) });
  // One resume opens its CV once it is read.
  await page.waitForURL(/\/agreement\/\d+\/edit$/, LOAD);
  const cvHref = new URL(page.url()).pathname;
  expect(cvHref).toMatch(/^\/agreement\/\d+\/edit$/);

  // The parent list, from the list tree's "New list" in the candidates area.
  await page.getByTestId('sidenav').getByRole('link', { name: 'Candidates' }).click();
  await expect(page).toHaveURL(`${DEMO}/account/candidates`);
  const tree = page.getByTestId('list-tree');
  await tree.getByRole('button', { name: 'New list', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(parent);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(tree.getByRole('link', { name: parent })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The child list inside it, from the parent's "New list in …".
  await tree.getByRole('button', { name: `New list in ${parent}` }).click();
  dialog = page.getByRole('dialog', { name: 'New list' });
  await expect(dialog.getByTestId('list-parent')).toHaveValue(parent);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(child);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(tree.getByRole('treeitem', { name: new RegExp(parent) }).getByRole('link', { name: child })).toBeVisible();
  await page.keyboard.press('Escape');

  // The CV into the child list from the CV actions bar.
  await page.goto(`${DEMO}${cvHref}`);
  await expect(page.getByTestId('cv-actions-bar')).toBeVisible(LOAD);
  await page.getByTestId('action-addToList').click();
  dialog = page.getByRole('dialog', { name: 'Add to List' });
  const attached = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/attach'));
  await dialog.getByRole('checkbox', { name: child }).check();
  expect((await attached).status()).toBe(200);
  await expect(dialog.getByRole('checkbox', { name: child })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: parent })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The child list's page, from the tree: breadcrumbs of the nesting and the CV, linked to its editor.
  await page.getByTestId('sidenav').getByRole('link', { name: 'Candidates' }).click();
  await tree.getByRole('link', { name: child }).click();
  await expect(page).toHaveURL(/\/account\/lists\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: child })).toBeVisible();
  await expect(page.getByTestId('list-breadcrumbs')).toContainText(parent);
  await expect(page.getByTestId('list-count')).toHaveText('1 CV');
  const row = page.getByTestId('list-cv');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: person })).toHaveAttribute('href', cvHref!);
  await expect(page.getByText('Displaying 1 CV')).toBeVisible();

  // The parent's page shows the child list inside it.
  await page.getByTestId('list-breadcrumbs').getByRole('link', { name: parent }).click();
  await expect(page.getByRole('heading', { level: 1, name: parent })).toBeVisible();
  await expect(page.getByTestId('list-child')).toHaveText(`${child} (1)`);
});
