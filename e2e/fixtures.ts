/** Helpers for end-to-end tests: sign in as a person would, make fresh users, read the outbox. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Talentfolio-demo-2026';
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const DEMO = `http://demo.localhost:${PORT}`;
/** The local OpenID provider LinkedIn sign-in is set up against (playwright.config.ts); `linkedin.spec.ts` starts it. */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 50);
export const ACME = `http://acme.localhost:${PORT}`;
/** API calls from the test runner: Node does not resolve *.localhost, and a bare host is the demo organisation. */
export const DEMO_API = `http://localhost:${PORT}`;
const OUTBOX = path.resolve('.tmp/e2e-data/outbox');
/**
 * The wait for what follows a server round trip (a page of data, a saved form, a mail). CI machines
 * are shared: a run beside other work took twice as long, and 20 s was not always enough there.
 * These are limits for a hang, not goals: speed is measured by the benchmarks.
 */
export const LOAD = { timeout: process.env.CI ? 40_000 : 20_000 };

export async function signIn(page: Page, email: string, password = PASSWORD, base = DEMO) {
  await page.goto(`${base}/a/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

let counter = 0;
/**
 * Signs up a new candidate through the API as a person would: the sign-up mails a link, the link
 * (`/a/login/{token}`) creates the account and signs in; then the terms are agreed. Each test that
 * changes a user gets its own.
 */
export async function freshCandidate(request: APIRequestContext, password = 'Fresh-password-2026') {
  const email = `e2e-${Date.now()}-${process.pid}-${counter++}@example.test`;
  const res = await request.post(`${DEMO_API}/api/auth/signup`, {
    data: { user: { email, password, first_name: 'Eva', last_name: 'Tester' } },
  });
  expect(res.status()).toBe(202);
  const token = /\/a\/login\/([\w-]+)/.exec(await latestMailTo(email))?.[1];
  expect(token).toBeTruthy();
  const done = await request.post(`${DEMO_API}/api/auth/exchange/${token}`);
  expect(done.status()).toBe(200);
  const jwt = (await done.json()).session.jwt as string;
  const terms = await request.put(`${DEMO_API}/api/my/terms`, { data: { agreed: true }, headers: { authorization: `Bearer ${jwt}` } });
  expect(terms.status()).toBe(200);
  return { email, password };
}

/** The text of the newest mail in the outbox sent to this address, waiting for it to arrive. */
export async function latestMailTo(address: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[];
        try {
          files = readdirSync(OUTBOX).filter((f) => f.includes(address.replace(/[^a-z0-9@._-]/gi, '_'))).sort();
        } catch {
          return false;
        }
        found = files.length ? readFileSync(path.join(OUTBOX, files[files.length - 1]), 'utf8') : undefined;
        return !!found;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  // Quoted-printable soft line breaks would split the link.
  return found!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
