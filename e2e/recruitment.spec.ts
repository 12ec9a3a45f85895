/**
 * Recruitment (issue 13): a recruiter creates a job for Northwind Logistics (the demo client
 * company of client@demo.test) and opens it, adds two CVs of their own to it from the CV actions
 * bar, presents one (shown anonymously) and rejects the other with a reason; the client signs in,
 * sees the bell's count and follows its item to the candidate, sees only the presented candidate,
 * without a name, opens the CV and rates it; the recruiter sees the rating.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, LOAD, signIn } from './fixtures.js';

async function uploadCv(page: Page, name: string, title: string, id: string) {
  const resume = {
    basics: { name, label: title, email: `${name.split(' ')[0].toLowerCase()}.${id}@example.test`, location: { city: 'Rotterdam', countryCode: 'NL' } },
    work: [{ name: 'Havenlogistiek BV', position: title, startDate: '2017-03', summary: 'Planned the routes of 60 trucks a day.' }],
    skills: ['Route planning', 'SAP', 'Excel', 'Fleet management', 'Dutch'].map((skill) => ({ name: skill })),
  };
  await page.goto(`${DEMO}/cv-styler/upload`);
  await page.getByTestId('resume-input').setInputFiles({ name: `${id}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(resume)) });
  await expect(page.getByTestId('cv-form')).toBeVisible(LOAD);
}

async function addToJob(page: Page, reference: string, title: string) {
  await page.getByTestId('action-addToJob').click();
  const dialog = page.getByRole('dialog', { name: 'Add to job' });
  await dialog.getByTestId('job-selector').fill(reference);
  await page.getByRole('option', { name: new RegExp(title) }).click();
  await dialog.getByTestId('attach-submit').click();
  await expect(page.getByText(`The CV is on #${reference} ${title}.`)).toBeVisible();
}

test('a recruiter runs a job; the client sees the presented candidate anonymously and rates it; the recruiter sees the rating', async ({ page, browser }) => {
  test.slow();
  const id = `${Date.now().toString(36)}${process.pid}`;
  const title = `Fleet Planner ${id}`;
  const reference = `E2E-${id}`;
  const presented = `Joost Pr${id}`;
  const rejected = `Lotte Rj${id}`;

  // The recruiter creates the job for Northwind and opens it.
  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  await page.goto(`${DEMO}/account/jobs`);
  await page.getByTestId('job-new').click();
  await expect(page).toHaveURL(`${DEMO}/account/jobs/new`);
  await page.getByTestId('job-title').fill(title);
  await page.getByTestId('job-reference').fill(reference);
  await page.getByTestId('job-client').click();
  await page.getByRole('option', { name: /Northwind/ }).click();
  await page.getByTestId('job-manager').click();
  await page.getByRole('option', { name: 'Claire Janssen' }).click();
  await page.getByTestId('job-compensation-type').click();
  await page.getByRole('option', { name: /Permanent/ }).click();
  await page.getByTestId('job-min').fill('48000');
  await page.getByTestId('job-max').fill('56000');
  await expect(page.getByTestId('job-compensation-preview')).toHaveText('Shown as €48K – €56K');
  await page.getByTestId('job-save').click();
  await expect(page.getByTestId('job-page')).toBeVisible(LOAD);
  const jobUrl = page.url();
  expect(jobUrl).toMatch(new RegExp(`^${DEMO}/account/jobs/\\d+$`));
  await expect(page.getByTestId('job-breadcrumbs')).toContainText(`#${reference}`);
  await expect(page).toHaveTitle(`#${reference} ${title} | Marketplace`);
  await expect(page.getByTestId('job-status')).toHaveText('Draft');
  await expect(page.getByTestId('job-draft-notice')).toContainText('the client does not see it yet');
  await page.getByTestId('job-open').click();
  await expect(page.getByTestId('job-status')).toHaveText('Open');
  await expect(page.getByTestId('job-draft-notice')).toHaveCount(0);
  // An open job may be closed or archived, not opened again.
  await expect(page.getByTestId('job-open')).toHaveCount(0);
  await expect(page.getByTestId('job-close')).toBeVisible();

  // Two CVs of the recruiter's, added from the CV actions bar.
  await uploadCv(page, presented, 'Transport Planner', `${id}a`);
  await addToJob(page, reference, title);
  await uploadCv(page, rejected, 'Logistics Coordinator', `${id}b`);
  await addToJob(page, reference, title);

  // The board shows both as new.
  await page.goto(jobUrl);
  await expect(page.getByTestId('column-new').getByTestId('prospect-card')).toHaveCount(2, LOAD);

  // The table: present one, reject the other with a reason.
  await page.getByTestId('pipeline-view').getByText('Table').click();
  const row = (name: string) => page.getByTestId('prospect-row').filter({ hasText: name });
  await row(presented).getByTestId('prospect-select').check();
  // A new prospect may be presented or rejected, not hired.
  await expect(page.getByTestId('bulk-hire')).toHaveCount(0);
  await page.getByTestId('bulk-present').click();
  await expect(page.getByText('1 candidate presented.')).toBeVisible();
  await expect(row(presented).getByTestId('prospect-status')).toHaveText('Presented');
  await page.getByTestId('bulk-clear').click();
  await row(rejected).getByTestId('prospect-select').check();
  await page.getByTestId('bulk-reject').click();
  const reject = page.getByTestId('reject-dialog');
  await reject.getByTestId('reject-text').fill('Needs a driving licence for trucks.');
  await reject.getByTestId('reject-confirm').click();
  await expect(row(rejected).getByTestId('prospect-status')).toHaveText('Rejected');
  await expect(row(rejected)).toContainText('Needs a driving licence for trucks.');

  // The presented one is shown to the client anonymously.
  await row(presented).getByTestId('prospect-open').click();
  const drawer = page.getByRole('dialog', { name: presented });
  await expect(drawer.getByTestId('prospect-timeline')).toContainText('New → Presented');
  await drawer.getByTestId('prospect-anonymous').click();
  await expect(page.getByText('1 candidate is shown anonymously.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The client: Northwind's job, only the presented candidate, without a name.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, 'client@demo.test');
  await expect(client).toHaveURL(`${DEMO}/marketplace/jobs`, LOAD);
  // The bell counts the presentation; its item names the job and opens the candidate on it.
  const bell = client.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-label', /^Notifications: \d+ new$/, LOAD);
  expect(Number(await bell.getAttribute('data-count'))).toBeGreaterThan(0);
  await bell.click();
  const item = client.getByTestId('notification-item').filter({ hasText: title }).first();
  await expect(item).toBeVisible(LOAD);
  await item.getByTestId('notification-link').click();
  await expect(client).toHaveURL(/\/marketplace\/jobs\/\d+\?prospect=\d+$/, LOAD);
  await expect(client.getByRole('dialog', { name: 'Anonymous candidate' })).toBeVisible(LOAD);
  await client.keyboard.press('Escape');
  await expect(client).toHaveURL(/\/marketplace\/jobs\/\d+$/);
  await client.goto(`${DEMO}/marketplace/jobs`);
  await client.getByTestId('job-search').fill(reference);
  await client.getByTestId('job-link').filter({ hasText: title }).click();
  await expect(client.getByTestId('job-page')).toBeVisible(LOAD);
  await expect(client.getByTestId('job-prospect-total')).toHaveText('1 candidate');
  const card = client.getByTestId('column-presented').getByTestId('prospect-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Anonymous candidate');
  await expect(client.getByTestId('pipeline-board')).not.toContainText(rejected);
  await expect(client.getByTestId('column-new')).toHaveCount(0);
  await card.click();
  const clientDrawer = client.getByRole('dialog', { name: 'Anonymous candidate' });
  await expect(client.frameLocator('[data-testid="review-cv"]').getByText('Transport Planner').first()).toBeVisible(LOAD);
  expect(await client.frameLocator('[data-testid="review-cv"]').locator('body').innerText()).not.toContain(presented.split(' ')[0]);
  expect(await client.locator('body').innerText()).not.toContain(presented);
  // The client reads, rates, and has no agency actions.
  await expect(clientDrawer.getByTestId('prospect-next')).toHaveCount(0);
  await expect(clientDrawer.getByTestId('prospect-contact')).toHaveCount(0);
  // The fourth star: the symbol is the label of a visually hidden radio.
  const stars = clientDrawer.getByTestId('prospect-rating');
  const fourth = await stars.getByRole('radio', { name: '4', exact: true }).getAttribute('id');
  await stars.locator(`label[for="${fourth}"]`).click();
  await expect(client.getByText('Anonymous candidate rated 4 of 5.')).toBeVisible();
  await clientContext.close();

  // The recruiter sees the client's rating.
  await page.goto(jobUrl);
  await page.getByTestId('pipeline-view').getByText('Table').click();
  await expect(row(presented).getByLabel('Rated 4 of 5')).toBeVisible(LOAD);
  await row(presented).getByTestId('prospect-open').click();
  await expect(page.getByRole('dialog', { name: presented }).getByTestId('prospect-timeline')).toContainText('Rated 4 of 5');
});
