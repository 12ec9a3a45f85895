import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CvData } from '../../../shared/schemas/cv.js';
import { createCandidate, createClient, createEmployee, createRecruiter, validCv } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let recruiter: string;
let recruiterEmail: string;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  ({ jwt: recruiter, email: recruiterEmail } = await createRecruiter(t));
});
afterAll(() => t.close());

const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, path: string, options: { jwt?: string; host?: string; payload?: unknown } = {}) {
  return t.app.inject({ method, url: `/api${path}`, headers: bearer(options.jwt ?? recruiter, options.host ?? DEMO), payload: options.payload as object });
}

async function saved(data: CvData = validCv(), jwt = recruiter) {
  const res = await call('POST', '/organisation/agreements', { jwt, payload: { agreement: { data } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function myTemplates(jwt = recruiter, host = DEMO) {
  return (await call('GET', '/templates?show_my=true', { jwt, host })).json().templates as { id: number; key: string }[];
}

describe('create and save (POST create, POST, GET, PUT)', () => {
  it('create answers a fresh empty draft with the first template of the recruiter’s teams', async () => {
    const res = await call('POST', '/organisation/agreements/create', { payload: {} });
    expect(res.statusCode).toBe(201);
    const agreement = res.json();
    expect(agreement).toMatchObject({ fresh: true, locked: false, locked_by: null, candidate_approved: false, recruiter_accepted_at: null });
    expect(agreement.data).toMatchObject({ first_name: '', skills: [], experience: [], custom_fields: { template_language_variant: 'en', client_selection: 'Generic' } });
    expect(agreement.template).toMatchObject({ key: 'classic', name: 'Classic with sidebar' });
    expect(agreement.consultant).toMatchObject({ name: 'Rosa de Vries', email: recruiterEmail });
    // Without a body too.
    expect((await t.app.inject({ method: 'POST', url: '/api/organisation/agreements/create', headers: bearer(recruiter) })).statusCode).toBe(201);
  });

  it('POST saves a new CV and answers it with its id; GET reads it back', async () => {
    const agreement = await saved();
    expect(agreement.id).toEqual(expect.any(Number));
    expect(agreement.fresh).toBe(false);
    expect(agreement.data.first_name).toBe('Sanne');
    const res = await call('GET', `/organisation/agreements/${agreement.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(agreement);
  });

  it('assigns ids to new experience, education and qualification entries that come without one, and keeps given ids', async () => {
    const cv = validCv();
    const withoutIds = {
      ...cv,
      experience: [{ title: 'Planner', company: { name: 'Maersk' }, summary: '<p>Planned.</p>', start_year: 2015 }, ...cv.experience!],
      education: [{ title: 'BSc Logistics', institution: { name: 'TU Delft' } }],
      qualification: [{ summary: '<p>Forklift licence</p>' }],
    };
    const res = await call('POST', '/organisation/agreements', { payload: { agreement: { data: withoutIds } } });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json() as { data: CvData };
    const ids = [...data.experience!, ...data.education!, ...data.qualification!].map((e) => e.id);
    expect(ids[1]).toBe('x1');
    for (const id of [ids[0], ids[2], ids[3]]) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(4);
    // The ids are stored, not made again on every read.
    expect((await call('GET', `/organisation/agreements/${res.json().id}`)).json().data.experience[0].id).toBe(ids[0]);
  });

  it('PUT saves (token null on the recruiter path) and clears fresh', async () => {
    const draft = (await call('POST', '/organisation/agreements/create', { payload: {} })).json();
    const res = await call('PUT', `/organisation/agreements/${draft.id}`, { payload: { agreement: { data: validCv({ title: 'Head of Logistics' }) }, token: null } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: draft.id, fresh: false, data: { title: 'Head of Logistics' } });
    expect(res.json().template).toEqual(draft.template); // not named, not changed
    // The token may be left out.
    expect((await call('PUT', `/organisation/agreements/${draft.id}`, { payload: { agreement: { data: validCv() } } })).statusCode).toBe(200);
  });

  it('PUT can set the branding to one of the user’s accounts and the template to an organisation template', async () => {
    const { id } = await saved();
    const auth = (await call('GET', '/auth')).json();
    const [, modern] = await myTemplates();
    const res = await call('PUT', `/organisation/agreements/${id}`, { payload: { agreement: { data: validCv(), branding_account_id: auth.account.id, template_id: modern.id } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().branding).toEqual({ account_id: auth.account.id, name: 'Brightpath Recruitment', logo_url: '/brand/demo-company-logo.svg' });
    expect(res.json().template.key).toBe('modern');
    const bad = await call('PUT', `/organisation/agreements/${id}`, { payload: { agreement: { data: validCv(), branding_account_id: 999999, template_id: 999999 } } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['branding_account_id', 'template_id']);
  });

  it('answers 422 with the §5 rules by field path on POST and PUT', async () => {
    const incomplete = validCv({ first_name: ' ', skills: ['One', 'Two'], experience: [], details: '<p> </p>', education: [{ id: 'd1', title: '', institution: { name: '' } }] });
    const res = await call('POST', '/organisation/agreements', { payload: { agreement: { data: incomplete } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: ['First name is required.'],
      details: ['A description is required.'],
      skills: ['Add at least 5 skills.'],
      experience: ['Add at least one experience.'],
      'education.0.title': ['Title is required.'],
      'education.0.institution.name': ['Institution is required.'],
    });
    const { id } = await saved();
    const put = await call('PUT', `/organisation/agreements/${id}`, { payload: { agreement: { data: incomplete }, token: null } });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors.first_name).toEqual(['First name is required.']);
    // Nothing was written.
    expect((await call('GET', `/organisation/agreements/${id}`)).json().data.first_name).toBe('Sanne');
  });

  it('answers 422 for data that is not a CV (schema) and for more than 40 skills', async () => {
    const res = await call('POST', '/organisation/agreements', { payload: { agreement: { data: { ...validCv(), experience: 'lots' } } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['agreement.data.experience']).toBeDefined();
    const many = await call('POST', '/organisation/agreements', { payload: { agreement: { data: validCv({ skills: Array.from({ length: 41 }, (_, i) => `Skill ${i}`) }) } } });
    expect(many.statusCode).toBe(422);
    expect(many.json().errors['agreement.data.skills']).toEqual(['Add at most 40 skills.']);
  });

  it('sanitises the HTML of the CV on write', async () => {
    const data = validCv({
      details: '<p onclick="steal()">Brief<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
      experience: [{ id: 'x1', title: 'Lead', company: { name: 'ACME' }, summary: '<p>Ok</p><img src=x onerror="alert(1)">' }],
      custom_fields: { summary: '<h3>Sum</h3><iframe src="https://evil.example"></iframe>' },
    });
    const agreement = await saved(data);
    expect(agreement.data.details).toBe('<p>Brief</p><a>x</a>');
    expect(agreement.data.experience[0].summary).toBe('<p>Ok</p>');
    expect(agreement.data.custom_fields.summary).toBe('<h3>Sum</h3>');
    const put = await call('PUT', `/organisation/agreements/${agreement.id}`, { payload: { agreement: { data: { ...data, anonymous_brief: '<p>A<script>x()</script></p>' } } } });
    expect(put.json().data.anonymous_brief).toBe('<p>A</p>');
    const created = await call('POST', '/organisation/agreements/create', { payload: { agreement: { data: { details: '<script>x()</script><p>d</p>' } } } });
    expect(created.json().data.details).toBe('<p>d</p>');
  });
});

describe('GET /organisation/agreements (recent CVs)', () => {
  it('lists newest first with pagination and searches name and title', async () => {
    const marker = `Zq${Date.now()}`;
    const a = await saved(validCv({ first_name: marker, last_name: 'Alpha', title: 'Nurse' }));
    const b = await saved(validCv({ first_name: 'Bert', last_name: 'Beta', title: `${marker} engineer` }));
    const res = await call('GET', `/organisation/agreements?q=${marker.toLowerCase()}&per_page=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      agreements: [{ id: b.id, name: 'Bert Beta', title: `${marker} engineer`, updated_at: b.updated_at, locked: false, fresh: false }],
      pagination: { page: 1, per_page: 1, total_count: 2, total_pages: 2 },
    });
    const page2 = (await call('GET', `/organisation/agreements?q=${marker}&per_page=1&page=2`)).json();
    expect(page2.agreements.map((x: { id: number }) => x.id)).toEqual([a.id]);
    // LIKE wildcards are taken literally.
    expect((await call('GET', '/organisation/agreements?q=%25%25%25')).json().pagination.total_count).toBe(0);
    const all = (await call('GET', '/organisation/agreements')).json();
    expect(all.pagination.per_page).toBe(10);
    expect((await call('GET', '/organisation/agreements?per_page=1000')).statusCode).toBe(422);
  });
});

describe('lock, unlock, recruiter_accept', () => {
  it('a locked CV cannot be saved, re-templated or deleted (423 naming who locked it) until unlocked', async () => {
    const { id } = await saved();
    const lockRes = await call('PUT', `/organisation/agreements/${id}/lock`);
    expect(lockRes.statusCode).toBe(200);
    expect(lockRes.json()).toMatchObject({ locked: true, locked_by: { name: 'Rosa de Vries' } });
    expect(lockRes.json().locked_at).toEqual(expect.any(String));

    const other = await createEmployee(t, { permissions: { canManageAgreements: true, canDeleteAgreements: true }, firstName: 'Olaf', lastName: 'Other' });
    const put = await call('PUT', `/organisation/agreements/${id}`, { jwt: other.jwt, payload: { agreement: { data: validCv() }, token: null } });
    expect(put.statusCode).toBe(423);
    expect(put.json().error).toBe('This CV is locked by Rosa de Vries. Unlock it to make changes.');
    expect((await call('DELETE', `/organisation/agreements/${id}`, { jwt: other.jwt })).statusCode).toBe(423);
    const [template] = await myTemplates();
    expect((await call('PUT', `/organisation/agreements/${id}/apply_template`, { payload: { template_id: template.id } })).statusCode).toBe(423);
    // Locking again keeps the first lock.
    expect((await call('PUT', `/organisation/agreements/${id}/lock`, { jwt: other.jwt })).json().locked_by.name).toBe('Rosa de Vries');

    const unlocked = await call('PUT', `/organisation/agreements/${id}/unlock`, { jwt: other.jwt });
    expect(unlocked.json()).toMatchObject({ locked: false, locked_at: null, locked_by: null });
    expect((await call('PUT', `/organisation/agreements/${id}`, { jwt: other.jwt, payload: { agreement: { data: validCv() } } })).statusCode).toBe(200);
  });

  it('recruiter_accept records the acceptance time', async () => {
    const { id } = await saved();
    const res = await call('PUT', `/organisation/agreements/${id}/recruiter_accept`);
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().recruiter_accepted_at)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('DELETE, destroy_fresh, copy', () => {
  it('DELETE removes the CV (204, then 404)', async () => {
    const { id } = await saved();
    expect((await call('DELETE', `/organisation/agreements/${id}`)).statusCode).toBe(204);
    const gone = await call('GET', `/organisation/agreements/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('This CV does not exist or was deleted.');
  });

  it('DELETE needs can_delete_agreements (403 with a clear message)', async () => {
    const { id } = await saved();
    const manager = await createEmployee(t, { permissions: { canManageAgreements: true } });
    const res = await call('DELETE', `/organisation/agreements/${id}`, { jwt: manager.jwt });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("You don't have permission to delete CVs (Delete Agreements).");
    // The same employee may do everything else.
    expect((await call('GET', `/organisation/agreements/${id}`, { jwt: manager.jwt })).statusCode).toBe(200);
  });

  it('destroy_fresh discards a fresh CV and answers 409 once it was saved', async () => {
    const draft = (await call('POST', '/organisation/agreements/create', { payload: {} })).json();
    expect((await call('DELETE', `/organisation/agreements/${draft.id}/destroy_fresh`)).statusCode).toBe(204);
    expect((await call('GET', `/organisation/agreements/${draft.id}`)).statusCode).toBe(404);
    const { id } = await saved();
    const res = await call('DELETE', `/organisation/agreements/${id}/destroy_fresh`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This CV has been saved; only a fresh, unsaved CV can be discarded.');
  });

  it('copy makes a fresh, unlocked copy of the CV, template and branding', async () => {
    const original = await saved();
    await call('PUT', `/organisation/agreements/${original.id}/lock`);
    await call('PUT', `/organisation/agreements/${original.id}/recruiter_accept`);
    const res = await call('POST', `/organisation/agreements/${original.id}/copy`);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ fresh: true, locked: false, recruiter_accepted_at: null, copied_from_id: original.id, data: original.data, template: original.template });
    // A fresh copy can be discarded again.
    expect((await call('DELETE', `/organisation/agreements/${copy.id}/destroy_fresh`)).statusCode).toBe(204);
  });
});

describe('drafts: "Start from scratch" never leaves an "Unnamed CV" behind', () => {
  const listedIds = async (jwt: string, host = DEMO) =>
    ((await call('GET', '/organisation/agreements?per_page=100', { jwt, host })).json().agreements as { id: number }[]).map((a) => a.id);
  /** Makes a draft look as if its tab was closed `hours` ago. */
  const age = async (id: number, hours: number) => {
    const { agreements } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(agreements).set({ updatedAt: new Date(Date.now() - hours * 3_600_000) }).where(eq(agreements.id, id));
  };

  it('a draft (created or copied, never saved) is not listed; once saved it is', async () => {
    const { jwt } = await createEmployee(t, { permissions: { canManageAgreements: true } });
    const draft = (await call('POST', '/organisation/agreements/create', { jwt, payload: {} })).json();
    expect(draft).toMatchObject({ fresh: true, source_file_name: null });
    const before = (await call('GET', '/organisation/agreements?per_page=1', { jwt })).json().pagination.total_count;
    const original = await saved(validCv(), jwt);
    const copy = (await call('POST', `/organisation/agreements/${original.id}/copy`, { jwt })).json();
    const listed = await listedIds(jwt);
    expect(listed).toContain(original.id);
    expect(listed).not.toContain(draft.id);
    expect(listed).not.toContain(copy.id);
    expect((await call('GET', '/organisation/agreements?per_page=1', { jwt })).json().pagination.total_count).toBe(before + 1);
    // The first save makes the draft a CV like any other.
    expect((await call('PUT', `/organisation/agreements/${draft.id}`, { jwt, payload: { agreement: { data: validCv() } } })).statusCode).toBe(200);
    expect(await listedIds(jwt)).toContain(draft.id);
  });

  it('drafts left alone for over 24 h (a closed tab) are deleted when the organisation next starts a CV; newer drafts, imports and other organisations’ drafts stay', async () => {
    const { jwt } = await createEmployee(t, { permissions: { canManageAgreements: true } });
    const { jwt: acme } = await createEmployee(t, { subdomain: 'acme', permissions: { canManageAgreements: true } });
    const create = async (who = jwt, host = DEMO) => (await call('POST', '/organisation/agreements/create', { jwt: who, host, payload: {} })).json().id as number;
    const stale = await create();
    const recent = await create();
    const staleAcme = await create(acme, ACME);
    const imported = await create();
    const { agreements } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    // A fresh CV made from an uploaded resume is not a draft.
    await t.database.db.update(agreements).set({ sourceFileKey: 'org-1/agreements/test.json', sourceFileName: 'cv.json' }).where(eq(agreements.id, imported));
    await age(stale, 25);
    await age(recent, 23);
    await age(staleAcme, 25);
    await age(imported, 25);

    const exists = async (id: number, who = jwt, host = DEMO) => (await call('GET', `/organisation/agreements/${id}`, { jwt: who, host })).statusCode;
    expect(await exists(stale)).toBe(200);
    await create();
    expect(await exists(stale)).toBe(404);
    expect(await exists(recent)).toBe(200);
    expect(await exists(imported)).toBe(200);
    expect(await exists(staleAcme, acme, ACME)).toBe(200);
    // Acme's own next start removes acme's stale draft.
    await create(acme, ACME);
    expect(await exists(staleAcme, acme, ACME)).toBe(404);
    // A copy starts a CV too.
    await age(recent, 25);
    const original = await saved(validCv(), jwt);
    expect((await call('POST', `/organisation/agreements/${original.id}/copy`, { jwt })).statusCode).toBe(201);
    expect(await exists(recent)).toBe(404);
  });
});

describe('apply_template', () => {
  it('applies a template of the user’s teams', async () => {
    const { id } = await saved();
    const executive = (await myTemplates()).find((x) => x.key === 'executive')!;
    const res = await call('PUT', `/organisation/agreements/${id}/apply_template`, { payload: { template_id: executive.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().template).toMatchObject({ id: executive.id, key: 'executive', name: 'Executive compact' });
  });

  it('refuses a template outside the user’s teams (403) and an unknown or other organisation’s one (404)', async () => {
    const { id } = await saved();
    const loner = await createEmployee(t, { permissions: { canManageAgreements: true } });
    const [template] = (await call('GET', '/templates', { jwt: loner.jwt })).json().templates;
    const res = await call('PUT', `/organisation/agreements/${id}/apply_template`, { jwt: loner.jwt, payload: { template_id: template.id } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('This template is not assigned to any of your teams.');
    const { jwt: acmeJwt } = await createRecruiter(t, { subdomain: 'acme' });
    const [acmeTemplate] = await myTemplates(acmeJwt, ACME);
    expect((await call('PUT', `/organisation/agreements/${id}/apply_template`, { payload: { template_id: acmeTemplate.id } })).statusCode).toBe(404);
  });
});

describe('agreement_filters', () => {
  it('derives candidate-search filters from the CV', async () => {
    const { id } = await saved();
    const res = await call('GET', `/organisation/agreement_filters/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      filters: {
        title: 'Supply Chain Manager',
        top_skills: ['Logistics', 'SAP', 'Lean', 'Team leadership', 'Forecasting'],
        skills: validCv().skills,
        location: { city: 'Rotterdam', country: 'Netherlands', country_code: 'NL', lat: 51.92, lng: 4.48 },
      },
    });
  });
});

describe('styled_cvs', () => {
  it('renders the full and the anonymous CV with the real A4 page count', async () => {
    const { id } = await saved();
    const full = await call('POST', `/organisation/agreements/${id}/styled_cvs`, { payload: { anonymous: false } });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toMatchObject({ anonymous: false, pages: expect.any(Number) });
    expect(full.json().pages).toBeGreaterThanOrEqual(1);
    expect(full.json().html).toContain('Visser');
    const anonymous = await call('POST', `/organisation/agreements/${id}/styled_cvs`, { payload: { anonymous: true, language: 'ja' } });
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(anonymous.json().anonymous).toBe(true);
    expect(anonymous.json().html).not.toContain('Visser');
    expect(anonymous.json().html).not.toContain('sanne.visser@example.com');
  }, 60_000);

  it('links the fonts to public, content-addressed files instead of embedding them in every preview', async () => {
    const { id } = await saved();
    const { html } = (await call('POST', `/organisation/agreements/${id}/styled_cvs`, { payload: { anonymous: false } })).json();
    expect(html).not.toContain('data:font');
    const links = [...(html as string).matchAll(/url\((\/api\/cv-fonts\/[^)]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of new Set(links)) {
      // Signed out and from any organisation: the files are the same for all.
      const font = await t.app.inject({ method: 'GET', url: link, headers: { host: ACME } });
      expect(font.statusCode, link).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The preview frame is sandboxed (an opaque origin): the font must be readable across origins.
      expect(font.headers['access-control-allow-origin']).toBe('*');
      expect(font.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    const [hash, name] = links[0].split('/').slice(-2);
    const stale = await t.app.inject({ method: 'GET', url: `/api/cv-fonts/${'0'.repeat(16)}/${name}`, headers: { host: DEMO } });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().error).toMatch(/reload the page/);
    expect((await t.app.inject({ method: 'GET', url: `/api/cv-fonts/${hash}/..%2F..%2Fpackage.json`, headers: { host: DEMO } })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `/api/cv-fonts/${hash}/no-such-font.woff2`, headers: { host: DEMO } })).statusCode).toBe(404);
  }, 60_000);

  it('previews unsaved data and branding without saving them', async () => {
    const { id } = await saved();
    const edited = { ...validCv(), last_name: 'Previewed', details: '<p>Unsaved <script>alert(1)</script>brief</p>' };
    const recruiterView = (await t.app.inject({ method: 'GET', url: '/api/auth', headers: { authorization: `Bearer ${recruiter}`, host: DEMO } })).json();
    const agency = recruiterView.accounts[0];
    const preview = await call('POST', `/organisation/agreements/${id}/styled_cvs`, {
      payload: { anonymous: false, data: edited, branding_account_id: agency.id },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().html).toContain('Previewed');
    expect(preview.json().html).not.toContain('<script');
    expect(preview.json().html).toContain('data:image/svg+xml;base64,');
    // Nothing was saved.
    expect((await call('GET', `/organisation/agreements/${id}`)).json().data.last_name).toBe('Visser');
    // A branding account the user does not belong to is refused.
    const northwind = (await t.app.inject({ method: 'GET', url: '/api/auth', headers: { authorization: `Bearer ${(await createClient(t)).jwt}`, host: DEMO } }))
      .json()
      .accounts.find((a: { isClient: boolean }) => a.isClient);
    const foreign = await call('POST', `/organisation/agreements/${id}/styled_cvs`, { payload: { anonymous: false, branding_account_id: northwind.id } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.branding_account_id).toBeDefined();
  }, 60_000);

  it('answers 404 for an unknown CV and 403 without the agreements permission', async () => {
    expect((await call('POST', '/organisation/agreements/999999/styled_cvs', { payload: { anonymous: false } })).statusCode).toBe(404);
    const { id } = await saved();
    const { jwt: client } = await createClient(t);
    expect((await call('POST', `/organisation/agreements/${id}/styled_cvs`, { jwt: client, payload: { anonymous: false } })).statusCode).toBe(403);
    expect((await call('POST', `/organisation/agreements/${id}/styled_cvs`, { payload: { anonymous: 'yes' } })).statusCode).toBe(422);
  });
});

describe('permissions and organisations', () => {
  it('refuses a client user and a candidate (403) and anonymous callers (401) on every call', async () => {
    const { id } = await saved();
    const { jwt: client } = await createClient(t);
    const { jwt: candidate } = await createCandidate(t);
    const calls: [Method, string, unknown?][] = [
      ['GET', '/organisation/agreements'],
      ['POST', '/organisation/agreements/create', {}],
      ['POST', '/organisation/agreements', { agreement: { data: validCv() } }],
      ['GET', `/organisation/agreements/${id}`],
      ['PUT', `/organisation/agreements/${id}`, { agreement: { data: validCv() }, token: null }],
      ['DELETE', `/organisation/agreements/${id}`],
      ['DELETE', `/organisation/agreements/${id}/destroy_fresh`],
      ['POST', `/organisation/agreements/${id}/copy`],
      ['PUT', `/organisation/agreements/${id}/lock`],
      ['PUT', `/organisation/agreements/${id}/unlock`],
      ['PUT', `/organisation/agreements/${id}/recruiter_accept`],
      ['PUT', `/organisation/agreements/${id}/apply_template`, { template_id: 1 }],
      ['POST', `/organisation/agreements/${id}/styled_cvs`, { anonymous: false }],
      ['GET', `/organisation/agreement_filters/${id}`],
    ];
    for (const [method, path, payload] of calls) {
      for (const jwt of [client, candidate]) {
        const res = await call(method, path, { jwt, payload });
        expect(res.statusCode, `${method} ${path}`).toBe(403);
      }
      const anonymous = await t.app.inject({ method, url: `/api${path}`, headers: { host: DEMO }, payload: payload as object });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
    }
    // Nothing changed.
    expect((await call('GET', `/organisation/agreements/${id}`)).json().locked).toBe(false);
  });

  it('a recruiter of another organisation gets 404 for a demo CV and does not see it listed', async () => {
    const demoCv = await saved();
    const { jwt: acme } = await createRecruiter(t, { subdomain: 'acme' });
    const calls: [Method, string, unknown?][] = [
      ['GET', `/organisation/agreements/${demoCv.id}`],
      ['PUT', `/organisation/agreements/${demoCv.id}`, { agreement: { data: validCv() }, token: null }],
      ['DELETE', `/organisation/agreements/${demoCv.id}`],
      ['DELETE', `/organisation/agreements/${demoCv.id}/destroy_fresh`],
      ['POST', `/organisation/agreements/${demoCv.id}/copy`],
      ['PUT', `/organisation/agreements/${demoCv.id}/lock`],
      ['PUT', `/organisation/agreements/${demoCv.id}/unlock`],
      ['PUT', `/organisation/agreements/${demoCv.id}/recruiter_accept`],
      ['POST', `/organisation/agreements/${demoCv.id}/styled_cvs`, { anonymous: true }],
      ['GET', `/organisation/agreement_filters/${demoCv.id}`],
      ['GET', `/contact_details/agreement/${demoCv.id}`],
    ];
    for (const [method, path, payload] of calls) {
      const res = await call(method, path, { jwt: acme, host: ACME, payload });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const [acmeTemplate] = await myTemplates(acme, ACME);
    expect((await call('PUT', `/organisation/agreements/${demoCv.id}/apply_template`, { jwt: acme, host: ACME, payload: { template_id: acmeTemplate.id } })).statusCode).toBe(404);
    const listed = (await call('GET', '/organisation/agreements?per_page=100', { jwt: acme, host: ACME })).json();
    expect(listed.agreements.map((a: { id: number }) => a.id)).not.toContain(demoCv.id);
    // The demo CV is untouched.
    expect((await call('GET', `/organisation/agreements/${demoCv.id}`)).json()).toEqual(demoCv);
  });

  it('an organisation without the agreements feature refuses every call (403)', async () => {
    const { organisations } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(organisations).set({ agreementsFeature: false }).where(eq(organisations.subdomain, 'acme'));
    t.app.organisations.invalidate('acme');
    try {
      const { jwt: acme } = await createEmployee(t, { subdomain: 'acme', permissions: { canManageAgreements: true } });
      expect((await call('GET', '/organisation/agreements', { jwt: acme, host: ACME })).statusCode).toBe(403);
    } finally {
      await t.database.db.update(organisations).set({ agreementsFeature: true }).where(eq(organisations.subdomain, 'acme'));
      t.app.organisations.invalidate('acme');
    }
  });
});
