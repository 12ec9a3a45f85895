import { expect, test, type Page } from '@playwright/test';
import { DEMO, LOAD, signIn } from './fixtures.js';

/** Signs in (in English), then chooses German as a person's stored choice does, and opens the upload page. */
async function inGerman(page: Page) {
  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.goto(`${DEMO}/cv-styler/upload`);
}

/** A one-page resume as a PDF, printed by the browser: a name and a few lines, no email, phone or skills. */
async function resumePdf(page: Page): Promise<Buffer> {
  const printer = await page.context().newPage();
  await printer.setContent('<h1>Jan de Vries</h1><p>Logistics coordinator</p><p>Rotterdam</p><h2>Profile</h2><p>Plans transport for a food wholesaler.</p>');
  const pdf = await printer.pdf({ format: 'A4' });
  await printer.close();
  return pdf;
}

test('the CV styler in German: the upload block, whole “Check this” marks and a translated length message', async ({ page }) => {
  test.slow();
  await inGerman(page);

  // The upload block is German, every part of it.
  await expect(page.getByRole('heading', { name: 'Lebensläufe hochladen' })).toBeVisible();
  await expect(page.getByText('Lebensläufe hierher ziehen oder')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dateien auswählen' })).toBeVisible();
  await expect(page.getByText('PDF-, Word- (.docx) oder JSON-Resume-Dateien, jeweils höchstens 10 MB. Mehrere auf einmal sind möglich.')).toBeVisible();

  // A read resume opens in the editor with German marks on the fields the reader was unsure of,
  // each badge whole (not cut to "BITTE P…").
  await page.getByTestId('resume-input').setInputFiles({ name: 'jan.pdf', mimeType: 'application/pdf', buffer: await resumePdf(page) });
  await expect(page).toHaveURL(/\/agreement\/\d+\/edit$/, LOAD);
  const badges = page.getByTestId('unsure-badge');
  await expect(badges.first()).toBeVisible();
  await expect(badges.first()).toHaveText('Bitte prüfen');
  const cut = await badges.evaluateAll((all) =>
    all.filter((badge) => {
      const label = badge.querySelector('.mantine-Badge-label') ?? badge;
      return label.scrollWidth > label.clientWidth + 1;
    }).length,
  );
  expect(cut).toBe(0);

  // A first name longer than 100 characters: the product's message, in German, never the library's.
  const form = page.getByTestId('cv-form');
  await form.getByRole('textbox', { name: 'Vorname', exact: true }).fill('J'.repeat(101));
  await page.getByTestId('cv-save').click();
  await expect(form.getByText('Höchstens 100 Zeichen.')).toBeVisible();
  await expect(page.getByText(/Too big|expected string/)).toHaveCount(0);
});
