import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, LOAD, signIn } from './fixtures.js';

const navLinks = (page: import('@playwright/test').Page) => page.getByTestId('sidenav').getByRole('link');

test('the recruiter sees the agency menu, the bell and the company logo', async ({ page }) => {
  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  await expect(navLinks(page)).toHaveText(['My Company', 'CV Styler', 'Shared with clients', 'Candidates', 'Dashboard', 'Jobs', 'Projects']);
  await expect(page.getByTestId('sidenav').getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/account/jobs');
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await expect(page.getByTestId('footer-logo').getByRole('img', { name: 'Brightpath Recruitment logo' })).toHaveAttribute('src', '/brand/demo-company-logo.svg');

  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem')).toHaveText(['My Profile', 'My Company', 'Change Password', 'Terms and conditions', 'Candidates', 'Jobs', 'Logout']);
});

test('the client sees the marketplace menu', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  await expect(page).toHaveURL(`${DEMO}/marketplace/jobs`);
  await expect(navLinks(page)).toHaveText(['Candidates', 'Jobs', 'Projects', 'Links / Documents']);
  await expect(page.getByTestId('sidenav').getByRole('link', { name: 'Links / Documents' })).toHaveAttribute('href', '/marketplace/links');
  await expect(page.getByTestId('notification-bell')).toBeVisible();
});

test('the candidate has no agency menu and no bell', async ({ page }) => {
  await signIn(page, 'candidate@demo.test');
  await expect(page).toHaveURL(`${DEMO}/profile`);
  await expect(navLinks(page)).toHaveCount(0);
  await expect(page.getByTestId('notification-bell')).toHaveCount(0);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem')).toHaveText(['My Profile', 'Change Password', 'Terms and conditions', 'Logout']);
});

test('guards redirect as §6 says', async ({ page }) => {
  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  // Not an admin: the panel is denied.
  await page.goto(`${DEMO}/panel`);
  await expect(page).toHaveURL(`${DEMO}/access-denied`);
  await expect(page.getByRole('heading', { name: 'Access Denied!' })).toBeVisible();
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
  await page.getByRole('link', { name: 'Back to my profile' }).click();
  await expect(page).toHaveURL(`${DEMO}/profile`);
  // Not a client: the marketplace sends the recruiter to their base page.
  await page.goto(`${DEMO}/marketplace/candidates`);
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  // Signed in: the login area goes to the base page.
  await page.goto(`${DEMO}/a/login`);
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
});

test('a candidate opening the CV styler ends on their profile', async ({ page }) => {
  await signIn(page, 'candidate@demo.test');
  await expect(page).toHaveURL(`${DEMO}/profile`);
  await page.goto(`${DEMO}/cv-styler/upload`);
  await expect(page).toHaveURL(`${DEMO}/profile`);
});

test('every top-level route of the route table opens for the user allowed there', async ({ page }) => {
  test.slow(); // ten pages, each loading its data
  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  for (const path of ['/account/candidates', '/account/dashboard', '/account/jobs', '/account/projects', '/account/links', '/account/my-company', '/account/my-company/my-team', '/profile', '/onboarding', '/agreement/1/add-marketplace']) {
    await page.goto(`${DEMO}${path}`);
    await expect(page).toHaveURL(`${DEMO}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
  }
});

test('unknown pages say "Page not found!" and anonymous users are sent to sign in', async ({ page }) => {
  await page.goto(`${DEMO}/this/does/not/exist`);
  await expect(page).toHaveURL(`${DEMO}/not-found`);
  await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
  await page.goto(`${DEMO}/account/candidates`);
  await expect(page).toHaveURL(`${DEMO}/a/login`);
});

test('the interface switches language, kept across a reload', async ({ page }) => {
  const nl = JSON.parse(readFileSync('src/web/locales/nl/auth.json', 'utf8'));
  await page.goto(`${DEMO}/a/login`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { name: nl.login.title })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('nl');
  await page.reload();
  await expect(page.getByRole('heading', { name: nl.login.title })).toBeVisible();
});

test('page titles follow the route with the Marketplace suffix', async ({ page }) => {
  await signIn(page, 'candidate@demo.test');
  await expect(page).toHaveURL(`${DEMO}/profile`);
  await expect(page).toHaveTitle('My Profile | Marketplace');
});

test('a campaignID is captured and activated after sign-in', async ({ page }) => {
  await page.goto(`${DEMO}/a/login?campaignID=SPRING2026`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('campaigns'))).toContain('SPRING2026');
  const activation = page.waitForResponse((r) => r.url().endsWith('/api/my/campaigns/activate'));
  await page.getByLabel('Email').fill('candidate@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Talentfolio-demo-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const res = await activation;
  expect(await res.json()).toEqual({ activated: ['SPRING2026'], unknown: [] });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('campaigns'))).toBeNull();
});

test('the organisation theme colours the app', async ({ page }) => {
  await page.goto(`${DEMO}/a/login`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tf-primary').trim());
  expect(primary.toLowerCase()).toBe('#1f5fa8');
});

test('without cookies or local storage the app says cookies are required', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto(`${DEMO}/a/login`);
  const dialog = page.getByRole('dialog', { name: 'Cookies required' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Unfortunately, cookies are currently not enabled in your browser')).toBeVisible();
});

test('show_logo=false removes the top padding of the page', async ({ page }) => {
  await signIn(page, 'candidate@demo.test');
  await expect(page).toHaveURL(`${DEMO}/profile`);
  const padding = () => page.locator('.tf-page').evaluate((el) => getComputedStyle(el).paddingTop);
  expect(await padding()).not.toBe('0px');
  await page.goto(`${DEMO}/profile?show_logo=false`);
  await expect.poll(padding).toBe('0px');
});

test('an unknown organisation shows the not-found page', async ({ page }) => {
  await page.goto(`http://nowhere.localhost:${new URL(DEMO).port}/a/login`);
  await expect(page.getByText('Page not found!')).toBeVisible();
});
