/**
 * The mails name the organisation as its interface does: the name the app shows beside (and as the
 * label of) the organisation's logo on the sign-in page and in the navigation bar. Checked for every
 * seeded organisation and every mail: sign-up, sign-up with a registered address, password reset.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

const mails: Mail[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer: { send: async (mail) => void mails.push(mail), close: () => undefined, describe: 'memory' } });
});
afterAll(() => t.close());

/** What the interface shows: the organisation's name, and the name its logo image carries. */
async function interfaceBrand(host: string) {
  const organisation = (await t.app.inject({ method: 'GET', url: '/api/organisation', headers: { host } })).json() as { name: string; logo_url: string | null };
  const svg = organisation.logo_url ? readFileSync(path.resolve('src/web/public', organisation.logo_url.replace(/^\//, '')), 'utf8') : null;
  return { name: organisation.name, logoLabel: svg ? /aria-label="([^"]+)"/.exec(svg)?.[1] : null };
}

const lastMailTo = (address: string) => mails.filter((m) => m.to === address).at(-1);

describe.each([
  { host: 'demo.localhost:3000', brand: 'Brightpath Recruitment', registered: 'candidate@demo.test' },
  { host: 'acme.localhost:3000', brand: 'Acme Talent', registered: 'recruiter@acme.test' },
])('the mails of $host', ({ host, brand, registered }) => {
  it('name the organisation as its sign-in page and navigation bar show it', async () => {
    const shown = await interfaceBrand(host);
    expect(shown).toEqual({ name: brand, logoLabel: brand });

    const fresh = `brand-${host.split('.')[0]}@example.test`;
    const signup = (email: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { host }, remoteAddress: ip, payload: { user: { email, password: 'Correct-horse-42', first_name: 'Ada', last_name: 'Brand' } } });
    expect((await signup(fresh, '10.60.0.1')).statusCode).toBe(202);
    expect(lastMailTo(fresh)?.subject).toBe(`Finish creating your ${brand} account`);
    expect(lastMailTo(fresh)?.text).toContain(`finish creating your ${brand} account`);

    expect((await signup(registered, '10.60.0.2')).statusCode).toBe(202);
    expect(lastMailTo(registered)?.subject).toBe(`Someone tried to sign up with your ${brand} email`);
    expect(lastMailTo(registered)?.text).toContain(`create a ${brand} account`);

    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset', headers: { host }, remoteAddress: '10.60.0.3', payload: { user: { email: registered } } });
    expect(reset.statusCode).toBe(200);
    expect(lastMailTo(registered)?.subject).toBe(`Reset your ${brand} password`);
    expect(lastMailTo(registered)?.text).toContain(`your ${brand} account`);
  });
});
