/** §7 Images: POST images/upload, GET images/{id}/attachments, DELETE images/{id}/remove, the image routes (decision 019). */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMITS, ATTACHMENT_MESSAGES } from '../../../shared/schemas/attachments.js';
import { IMAGE_MESSAGES } from '../../documents/report-image.js';
import { ALL_PERMISSIONS, createAdmin, createAgreement, createCandidate, createClient, createEmployee, createRecruiter } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { base64, dataUrl, JPEG_24x16, pngImage } from '../../test/images.js';
import { UPLOAD_MESSAGES } from '../../lib/upload.js';
import { organisationBySubdomain } from '../organisation/service.js';
import { BODY_TOO_LARGE } from './routes.js';
import { MESSAGES } from './service.js';

let t: TestApp;
let recruiter: Awaited<ReturnType<typeof createRecruiter>>;
let cvId: number;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  recruiter = await createRecruiter(t);
  cvId = (await createAgreement(t, recruiter)).id;
});
afterAll(() => t.close());

const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';

type Who = { jwt?: string; host?: string };
const headersOf = (who: Who) => (who.jwt === '' ? { host: who.host ?? DEMO } : bearer(who.jwt ?? recruiter.jwt, who.host ?? DEMO));

function upload(body: unknown, options: Who & { query?: string; marker?: boolean; contentType?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/images/upload${options.query ?? '?reportType=arctic'}`,
    headers: { ...headersOf(options), ...(options.marker === false ? {} : { 'x-upload': '1' }), 'content-type': options.contentType ?? 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const list = (agreementId: number, query = '', who: Who = {}) =>
  t.app.inject({ method: 'GET', url: `/api/images/${agreementId}/attachments${query}`, headers: headersOf(who) });
const remove = (id: number, who: Who = {}) => t.app.inject({ method: 'DELETE', url: `/api/images/${id}/remove`, headers: headersOf(who) });
const image = (id: number, who: Who = {}) => t.app.inject({ method: 'GET', url: `/api/images/${id}`, headers: headersOf(who) });
const byUrl = (url: string, host = DEMO) => t.app.inject({ method: 'GET', url, headers: { host } });

/** The stored attachment files of the test's CV. */
const storedFiles = () => {
  const root = path.join(t.config.dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true }).map(String).filter((f) => new RegExp(`attachments/${cvId}/.+\\.(png|jpg)$`).test(f)).sort();
  } catch {
    return [];
  }
};

describe('POST images/upload', () => {
  it('stores PNG and JPEG images (base64 or data URLs) on the CV and answers them, each with a signed link', async () => {
    const png = pngImage(60, 40);
    const res = await upload({ images: [dataUrl(png), base64(JPEG_24x16)], reportType: 'arctic', agreement_id: cvId });
    expect(res.statusCode, res.body).toBe(201);
    const { attachments } = res.json();
    expect(attachments).toEqual([
      { id: expect.any(Number), agreement_id: cvId, category: 'arctic', content_type: 'image/png', width: 60, height: 40, byte_size: png.length, url: expect.any(String), created_at: expect.any(String) },
      { id: expect.any(Number), agreement_id: cvId, category: 'arctic', content_type: 'image/jpeg', width: 24, height: 16, byte_size: JPEG_24x16.length, url: expect.any(String), created_at: expect.any(String) },
    ]);
    expect(attachments[0].url).toMatch(new RegExp(`^/api/images/${attachments[0].id}/view\\?expires=\\d+&signature=[\\w-]+$`));
    // The bytes served are the bytes sent.
    const served = await image(attachments[0].id);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(png);
  });

  it('takes the report type from the address or the body (as a browser sends a string body, text/plain, too); they must agree', async () => {
    const body = { images: [base64(pngImage(8, 8))], agreement_id: String(cvId) };
    const fromBody = await upload({ ...body, reportType: 'ikm' }, { query: '' });
    expect(fromBody.statusCode, fromBody.body).toBe(201);
    expect(fromBody.json().attachments[0].category).toBe('ikm');
    const plain = await upload({ ...body, images: [base64(pngImage(9, 9))] }, { query: '?reportType=ikm', contentType: 'text/plain;charset=UTF-8' });
    expect(plain.statusCode, plain.body).toBe(201);
    const differ = await upload({ ...body, reportType: 'ikm' }, { query: '?reportType=arctic' });
    expect(differ.statusCode).toBe(422);
    expect(differ.json().errors).toEqual({ reportType: [ATTACHMENT_MESSAGES.categoryMismatch] });
    const none = await upload(body, { query: '' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ reportType: [ATTACHMENT_MESSAGES.category] });
    const unknown = await upload(body, { query: '?reportType=pdf' });
    expect(unknown.statusCode).toBe(422);
    expect(JSON.stringify(unknown.json().errors)).toContain(ATTACHMENT_MESSAGES.category);
  });

  it('keeps an image once per category: the same bytes again answer the attachment already there', async () => {
    const png = base64(pngImage(10, 10));
    const first = (await upload({ images: [png], agreement_id: cvId })).json().attachments[0];
    const again = await upload({ images: [png, png], agreement_id: cvId });
    expect(again.statusCode).toBe(201);
    expect(again.json().attachments).toEqual([first]);
    expect((await list(cvId)).json().attachments).toHaveLength(1);
  });

  it('needs the upload marker (400), images (422) and at most 10 at a time (422)', async () => {
    const noMarker = await upload({ images: [base64(pngImage(4, 4))], agreement_id: cvId }, { marker: false });
    expect(noMarker.statusCode).toBe(400);
    expect(noMarker.json().error).toBe(UPLOAD_MESSAGES.missingMarker);
    const empty = await upload({ images: [], agreement_id: cvId });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.images).toEqual([ATTACHMENT_MESSAGES.noImages]);
    const many = await upload({ images: Array.from({ length: 11 }, (_, i) => base64(pngImage(2, 2, { seed: i }))), agreement_id: cvId });
    expect(many.statusCode).toBe(422);
    expect(many.json().errors.images).toEqual([ATTACHMENT_MESSAGES.tooManyImages]);
    // One image: its message alone.
    const one = await upload({ images: ['%%%'], agreement_id: cvId });
    expect(one.json()).toEqual({ statusCode: 422, error: IMAGE_MESSAGES.base64, errors: { 'images.0': [IMAGE_MESSAGES.base64] } });
    const badJson = await upload('{"images": [', {});
    expect(badJson.statusCode).toBe(400);
    expect(storedFiles()).toEqual([]);
  });

  it.each([
    ['wrong base64', () => 'this is not base64!', 422, IMAGE_MESSAGES.base64],
    ['a fake PNG with HTML inside', () => base64(Buffer.concat([pngImage(1, 1).subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')])), 422, IMAGE_MESSAGES.damaged],
    ['a real PNG with HTML after its end (polyglot)', () => base64(pngImage(4, 4, { trailing: '<html><script>alert(1)</script></html>' })), 422, IMAGE_MESSAGES.trailing],
    ['an SVG with a script', () => dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/png'), 415, IMAGE_MESSAGES.markup],
    ['an HTML page', () => base64(Buffer.from('<!DOCTYPE html><title>x</title>')), 415, IMAGE_MESSAGES.markup],
    ['a PDF', () => base64(Buffer.from('%PDF-1.7\n1 0 obj\n')), 415, IMAGE_MESSAGES.unsupported],
    ['an image over 5 MB', () => base64(Buffer.alloc(ATTACHMENT_LIMITS.imageBytes + 10)), 413, IMAGE_MESSAGES.tooLarge(ATTACHMENT_LIMITS.imageBytes + 10)],
  ])('%s: %i with a message naming the image; nothing of the upload is stored', async (_, make, status, message) => {
    const res = await upload({ images: [base64(pngImage(5, 5, { seed: 3 })), make()], agreement_id: cvId });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ statusCode: status, error: `Image 2 of 2: ${message}`, errors: { 'images.1': [message] } });
    expect((await list(cvId)).json().attachments).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('more than 15 MB together: 413 naming the limit; a body beyond what 15 MB of base64 can be: 413', async () => {
    const four = Array.from({ length: 4 }, () => base64(Buffer.alloc(4 * 1024 * 1024)));
    const res = await upload({ images: four, agreement_id: cvId });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(IMAGE_MESSAGES.requestTooLarge(16 * 1024 * 1024));
    const huge = await upload({ images: ['A'.repeat(28 * 1024 * 1024)], agreement_id: cvId });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe(BODY_TOO_LARGE);
  }, 30_000);

  it(`holds at most ${ATTACHMENT_LIMITS.perCategory} images of a category on a CV (422); the other category is counted apart`, async () => {
    const batch = (from: number, length: number) => Array.from({ length }, (_, i) => base64(pngImage(2, 2, { seed: from + i })));
    expect((await upload({ images: batch(0, 8), agreement_id: cvId })).statusCode).toBe(201);
    // Three more would make 11: none of them is stored.
    const over = await upload({ images: batch(8, 3), agreement_id: cvId });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toBe(MESSAGES.full('arctic', 8));
    expect((await upload({ images: batch(8, 2), agreement_id: cvId })).statusCode).toBe(201);
    const full = await upload({ images: [base64(pngImage(3, 3))], agreement_id: cvId });
    expect(full.statusCode).toBe(422);
    expect(full.json().error).toBe(MESSAGES.full('arctic', 10));
    expect((await list(cvId, '?category=arctic')).json().attachments).toHaveLength(10);
    expect((await upload({ images: [base64(pngImage(3, 3))], agreement_id: cvId }, { query: '?reportType=ikm' })).statusCode).toBe(201);
  }, 30_000);

  it('a locked CV takes no attachments (423) and keeps them (423 on remove)', async () => {
    const added = (await upload({ images: [base64(pngImage(4, 4))], agreement_id: cvId })).json().attachments[0];
    await t.app.inject({ method: 'PUT', url: `/api/organisation/agreements/${cvId}/lock`, headers: bearer(recruiter.jwt) });
    const res = await upload({ images: [base64(pngImage(5, 5))], agreement_id: cvId });
    expect(res.statusCode).toBe(423);
    expect(res.json().error).toMatch(/locked by Rosa de Vries/);
    expect((await remove(added.id)).statusCode).toBe(423);
    expect((await list(cvId)).json().attachments).toHaveLength(1);
  });
});

describe('GET images/{agreement id}/attachments', () => {
  it('lists the CV’s attachments in upload order, filtered by category (category or reportType), both without one', async () => {
    const a1 = (await upload({ images: [base64(pngImage(4, 4, { seed: 1 }))], agreement_id: cvId })).json().attachments[0];
    const i1 = (await upload({ images: [base64(pngImage(4, 4, { seed: 2 }))], agreement_id: cvId }, { query: '?reportType=ikm' })).json().attachments[0];
    const a2 = (await upload({ images: [base64(JPEG_24x16)], agreement_id: cvId })).json().attachments[0];
    expect((await list(cvId, '?category=arctic')).json().attachments.map((a: { id: number }) => a.id)).toEqual([a1.id, a2.id]);
    expect((await list(cvId, '?reportType=ikm')).json().attachments.map((a: { id: number }) => a.id)).toEqual([i1.id]);
    expect((await list(cvId)).json().attachments.map((a: { id: number }) => a.id)).toEqual([a1.id, a2.id, i1.id]);
    expect((await list(cvId, '?category=word')).statusCode).toBe(422);
  });
});

describe('DELETE images/{id}/remove', () => {
  it('removes the attachment and its file (204); again is 404', async () => {
    const added = (await upload({ images: [base64(pngImage(6, 6))], agreement_id: cvId })).json().attachments[0];
    expect(storedFiles()).toHaveLength(1);
    const res = await remove(added.id);
    expect(res.statusCode).toBe(204);
    expect(storedFiles()).toEqual([]);
    expect((await list(cvId)).json().attachments).toEqual([]);
    const again = await remove(added.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(MESSAGES.notFound);
    expect((await image(added.id)).statusCode).toBe(404);
  });

  it('deleting the CV removes its attachments and their files', async () => {
    await upload({ images: [base64(pngImage(6, 6)), base64(JPEG_24x16)], agreement_id: cvId });
    expect(storedFiles()).toHaveLength(2);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/organisation/agreements/${cvId}`, headers: bearer(recruiter.jwt) })).statusCode).toBe(204);
    expect(storedFiles()).toEqual([]);
  });
});

