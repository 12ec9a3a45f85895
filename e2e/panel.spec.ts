/**
 * The admin panel (issue 14; §2 panel, §6 admin): the demo admin creates an organisation in the
 * panel, and the new subdomain answers at once with its theme; a changed theme colour shows on the
 * next request. Anyone else meets Access Denied.
 */
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_API, LOAD, PORT, signIn } from './fixtures.js';

test('an admin creates an organisation, which answers at its subdomain at once with its theme', async ({ page }) => {
  test.slow();
  const subdomain = `e2e-${Date.now().toString(36)}${process.pid}`;
  const host = `${subdomain}.localhost:${PORT}`;

  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(`${DEMO}/panel`, LOAD);
  await page.getByRole('link', { name: 'Manage organisations' }).click();
  await expect(page.getByTestId('panel-organisations-page')).toBeVisible(LOAD);
  await expect(page.getByTestId('organisation-sidebar')).toBeVisible();
  await page.getByTestId('organisation-new').click();

  // A reserved name is refused at the field before anything is sent.
  await page.getByTestId('organisation-subdomain').fill('www');
  await page.getByTestId('organisation-name').fill('Harbour Talent');
  await page.getByTestId('organisation-save').click();
  await expect(page.getByText('This subdomain is reserved. Choose another one.')).toBeVisible();

  await page.getByTestId('organisation-subdomain').fill(subdomain);
  await expect(page.getByText(`The organisation answers at ${host}.`)).toBeVisible();
  await page.getByTestId('organisation-use-theme').check();
  await page.getByTestId('organisation-colour-primary').fill('#0a7d3b');
  await page.getByTestId('organisation-save').click();
  await expect(page).toHaveURL(/\/panel\/organisations\/\d+$/, LOAD);
  await expect(page.getByRole('heading', { name: 'Harbour Talent' })).toBeVisible();
  await expect(page.getByTestId('organisation-open')).toHaveAttribute('href', `http://${host}/`);

  // The new subdomain answers at once, from the test runner (Host header) and in the browser.
  const fromRunner = await page.request.get(`${DEMO_API}/api/organisation`, { headers: { host } });
  expect(fromRunner.status()).toBe(200);
  expect(await fromRunner.json()).toMatchObject({ subdomain, name: 'Harbour Talent', theme: { primary: '#0a7d3b' } });
  const other = await page.context().newPage();
  const answer = await other.goto(`http://${host}/api/organisation`);
  expect(answer?.status()).toBe(200);
  expect(await answer?.json()).toMatchObject({ subdomain, theme: { primary: '#0a7d3b' } });

  // A changed theme colour shows on the next request.
  await page.getByTestId('organisation-colour-primary').fill('#b3261e');
  await page.getByTestId('organisation-save').click();
  await expect(page.getByText('Changes to Harbour Talent saved')).toBeVisible(LOAD);
  const after = await page.request.get(`${DEMO_API}/api/organisation`, { headers: { host } });
  expect((await after.json()).theme.primary).toBe('#b3261e');

  // It is in the list, found by its subdomain.
  await page.getByTestId('organisation-sidebar').getByRole('link', { name: 'Organisations' }).click();
  await page.getByTestId('organisation-search').fill(subdomain);
  await expect(page.getByTestId('organisation-row')).toHaveCount(1, LOAD);
  await expect(page.getByTestId('organisation-row')).toContainText('Harbour Talent');
});

test('a recruiter is refused the panel', async ({ page }) => {
  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`, LOAD);
  await page.goto(`${DEMO}/panel/organisations`);
  await expect(page.getByText('Access Denied!')).toBeVisible(LOAD);
});
