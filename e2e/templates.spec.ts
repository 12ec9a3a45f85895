import { expect, test } from '@playwright/test';
import { DEMO, DEMO_API, LOAD, signIn } from './fixtures.js';

/**
 * My Company → Templates: an admin writes a style sheet, sees it on the demo CV in the live preview
 * (rendered by the server, scoped under the CV), is told which line the sandbox refuses, saves the
 * template for a team, and a CV in it prints as a PDF with the style sheet.
 */
test('an admin uploads a template with its own style sheet; the preview, the refusal and the PDF', async ({ page }) => {
  test.slow();
  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  await page.goto(`${DEMO}/account/my-company/templates`);
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
  await expect(page.getByTestId('template-row').filter({ hasText: 'Classic with sidebar' })).toBeVisible();

  await page.getByTestId('template-new').click();
  const name = `Plum ${Date.now()}`;
  await page.getByTestId('template-name').fill(name);
  await page.getByTestId('template-key').click();
  await page.getByRole('option', { name: 'Modern single column' }).click();
  const css = page.getByTestId('template-css');
  await css.fill(':root{--primary:#7a1f5c;--accent:#b3477d}\n.name{letter-spacing:.12em}');

  // The preview: the server's HTML in a frame without permissions, the style sheet scoped under .cv.
  const frame = page.getByTestId('review-cv');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('srcdoc', /\.cv\{--primary:#7a1f5c;--accent:#b3477d\}\s*\.cv \.name\{letter-spacing:\.12em\}<\/style>/, LOAD);
  await expect(page.frameLocator('[data-testid="review-cv"]').locator('.cv.modern .name')).toHaveCSS('color', 'rgb(122, 31, 92)');

  // A refused line is named at the CSS field; the last good preview stays.
  await css.fill(':root{--primary:#7a1f5c}\n@import url(https://evil.example/x.css);');
  await expect(page.getByText('Line 2: @import is not allowed; write the rules into this style sheet.')).toBeVisible(LOAD);
  await expect(page.getByTestId('template-preview-refused')).toBeVisible();
  await expect(frame).toHaveAttribute('srcdoc', /letter-spacing:\.12em/);

  await css.fill(':root{--primary:#7a1f5c;--accent:#b3477d}\n.name{letter-spacing:.12em}');
  await page.getByTestId('template-teams').click();
  await page.getByRole('option', { name: 'Recruiters' }).click();
  // The teams list stays open for the next choice and can lie over the save button (other tests add
  // teams): a person clicks beside it first, as here.
  await page.getByTestId('template-name').click();
  await expect(page.getByRole('option', { name: 'Recruiters' })).toBeHidden();
  await page.getByTestId('template-save').click();
  const row = page.getByTestId('template-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Modern single column');
  await expect(row).toContainText('Own style sheet');

  // A CV in the template: its styled HTML carries the scoped sheet, and its PDF prints.
  const jwt = await page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? 'null') as { jwt: string }).jwt);
  const headers = { authorization: `Bearer ${jwt}` };
  const templates = await (await page.request.get(`${DEMO_API}/api/organisation/templates`, { headers })).json();
  const template = templates.templates.find((x: { name: string }) => x.name === name);
  const cvs = await (await page.request.get(`${DEMO_API}/api/organisation/agreements`, { headers })).json();
  const cvId = cvs.agreements[0].id as number;
  expect((await page.request.put(`${DEMO_API}/api/organisation/agreements/${cvId}/apply_template`, { headers, data: { template_id: template.id } })).status()).toBe(200);
  const styled = await (await page.request.post(`${DEMO_API}/api/organisation/agreements/${cvId}/styled_cvs`, { headers, data: { anonymous: false } })).json();
  expect(styled.html).toContain('.cv .name{letter-spacing:.12em}</style>');
  const pdf = await page.request.get(`${DEMO_API}/api/organisation/agreements/${cvId}/pdf`, { headers });
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
