/** The organisation's templates (docs/api.md "Organisation templates", decision 032): permissions, the sandbox at the API, preview, render pipeline. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSS_MESSAGES } from '../../documents/template-css.js';
import { createAdmin, createAgreement, createCandidate, createClient, createEmployee, createRecruiter } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { dataUrl, JPEG_24x16, pngImage } from '../../test/images.js';
import { MESSAGES } from './service.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createEmployee>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createEmployee(t, { permissions: { canManageAccount: true, canManageAgreements: true }, team: 'Brand desk', firstName: 'Ada', lastName: 'Admin' });
});
afterAll(() => t.close());

const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, options: { jwt?: string | null; host?: string; payload?: unknown } = {}) =>
  t.app.inject({
    method,
    url: `/api${path}`,
    headers: options.jwt === null ? { host: options.host ?? DEMO } : bearer(options.jwt ?? admin.jwt, options.host ?? DEMO),
    payload: options.payload as object,
  });

const BRAND_CSS = ':root{--primary:#7a1f5c}\n.name{letter-spacing:.2em;color:#7a1f5c}\n@media print{.section{break-inside:avoid}}';
const create = async (template: Record<string, unknown> = {}) => {
  const res = await call('POST', '/organisation/templates', { payload: { template: { name: 'Brand blue', key: 'modern', css: BRAND_CSS, team_ids: [admin.teamId], ...template } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().template as { id: number; token: string; preview_image_url: string | null; team_ids: number[]; css: string };
};

describe('permissions (§6 can_manage_account)', () => {
  // Every route of the module, with who may call it.
  const ROUTES: [Method, string, unknown?][] = [
    ['GET', '/organisation/templates'],
    ['GET', '/organisation/templates/{id}'],
    ['POST', '/organisation/templates', { template: { name: 'X', key: 'classic', css: '' } }],
    ['PUT', '/organisation/templates/{id}', { template: { name: 'X', key: 'classic', css: '' } }],
    ['DELETE', '/organisation/templates/{id}'],
    ['POST', '/organisation/templates/preview', { template: { key: 'classic', css: '' } }],
  ];
  const WHO: [string, () => Promise<{ jwt: string } | null>, boolean][] = [
    ['nobody signed in', async () => null, false],
    ['a candidate', () => createCandidate(t), false],
    ['a marketplace client', () => createClient(t), false],
    ['an employee who manages CVs', () => createEmployee(t, { permissions: { canManageAgreements: true } }), false],
    ['an employee who manages employees', () => createEmployee(t, { permissions: { canManageEmployees: true } }), false],
    ['an administrator of the product (user.admin)', () => createAdmin(t), false],
    ['an employee who manages the account', () => createEmployee(t, { permissions: { canManageAccount: true } }), true],
    ['a recruiter with every permission', () => createRecruiter(t), true],
  ];

  it.each(WHO.map(([who, make, allowed]) => ({ who, make, allowed })))('$who: may call every route = $allowed', async ({ make, allowed }) => {
    const person = await make();
    const victim = await create({ name: 'Permission check', css: '' });
    for (const [method, path, payload] of ROUTES) {
      const res = await call(method, path.replace('{id}', String(victim.id)), { jwt: person ? person.jwt : null, payload });
      if (allowed) expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(300);
      else expect(res.statusCode, `${method} ${path}`).toBe(person ? 403 : 401);
    }
  }, 60_000);
});

describe('CRUD', () => {
  it('uploads a template with its style sheet, preview image and teams; lists, reads, changes and removes it', async () => {
    const png = pngImage(40, 30);
    const made = await create({ preview_image: dataUrl(png) });
    expect(made).toEqual({
      id: expect.any(Number),
      name: 'Brand blue',
      key: 'modern',
      token: expect.stringMatching(/^[0-9a-f]{24}$/),
      css: BRAND_CSS,
      preview_image_url: expect.stringMatching(/^\/api\/template-previews\/[0-9a-f]{24}\/[0-9a-f]{16}\.png$/),
      team_ids: [admin.teamId],
      updated_at: expect.any(String),
    });
    // The image is served without a session, as stored.
    const image = await t.app.inject({ method: 'GET', url: made.preview_image_url!, headers: { host: DEMO } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(png);
    expect((await t.app.inject({ method: 'GET', url: made.preview_image_url!, headers: { host: ACME } })).statusCode).toBe(404);

    const list = (await call('GET', '/organisation/templates')).json().templates as { id: number; name: string; css: string }[];
    // The seeded templates of the organisation are there too (no style sheet of their own).
    expect(list.map((x) => x.name)).toEqual(expect.arrayContaining(['Classic with sidebar', 'Modern single column', 'Executive compact', 'Brand blue']));
    expect(list.find((x) => x.name === 'Classic with sidebar')!.css).toBe('');
    expect((await call('GET', `/organisation/templates/${made.id}`)).json().template).toEqual(made);

    // The team's members now find it in their picker (GET templates?show_my=true).
    const mine = (await call('GET', '/templates?show_my=true')).json().templates as { id: number; preview_image_url: string | null }[];
    expect(mine.find((x) => x.id === made.id)?.preview_image_url).toBe(made.preview_image_url);

    // Changed: a JPEG instead, another design, no teams; the PNG goes.
    const changed = await call('PUT', `/organisation/templates/${made.id}`, {
      payload: { template: { name: 'Brand blue 2', key: 'executive', css: 'h2{color:navy}', preview_image: dataUrl(JPEG_24x16, 'image/jpeg'), team_ids: [] } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().template).toMatchObject({ name: 'Brand blue 2', key: 'executive', css: 'h2{color:navy}', team_ids: [], token: made.token });
    expect(changed.json().template.preview_image_url).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: made.preview_image_url!, headers: { host: DEMO } })).statusCode).toBe(404);
    // Left out, the image stays; null removes it.
    const kept = await call('PUT', `/organisation/templates/${made.id}`, { payload: { template: { name: 'Brand blue 2', key: 'executive', css: '' } } });
    expect(kept.json().template.preview_image_url).toBe(changed.json().template.preview_image_url);
    const removedImage = await call('PUT', `/organisation/templates/${made.id}`, { payload: { template: { name: 'Brand blue 2', key: 'executive', css: '', preview_image: null } } });
    expect(removedImage.json().template.preview_image_url).toBeNull();

    expect((await call('DELETE', `/organisation/templates/${made.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/organisation/templates/${made.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/organisation/templates/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses a bad name, design, image and teams, and another organisation’s templates', async () => {
    const bad = async (template: Record<string, unknown>, status: number, key: string, message?: string) => {
      const res = await call('POST', '/organisation/templates', { payload: { template: { name: 'X', key: 'classic', css: '', ...template } } });
      expect(res.statusCode, res.body).toBe(status);
      expect(Object.keys(res.json().errors)).toContain(key);
      if (message) expect(res.json().errors[key]).toEqual([message]);
    };
    await bad({ name: ' ' }, 422, 'template.name', 'Name is required.');
    await bad({ key: 'fancy' }, 422, 'template.key', 'Choose one of the base designs.');
    await bad({ preview_image: dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml') }, 415, 'template.preview_image', 'The preview image must be a PNG or JPEG picture.');
    await bad({ preview_image: dataUrl(Buffer.from('GIF89a......')) }, 415, 'template.preview_image', 'The preview image must be a PNG or JPEG picture.');
    await bad({ preview_image: dataUrl(Buffer.alloc(1024 * 1024 + 10, 1)) }, 413, 'template.preview_image', 'The preview image is 1.0 MB; it may be at most 1 MB.');
    await bad({ team_ids: [999_999] }, 422, 'template.team_ids', 'Some of these teams do not exist.');
    const { jwt: acme, teamId: acmeTeamId } = await createRecruiter(t, { subdomain: 'acme' });
    await bad({ team_ids: [acmeTeamId] }, 422, 'template.team_ids', 'Some of these teams do not exist.');

    const acmeTemplate = (await call('GET', '/organisation/templates', { jwt: acme, host: ACME })).json().templates[0];
    expect((await call('GET', `/organisation/templates/${acmeTemplate.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/organisation/templates/${acmeTemplate.id}`, { payload: { template: { name: 'Mine', key: 'classic', css: '' } } })).statusCode).toBe(404);
    expect((await call('DELETE', `/organisation/templates/${acmeTemplate.id}`)).statusCode).toBe(404);
  });
});

describe('the style sheet sandbox at the API', () => {
  const ATTACKS: [string, string, string][] = [
    ['@import', '@import url(https://evil.example/x.css);', 'Line 1: @import is not allowed; write the rules into this style sheet.'],
    ['a remote image', 'h1{}\n.name{background:url(https://evil.example/t.png)}', 'Line 2: url() may only hold a PNG, JPEG, GIF or WebP image embedded as a data: URL.'],
    ['an escaped url', '.name{background:\\75 rl(//evil.example/t.png)}', 'Line 1: url() may only hold a PNG, JPEG, GIF or WebP image embedded as a data: URL.'],
    ['</style>', 'h1{color:red}\n\n</style><script>alert(1)</script>', 'Line 3: "</" and "<!--" may not appear in a style sheet.'],
    ['expression()', 'h1{width:expression(alert(1))}', 'Line 1: expression() is not allowed.'],
    ['-moz-binding', 'h1{-moz-binding:none}', 'Line 1: the property -moz-binding is not allowed.'],
    ['a remote font', '@font-face{font-family:X;src:url(https://evil.example/f.woff2)}', 'Line 1: @font-face may only use local() or a WOFF2, WOFF, TTF or OTF font embedded as a data: URL.'],
  ];

  it.each(ATTACKS)('refuses %s with 422 naming the line, on save and on preview', async (_name, css, message) => {
    const saved = await call('POST', '/organisation/templates', { payload: { template: { name: 'Evil', key: 'classic', css } } });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().errors['template.css']).toContain(message);
    const previewed = await call('POST', '/organisation/templates/preview', { payload: { template: { key: 'classic', css } } });
    expect(previewed.statusCode).toBe(422);
    expect(previewed.json().errors['template.css']).toContain(message);
  });

  it('refuses a style sheet over 100,000 characters (422 at the CSS field)', async () => {
    const css = `h1{color:red}${' '.repeat(100_000)}`;
    const res = await call('POST', '/organisation/templates', { payload: { template: { name: 'Big', key: 'classic', css } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['template.css']).toEqual(['At most 100000 characters.']);
  });
});

describe('POST organisation/templates/preview', () => {
  it('renders the demo CV in the base design with the scoped style sheet, and its page count', async () => {
    const res = await call('POST', '/organisation/templates/preview', { payload: { template: { key: 'executive', css: '.name{color:#abcdef}\nbody{--accent:#123456}' } } });
    expect(res.statusCode, res.body).toBe(200);
    const { html, pages, anonymous } = res.json();
    expect(anonymous).toBe(false);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(html).toContain('<div class="cv executive">');
    expect(html).toContain('.cv .name{color:#abcdef}\n.cv{--accent:#123456}</style>');
    expect(html).toContain('Aisha');
    const anon = await call('POST', '/organisation/templates/preview', { payload: { template: { key: 'classic', css: '' }, anonymous: true } });
    expect(anon.json().anonymous).toBe(true);
    expect(anon.json().html).toContain('<div class="cv classic');
    expect((await call('POST', '/organisation/templates/preview', { payload: { template: { key: 'gothic', css: '' } } })).statusCode).toBe(422);
  }, 60_000);
});

describe('the render pipeline', () => {
  it('renders a CV in an organisation template with its base design and scoped style sheet: styled CV and PDF', async () => {
    const recruiter = await createRecruiter(t);
    const template = await create({ name: 'Render check', key: 'executive', css: '.name{color:#fedcba}', team_ids: [] });
    // The recruiter's team gets the template, then the CV applies it.
    expect((await call('POST', '/organisation/teams/assign_templates', { jwt: recruiter.jwt, payload: { team_ids: [recruiter.teamId], template_ids: [template.id] } })).statusCode).toBe(200);
    const cv = await createAgreement(t, recruiter);
    const applied = await call('PUT', `/organisation/agreements/${cv.id}/apply_template`, { jwt: recruiter.jwt, payload: { template_id: template.id } });
    expect(applied.statusCode, applied.body).toBe(200);

    const styled = await call('POST', `/organisation/agreements/${cv.id}/styled_cvs`, { jwt: recruiter.jwt, payload: { anonymous: false } });
    expect(styled.statusCode, styled.body).toBe(200);
    expect(styled.json().html).toContain('<div class="cv executive">');
    expect(styled.json().html).toContain('.cv .name{color:#fedcba}</style>');

    const pdf = await call('GET', `/organisation/agreements/${cv.id}/pdf`, { jwt: recruiter.jwt });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A changed style sheet is what the next render uses; a template without one renders none.
    await call('PUT', `/organisation/templates/${template.id}`, { payload: { template: { name: 'Render check', key: 'classic', css: 'h2{color:#010203}' } } });
    const again = (await call('POST', `/organisation/agreements/${cv.id}/styled_cvs`, { jwt: recruiter.jwt, payload: { anonymous: true } })).json().html as string;
    expect(again).toContain('.cv h2{color:#010203}</style>');
    expect(again).not.toContain('#fedcba');
    expect(again).toContain('<div class="cv classic');
  }, 90_000);
});

describe('the web’s catalogue of these messages', () => {
  it('holds every text a person reads from the templates, word for word', () => {
    const flatten = (value: unknown): string[] => (typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(flatten));
    const english = flatten(JSON.parse(readFileSync(path.resolve(__dirname, '../../../web/locales/en/messages.json'), 'utf8')));
    const css = Object.values(CSS_MESSAGES).map((m) => (m as unknown as (line: string, x: string) => string)('{{line}}', m === CSS_MESSAGES.unreadable ? '{{reason}}' : '{{name}}'));
    const service = Object.values(MESSAGES).map((m) => (typeof m === 'function' ? 'The preview image is {{size}} MB; it may be at most {{limit}} MB.' : m));
    expect(MESSAGES.imageTooLarge(1.5 * 1024 * 1024)).toBe('The preview image is 1.5 MB; it may be at most 1 MB.');
    expect([...css, ...service, 'Choose one of the base designs.'].filter((text) => !english.includes(text))).toEqual([]);
  });
});
