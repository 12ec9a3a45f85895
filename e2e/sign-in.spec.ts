import { expect, test } from '@playwright/test';
import { ACME, DEMO, DEMO_API, freshCandidate, latestMailTo, LOAD, signIn } from './fixtures.js';

test.describe('signing in lands each kind of user on their page', () => {
  for (const [email, landing] of [
    ['admin@demo.test', '/panel'],
    ['recruiter@demo.test', '/cv-styler/upload'],
    ['client@demo.test', '/marketplace/jobs'],
    ['candidate@demo.test', '/profile'],
  ] as const) {
    test(`${email} lands on ${landing}`, async ({ page }) => {
      await signIn(page, email);
      await expect(page).toHaveURL(`${DEMO}${landing}`);
      await expect(page.getByTestId('navbar')).toBeVisible();
    });
  }
});

test('a user of another organisation is refused, and signs in on their own subdomain', async ({ page }) => {
  await signIn(page, 'recruiter@acme.test');
  await expect(page.getByTestId('form-error')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(`${DEMO}/a/login`);

  await signIn(page, 'recruiter@acme.test', undefined, ACME);
  await expect(page).toHaveURL(`${ACME}/cv-styler/upload`);
});

test('a wrong password says so without telling whether the email exists', async ({ page }) => {
  await signIn(page, 'nobody@demo.test', 'Whatever-password-1');
  await expect(page.getByTestId('form-error')).toHaveText('Invalid email or password.');
});

test('the requested page is remembered and opened after sign-in', async ({ page }) => {
  await page.goto(`${DEMO}/profile/preferences`);
  await expect(page).toHaveURL(`${DEMO}/a/login`);
  await page.getByLabel('Email').fill('candidate@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Talentfolio-demo-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${DEMO}/profile/preferences`);
});

test('signing out goes to /a/login and ends the session', async ({ page, request }) => {
  const user = await freshCandidate(request);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(`${DEMO}/profile`);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${DEMO}/a/login`);
  await page.goto(`${DEMO}/profile`);
  await expect(page).toHaveURL(`${DEMO}/a/login`);
});

test('a forgotten password is reset through the emailed link', async ({ page, request }) => {
  const user = await freshCandidate(request);
  await page.goto(`${DEMO}/a/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`${DEMO}/a/forgot-password`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('we have sent a link to reset the password')).toBeVisible();

  const mail = await latestMailTo(user.email);
  const link = /http:\/\/demo\.localhost:\d+\/a\/reset-password\/[\w-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText(`Choose a new password for ${user.email}.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Reset-by-mail-2026');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(`${DEMO}/profile`);

  // The new password signs in; the link cannot be used twice.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signIn(page, user.email, 'Reset-by-mail-2026');
  await expect(page).toHaveURL(`${DEMO}/profile`);
  const again = await request.get(link!.replace(/^.*\/a\/reset-password\//, `${DEMO_API}/api/auth/reset/`));
  expect(again.status()).toBe(404);
});

test('the password is changed in the dialog with the §5 rules', async ({ page, request }) => {
  const user = await freshCandidate(request);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(`${DEMO}/profile`);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  await dialog.getByRole('textbox', { name: 'Current password', exact: true }).fill('Wrong-old-password-1');
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Changed-in-dialog-2026');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog.getByTestId('change-password-error')).toHaveText('Invalid password.');

  await dialog.getByRole('textbox', { name: 'Current password', exact: true }).fill(user.password);
  await save.click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Still signed in with the new session; the new password works.
  await page.reload();
  await expect(page).toHaveURL(`${DEMO}/profile`);
  const res = await request.post(`${DEMO_API}/api/auth/login`, { data: { user: { email: user.email, password: 'Changed-in-dialog-2026' } } });
  expect(res.status()).toBe(200);
});

test('a one-time sign-in link that is unknown says so', async ({ page }) => {
  await page.goto(`${DEMO}/a/login/this-token-does-not-exist-0000000000`);
  await expect(page.getByText('This sign-in link is invalid or has already been used.')).toBeVisible();
});

test('a new candidate signs up, opens the link from the mail, is asked to agree to the terms, then reaches the profile', async ({ page }) => {
  const email = `signup-${Date.now()}@example.test`;
  await page.goto(`${DEMO}/a/login`);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(`${DEMO}/a/signup`);
  await page.getByLabel('First name').fill('Sanne');
  await page.getByLabel('Last name').fill('Mulder');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(`${DEMO}/a/signup`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Signed-up-2026');
  await page.getByRole('button', { name: 'Sign up' }).click();
  // Nobody is signed in yet: the account is created by the link mailed to the address.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByTestId('signup-sent')).toContainText(email);
  await expect(page).toHaveURL(`${DEMO}/a/signup`);

  const link = /http:\/\/demo\.localhost:\d+\/a\/login\/[\w-]+/.exec(await latestMailTo(email))?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(`${DEMO}/profile/terms-and-conditions`);
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page).toHaveURL(`${DEMO}/profile`);
  await expect(page.getByText('Hello Sanne')).toBeVisible();
});

test('signing up with a registered email looks the same and mails the owner how to sign in', async ({ page }) => {
  const { email } = await freshCandidate(page.request);
  await page.goto(`${DEMO}/a/signup`);
  await page.getByLabel('First name').fill('Mallory');
  await page.getByLabel('Last name').fill('Other');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Taking-it-over-2026');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('signup-sent')).toContainText(email);
  await expect.poll(async () => (await latestMailTo(email)).includes('You already have an account')).toBe(true);
  const res = await page.request.post(`${DEMO_API}/api/auth/login`, { data: { user: { email, password: 'Taking-it-over-2026' } } });
  expect(res.status()).toBe(401);
});

test('a candidate uploads their CV and the profile is filled from it', async ({ page, request }) => {
  const user = await freshCandidate(request);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(`${DEMO}/profile`);
  await expect(page.getByTestId('profile-counts')).toHaveText('Skills: 0 · Jobs: 0 · Education: 0');
  const resume = {
    basics: { name: 'Eva Tester', label: 'Warehouse Team Lead', email: user.email, phone: '+31 6 12345678', location: { city: 'Utrecht', countryCode: 'NL' } },
    work: [
      { name: 'Rijnhaven Foods', position: 'Team Lead Warehouse', startDate: '2019-03', summary: 'Led a team of twelve.' },
      { name: 'Noordzee Logistics', position: 'Order Picker', startDate: '2015-01', endDate: '2019-02' },
    ],
    education: [{ institution: 'ROC Midden Nederland', studyType: 'MBO 4', area: 'Logistics', startDate: '2011-09', endDate: '2014-06' }],
    skills: [{ name: 'Warehouse management' }, { name: 'Forklift operation' }, { name: 'SAP EWM' }, { name: 'Team leadership' }, { name: 'Inventory control' }],
  };
  await page.getByTestId('resume-input').setInputFiles({ name: 'eva.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(resume)) });
  await expect(page).toHaveURL(`${DEMO}/profile`, LOAD);
  await expect(page.getByTestId('profile-counts')).toHaveText('Skills: 5 · Jobs: 2 · Education: 1', LOAD);
});
