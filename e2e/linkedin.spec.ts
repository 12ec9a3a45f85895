/**
 * Sign-in with LinkedIn in Chromium (issue 15; spec §4, §8; decision 027) against a local OpenID
 * provider the test starts (oauth2-mock-server): the 600 × 400 pop-up, its callback posting the code
 * back to the opener, the code exchanged with state, nonce and PKCE; the callback opened without an
 * opener; a forged state refused; a declined sign-in.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { DEMO, OIDC_PORT, freshCandidate } from './fixtures.js';

test.describe.configure({ mode: 'serial' });

let provider: OAuth2Server;
/** The claims the provider puts in the next ID token. */
let claims: Record<string, unknown> = {};
/** Sends the person back with an error instead of a code (they declined). */
let decline = false;

/**
 * The provider's signing key, one for the whole run: a provider started again (a retry, in a new
 * worker) with a new key would sign with a key the server's key set, fetched moments before, does not
 * hold — and a key set is fetched again at most every 30 s (jose's cool-down), as a real provider's
 * keys are published before they sign. The first to start writes it; the others read it.
 */
async function signingKey(): Promise<Record<string, unknown>> {
  const file = path.resolve('.tmp/e2e-data/oidc-signing-key.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch {
    const generator = new OAuth2Server();
    const key = (await generator.issuer.keys.generate('RS256')) as unknown as Record<string, unknown>;
    await writeFile(file, JSON.stringify(key), { flag: 'wx' }).catch(() => undefined);
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  }
}

test.beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.add(await signingKey());
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, claims));
  provider.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
    if (!decline) return;
    redirect.url.searchParams.delete('code');
    redirect.url.searchParams.set('error', 'user_cancelled_login');
    redirect.url.searchParams.set('error_description', 'The member declined.');
  });
  await provider.start(OIDC_PORT, 'localhost');
});
test.afterAll(async () => {
  await provider.stop();
});
test.beforeEach(() => {
  decline = false;
});

/** Starts an attempt from the page, as the button does: the state cookie is this browser's; answers the provider's address. */
const startInBrowser = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/auth/oauth/linkedin/start', { method: 'POST' })).json()) as { url: string }).url);

const member = (email: string) => {
  claims = { sub: `member-${email}`, email, email_verified: true, given_name: 'Ines', family_name: 'Duarte' };
};

test('a new person signs in with LinkedIn in the pop-up and is asked to review their sign-in details', async ({ page }) => {
  member(`ines-${Date.now()}@example.org`);
  await page.goto(`${DEMO}/a/login`);
  // Records how the page opens its pop-up.
  await page.evaluate(() => {
    const open = window.open.bind(window);
    const w = window as unknown as { popupFeatures: string[] };
    w.popupFeatures = [];
    window.open = (url?: string | URL, target?: string, features?: string) => (w.popupFeatures.push(features ?? ''), open(url, target, features));
  });
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
  // The pop-up closes itself once it has handed the code over.
  await (await popupOpened).waitForEvent('close');
  // The §9 size: 600 by 400.
  expect(await page.evaluate(() => (window as unknown as { popupFeatures: string[] }).popupFeatures)).toEqual([expect.stringMatching(/width=600,height=400/)]);
  await expect(page).toHaveURL(`${DEMO}/a/review-credentials`);
  await expect(page.getByRole('heading', { name: 'Review your sign-in details' })).toBeVisible();
});

test('a candidate whose LinkedIn email is theirs signs in to their own profile', async ({ page, request }) => {
  const candidate = await freshCandidate(request);
  member(candidate.email);
  await page.goto(`${DEMO}/a/login`);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
  await (await popupOpened).waitForEvent('close');
  await expect(page).toHaveURL(`${DEMO}/profile`);
  const auth = await page.evaluate(() => localStorage.getItem('auth'));
  expect(auth ?? '').toContain(candidate.email);
});

test('without an opener the callback page exchanges the code itself', async ({ page }) => {
  member(`tab-${Date.now()}@example.org`);
  // The attempt starts in this browser (its state cookie), then the provider is opened in the tab itself.
  await page.goto(`${DEMO}/a/login`);
  await page.goto(await startInBrowser(page));
  await expect(page).toHaveURL(`${DEMO}/a/review-credentials`);
});

test('a forged state is refused with the server’s message, and nobody is signed in', async ({ page }) => {
  member(`forged-${Date.now()}@example.org`);
  await page.goto(`${DEMO}/a/login`);
  await startInBrowser(page);
  await page.goto(`${DEMO}/oauth/linkedin?code=stolen-code&state=forged-state`);
  await expect(page.getByRole('alert')).toHaveText('This LinkedIn sign-in could not be verified. Please start again.');
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(`${DEMO}/a/login`);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('a declined sign-in shows the generic message on the sign-in page', async ({ page }) => {
  decline = true;
  await page.goto(`${DEMO}/a/login`);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
  await (await popupOpened).waitForEvent('close');
  await expect(page.getByTestId('form-error')).toHaveText('Something went wrong, please try again later.');
  await expect(page).toHaveURL(`${DEMO}/a/login`);
});

test('the sign-in page is shown in German with the button translated', async ({ page }) => {
  await page.goto(`${DEMO}/a/login`);
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Mit LinkedIn anmelden' })).toBeVisible();
});
