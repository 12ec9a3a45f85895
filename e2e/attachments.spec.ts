/** Assessment attachments in the CV editor: upload, see them in the live CV, a refused file, removal (§3 Attachment, §7 Images). */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACME, LOAD, PASSWORD, PORT, signIn } from './fixtures.js';

/** API calls from the runner to acme (Node does not resolve *.localhost: the host names the organisation). */
const ACME_HOST = `acme.localhost:${PORT}`;
const API = `http://localhost:${PORT}/api`;

async function acmeRecruiter(request: APIRequestContext) {
  const res = await request.post(`${API}/auth/login`, { headers: { host: ACME_HOST }, data: { user: { email: 'recruiter@acme.test', password: PASSWORD } } });
  expect(res.status()).toBe(200);
  return { host: ACME_HOST, authorization: `Bearer ${(await res.json()).session.jwt}` };
}

/** A report page as a PNG, drawn by the browser: a score chart with a caption. */
async function reportImage(page: Page, title: string, colour: string): Promise<Buffer> {
  const draw = await page.context().newPage();
  await draw.setViewportSize({ width: 900, height: 560 });
  await draw.setContent(`<body style="margin:0;font:16px system-ui;background:#fff">
    <div style="padding:28px 36px;border-top:10px solid ${colour}">
      <h1 style="margin:0 0 6px;font-size:26px">${title}</h1><p style="margin:0 0 22px;color:#555">Candidate profile · scores out of 10</p>
      ${['Resilience', 'Curiosity', 'Learning agility', 'Problem solving', 'Collaboration']
        .map((label, i) => `<div style="display:flex;align-items:center;margin:10px 0"><span style="width:180px">${label}</span><span style="height:22px;width:${(9 - i) * 55}px;background:${colour};border-radius:4px"></span><b style="margin-left:10px">${9 - i}</b></div>`)
        .join('')}
    </div></body>`);
  const png = await draw.screenshot({ type: 'png' });
  await draw.close();
  return png;
}

test('a recruiter adds assessment report images to a CV, sees them in the live CV, is told why a file is refused, and removes one', async ({ page, request }) => {
  test.slow();
  const headers = await acmeRecruiter(request);
  // A CV of its own, and the two attachment sections in the recruiter's layout settings (the fields they had stay).
  const cv = await request.post(`${API}/organisation/agreements`, {
    headers,
    data: {
      agreement: {
        data: {
          first_name: 'Lena',
          last_name: 'Okafor',
          title: 'Data Analyst',
          details: '<p>Analyst with five years in retail pricing.</p>',
          skills: ['SQL', 'Python', 'Tableau', 'Statistics', 'Pricing'],
          experience: [{ title: 'Data Analyst', company: { name: 'Harbour Retail' }, summary: '<p>Pricing models.</p>', start_year: 2020, currently_working: true }],
          custom_fields: { template_language_variant: 'en', client_selection: 'Generic' },
        },
      },
    },
  });
  expect(cv.status()).toBe(201);
  const id = (await cv.json()).id as number;
  const before = (await (await request.get(`${API}/organisation/employees/0/settings`, { headers })).json()) as { settings: { sections: string[] | null; fields: unknown }; defaults: { sections: string[] } };
  const sections = [...(before.settings.sections ?? before.defaults.sections), 'arctic_shores_attachments', 'ikm_reports_attachments'];
  expect((await request.put(`${API}/organisation/employees/0/update_settings`, { headers, data: { settings: { sections, fields: before.settings.fields } } })).status()).toBe(200);

  try {
    const [first, second] = [await reportImage(page, 'Arctic Shores — Behaviour report', '#1d6fa5'), await reportImage(page, 'Arctic Shores — Cognition report', '#2f8f5b')];
    await signIn(page, 'recruiter@acme.test', undefined, ACME);
    await expect(page).toHaveURL(`${ACME}/cv-styler/upload`);
    await page.goto(`${ACME}/agreement/${id}/edit`);
    const arctic = page.getByTestId('attachments-arctic');
    await expect(arctic.getByText('No images yet.')).toBeVisible(LOAD);

    // Two images picked at once.
    await page.getByTestId('attachments-arctic-input').setInputFiles([
      { name: 'behaviour.png', mimeType: 'image/png', buffer: first },
      { name: 'cognition.png', mimeType: 'image/png', buffer: second },
    ]);
    await expect(arctic.getByTestId('attachment-thumbnail')).toHaveCount(2);
    await expect(arctic.getByRole('img', { name: 'Arctic Shores reports, image 2' })).toBeVisible();
    // The thumbnail loads through its signed link.
    await expect.poll(() => arctic.getByRole('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);

    // The live CV shows them under their heading, loaded in the sandboxed frame.
    const preview = page.frameLocator('[data-testid="cv-preview"]');
    await expect(preview.locator('.key-arctic_shores_attachments .section-title')).toHaveText('Assessment reports');
    await expect(preview.locator('figure.report-image img')).toHaveCount(2);
    await expect.poll(() => preview.locator('figure.report-image img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);

    // A file that only claims to be a PNG is refused with the reason, by its name.
    await page.getByTestId('attachments-ikm-input').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await expect(page.getByTestId('attachment-upload-error')).toHaveText(/^scan\.png: This file is an SVG or HTML document, not a picture\./);
    await expect(page.getByTestId('attachments-ikm').getByText('No images yet.')).toBeVisible();

    // Removal asks first.
    await arctic.getByRole('button', { name: 'Remove Arctic Shores reports, image 1' }).click();
    await expect(page.getByRole('dialog').getByText('Confirm you want to delete this record.')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(arctic.getByTestId('attachment-thumbnail')).toHaveCount(1);
    await expect(preview.locator('figure.report-image img')).toHaveCount(1);

    // The anonymous version shows none.
    await page.getByTestId('version-switch').getByText('Anonymous').click();
    await expect(preview.locator('body')).toContainText('Data Analyst');
    await expect(preview.locator('figure.report-image')).toHaveCount(0);
  } finally {
    await request.put(`${API}/organisation/employees/0/update_settings`, { headers, data: { settings: before.settings } });
  }
});
