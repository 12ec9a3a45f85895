/**
 * Client share links (issue 11, decision 018): the recruiter's calls with every §6 role and another
 * organisation refused, the client's calls without a session — openings, views, downloads and
 * feedback recorded and shown to the recruiter — revoked and expired links refused, the throttle,
 * and the anonymous link checked for the candidate's identifying values in its JSON, its HTML and
 * its PDF (text, metadata and file name).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../../cv/export-name.js';
import { findLeaks, identifyingValues } from '../../../cv/test-support/identifying-values.js';
import type { CvData } from '../../../shared/schemas/cv.js';
import { SHARE_MESSAGES } from '../../../shared/schemas/share-links.js';
import { organisations, shareLinks } from '../../db/schema.js';
import { tokenDigest } from '../../lib/tokens.js';
import { createAdmin, createAgreement, createCandidate, createClient, createEmployee, createRecruiter, validCv, type Person } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let recruiter: Person;
beforeAll(async () => {
  t = await createTestApp();
  recruiter = await createRecruiter(t);
});
afterAll(() => t.close());

const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (method: Method, path: string, options: { jwt?: string; host?: string; payload?: unknown } = {}) =>
  t.app.inject({ method, url: `/api${path}`, headers: bearer(options.jwt ?? recruiter.jwt, options.host ?? DEMO), payload: options.payload as object });

/** A call of the client: no session, from an address of the test's choosing. */
let addressCount = 0;
const nextAddress = () => `198.51.100.${++addressCount}`;
const visit = (method: Method, path: string, options: { host?: string; payload?: unknown; ip?: string } = {}) =>
  t.app.inject({ method, url: `/api${path}`, headers: { host: options.host ?? DEMO }, remoteAddress: options.ip ?? '203.0.113.7', payload: options.payload as object });

/** The candidate of the anonymous leak test: every identifying value a CV holds. */
const SANNE: CvData = validCv({
  first_name: 'Sanne',
  last_name: 'Visser',
  email: 'sanne.visser@example.com',
  linkedin: 'https://www.linkedin.com/in/sanne-visser-rdam',
  phones: [{ code: { name: 'Netherlands', code: '+31', country_code: 'NL' }, number: '612345678' }],
  dateofbirth: '1988-04-12',
  anon_name: 'Candidate A',
});

