/**
 * Data rights (issue 15): a candidate downloads a copy of their data and deletes their account from
 * /profile/privacy; an account manager sets the retention and reads its dry run.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import yauzl from 'yauzl';
import { freshCandidate, signIn } from './fixtures.js';

/** The names of a ZIP's entries and the text of its data.json. */
function readZip(file: string): Promise<{ names: string[]; manifest: string }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(readFileSync(file), { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const names: string[] = [];
      let manifest = '';
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (entry.fileName !== 'data.json') return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            manifest = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve({ names, manifest }));
      zip.readEntry();
    });
  });
}

test('a candidate downloads their data, then deletes their account with their password and can no longer sign in', async ({ page, request }) => {
  const person = await freshCandidate(request);
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('link', { name: 'Privacy and your data' }).click();
  await expect(page).toHaveURL(/\/profile\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Your data', exact: true })).toBeVisible();
  // No retention panel for a candidate.
  await expect(page.getByTestId('retention-panel')).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^talentfolio-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readZip((await download.path())!);
  expect(zip.names).toContain('data.json');
  const manifest = JSON.parse(zip.manifest);
  expect(manifest.user.email).toBe(person.email);
  expect(manifest.profile).toMatchObject({ first_name: 'Eva', last_name: 'Tester' });
  await page.screenshot({ path: '.tmp/screens/privacy-candidate.png', fullPage: true });

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await expect(dialog.getByText('This cannot be undone. Deleting your account:')).toBeVisible();
  await expect(dialog.getByText('signs you out everywhere: you can no longer sign in with this email address;')).toBeVisible();
  await dialog.getByLabel('Your password').fill('Not-my-password-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Invalid password.')).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/privacy-delete-dialog.png' });

  await dialog.getByLabel('Your password').fill(person.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/a\/login$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();

  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/a\/login$/);
  await expect(page.getByRole('alert').first()).toBeVisible();
});

test('an account manager keeps the retention and reads the dry run and the erasure log', async ({ page }) => {
  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(/\/cv-styler\/upload$/);
  await page.goto('/profile/privacy');
  const panel = page.getByTestId('retention-panel');
  await expect(panel.getByRole('heading', { name: 'Data retention' })).toBeVisible();
  const months = panel.getByLabel('Months without activity');
  await expect(months).toHaveValue('24');
  await expect(panel.getByTestId('retention-summary')).toContainText('Candidates: 0, CVs: 0, files: 0');
  await expect(panel.getByText('Nobody would be erased now.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Run the purge now' })).toBeDisabled();

  await months.fill('200');
  await expect(panel.getByText('Choose between 1 and 120 months.')).toBeVisible();
  await months.fill('36');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Retention saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Months without activity')).toHaveValue('36');
  await page.screenshot({ path: '.tmp/screens/privacy-retention.png', fullPage: true });
  await page.getByLabel('Months without activity').fill('24');
  await page.getByTestId('retention-panel').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Retention saved').first()).toBeVisible();
});
