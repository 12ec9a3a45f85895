/**
 * Marketplace candidate search (issue 12): a recruiter's CVs, some put on the marketplace; a
 * marketplace client filters them by a must-have skill and a radius around a place, pages through
 * the hits and opens one as its anonymous CV, and never sees a name.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_API, LOAD, PASSWORD, signIn } from './fixtures.js';

async function recruiterJwt(request: APIRequestContext) {
  const res = await request.post(`${DEMO_API}/api/auth/login`, { data: { user: { email: 'recruiter@demo.test', password: PASSWORD } } });
  expect(res.status()).toBe(200);
  return (await res.json()).session.jwt as string;
}

type Place = { city: string; country: string; country_code: string; lat: number; lng: number };
const NL = { country: 'Netherlands', country_code: 'NL' };
/** Within 50 km of Utrecht (52.09, 5.12). */
const NEAR: Place[] = [
  { city: 'Utrecht', ...NL, lat: 52.09, lng: 5.12 },
  { city: 'Amersfoort', ...NL, lat: 52.156, lng: 5.388 },
  { city: 'Hilversum', ...NL, lat: 52.223, lng: 5.176 },
  { city: 'Zeist', ...NL, lat: 52.09, lng: 5.233 },
  { city: 'Amsterdam', ...NL, lat: 52.373, lng: 4.892 },
];
const FAR: Place[] = [
  { city: 'Groningen', ...NL, lat: 53.219, lng: 6.567 },
  { city: 'Lisbon', country: 'Portugal', country_code: 'PT', lat: 38.722, lng: -9.139 },
];

test('a client filters by a must-have skill and a radius, pages through the anonymous hits and sees no names', async ({ page, request }) => {
  test.slow();
  const run = `${Date.now().toString(36)}${process.pid}`;
  // A skill only this test's CVs have, so the counts are this test's own.
  const skill = `Quarkus${run}`;
  const jwt = await recruiterJwt(request);
  const auth = { authorization: `Bearer ${jwt}` };
  const names: string[] = [];

  async function cv(n: number, place: Place, skills: string[], marketplace: boolean) {
    const last = `Search${run}x${n}`;
    names.push(`Mira ${last}`);
    const data = {
      first_name: 'Mira',
      last_name: last,
      title: 'Backend Developer',
      email: `mira.${run}.${n}@example.test`,
      location: place,
      details: '<p>Backend developer building order and payment services.</p>',
      skills,
      top_skills: skills.slice(0, 3),
      experience: [{ id: 'x1', title: 'Backend Developer', company: { name: 'Brainport Systems' }, summary: '<p>Built the order APIs.</p>', start_year: 2019, currently_working: true }],
      education: [{ id: 'd1', title: 'BSc Computer Science', institution: { name: 'Universiteit Utrecht' }, graduation_year: 2017 }],
      custom_fields: { template_language_variant: 'en', client_selection: 'Generic' },
    };
    const made = await request.post(`${DEMO_API}/api/organisation/agreements`, { data: { agreement: { data } }, headers: auth });
    expect(made.status()).toBe(201);
    const id = (await made.json()).id as number;
    if (marketplace) {
      const on = await request.post(`${DEMO_API}/api/organisation/agreements/${id}/add-to-marketplace`, { data: {}, headers: auth });
      expect(on.status()).toBe(200);
      expect((await on.json()).marketplace_at).toBeTruthy();
    }
  }

  const base = ['Java', 'Kotlin', 'PostgreSQL', 'Docker'];
  // 13 on the marketplace, with the skill, near Utrecht: two pages of hits.
  for (let n = 0; n < 13; n++) await cv(n, NEAR[n % NEAR.length]!, [skill, ...base], true);
  // What the search must leave out: too far, without the skill, not on the marketplace.
  await cv(13, FAR[0]!, [skill, ...base], true);
  await cv(14, FAR[1]!, [skill, ...base], true);
  await cv(15, NEAR[0]!, ['Go', ...base], true);
  await cv(16, NEAR[1]!, [skill, ...base], false);

  await signIn(page, 'client@demo.test');
  await expect(page).toHaveURL(`${DEMO}/marketplace/jobs`, LOAD);
  await page.getByTestId('sidenav').getByRole('link', { name: 'Candidates' }).click();
  await expect(page).toHaveURL(`${DEMO}/marketplace/candidates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible(LOAD);

  // The must-have skill (the kind the selector starts with) and 50 km around Utrecht.
  await expect(page.getByRole('radio', { name: 'Must have' })).toBeChecked();
  await page.getByTestId('skill-input').fill(skill);
  await page.getByTestId('skill-input').press('Enter');
  await expect(page.getByTestId('skill-chip')).toHaveText(`+ ${skill}`);
  await page.getByTestId('location-filter').fill('Utrecht');
  await page.getByRole('option', { name: /^Utrecht, Netherlands/ }).first().click();
  await page.getByTestId('radius').fill('50');
  await expect(page.getByTestId('radius-unit')).toHaveValue('km');

  await expect(page.getByText('Displaying 1 to 10 of 13 CVs')).toBeVisible(LOAD);
  const hits = page.getByTestId('search-hit');
  await expect(hits).toHaveCount(10);
  await expect(page.getByTestId('hit-name').first()).toHaveText('Anonymous candidate');
  await expect(page.getByTestId('hit-avatar')).toHaveCount(0);
  await expect(hits.first().getByTestId('location-display')).toContainText('Netherlands');

  await page.getByTestId('search-pagination').getByRole('button', { name: '2' }).click();
  await expect(page.getByText('Displaying 11 to 13 of 13 CVs')).toBeVisible(LOAD);
  await expect(hits).toHaveCount(3);
  for (const text of await page.getByTestId('hit-name').allTextContents()) expect(text).toBe('Anonymous candidate');

  // Neither page showed a name, nor did the answers carry one.
  const body = await page.locator('body').innerText();
  for (const name of names) expect(body).not.toContain(name);
  const answer = await page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('auth')!) as { search: { keys: { candidates: { key: string } } } };
    const session = JSON.parse(localStorage.getItem('session')!) as { jwt: string };
    const res = await fetch('/api/search/candidates', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-search-key': auth.search.keys.candidates.key, authorization: `Bearer ${session.jwt}` },
      body: JSON.stringify({ query: 'Mira', hitsPerPage: 100 }),
    });
    return res.text();
  });
  for (const name of names) expect(answer).not.toContain(name);

  // The page is kept for the next visit (§4), at the second page.
  await page.reload();
  await expect(page.getByText('Displaying 11 to 13 of 13 CVs')).toBeVisible(LOAD);

  // A hit opens its anonymous CV: the CV's content, no name anywhere; back returns to the same search.
  await page.getByTestId('hit-name').first().click();
  await expect(page).toHaveURL(/\/marketplace\/candidates\/\d+$/);
  const cvFrame = page.frameLocator('[data-testid="review-cv"]');
  await expect(cvFrame.getByText('Brainport Systems').first()).toBeVisible(LOAD);
  const cvText = await cvFrame.locator('body').innerText();
  expect(cvText).toContain('Backend Developer');
  for (const name of names) {
    expect(cvText).not.toContain(name);
    expect(cvText).not.toContain(name.split(' ')[1]);
  }
  expect(await page.locator('body').innerText()).not.toMatch(/Search[a-z0-9]+x\d+/);
  await page.getByRole('link', { name: 'Back to the search' }).click();
  await expect(page.getByText('Displaying 11 to 13 of 13 CVs')).toBeVisible(LOAD);
});