async function shareLink(body: Record<string, unknown>, jwt = recruiter.jwt) {
  const res = await call('POST', '/organisation/share_links', { jwt, payload: { share_link: { anonymous: false, ...body } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().share_link as { id: number; url: string; token: string } & Record<string, unknown>;
}

describe('creating a share link (POST organisation/share_links)', () => {
  it('answers the link with its address and token once; stores only the token’s digest', async () => {
    const a = await createAgreement(t, recruiter);
    const b = await createAgreement(t, recruiter, validCv({ first_name: 'Jonas', last_name: 'Berg', title: 'Buyer' }));
    const before = Date.now();
    const res = await call('POST', '/organisation/share_links', {
      payload: { share_link: { agreement_ids: [b.id, a.id, b.id], anonymous: true, note: '  Two profiles for the buyer role.  ', recipient_name: 'Mila Jansen', recipient_email: 'Mila@Client.example' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json().share_link;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(link.url).toBe(`http://demo.localhost:3000/s/${link.token}`);
    expect(link).toMatchObject({
      anonymous: true,
      note: 'Two profiles for the buyer role.',
      recipient_name: 'Mila Jansen',
      recipient_email: 'mila@client.example',
      state: 'active',
      revoked_at: null,
      opened: 0,
      last_opened_at: null,
      openings: [],
      created_by: { id: recruiter.userId, name: 'Rosa de Vries', email: recruiter.email },
    });
    // The chosen order, once each; the recruiter sees the real names.
    expect(link.cvs.map((cv: { id: number; name: string }) => [cv.id, cv.name])).toEqual([
      [b.id, 'Jonas Berg'],
      [a.id, 'Sanne Visser'],
    ]);
    expect(link.cvs[0]).toEqual({ id: b.id, name: 'Jonas Berg', title: 'Buyer', views: 0, last_viewed_at: null, downloads: 0, last_downloaded_at: null, feedback: null });
    // Default expiry: 14 days.
    const expiry = new Date(link.expire_at).getTime() - before;
    expect(expiry).toBeGreaterThanOrEqual(14 * 86_400_000 - 1000);
    expect(expiry).toBeLessThan(14 * 86_400_000 + 60_000);

    const [row] = await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row.tokenDigest).toBe(tokenDigest(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
    // Never shown again.
    const again = await call('GET', `/organisation/share_links/${link.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().share_link).not.toHaveProperty('token');
    expect(again.json().share_link).not.toHaveProperty('url');
    expect(again.body).not.toContain(link.token);
  });

  it('takes an expiry as a moment or a number of days', async () => {
    const { id } = await createAgreement(t, recruiter);
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await shareLink({ agreement_ids: [id], expire_at: at })).expire_at).toBe(at);
    const days = await shareLink({ agreement_ids: [id], expires_in_days: 30 });
    expect(Math.round((new Date(days.expire_at as string).getTime() - Date.now()) / 86_400_000)).toBe(30);
  });

  it('refuses bad input with the field and a message, and creates nothing', async () => {
    const { id } = await createAgreement(t, recruiter);
    const countBefore = (await call('GET', '/organisation/share_links?per_page=100')).json().pagination.total_count;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ agreement_ids: [] }, 'share_link.agreement_ids', SHARE_MESSAGES.cvsRequired],
      [{ agreement_ids: Array.from({ length: 51 }, (_, i) => i + 1) }, 'share_link.agreement_ids', SHARE_MESSAGES.tooManyCvs],
      [{ agreement_ids: [id], expire_at: new Date(Date.now() - 60_000).toISOString() }, 'expire_at', SHARE_MESSAGES.expiryInPast],
      [{ agreement_ids: [id], expire_at: new Date(Date.now() + 400 * 86_400_000).toISOString() }, 'expire_at', SHARE_MESSAGES.expiryTooFar],
      [{ agreement_ids: [id], expires_in_days: 366 }, 'share_link.expires_in_days', SHARE_MESSAGES.expiryTooFar],
      [{ agreement_ids: [id], expires_in_days: 3, expire_at: new Date(Date.now() + 86_400_000).toISOString() }, 'share_link.expire_at', SHARE_MESSAGES.expiryTwice],
      [{ agreement_ids: [id], recipient_email: 'not-an-email' }, 'share_link.recipient_email', 'Please enter a valid email.'],
      [{ agreement_ids: [id], note: 'x'.repeat(2001) }, 'share_link.note', 'At most 2000 characters.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', '/organisation/share_links', { payload: { share_link: { anonymous: false, ...body } } });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(res.json().errors[field], res.body).toEqual([message]);
    }
    expect((await call('POST', '/organisation/share_links', { payload: { agreement_ids: [id] } })).statusCode).toBe(422);
    expect((await call('GET', '/organisation/share_links?per_page=100')).json().pagination.total_count).toBe(countBefore);
  });

  it('refuses a draft (422) and a CV that does not exist or is another organisation’s (404)', async () => {
    const draft = (await call('POST', '/organisation/agreements/create', { payload: {} })).json();
    const draftRes = await call('POST', '/organisation/share_links', { payload: { share_link: { agreement_ids: [draft.id], anonymous: false } } });
    expect(draftRes.statusCode).toBe(422);
    expect(draftRes.json().errors.agreement_ids).toEqual([SHARE_MESSAGES.draftCv]);
    const acme = await createRecruiter(t, { subdomain: 'acme' });
    const acmeCv = await createAgreement(t, acme);
    const mine = await createAgreement(t, recruiter);
    for (const ids of [[acmeCv.id], [mine.id, acmeCv.id], [2_000_000_000]]) {
      const res = await call('POST', '/organisation/share_links', { payload: { share_link: { agreement_ids: ids, anonymous: false } } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(SHARE_MESSAGES.unknownCvs);
    }
  });
});

describe('listing share links (GET organisation/share_links)', () => {
  it('pages newest first and filters by CV', async () => {
    const lister = await createRecruiter(t);
    const a = await createAgreement(t, lister);
    const b = await createAgreement(t, lister);
    const first = await shareLink({ agreement_ids: [a.id] }, lister.jwt);
    const second = await shareLink({ agreement_ids: [a.id, b.id] }, lister.jwt);
    const third = await shareLink({ agreement_ids: [b.id] }, lister.jwt);
    const page1 = (await call('GET', `/organisation/share_links?agreement_id=${a.id}&per_page=1`)).json();
    expect(page1.share_links.map((l: { id: number }) => l.id)).toEqual([second.id]);
    expect(page1.pagination).toEqual({ page: 1, per_page: 1, total_count: 2, total_pages: 2 });
    const page2 = (await call('GET', `/organisation/share_links?agreement_id=${a.id}&per_page=1&page=2`)).json();
    expect(page2.share_links.map((l: { id: number }) => l.id)).toEqual([first.id]);
    const all = (await call('GET', '/organisation/share_links?per_page=100')).json();
    expect(all.share_links.map((l: { id: number }) => l.id).slice(0, 3)).toEqual([third.id, second.id, first.id]);
    expect(all.share_links[0]).not.toHaveProperty('token');
    expect((await call('GET', '/organisation/share_links?per_page=101')).statusCode).toBe(422);
    expect((await call('GET', '/organisation/share_links?agreement_id=abc')).statusCode).toBe(422);
  });
});

describe('the client’s side (shared/{token})', () => {
  it('opens the link without a session, records the opening, each CV read and downloaded, and the feedback the recruiter then sees', async () => {
    const a = await createAgreement(t, recruiter);
    const b = await createAgreement(t, recruiter, validCv({ first_name: 'Jonas', last_name: 'Berg', title: 'Buyer' }));
    const link = await shareLink({ agreement_ids: [a.id, b.id], note: 'As discussed on the phone.', recipient_name: 'Mila Jansen' });

    const opened = await visit('GET', `/shared/${link.token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().shared).toEqual({
      anonymous: false,
      note: 'As discussed on the phone.',
      recipient_name: 'Mila Jansen',
      expire_at: link.expire_at,
      organisation: { name: expect.any(String), logo_url: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string') },
      cvs: [
        { id: a.id, name: 'Sanne Visser', title: 'Supply Chain Manager', feedback: null },
        { id: b.id, name: 'Jonas Berg', title: 'Buyer', feedback: null },
      ],
    });
    expect(opened.body).not.toContain('recipient_email');

    const cv = await visit('GET', `/shared/${link.token}/cvs/${b.id}`);
    expect(cv.statusCode).toBe(200);
    expect(cv.json().cv).toMatchObject({ id: b.id, name: 'Jonas Berg', title: 'Buyer', anonymous: false });
    expect(cv.json().cv.html).toContain('<html');
    expect(cv.json().cv.html).toContain('Jonas');
    expect(cv.json().cv.html).toContain('/api/cv-fonts/');

    const pdf = await visit('GET', `/shared/${link.token}/cvs/${b.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(fileNameFromDisposition(pdf.headers['content-disposition'] as string)).toBe('Jonas Berg - Buyer.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const saved = await visit('PUT', `/shared/${link.token}/cvs/${b.id}/feedback`, { payload: { feedback: { verdict: 'interested', comment: ' Can he start in May? ' } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().feedback).toEqual({ verdict: 'interested', comment: 'Can he start in May?', updated_at: expect.any(String) });
    const other = await visit('PUT', `/shared/${link.token}/cvs/${a.id}/feedback`, { payload: { feedback: { verdict: 'interested' } } });
    expect(other.json().feedback.comment).toBeNull();
    // A later answer replaces the earlier one.
    await visit('PUT', `/shared/${link.token}/cvs/${a.id}/feedback`, { payload: { feedback: { verdict: 'not_interested', comment: 'Too far from our site.' } } });
    expect((await visit('GET', `/shared/${link.token}`)).json().shared.cvs[0].feedback).toMatchObject({ verdict: 'not_interested', comment: 'Too far from our site.' });

    const seen = (await call('GET', `/organisation/share_links/${link.id}`)).json().share_link;
    expect(seen.opened).toBe(2);
    expect(seen.openings).toHaveLength(2);
    expect(new Date(seen.last_opened_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(seen.cvs).toEqual([
      {
        id: a.id,
        name: 'Sanne Visser',
        title: 'Supply Chain Manager',
        views: 0,
        last_viewed_at: null,
        downloads: 0,
        last_downloaded_at: null,
        feedback: { verdict: 'not_interested', comment: 'Too far from our site.', updated_at: expect.any(String) },
      },
      {
        id: b.id,
        name: 'Jonas Berg',
        title: 'Buyer',
        views: 1,
        last_viewed_at: expect.any(String),
        downloads: 1,
        last_downloaded_at: expect.any(String),
        feedback: { verdict: 'interested', comment: 'Can he start in May?', updated_at: expect.any(String) },
      },
    ]);
    // Nothing about the client's address or browser is kept or shown.
    expect(JSON.stringify(seen)).not.toMatch(/203\.0\.113|user.?agent|lightMyRequest/i);
  });

  it('opens only the CVs chosen: another CV of the organisation is 404, and records nothing', async () => {
    const shared = await createAgreement(t, recruiter);
    const notShared = await createAgreement(t, recruiter);
    const link = await shareLink({ agreement_ids: [shared.id] });
    for (const [method, path, payload] of [
      ['GET', `/shared/${link.token}/cvs/${notShared.id}`],
      ['GET', `/shared/${link.token}/cvs/${notShared.id}/pdf`],
      ['PUT', `/shared/${link.token}/cvs/${notShared.id}/feedback`, { feedback: { verdict: 'interested' } }],
    ] as [Method, string, unknown?][]) {
      const res = await visit(method, path, { payload });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error).toBe(SHARE_MESSAGES.cvNotShared);
    }
    const seen = (await call('GET', `/organisation/share_links/${link.id}`)).json().share_link;
    expect(seen.cvs.map((cv: { id: number }) => cv.id)).toEqual([shared.id]);
  });

  it('refuses bad feedback with 422 and keeps the earlier answer', async () => {
    const { id } = await createAgreement(t, recruiter);
    const link = await shareLink({ agreement_ids: [id] });
    await visit('PUT', `/shared/${link.token}/cvs/${id}/feedback`, { payload: { feedback: { verdict: 'interested', comment: 'Yes' } } });
    for (const payload of [{ feedback: { verdict: 'maybe' } }, { feedback: { verdict: 'interested', comment: 'x'.repeat(2001) } }, { verdict: 'interested' }]) {
      expect((await visit('PUT', `/shared/${link.token}/cvs/${id}/feedback`, { payload })).statusCode).toBe(422);
    }
    expect((await visit('GET', `/shared/${link.token}`)).json().shared.cvs[0].feedback).toMatchObject({ verdict: 'interested', comment: 'Yes' });
  });

  it('a revoked link is refused at once (410) on every call; revoking again keeps the first moment', async () => {
    const { id } = await createAgreement(t, recruiter);
    const link = await shareLink({ agreement_ids: [id] });
    expect((await visit('GET', `/shared/${link.token}`)).statusCode).toBe(200);
    const revoked = await call('PUT', `/organisation/share_links/${link.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().share_link).toMatchObject({ state: 'revoked', revoked_at: expect.any(String) });
    for (const [method, path, payload] of [
      ['GET', `/shared/${link.token}`],
      ['GET', `/shared/${link.token}/cvs/${id}`],
      ['GET', `/shared/${link.token}/cvs/${id}/pdf`],
      ['PUT', `/shared/${link.token}/cvs/${id}/feedback`, { feedback: { verdict: 'interested' } }],
    ] as [Method, string, unknown?][]) {
      const res = await visit(method, path, { payload });
      expect(res.statusCode, path).toBe(410);
      expect(res.json().error).toBe(SHARE_MESSAGES.revoked);
    }
    const again = await call('PUT', `/organisation/share_links/${link.id}/revoke`);
    expect(again.json().share_link.revoked_at).toBe(revoked.json().share_link.revoked_at);
    expect((await call('GET', `/organisation/share_links/${link.id}`)).json().share_link.opened).toBe(1);
  });

  it('an expired link is refused (410) and listed as expired', async () => {
    const { id } = await createAgreement(t, recruiter);
    const link = await shareLink({ agreement_ids: [id], expire_at: new Date(Date.now() + 60_000).toISOString() });
    expect((await visit('GET', `/shared/${link.token}/cvs/${id}`)).statusCode).toBe(200);
    await t.database.db.update(shareLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shareLinks.id, link.id));
    for (const path of [`/shared/${link.token}`, `/shared/${link.token}/cvs/${id}`, `/shared/${link.token}/cvs/${id}/pdf`]) {
      const res = await visit('GET', path);
      expect(res.statusCode, path).toBe(410);
      expect(res.json().error).toBe(SHARE_MESSAGES.expired);
    }
    expect((await call('GET', `/organisation/share_links/${link.id}`)).json().share_link.state).toBe('expired');
  });

  it('a token is its organisation’s: on another organisation’s host it is 404; a malformed or unknown token too', async () => {
    const { id } = await createAgreement(t, recruiter);
    const link = await shareLink({ agreement_ids: [id] });
    for (const path of [`/shared/${link.token}`, `/shared/${link.token}/cvs/${id}`, `/shared/${link.token}/cvs/${id}/pdf`]) {
      const res = await visit('GET', path, { host: ACME, ip: nextAddress() });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error).toBe(SHARE_MESSAGES.linkNotFound);
    }
    const unknown = 'A'.repeat(43);
    expect((await visit('GET', `/shared/${unknown}`, { ip: nextAddress() })).statusCode).toBe(404);
    const malformed = await visit('GET', '/shared/short', { ip: nextAddress() });
    expect(malformed.statusCode).toBe(422);
    expect((await visit('GET', `/shared/${link.token}/cvs/0`)).statusCode).toBe(422);
  });

  it('throttles an address that tries unknown tokens (429 with Retry-After), without touching other clients', async () => {
    const { id } = await createAgreement(t, recruiter);
    const link = await shareLink({ agreement_ids: [id] });
    const guesser = nextAddress();
    for (let i = 0; i < 20; i++) {
      const res = await visit('GET', `/shared/${String(i).padStart(43, 'x')}`, { ip: guesser });
      expect(res.statusCode).toBe(404);
    }
    const locked = await visit('GET', `/shared/${link.token}`, { ip: guesser });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(SHARE_MESSAGES.tooMany);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await visit('GET', `/shared/${link.token}`, { ip: nextAddress() })).statusCode).toBe(200);
  });
});

describe('permissions and organisations', () => {
  it('lets exactly those who may manage CVs use the recruiter calls: every §6 role in a table', async () => {
    const { id: cvId } = await createAgreement(t, recruiter);
    const link = await shareLink({ agreement_ids: [cvId] });
    const people: [string, Promise<{ jwt: string } | null>, number][] = [
      ['anonymous', Promise.resolve(null), 401],
      ['admin', createAdmin(t), 403],
      ['candidate', createCandidate(t), 403],
      ['client (marketplace)', createClient(t), 403],
      ['employee without permissions', createEmployee(t), 403],
      ['employee who may view job posts only', createEmployee(t, { permissions: { canViewJobPosts: true } }), 403],
      ['account manager', createEmployee(t, { permissions: { canManageAccount: true } }), 403],
      ['employee who may manage CVs', createEmployee(t, { permissions: { canManageAgreements: true } }), 200],
      ['recruiter (every permission)', createRecruiter(t), 200],
    ];
    for (const [who, made, expected] of people) {
      const person = await made;
      const headers = person ? bearer(person.jwt, DEMO) : { host: DEMO };
      const calls: [Method, string, unknown?, number?][] = [
        ['GET', '/organisation/share_links'],
        ['GET', `/organisation/share_links/${link.id}`],
        ['POST', '/organisation/share_links', { share_link: { agreement_ids: [cvId], anonymous: true } }, 201],
      ];
      for (const [method, path, payload, ok] of calls) {
        const res = await t.app.inject({ method, url: `/api${path}`, headers, payload: payload as object });
        expect(res.statusCode, `${who}: ${method} ${path}`).toBe(expected === 200 ? (ok ?? 200) : expected);
      }
      const revoke = await t.app.inject({ method: 'PUT', url: `/api/organisation/share_links/${link.id}/revoke`, headers });
      expect(revoke.statusCode, `${who}: revoke`).toBe(expected === 200 ? 200 : expected);
      if (expected !== 200) expect((await visit('GET', `/shared/${link.token}`)).statusCode, `${who} could not revoke`).toBe(200);
      else await t.database.db.update(shareLinks).set({ revokedAt: null }).where(eq(shareLinks.id, link.id));
    }
  });

  it('another organisation’s recruiter gets 404 for a demo link and does not see it listed', async () => {
    const { id } = await createAgreement(t, recruiter);
    const link = await shareLink({ agreement_ids: [id] });
    const acme = await createRecruiter(t, { subdomain: 'acme' });
    expect((await call('GET', `/organisation/share_links/${link.id}`, { jwt: acme.jwt, host: ACME })).statusCode).toBe(404);
    expect((await call('PUT', `/organisation/share_links/${link.id}/revoke`, { jwt: acme.jwt, host: ACME })).statusCode).toBe(404);
    const listed = (await call('GET', '/organisation/share_links?per_page=100', { jwt: acme.jwt, host: ACME })).json();
    expect(listed.share_links.map((l: { id: number }) => l.id)).not.toContain(link.id);
    expect((await call('GET', `/organisation/share_links?agreement_id=${id}`, { jwt: acme.jwt, host: ACME })).json().share_links).toEqual([]);
    expect((await visit('GET', `/shared/${link.token}`)).statusCode).toBe(200); // not revoked
  });

  it('an organisation without the agreements feature refuses the recruiter calls (403)', async () => {
    await t.database.db.update(organisations).set({ agreementsFeature: false }).where(eq(organisations.subdomain, 'acme'));
    t.app.organisations.invalidate('acme');
    try {
      const acme = await createEmployee(t, { subdomain: 'acme', permissions: { canManageAgreements: true } });
      expect((await call('GET', '/organisation/share_links', { jwt: acme.jwt, host: ACME })).statusCode).toBe(403);
    } finally {
      await t.database.db.update(organisations).set({ agreementsFeature: true }).where(eq(organisations.subdomain, 'acme'));
      t.app.organisations.invalidate('acme');
    }
  });
});

let pdfjs: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | undefined;
/** Every page's text and the Info and XMP metadata of a PDF. */
async function pdfText(bytes: Buffer): Promise<{ text: string; metadata: string; info: Record<string, unknown> }> {
  const { getDocument } = await (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const items = (await (await doc.getPage(n)).getTextContent()).items.flatMap((i) => ('str' in i ? [i.str] : []));
      pages.push(items.join(''), items.join(' '));
    }
    const { info, metadata } = await doc.getMetadata();
    return { text: pages.join('\n'), metadata: `${JSON.stringify(info)}\n${metadata ? JSON.stringify([...metadata]) : ''}`, info: info as Record<string, unknown> };
  } finally {
    await doc.destroy();
  }
}

describe('an anonymous link never shows an identifying value', () => {
  const values = identifyingValues(SANNE, 'en');

  async function everything(anonymous: boolean) {
    const cv = await createAgreement(t, recruiter, SANNE);
    const link = await shareLink({ agreement_ids: [cv.id], anonymous });
    const json = await visit('GET', `/shared/${link.token}`);
    const one = await visit('GET', `/shared/${link.token}/cvs/${cv.id}`);
    const pdf = await visit('GET', `/shared/${link.token}/cvs/${cv.id}/pdf`);
    expect([json.statusCode, one.statusCode, pdf.statusCode]).toEqual([200, 200, 200]);
    const disposition = pdf.headers['content-disposition'] as string;
    return { json: json.body, cvJson: one.body, html: one.json().cv.html as string, pdf: await pdfText(pdf.rawPayload), disposition, fileName: fileNameFromDisposition(disposition)! };
  }

  it('in the link’s JSON, the CV’s JSON and HTML, the PDF’s text and metadata and its file name', async () => {
    const got = await everything(true);
    expect(got.pdf.text.length).toBeGreaterThan(200); // the extraction found the CV
    expect(findLeaks(got.json, values), 'link JSON').toEqual([]);
    expect(findLeaks(got.cvJson, values), 'CV JSON').toEqual([]);
    expect(findLeaks(got.html, values), 'CV HTML').toEqual([]);
    expect(findLeaks(got.pdf.text, values), 'PDF text').toEqual([]);
    expect(findLeaks(got.pdf.metadata, values), 'PDF metadata').toEqual([]);
    for (const key of ['Title', 'Author', 'Subject', 'Keywords']) expect(findLeaks(String(got.pdf.info[key] ?? ''), values), key).toEqual([]);
    expect(got.pdf.info.Title).toBe('Candidate A');
    expect(findLeaks(got.disposition, values), 'Content-Disposition').toEqual([]);
    expect(got.fileName).toBe('Candidate A - Supply Chain Manager.pdf');
    expect(JSON.parse(got.json).shared.cvs[0].name).toBe('Candidate A');
  }, 60_000);

  it('the check looks in the right places: the full link shows the candidate in each of them', async () => {
    const got = await everything(false);
    expect(findLeaks(got.json, values)).toContain('sanne visser');
    expect(findLeaks(got.html, values)).toEqual(expect.arrayContaining(['sanne visser', 'sanne-visser-rdam', '12 april 1988']));
    expect(findLeaks(got.pdf.text, values)).toEqual(expect.arrayContaining(['sanne visser', 'sanne-visser-rdam']));
    expect(findLeaks(got.pdf.metadata, values)).toContain('sanne');
    expect(findLeaks(got.fileName, values)).toContain('sanne');
  }, 60_000);
});
