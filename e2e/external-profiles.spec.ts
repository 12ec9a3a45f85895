/**
 * External profile imports (issue 14): a recruiter drops a ZIP of JSON Resume files on
 * account/external-profiles, sees each profile read (one file in error, with its message), imports
 * the ready ones and opens a CV made of them; the batch reads the same in German after a reload.
 * With SCREENSHOT_DIR set, the page is also photographed in English and German.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { DEMO, LOAD, signIn } from './fixtures.js';

const resume = (name: string, label: string, company: string) =>
  JSON.stringify({
    basics: { name, label, email: `${name.split(' ')[0].toLowerCase()}@example.org`, location: { city: 'Rotterdam', countryCode: 'NL' } },
    work: [
      { name: company, position: label, startDate: '2021-02', highlights: ['Ran the weekly planning', 'Brought lead times down by a third'] },
      { name: 'Van Oord', position: 'Planner', startDate: '2017-05', endDate: '2021-01' },
    ],
    education: [{ institution: 'Erasmus University Rotterdam', studyType: 'MSc', area: 'Supply Chain Management', endDate: '2017-04' }],
    skills: [{ name: 'Planning', keywords: ['S&OP', 'SAP APO', 'Forecasting', 'Excel', 'Lean'] }],
  });

async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, name), fullPage: true });
}

test('a recruiter imports JSON Resume profiles from a ZIP, with a bad file reported on its row, and opens the CVs', async ({ page }) => {
  test.slow();
  const zip = new JSZip();
  zip.file('team/marieke-bakker.json', resume('Marieke Bakker', 'Supply Chain Planner', 'Port of Rotterdam'));
  zip.file('team/joost-de-graaf.json', resume('Joost de Graaf', 'Logistics Coordinator', 'Maersk'));
  zip.file('team/notes.json', '{"basics": "cut off');
  const buffer = Buffer.from(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));

  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`, LOAD);
  await page.goto(`${DEMO}/account/external-profiles`);
  await expect(page.getByRole('heading', { name: 'Import external profiles' })).toBeVisible(LOAD);
  await expect(page.getByTestId('provider-json_resume')).toBeChecked();

  await page.getByTestId('external-input').setInputFiles({ name: 'team.zip', mimeType: 'application/zip', buffer });
  await expect(page.getByTestId('profile-row')).toHaveCount(3, LOAD);
  await expect(page).toHaveURL(/\?batch=\d+$/);
  await expect(page.getByTestId('batch-counts').first()).toHaveText('3 profiles2 ready1 not readable0 imported');
  await expect(page.getByTestId('profile-error')).toHaveText('This file is not valid JSON. Export it again from the tool that made it.');
  await shoot(page, 'external-profiles-en.png');

  await page.getByRole('checkbox', { name: 'Choose every ready profile' }).check();
  await page.getByRole('button', { name: 'Import 2 profiles' }).click();
  await expect(page.getByRole('link', { name: 'Open the CV' })).toHaveCount(2, LOAD);
  await expect(page.getByTestId('batch-counts').first()).toHaveText('3 profiles0 ready1 not readable2 imported');

  // The batch reads the same after a reload, in German.
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Externe Profile importieren' })).toBeVisible(LOAD);
  await expect(page.getByTestId('profile-error')).toHaveText('Diese Datei ist kein gültiges JSON. Exportieren Sie sie erneut aus dem Programm, das sie erstellt hat.');
  await expect(page.getByRole('link', { name: 'Lebenslauf öffnen' })).toHaveCount(2);
  await shoot(page, 'external-profiles-de.png');

  await page.getByRole('link', { name: 'Lebenslauf öffnen' }).first().click();
  await expect(page).toHaveURL(/\/agreement\/\d+\/edit$/, LOAD);
  await expect(page.getByText('Marieke Bakker').first()).toBeVisible(LOAD);
});
