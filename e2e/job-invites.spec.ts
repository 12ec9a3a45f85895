/**
 * The job list's client logos and Invite to job (issue 13, §2 company logo group, §7 job invites): a
 * recruiter sees the client companies of the listed jobs as logos, opens a job, is told an address
 * is not valid, invites a person, finds the pending invite with its expiry, and the mail carries the
 * `j` invite link; the project list shows its client companies the same way; then the job screens in
 * German. Screenshots of both languages are attached.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, latestMailTo, LOAD, signIn } from './fixtures.js';

async function openOpenJob(page: Page) {
  await page.goto(`${DEMO}/account/jobs`);
  // The demo's open Warehouse Operations Manager: a draft takes no invites (decision 023).
  const row = page.getByTestId('job-row').filter({ hasText: 'NW-101' });
  await expect(row).toBeVisible(LOAD);
  await row.getByRole('link').first().click();
  await expect(page.getByTestId('job-page')).toBeVisible(LOAD);
}

test('a recruiter sees the client logos and invites a person to a job, in English and in German', async ({ page }, info) => {
  test.slow();
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);

  await page.goto(`${DEMO}/account/jobs`);
  const clients = page.getByRole('list', { name: 'Client companies of the jobs shown' });
  await expect(clients).toBeVisible(LOAD);
  await expect(clients.getByRole('listitem').first()).toHaveAttribute('aria-label', /\S/);
  await page.screenshot({ path: info.outputPath('job-list-logos-en.png') });
  await page.goto(`${DEMO}/account/projects`);
  await expect(page.getByRole('list', { name: 'Client companies of the projects shown' })).toBeVisible(LOAD);
  await page.screenshot({ path: info.outputPath('project-list-logos-en.png') });

  await openOpenJob(page);
  await page.getByTestId('job-invite').click();
  const dialog = page.getByRole('dialog', { name: 'Invite to job' });
  await dialog.getByTestId('invite-email').fill('not-an-address');
  await dialog.getByTestId('invite-send').click();
  await expect(dialog.getByText('Please enter a valid email.')).toBeVisible();

  const email = `invitee-${Date.now().toString(36)}${process.pid}@example.test`;
  await dialog.getByTestId('invite-email').fill(email);
  await dialog.getByTestId('invite-send').click();
  await expect(page.getByText(`Invite sent to ${email}.`)).toBeVisible();
  const row = dialog.getByTestId('invite-row').filter({ hasText: email });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Expires on');
  expect(await latestMailTo(email)).toMatch(/\/a\/invite\/j[\w-]+\/choose-account/);
  await page.screenshot({ path: info.outputPath('invite-dialog-en.png') });
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The same in German.
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.goto(`${DEMO}/account/jobs`);
  await expect(page.getByRole('list', { name: 'Kundenunternehmen der angezeigten Stellen' })).toBeVisible(LOAD);
  await page.screenshot({ path: info.outputPath('job-list-logos-de.png') });
  await openOpenJob(page);
  await page.getByRole('button', { name: 'Zur Stelle einladen' }).click();
  const german = page.getByRole('dialog', { name: 'Zur Stelle einladen' });
  await expect(german.getByTestId('invite-row').filter({ hasText: email })).toContainText('Ausstehend');
  await german.getByTestId('invite-email').fill('keine-adresse');
  await german.getByTestId('invite-send').click();
  await expect(german.getByTestId('invite-email')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: info.outputPath('invite-dialog-de.png') });
});
