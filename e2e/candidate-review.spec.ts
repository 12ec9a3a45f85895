/**
 * The candidate review link (issue 11): a recruiter creates the link from the CV actions bar and
 * mails it; the candidate opens it in a fresh browser (no session) and approves; the recruiter then
 * sees the approval date and the consent evidence. An expired link leads to the expired page, where
 * the candidate asks for a new link once.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { dayMonthYear } from '../src/shared/formatters.js';
import { DEMO, DEMO_API, latestMailTo, LOAD, PASSWORD, signIn } from './fixtures.js';

let counter = 0;

async function recruiterJwt(request: APIRequestContext) {
  const res = await request.post(`${DEMO_API}/api/auth/login`, { data: { user: { email: 'recruiter@demo.test', password: PASSWORD } } });
  expect(res.status()).toBe(200);
  return (await res.json()).session.jwt as string;
}

/** A saved CV of a candidate of its own (unique name and email). */
async function savedCv(request: APIRequestContext, jwt: string, first: string) {
  const id = `${Date.now().toString(36)}${process.pid}${counter++}`;
  const last = `Review${id}`;
  const email = `${first.toLowerCase()}.${id}@example.test`;
  const data = {
    first_name: first,
    last_name: last,
    title: 'Warehouse Planner',
    email,
    phones: [{ code: { name: 'Netherlands', code: '+31', country_code: 'NL' }, number: '612345678' }],
    location: { city: 'Utrecht', country: 'Netherlands', country_code: 'NL', lat: 52.09, lng: 5.12 },
    details: '<p>Planner with eight years in warehouse logistics.</p>',
    skills: ['Planning', 'SAP', 'Lean', 'Excel', 'Forecasting'],
    experience: [{ id: 'x1', title: 'Warehouse Planner', company: { name: 'Bol Logistics' }, summary: '<p>Planned the outbound flow.</p>', start_year: 2018, currently_working: true }],
    education: [{ id: 'd1', title: 'BSc Logistics', institution: { name: 'Hogeschool Utrecht' }, graduation_year: 2016 }],
    custom_fields: { template_language_variant: 'en', client_selection: 'Generic' },
  };
  const res = await request.post(`${DEMO_API}/api/organisation/agreements`, { data: { agreement: { data } }, headers: { authorization: `Bearer ${jwt}` } });
  expect(res.status()).toBe(201);
  return { id: (await res.json()).id as number, name: `${first} ${last}`, email };
}

test('a recruiter creates and mails the link; the candidate approves in a fresh browser; the recruiter sees the date and the evidence', async ({ page, browser, request }) => {
  test.slow();
  const cv = await savedCv(request, await recruiterJwt(request), 'Noor');

  await signIn(page, 'recruiter@demo.test');
  await expect(page).toHaveURL(`${DEMO}/cv-styler/upload`);
  await page.goto(`${DEMO}/agreement/${cv.id}/edit`);
  await expect(page.getByTestId('cv-form')).toBeVisible(LOAD);
  await page.getByTestId('action-candidateLink').click();
  const dialog = page.getByTestId('candidate-link-dialog');
  const urlField = page.getByTestId('candidate-link-url');
  await expect(urlField).toHaveValue(new RegExp(`^${DEMO}/candidate/review/${cv.id}/[\\w-]{43}$`), LOAD);
  const url = await urlField.inputValue();
  await expect(page.getByTestId('candidate-link-expiry')).toHaveText(`Valid until ${dayMonthYear(new Date(Date.now() + 14 * 864e5))}`);

  // Mailed to the CV's address; the mail carries the same link.
  await expect(page.getByTestId('candidate-link-email')).toHaveValue(cv.email);
  await page.getByTestId('candidate-link-send').click();
  await expect(page.getByTestId('candidate-link-sent')).toHaveText(`Sent to ${cv.email}, in the CV’s language.`);
  expect(await latestMailTo(cv.email)).toContain(url);
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The candidate: a fresh browser context, no session.
  const candidate = await browser.newContext();
  try {
    const review = await candidate.newPage();
    await review.goto(url);
    await expect(review.getByRole('heading', { name: 'Review your CV' })).toBeVisible(LOAD);
    await expect(review.frameLocator('[data-testid="review-cv"]').getByRole('heading', { name: cv.name })).toBeVisible(LOAD);
    expect(await review.evaluate(() => sessionStorage.getItem('candidateToken'))).toBe(url.split('/').pop());
    await review.getByTestId('review-approve').click();
    const today = dayMonthYear(new Date());
    await expect(review.getByTestId('review-decision')).toContainText(`You approved this CV on ${today}.`);
  } finally {
    await candidate.close();
  }

  // The recruiter sees the approval date and the evidence of it.
  await page.reload();
  await expect(page.getByTestId('candidate-approval')).toHaveText(`Approved by the candidate on ${dayMonthYear(new Date())}`, LOAD);
  await page.getByTestId('candidate-evidence-button').click();
  const row = page.getByTestId('candidate-evidence-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('The CV has not changed since.');
  await expect(row.locator('code')).toHaveText(/^[0-9a-f]{64}$/);
});

test('an expired link leads to the expired page, where the candidate asks for a new link once', async ({ browser, request }) => {
  test.slow();
  const jwt = await recruiterJwt(request);
  const cv = await savedCv(request, jwt, 'Lotte');
  const auth = { authorization: `Bearer ${jwt}` };
  const made = await request.post(`${DEMO_API}/api/organisation/agreements/${cv.id}/candidate_token`, { data: {}, headers: auth });
  const { url, token } = (await made.json()) as { url: string; token: string };
  // Expired as time would expire it (a control the server has under NODE_ENV=test only).
  expect((await request.put(`${DEMO_API}/api/test/agreements/${cv.id}/candidate_token/expire`, { headers: auth })).status()).toBe(204);

  const candidate = await browser.newContext();
  try {
    const page = await candidate.newPage();
    await page.goto(url);
    await expect(page).toHaveURL(`${DEMO}/candidate/review/${cv.id}/${token}/expired`, LOAD);
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await page.getByTestId('expired-request').click();
    await expect(page.getByTestId('expired-outcome')).toHaveText('Your recruiter has been asked to send you a new link.');
    expect(await latestMailTo('recruiter@demo.test')).toContain(`${cv.name} opened their CV review link, which is no longer valid`);

    // Once: after a reload the page says so and offers no second request.
    await page.reload();
    await expect(page.getByTestId('expired-outcome')).toHaveText('A new link has already been requested. Your recruiter will send it to you.', LOAD);
    await expect(page.getByTestId('expired-request')).toHaveCount(0);

    // Any other failure goes to the start: a link of another CV.
    await page.goto(`${DEMO}/candidate/review/${cv.id + 100000}/${token}`);
    await expect(page).not.toHaveURL(/candidate\/review/, LOAD);
  } finally {
    await candidate.close();
  }
});
