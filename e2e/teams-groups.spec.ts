/**
 * The My Company teams screen and the groups screen (issue 14): a recruiter makes a team, adds
 * themself as a member, gives the team a template and deletes it again; then makes a group with a
 * logo that the browser loads through its signed link, renames it and deletes it.
 */
import { expect, test } from '@playwright/test';
import { pngImage } from '../src/server/test/images.js';
import { DEMO, LOAD, signIn } from './fixtures.js';

test('a recruiter makes a team, adds a member, assigns a template, and deletes the team', async ({ page }) => {
  test.slow();
  const name = `Rotterdam ${Date.now().toString(36)}${process.pid}`;
  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  await page.goto(`${DEMO}/account/my-company/teams`);
  await expect(page.getByRole('heading', { name: 'Teams', exact: true })).toBeVisible(LOAD);

  await page.getByRole('button', { name: 'New team' }).click();
  const dialog = page.getByRole('dialog', { name: 'New team' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const detail = page.getByTestId('team-detail');
  await expect(detail.getByRole('heading', { name })).toBeVisible();
  await expect(detail.getByText('This team has no members yet.')).toBeVisible();

  await detail.getByLabel('Add a member').fill('Rosa');
  await page.getByRole('option', { name: 'Rosa de Vries · recruiter@demo.test' }).click();
  await expect(detail.getByTestId('member-row')).toHaveText(/Rosa de Vries/);
  // The box shows the stored state: ticked once the server has assigned the template.
  await detail.getByRole('checkbox', { name: 'Modern single column' }).click();
  await expect(detail.getByRole('checkbox', { name: 'Modern single column' })).toBeChecked();
  const row = page.getByTestId('team-row').filter({ hasText: name });
  await expect(row).toContainText('1 member');
  await expect(row).toContainText('1 template');

  // Stored: a reload shows the same.
  await page.reload();
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByTestId('team-detail').getByRole('checkbox', { name: 'Modern single column' })).toBeChecked(LOAD);
  await expect(page.getByTestId('team-detail').getByTestId('member-row')).toHaveText(/Rosa de Vries/);

  await page.getByTestId('team-detail').getByRole('button', { name: 'Delete team' }).click();
  await page.getByRole('dialog', { name: 'Delete team' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('team-row').filter({ hasText: name })).toHaveCount(0);
});

test('a recruiter makes a group with a logo, renames it and deletes it', async ({ page }) => {
  test.slow();
  const id = `${Date.now().toString(36)}${process.pid}`;
  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  await page.goto(`${DEMO}/account/groups`);
  await expect(page.getByRole('heading', { name: 'Groups', exact: true })).toBeVisible(LOAD);

  await page.getByRole('button', { name: 'New group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New group' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Port Guild ${id}`);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'guild.png', mimeType: 'image/png', buffer: pngImage(64, 64, { seed: 3 }) });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const row = page.getByTestId('group-row').filter({ hasText: `Port Guild ${id}` });
  await expect(row).toContainText('0 CVs');
  // The logo comes through its signed link: the browser loads and draws it.
  const logo = row.getByRole('img', { name: `Logo of Port Guild ${id}` });
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);

  await row.getByRole('button', { name: `Edit Port Guild ${id}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit group' });
  await edit.getByRole('textbox', { name: 'Name' }).fill(`Harbour Guild ${id}`);
  await edit.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByTestId('group-row').filter({ hasText: `Harbour Guild ${id}` });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: `Delete Harbour Guild ${id}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete group' });
  await expect(confirm).toContainText('No CV is in it.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('group-row').filter({ hasText: `Harbour Guild ${id}` })).toHaveCount(0);
});
