/**
 * Projects, links and the dashboard (issue 13): a recruiter starts a project for Northwind with one of
 * its jobs, shares a link with the company and downloads a report from the dashboard; the client
 * signs in and finds the project and the link; the recruiter closes the project after confirming.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, LOAD, signIn } from './fixtures.js';

test('a recruiter runs a project and shares a link with the client, who finds both; the dashboard downloads a report', async ({ page, browser }) => {
  test.slow();
  const id = `${Date.now().toString(36)}${process.pid}`;
  const name = `Port expansion ${id}`;

  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  await page.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByTestId('projects-page')).toBeVisible(LOAD);

  // A new project: the company selector, then one of the company's jobs.
  await page.getByTestId('project-new').click();
  const form = page.getByRole('dialog', { name: 'New project' });
  await form.getByTestId('project-save').click();
  await expect(form.getByText('Name is required.')).toBeVisible();
  await form.getByTestId('project-name').fill(name);
  await form.getByTestId('project-client').click();
  await page.getByRole('option', { name: /Northwind Logistics/ }).click();
  await form.getByTestId('project-jobs').click();
  await page.getByRole('option', { name: '#NW-102 Supply Chain Planner' }).click();
  // A multi-select stays open for the next choice, and with the company's other jobs (other tests
  // add some) its list reaches over the save button: a person clicks beside it first, as here.
  await form.getByTestId('project-name').click();
  await expect(page.getByRole('option', { name: '#NW-102 Supply Chain Planner' })).toBeHidden();
  await form.getByTestId('project-save').click();
  await expect(form).toBeHidden();

  await page.getByLabel('Search').fill(id);
  await expect(page.getByTestId('project-row')).toHaveCount(1, LOAD);
  await page.getByRole('link', { name }).click();
  await expect(page.getByTestId('project-page')).toBeVisible();
  await expect(page.getByTestId('project-job')).toHaveText([/#NW-102\s*Supply Chain Planner/]);

  // A link for the client company, from Links and documents for clients.
  await page.goto(`${DEMO}/account/links`);
  await page.getByTestId('links-client').click();
  await page.getByRole('option', { name: 'Northwind Logistics B.V.' }).click();
  await page.getByTestId('link-title').fill(`Market report ${id}`);
  await page.getByTestId('link-url').fill('not an address');
  await page.getByTestId('link-add').click();
  await expect(page.getByText('Enter a web address starting with https:// or http://.')).toBeVisible();
  await page.getByTestId('link-url').fill('https://example.com/market-report');
  await page.getByTestId('link-add').click();
  await expect(page.getByTestId('link-row').filter({ hasText: `Market report ${id}` })).toBeVisible(LOAD);

  // The dashboard and a report.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('stat-open-jobs')).toHaveText(/\d+/, LOAD);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('report-pipeline').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pipeline-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFJob reference,Job title,Client company,Job status,New,Pending,Presented,Interviewing,Hired,Rejected,Total\r\n')).toBe(true);

  // The client: the project and the link, read-only.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, 'client@demo.test');
  await expect(client).toHaveURL(`${DEMO}/marketplace/jobs`, LOAD);
  await client.getByRole('link', { name: 'Projects' }).click();
  // The jobs page the client lands on has a search box too: fill the projects page's.
  await expect(client.getByTestId('projects-page')).toBeVisible(LOAD);
  await client.getByTestId('projects-page').getByLabel('Search').fill(id);
  await expect(client.getByTestId('project-row')).toHaveCount(1, LOAD);
  await expect(client.getByTestId('project-new')).toHaveCount(0);
  await client.getByRole('link', { name: 'Links / Documents' }).click();
  const row = client.getByTestId('link-row').filter({ hasText: `Market report ${id}` });
  await expect(row).toBeVisible(LOAD);
  await expect(row.getByTestId('link-open')).toHaveAttribute('href', 'https://example.com/market-report');
  await expect(client.getByTestId('link-row').filter({ hasText: 'Shortlist: Warehouse Operations Manager' })).toBeVisible();
  await clientContext.close();

  // Closing asks first; a closed project offers no more changes.
  await page.goto(`${DEMO}/account/projects`);
  await page.getByLabel('Search').fill(id);
  await expect(page.getByTestId('project-row')).toHaveCount(1, LOAD);
  await page.getByTestId('project-close').click();
  const confirm = page.getByRole('dialog', { name: 'Close this project?' });
  await expect(confirm).toContainText(`Close ${name}? A closed project cannot be changed or opened again.`);
  await confirm.getByRole('button', { name: 'Close project' }).click();
  await expect(page.getByTestId('project-row')).toHaveCount(0, LOAD);
  await page.getByText('Closed', { exact: true }).click();
  await expect(page.getByTestId('project-row').filter({ hasText: name }).getByTestId('project-status')).toHaveText('Closed', LOAD);
});
