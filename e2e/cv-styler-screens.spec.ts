/** The CV styler's screens in daily use: layout settings, templates, branding, the editor header, the tab title. */
import { expect, test, type Page } from '@playwright/test';
import { ACME, DEMO, LOAD, signIn } from './fixtures.js';

async function newCv(page: Page, email = 'recruiter@demo.test', base = DEMO) {
  await signIn(page, email, undefined, base);
  await expect(page).toHaveURL(`${base}/cv-styler/upload`);
  await page.getByTestId('start-from-scratch').click();
  await expect(page).toHaveURL(/\/agreement\/\d+\/edit$/);
}

test('Layout settings → Fields ticks the fields in force, after a save too', async ({ page }) => {
  // The acme recruiter: these settings are theirs alone, so other tests' CVs keep the defaults.
  await newCv(page, 'recruiter@acme.test', ACME);
  const fields = async () => {
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId('settings-fields').click();
    return page.getByTestId('settings-fields-view');
  };
  let view = await fields();
  // Nothing saved yet: the defaults, every field.
  await expect(view.getByRole('checkbox', { name: 'Location' })).toBeChecked();
  await expect(view.getByRole('checkbox', { name: 'Contact details' })).toBeChecked();
  await expect(view.getByRole('checkbox', { name: 'Remove sidebar' })).not.toBeChecked();
  await view.getByRole('checkbox', { name: 'Location' }).click();
  await expect(view.getByRole('checkbox', { name: 'Location' })).not.toBeChecked();
  await page.getByTestId('settings-save').click();

  // The page reloads; the dialog shows what was saved.
  await expect(page.getByTestId('cv-form')).toBeVisible(LOAD);
  view = await fields();
  await expect(view.getByRole('checkbox', { name: 'Location' })).not.toBeChecked();
  await expect(view.getByRole('checkbox', { name: 'Visa status' })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByTestId('settings-reset').click();
  await expect(page.getByTestId('cv-form')).toBeVisible(LOAD);
});

test('a template is applied only to a CV that passes the rules: otherwise it says what to fix and nothing changes', async ({ page }) => {
  await newCv(page);
  // A new CV has the organisation's first template.
  await expect(page.getByTestId('current-template')).toHaveText('Template: Classic with sidebar');
  await page.getByTestId('templates-button').click();
  await page.getByRole('radio', { name: /Modern single column/ }).check();
  await page.getByTestId('template-apply').click();

  await expect(page.getByText(/The template was not applied: fix the highlighted fields first\. First name is required\./)).toBeVisible();
  await expect(page.getByTestId('cv-form').getByText('Add at least 5 skills.')).toBeVisible();
  await expect(page.getByTestId('template-apply')).toBeHidden();
  await expect(page.getByTestId('current-template')).toHaveText('Template: Classic with sidebar');
  // The server kept the CV's template too.
  await page.reload();
  await expect(page.getByTestId('cv-form')).toBeVisible();
  await expect(page.getByTestId('current-template')).toHaveText('Template: Classic with sidebar');
});

test("the branding dialog shows each account's whole logo", async ({ page }) => {
  await newCv(page);
  await page.getByTestId('branding-button').click();
  const logo = page.getByTestId('branding-logo').first();
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await logo.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
  const box = (await logo.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(120);
  expect(box.height).toBeLessThanOrEqual(40);
});

test("a long unbroken name wraps in the editor's header", async ({ page }) => {
  await newCv(page);
  const name = 'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaftschaferswessenschafewarenwohl';
  await page.getByTestId('cv-form').getByRole('textbox', { name: 'First name', exact: true }).fill(name);
  const title = page.getByTestId('cv-editor-title');
  await expect(title).toHaveText(name);
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // The header's buttons stay on the page.
  const save = (await page.getByTestId('cv-save').boundingBox())!;
  expect(save.x + save.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test("signed in, the tab has the landing page's title by the time its address shows", async ({ page }) => {
  // Each change of the address, with the title at that moment.
  await page.addInitScript(() => {
    const seen: [string, string][] = [];
    (window as unknown as { addresses: typeof seen }).addresses = seen;
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name];
      history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
        original.apply(this, args);
        seen.push([location.pathname, document.title]);
      };
    }
  });
  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  const addresses = await page.evaluate(() => (window as unknown as { addresses: [string, string][] }).addresses);
  expect(addresses.find(([path]) => path === '/cv-styler/upload')).toEqual(['/cv-styler/upload', 'CV Styler | Marketplace']);
  await expect(page).toHaveTitle('CV Styler | Marketplace');
});