describe('the image routes', () => {
  it('serve the image with its type, never sniffed, sandboxed; the guarded one is never cached', async () => {
    const added = (await upload({ images: [base64(JPEG_24x16)], agreement_id: cvId })).json().attachments[0];
    const guarded = await image(added.id);
    expect(guarded.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
    const signed = await byUrl(added.url);
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload).toEqual(JPEG_24x16);
    expect(signed.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(signed.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  it('a signed link works without a session, for its own image, organisation and time only (403 otherwise)', async () => {
    const [a, b] = (await upload({ images: [base64(pngImage(4, 4, { seed: 1 })), base64(pngImage(4, 4, { seed: 2 }))], agreement_id: cvId })).json().attachments;
    const query = a.url.slice(a.url.indexOf('?'));
    expect((await byUrl(`/api/images/${b.id}/view${query}`)).statusCode).toBe(403); // another image's signature
    expect((await byUrl(a.url, ACME)).statusCode).toBe(403); // another organisation
    const tampered = a.url.replace(/expires=(\d+)/, (_: string, n: string) => `expires=${Number(n) + 3600}`);
    const res = await byUrl(tampered);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MESSAGES.badLink);
    const demo = await organisationBySubdomain(t.database.db, 'demo');
    expect((await byUrl(t.app.links.sign(demo!.id, `/api/images/${a.id}/view`))).statusCode).toBe(200);
    const expired = t.app.links.sign(demo!.id, `/api/images/${a.id}/view`, Date.now() - 3 * 3600 * 1000);
    expect((await byUrl(expired)).statusCode).toBe(403);
    expect((await byUrl(`/api/images/${a.id}/view`)).statusCode).toBe(422);
  });
});

describe('permissions and organisations', () => {
  const allowed = async () => [(await createEmployee(t, { permissions: { canManageAgreements: true } })).jwt, recruiter.jwt];
  const refused: [string, () => Promise<string>, number][] = [
    ['no session', async () => '', 401],
    ['an employee without Manage Agreements (every other permission)', async () => (await createEmployee(t, { permissions: { ...ALL_PERMISSIONS, canManageAgreements: false } })).jwt, 403],
    ['an employee without permissions', async () => (await createEmployee(t)).jwt, 403],
    ['a marketplace client', async () => (await createClient(t)).jwt, 403],
    ['a candidate', async () => (await createCandidate(t)).jwt, 403],
    ['an administrator', async () => (await createAdmin(t)).jwt, 403],
  ];

  it.each(refused)('%s: every call refused (%#)', async (_, who, status) => {
    const added = (await upload({ images: [base64(pngImage(4, 4))], agreement_id: cvId })).json().attachments[0];
    const jwt = await who();
    expect((await upload({ images: [base64(pngImage(5, 5))], agreement_id: cvId }, { jwt })).statusCode).toBe(status);
    expect((await list(cvId, '', { jwt })).statusCode).toBe(status);
    expect((await image(added.id, { jwt })).statusCode).toBe(status);
    expect((await remove(added.id, { jwt })).statusCode).toBe(status);
    expect((await list(cvId)).json().attachments).toHaveLength(1);
  });

  it('an employee with Manage Agreements, and a recruiter, may do every call', async () => {
    for (const jwt of await allowed()) {
      const added = await upload({ images: [base64(pngImage(4, 4, { seed: jwt.length }))], agreement_id: cvId }, { jwt });
      expect(added.statusCode, added.body).toBe(201);
      const id = added.json().attachments[0].id;
      expect((await list(cvId, '', { jwt })).statusCode).toBe(200);
      expect((await image(id, { jwt })).statusCode).toBe(200);
      expect((await remove(id, { jwt })).statusCode).toBe(204);
    }
  });

  it('another organisation’s CV and attachment ids are 404, whoever asks', async () => {
    const added = (await upload({ images: [base64(pngImage(4, 4))], agreement_id: cvId })).json().attachments[0];
    const acme = await createRecruiter(t, { subdomain: 'acme' });
    const who = { jwt: acme.jwt, host: ACME };
    const up = await upload({ images: [base64(pngImage(5, 5))], agreement_id: cvId }, who);
    expect(up.statusCode).toBe(404);
    expect((await list(cvId, '', who)).statusCode).toBe(404);
    expect((await image(added.id, who)).statusCode).toBe(404);
    expect((await remove(added.id, who)).statusCode).toBe(404);
    expect((await list(cvId)).json().attachments).toHaveLength(1);
    // An unknown CV of one's own organisation is 404 before the images are read.
    const unknown = await upload({ images: ['not base64!'], agreement_id: 999999 });
    expect(unknown.statusCode).toBe(404);
  });

  it('the organisation without the agreements feature: 403', async () => {
    const { eq } = await import('drizzle-orm');
    const { organisations } = await import('../../db/schema.js');
    const acme = await createRecruiter(t, { subdomain: 'acme' });
    await t.database.db.update(organisations).set({ agreementsFeature: false }).where(eq(organisations.subdomain, 'acme'));
    try {
      t.app.organisations.invalidate('acme');
      expect((await list(cvId, '', { jwt: acme.jwt, host: ACME })).statusCode).toBe(403);
    } finally {
      await t.database.db.update(organisations).set({ agreementsFeature: true }).where(eq(organisations.subdomain, 'acme'));
      t.app.organisations.invalidate('acme');
    }
  });
});

describe('in the CV documents (sections arctic_shores_attachments and ikm_reports_attachments)', () => {
  const SECTIONS = ['brief', 'arctic_shores_attachments', 'experience', 'ikm_reports_attachments'];
  const documentOf = (format: 'pdf' | 'docx', anonymous: boolean) =>
    t.app.inject({ method: 'GET', url: `/api/organisation/agreements/${cvId}/${format}?anonymous=${anonymous}`, headers: bearer(recruiter.jwt) });
  const styled = (anonymous: boolean, language?: string) =>
    t.app.inject({ method: 'POST', url: `/api/organisation/agreements/${cvId}/styled_cvs`, headers: bearer(recruiter.jwt), payload: { anonymous, ...(language ? { language } : {}) } });

  /** Text and the number of images painted on each page. */
  async function readPdf(pdf: Buffer) {
    const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
    try {
      let text = '';
      let images = 0;
      for (let n = 1; n <= doc.numPages; n++) {
        const page = await doc.getPage(n);
        text += (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
        images += (await page.getOperatorList()).fnArray.filter((op) => op === OPS.paintImageXObject).length;
      }
      return { text, images };
    } finally {
      await doc.destroy();
    }
  }

  beforeEach(async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/organisation/employees/0/update_settings', headers: bearer(recruiter.jwt), payload: { settings: { sections: SECTIONS, fields: null } } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('the styled CV links each image by its signed link and counts its pages from the images’ sizes; none when anonymous', async () => {
    const before = (await styled(false)).json();
    expect(before.html).not.toContain('<figure');
    const [a] = (await upload({ images: [base64(pngImage(800, 1100))], agreement_id: cvId })).json().attachments;
    const [i] = (await upload({ images: [base64(JPEG_24x16)], agreement_id: cvId }, { query: '?reportType=ikm' })).json().attachments;
    const full = (await styled(false)).json();
    expect(full.html).toContain('<h2 class="section-title">Assessment reports</h2>');
    expect(full.html).toContain('<h2 class="section-title">Skills test reports</h2>');
    expect(full.html).toContain(`src="${a.url.replace(/&/g, '&amp;')}"`);
    expect(full.html).toContain(`src="${i.url.replace(/&/g, '&amp;')}"`);
    // An 800 × 1100 image printed full width needs a page of its own.
    expect(full.pages).toBeGreaterThan(before.pages);
    const german = (await styled(false, 'de')).json();
    expect(german.html).toContain('>Assessment-Berichte</h2>');
    const anonymous = (await styled(true)).json();
    expect(anonymous.html).not.toMatch(/<figure|Assessment reports|\/api\/images\//);
  }, 60_000);

  it('the PDF prints the images under their headings; the anonymous PDF has neither', async () => {
    const plain = await readPdf((await documentOf('pdf', false)).rawPayload);
    await upload({ images: [base64(pngImage(300, 200)), base64(JPEG_24x16)], agreement_id: cvId });
    await upload({ images: [base64(pngImage(200, 100, { seed: 9 }))], agreement_id: cvId }, { query: '?reportType=ikm' });
    const full = await readPdf((await documentOf('pdf', false)).rawPayload);
    // The classic template prints section titles in capitals.
    expect(full.text).toContain('ASSESSMENT REPORTS');
    expect(full.text).toContain('SKILLS TEST REPORTS');
    expect(full.images - plain.images).toBe(3);
    const anonymous = await readPdf((await documentOf('pdf', true)).rawPayload);
    expect(anonymous.text).not.toMatch(/assessment reports|skills test reports/i);
    expect(anonymous.images).toBe(plain.images);
  }, 60_000);

  it('the Word document holds the stored images; the anonymous one holds none', async () => {
    const { eq } = await import('drizzle-orm');
    const { organisations } = await import('../../db/schema.js');
    await t.database.db.update(organisations).set({ wordExportFeature: true }).where(eq(organisations.subdomain, 'demo'));
    t.app.organisations.invalidate('demo');
    const JSZip = (await import('jszip')).default;
    const png = pngImage(120, 80);
    await upload({ images: [base64(png)], agreement_id: cvId });
    await upload({ images: [base64(JPEG_24x16)], agreement_id: cvId }, { query: '?reportType=ikm' });
    const media = async (anonymous: boolean) => {
      const res = await documentOf('docx', anonymous);
      expect(res.statusCode, res.body).toBe(200);
      const zip = await JSZip.loadAsync(res.rawPayload);
      const names = Object.keys(zip.files).filter((f) => f.startsWith('word/media/'));
      return { files: await Promise.all(names.map((f) => zip.file(f)!.async('nodebuffer'))), xml: await zip.file('word/document.xml')!.async('string') };
    };
    const full = await media(false);
    expect(full.files).toEqual(expect.arrayContaining([png, JPEG_24x16]));
    expect(full.xml).toContain('Assessment reports');
    expect(full.xml).toContain('Skills test reports');
    const anonymous = await media(true);
    expect(anonymous.files.some((f) => f.equals(png) || f.equals(JPEG_24x16))).toBe(false);
    expect(anonymous.xml).not.toMatch(/Assessment reports|Skills test reports/);
  }, 60_000);
});

describe('the messages a person reads', () => {
  it('are each in the web’s catalogue of server messages (src/web/locales/*/messages.json), values as placeholders', async () => {
    const { readFileSync } = await import('node:fs');
    const catalogue = JSON.parse(readFileSync(path.resolve(__dirname, '../../../web/locales/en/messages.json'), 'utf8')).attachments as Record<string, string>;
    const patterns = Object.values(catalogue).map((text) => new RegExp(`^${text.split(/\{\{\w+\}\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?')}$`));
    const known = (message: string) => patterns.some((p) => p.test(message));
    const sent = [
      ...Object.values(IMAGE_MESSAGES).map((m) => (typeof m === 'function' ? (m as (a: number, b: number) => string)(6_500_000, 9000) : m)),
      ...Object.values(ATTACHMENT_MESSAGES),
      MESSAGES.notFound,
      MESSAGES.fileMissing,
      MESSAGES.badLink,
      MESSAGES.full('ikm', 20),
      BODY_TOO_LARGE,
    ];
    expect(sent.filter((m) => !known(m))).toEqual([]);
  });
});
