/**
 * Sharing CVs with a client (issue 11, decision 018): a recruiter shares a CV anonymously from the
 * CV actions bar; the client opens the link in a browser of their own (no account), reads the CV
 * without the candidate's name, and answers; the recruiter sees the opening, the view and the
 * answer, then revokes the link, which the client's page then refuses.
 */
import { expect, test } from '@playwright/test';
import { DEMO, LOAD, signIn } from './fixtures.js';

test('a recruiter shares a CV, the client reads it and answers, the recruiter sees it and revokes the link', async ({ page, browser }) => {
  test.slow();
  const id = `${Date.now().toString(36)}${process.pid}`;
  const name = `Noor Sh${id}`;
  const resume = {
    basics: { name, label: 'Payroll Specialist', email: `noor.${id}@example.test`, location: { city: 'Utrecht', countryCode: 'NL' } },
    work: [{ name: 'Loonwerk BV', position: 'Payroll Specialist', startDate: '2018-01', summary: 'Monthly payroll for 400 staff.' }],
    skills: ['Payroll', 'AFAS', 'Excel', 'Dutch tax law', 'Reporting'].map((skill) => ({ name: skill })),
  };

  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  await page.getByTestId('resume-input').setInputFiles({ name: 'noor.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(resume)) });
  // One resume: its CV opens in the editor.
  await expect(page.getByTestId('cv-form')).toBeVisible(LOAD);

  // Share it, anonymous, with a note.
  await page.getByTestId('action-share').click();
  const dialog = page.getByRole('dialog', { name: 'Share this CV with a client' });
  await dialog.getByText('Anonymous', { exact: true }).click();
  await dialog.getByLabel('Note to the client (optional)').fill('The payroll specialist we discussed.');
  await dialog.getByLabel("Client's name (optional)").fill('Mila Jansen');
  await dialog.getByTestId('share-create').click();
  await expect(dialog.getByTestId('share-created')).toContainText('It shows the anonymous CVs until');
  const url = await dialog.getByTestId('share-url').inputValue();
  expect(url).toMatch(new RegExp(`^${DEMO}/s/[A-Za-z0-9_-]{43}$`));

  // The client: a browser of their own, no account.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(url);
  await expect(client.getByTestId('shared-page')).toBeVisible(LOAD);
  await expect(client.getByRole('heading', { name: 'CVs for Mila Jansen' })).toBeVisible();
  await expect(client.getByTestId('shared-note')).toContainText('The payroll specialist we discussed.');
  // One CV: shown at once, by its anonymous name only.
  await expect(client.getByTestId('shared-cv-frame')).toBeVisible(LOAD);
  await expect(client.frameLocator('[data-testid="shared-cv-frame"]').getByText('Payroll Specialist').first()).toBeVisible(LOAD);
  expect(await client.locator('body').innerText()).not.toContain('Noor');
  const frameText = await client.frameLocator('[data-testid="shared-cv-frame"]').locator('body').innerText();
  expect(frameText).not.toContain('Noor');
  expect(frameText).not.toContain(`noor.${id}`);

  // The PDF downloads under the anonymous name.
  const download = client.waitForEvent('download');
  await client.getByTestId('shared-download').click();
  expect((await download).suggestedFilename()).not.toContain('Noor');

  await client.getByTestId('shared-verdict').getByText('Interested', { exact: true }).click();
  await client.getByLabel('Comment (optional)').fill('Can she start in May?');
  await client.getByTestId('shared-feedback-save').click();
  await expect(client.getByTestId('shared-feedback-saved')).toContainText('your feedback has been sent');

  // The recruiter sees the opening, the view, the download and the answer.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await page.getByTestId('nav-shares').click();
  await expect(page).toHaveURL(`${DEMO}/account/shares`);
  const row = page.getByTestId('share-row').filter({ hasText: 'Mila Jansen' }).first();
  await expect(row).toContainText(name);
  await expect(row).toContainText('Once');
  await expect(row).toContainText('1 of 1 answered');
  await row.getByTestId('share-open').click();
  await expect(page.getByTestId('share-link-page')).toBeVisible(LOAD);
  await expect(page.getByRole('heading', { name: 'Opened once' })).toBeVisible();
  const cvRow = page.getByTestId('share-cv');
  await expect(cvRow).toContainText(name);
  await expect(cvRow.getByTestId('share-cv-views')).toContainText('Once');
  await expect(cvRow.getByTestId('share-feedback')).toContainText('Interested');
  await expect(cvRow.getByTestId('share-feedback')).toContainText('Can she start in May?');

  // Revoked: the client's page refuses at once.
  await page.getByTestId('share-revoke').click();
  await page.getByRole('dialog', { name: 'Revoke this link?' }).getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByTestId('share-state')).toHaveText('Revoked');
  await client.reload();
  await expect(client.getByTestId('shared-unavailable')).toContainText('This link is no longer available', LOAD);
  await expect(client.getByTestId('shared-unavailable')).toContainText('The agency has withdrawn this link.');
  await clientContext.close();
});
