/**
 * Employee invites (issue 14; §3 the invite's permission flags, §4 Invites, §7
 * organisation/employees/invites, §8 'Invite Accepted'): the agency's recruiter invites a colleague
 * from My team with one permission ticked, the colleague follows the link of the mail, signs up with the invited email prefilled, comes back to the invite
 * after the sign-up link, accepts, is told 'Invite Accepted', and has exactly the granted rights: the
 * jobs they may view, not the team they may not manage. A screenshot of the invite page is attached.
 */
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_API, latestMailTo, LOAD, PASSWORD, signIn } from './fixtures.js';

test('a colleague invited with View jobs signs up from the mail, accepts and has only that right', async ({ browser, page, request }, info) => {
  test.slow();
  const login = await request.post(`${DEMO_API}/api/auth/login`, { data: { user: { email: 'recruiter@demo.test', password: PASSWORD } } });
  expect(login.status()).toBe(200);
  const recruiter = { authorization: `Bearer ${(await login.json()).session.jwt as string}` };

  const email = `colleague-${Date.now().toString(36)}${process.pid}@example.test`;
  // The agency's recruiter (every permission) invites from My team, in a browser of their own.
  const agency = await browser.newContext();
  const admin = await agency.newPage();
  await signIn(admin, 'recruiter@demo.test');
  await expect(admin).toHaveURL(`${DEMO}/cv-styler/upload`, LOAD);
  await admin.goto(`${DEMO}/account/my-company/my-team`);
  const invites = admin.getByTestId('invites-section');
  await invites.getByTestId('employee-invite-email').fill(email);
  await invites.getByLabel('View jobs').check();
  await invites.getByTestId('employee-invite-send').click();
  await expect(invites.getByTestId('employee-invite-row').filter({ hasText: email })).toBeVisible(LOAD);
  await admin.screenshot({ path: info.outputPath('my-team-invite-sent.png') });
  await agency.close();
  const pending = await request.get(`${DEMO_API}/api/organisation/employees/invites`, { headers: recruiter });
  expect((await pending.json()).invites.map((i: { email: string }) => i.email)).toContain(email);

  // The link of the mail, on the organisation's subdomain.
  const link = new RegExp(`${DEMO.replace(/[.:/]/g, '\\$&')}/a/invite/e[\\w-]+`).exec(await latestMailTo(email))?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByTestId('employee-invite-summary')).toHaveText('Rosa de Vries invited you to join Brightpath Recruitment as an employee.', LOAD);
  await page.screenshot({ path: info.outputPath('employee-invite-signed-out.png') });

  // Sign up with the invited email, prefilled.
  await page.getByTestId('employee-invite-sign-up').click();
  await expect(page).toHaveURL(/\/a\/signup\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill('Jansen');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Invited-colleague-2026');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Check your email')).toBeVisible(LOAD);

  // The sign-up link signs in and comes back to the invite (kept in local storage, §4).
  const signUpLink = /https?:\/\/\S+\/a\/login\/[\w-]+/.exec(await latestMailTo(email))?.[0];
  expect(signUpLink).toBeTruthy();
  await page.goto(signUpLink!);
  await expect(page).toHaveURL(link!, LOAD);
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible(LOAD);
  await page.screenshot({ path: info.outputPath('employee-invite-signed-in.png') });
  await page.getByTestId('employee-invite-accept').click();
  await expect(page.getByText('Invite Accepted')).toBeVisible(LOAD);

  // Exactly the invite's flags.
  const jwt = await page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { jwt?: string }).jwt);
  const colleague = { authorization: `Bearer ${jwt}` };
  const auth = await (await request.get(`${DEMO_API}/api/auth`, { headers: colleague })).json();
  expect(auth.employee).toMatchObject({
    can_manage_account: false,
    can_manage_employees: false,
    can_manage_job_posts: false,
    can_view_job_posts: true,
    can_manage_associations: false,
    can_manage_agreements: false,
    can_delete_agreements: false,
  });
  // The new employee agrees to the terms as the app asks them to (§4), then uses their rights.
  expect((await request.put(`${DEMO_API}/api/my/terms`, { headers: colleague, data: { agreed: true } })).status()).toBe(200);
  await page.goto(`${DEMO}/account/jobs`);
  await expect(page.getByTestId('job-row').filter({ hasText: 'NW-101' })).toBeVisible(LOAD);
  // Not granted Manage employees: My team sends them to their profile (§6 canAnyManageMyTeam).
  await page.goto(`${DEMO}/account/my-company/my-team`);
  await expect(page).toHaveURL(`${DEMO}/profile`, LOAD);
  // The invite was used once: the link now leads to 'Page not found!'.
  await page.goto(link!);
  await expect(page).toHaveURL(`${DEMO}/not-found`, LOAD);
  await expect((await request.get(`${DEMO_API}/api/organisation/employees/invites`, { headers: recruiter })).json()).resolves.toMatchObject({
    invites: expect.not.arrayContaining([expect.objectContaining({ email })]),
  });
});
