/**
 * Notifications (issue 13): an event makes a notification; its recipient signs in, sees the bell's
 * count, opens the dropdown, and the item links to the page of what happened — a candidate's approval
 * of their CV for the recruiter (followed to the CV, which marks it viewed), a presented prospect for
 * the client (the job).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_API, LOAD, PASSWORD, signIn } from './fixtures.js';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${process.pid}${counter++}`;

async function jwtOf(request: APIRequestContext, email: string) {
  const res = await request.post(`${DEMO_API}/api/auth/login`, { data: { user: { email, password: PASSWORD } } });
  expect(res.status()).toBe(200);
  return (await res.json()).session.jwt as string;
}
const auth = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

/** A saved CV of a candidate of its own (unique name). */
async function savedCv(request: APIRequestContext, jwt: string, first: string) {
  const last = `Notice${unique()}`;
  const data = {
    first_name: first,
    last_name: last,
    title: 'Warehouse Planner',
    email: `${first.toLowerCase()}.${last.toLowerCase()}@example.test`,
    location: { city: 'Utrecht', country: 'Netherlands', country_code: 'NL', lat: 52.09, lng: 5.12 },
    details: '<p>Planner with eight years in warehouse logistics.</p>',
    skills: ['Planning', 'SAP', 'Lean', 'Excel', 'Forecasting'],
    experience: [{ id: 'x1', title: 'Warehouse Planner', company: { name: 'Bol Logistics' }, summary: '<p>Planned the outbound flow.</p>', start_year: 2018, currently_working: true }],
    education: [{ id: 'd1', title: 'BSc Logistics', institution: { name: 'Hogeschool Utrecht' }, graduation_year: 2016 }],
    custom_fields: { template_language_variant: 'en', client_selection: 'Generic' },
  };
  const res = await request.post(`${DEMO_API}/api/organisation/agreements`, { data: { agreement: { data } }, headers: auth(jwt) });
  expect(res.status()).toBe(201);
  return { id: (await res.json()).id as number, name: `${first} ${last}` };
}

const badgeOf = (count: number) => (count > 9 ? '9+' : String(count));

test('a candidate approves their CV: the recruiter sees the count, opens the bell and follows the item to the CV, which is then viewed', async ({ page, request }) => {
  test.slow();
  const jwt = await jwtOf(request, 'recruiter@demo.test');
  const cv = await savedCv(request, jwt, 'Noor');
  const link = await request.post(`${DEMO_API}/api/organisation/agreements/${cv.id}/candidate_token`, { data: {}, headers: auth(jwt) });
  expect(link.status()).toBe(200);
  const approved = await request.put(`${DEMO_API}/api/organisation/agreements/${cv.id}/accept`, { data: { token: (await link.json()).token } });
  expect(approved.status()).toBe(200);

  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`, LOAD);
  const bell = page.getByTestId('notification-bell');
  const { count } = await (await request.get(`${DEMO_API}/api/marketplace/notifications/has_new?auto=1`, { headers: auth(jwt) })).json();
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('notification-badge-wrapper')).toContainText(badgeOf(count));
  await expect(bell).toHaveAttribute('aria-label', `Notifications: ${count} new`);

  await bell.click();
  const dropdown = page.getByTestId('notification-dropdown');
  await expect(dropdown).toBeVisible();
  expect((await dropdown.boundingBox())?.width).toBe(540);
  const item = dropdown.getByTestId('notification-item').filter({ hasText: `${cv.name} approved their CV.` });
  await expect(item).toHaveAttribute('data-viewed', 'false');
  await expect(item).toContainText(/Just now|seconds? ago|minutes? ago/);
  const target = item.getByTestId('notification-link');
  await expect(target).toHaveAttribute('href', `/agreement/${cv.id}/edit`);
  await target.click();
  await expect(page).toHaveURL(`${DEMO}/agreement/${cv.id}/edit`);
  await expect(page.getByTestId('cv-form')).toBeVisible(LOAD);
  await expect(dropdown).toBeHidden();

  const list = await (await request.get(`${DEMO_API}/api/marketplace/notifications?page=1`, { headers: auth(jwt) })).json();
  const mine = list.notifications.find((n: { content: string }) => n.content === `${cv.name} approved their CV.`);
  expect(mine).toMatchObject({ url: `/agreement/${cv.id}/edit`, viewed: true });
});

test('a recruiter presents a prospect: the client sees the count and the dropdown item links to the job', async ({ page, request }) => {
  test.slow();
  const recruiter = await jwtOf(request, 'recruiter@demo.test');
  const clients = await (await request.get(`${DEMO_API}/api/organisation/clients.autocomplete?search[q]=Northwind`, { headers: auth(recruiter) })).json();
  const clientId = clients.clients[0].id as number;
  const title = `Night Planner ${unique()}`;
  const created = await request.post(`${DEMO_API}/api/organisation/job_posts`, { data: { job_post: { title, client_id: clientId } }, headers: auth(recruiter) });
  expect(created.status()).toBe(201);
  const job = (await created.json()).id as number;
  // Opened: a draft's candidates are not presented to the client.
  expect((await request.put(`${DEMO_API}/api/organisation/job_posts/open`, { data: { bulk: { ids: [job] } }, headers: auth(recruiter) })).status()).toBe(200);
  const cv = await savedCv(request, recruiter, 'Sanne');
  const attached = await request.put(`${DEMO_API}/api/organisation/job_posts/${job}/attach_prospects`, { data: { bulk: { agreement_ids: [cv.id] } }, headers: auth(recruiter) });
  const prospect = (await attached.json()).prospects[0].id as number;
  const presented = await request.put(`${DEMO_API}/api/organisation/job_posts/${job}/prospects/present`, { data: { bulk: { ids: [prospect] } }, headers: auth(recruiter) });
  expect(presented.status()).toBe(200);

  const client = await jwtOf(request, 'client@demo.test');
  const { count } = await (await request.get(`${DEMO_API}/api/client/notifications/has_new?auto=1`, { headers: auth(client) })).json();
  expect(count).toBeGreaterThan(0);
  await signIn(page, 'client@demo.test');
  await expect(page).toHaveURL(`${DEMO}/marketplace/jobs`, LOAD);
  await expect(page.getByTestId('notification-badge-wrapper')).toContainText(badgeOf(count));
  await page.getByTestId('notification-bell').click();
  const item = page.getByTestId('notification-item').filter({ hasText: `New candidate for ${title}: ${cv.name}.` });
  await expect(item).toBeVisible();
  await expect(item.getByTestId('notification-link')).toHaveAttribute('href', `/marketplace/jobs/${job}?prospect=${prospect}`);
  // The eye action marks it viewed without leaving the page.
  await item.getByTestId('notification-mark-viewed').click();
  await expect(item).toHaveAttribute('data-viewed', 'true');
  await expect(page).toHaveURL(`${DEMO}/marketplace/jobs`);
});
