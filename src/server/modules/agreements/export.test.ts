/** GET organisation/agreements/{id}/pdf and /docx (issue "Documents and intake", Export). */
import mammoth from 'mammoth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../../cv/export-name.js';
import { pdfPageCount } from '../../documents/chromium-pool.js';
import { DOCX_TYPE } from '../../documents/export.js';
import { createAgreement, createClient, createRecruiter, validCv } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { WORD_EXPORT_DISABLED } from '../documents/service.js';

let t: TestApp;
let recruiter: string;
let id: number;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  const made = await createRecruiter(t);
  recruiter = made.jwt;
  id = (await createAgreement(t, made, validCv({ anon_name: 'Supply chain lead S-1' }))).id;
});
afterAll(() => t.close());

const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';

function get(path: string, options: { jwt?: string; host?: string; method?: 'GET' | 'POST'; payload?: object } = {}) {
  return t.app.inject({ method: options.method ?? 'GET', url: `/api${path}`, headers: bearer(options.jwt ?? recruiter, options.host ?? DEMO), payload: options.payload });
}

describe('GET organisation/agreements/{id}/pdf', () => {
  it('answers the full CV as an A4 PDF attachment named "<name> - <title>.pdf"', async () => {
    const res = await get(`/organisation/agreements/${id}/pdf?anonymous=false`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(fileNameFromDisposition(res.headers['content-disposition'] as string)).toBe('Sanne Visser - Supply Chain Manager.pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(res.rawPayload)).toBeGreaterThanOrEqual(1);
    // A4 (595 × 842 pt) and the name as document title.
    const text = res.rawPayload.toString('latin1');
    expect(text).toMatch(/\/MediaBox\s*\[\s*0 0 59[45](?:\.\d+)? 84[12](?:\.\d+)?\s*\]/);
    expect(text).toContain('/Title (Sanne Visser)');
    expect(text).toMatch(/\/StructTreeRoot/); // tagged
    expect(text).toMatch(/\/FontFile2|\/FontFile3|\/FontFile\b/); // fonts embedded
  }, 60_000);

  it('answers the anonymous CV named and titled by the anonymous name (default: full)', async () => {
    const res = await get(`/organisation/agreements/${id}/pdf?anonymous=true`);
    expect(res.statusCode, res.body).toBe(200);
    expect(fileNameFromDisposition(res.headers['content-disposition'] as string)).toBe('Supply chain lead S-1 - Supply Chain Manager.pdf');
    const text = res.rawPayload.toString('latin1');
    expect(text).toContain('/Title (Supply chain lead S-1)');
    expect(text).not.toMatch(/Visser|\/Author/);
    const byDefault = await get(`/organisation/agreements/${id}/pdf`);
    expect(fileNameFromDisposition(byDefault.headers['content-disposition'] as string)).toBe('Sanne Visser - Supply Chain Manager.pdf');
  }, 60_000);

  it('answers 404 across organisations and for an unknown CV, 403 for a client, 401 without a session, 422 for a bad flag', async () => {
    const { jwt: acme } = await createRecruiter(t, { subdomain: 'acme' });
    expect((await get(`/organisation/agreements/${id}/pdf`, { jwt: acme, host: ACME })).statusCode).toBe(404);
    expect((await get('/organisation/agreements/999999/pdf')).statusCode).toBe(404);
    const { jwt: client } = await createClient(t);
    expect((await get(`/organisation/agreements/${id}/pdf`, { jwt: client })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/organisation/agreements/${id}/pdf`, headers: { host: DEMO } })).statusCode).toBe(401);
    expect((await get(`/organisation/agreements/${id}/pdf?anonymous=maybe`)).statusCode).toBe(422);
  }, 60_000);
});

describe('GET organisation/agreements/{id}/docx', () => {
  it('answers an editable Word document with the name, headings and file name', async () => {
    const res = await get(`/organisation/agreements/${id}/docx?anonymous=false&currentUrl=${encodeURIComponent('https://demo.localhost:3000/agreement/1')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX_TYPE);
    expect(fileNameFromDisposition(res.headers['content-disposition'] as string)).toBe('Sanne Visser - Supply Chain Manager.docx');
    const { value: html } = await mammoth.convertToHtml({ buffer: res.rawPayload });
    expect(html).toContain('Sanne Visser');
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain('<h2>');
  }, 60_000);

  it('answers the anonymous version without the candidate’s name', async () => {
    const res = await get(`/organisation/agreements/${id}/docx?anonymous=true`);
    expect(res.statusCode, res.body).toBe(200);
    expect(fileNameFromDisposition(res.headers['content-disposition'] as string)).toBe('Supply chain lead S-1 - Supply Chain Manager.docx');
    const { value: html } = await mammoth.convertToHtml({ buffer: res.rawPayload });
    expect(html).toContain('Supply chain lead S-1');
    expect(html).not.toMatch(/Visser|sanne\.visser/i);
  }, 60_000);

  it('is refused with a clear message where the organisation has no Word export (acme), and to a client', async () => {
    const { jwt: acme } = await createRecruiter(t, { subdomain: 'acme' });
    const res = await get(`/organisation/agreements/${id}/docx`, { jwt: acme, host: ACME });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(WORD_EXPORT_DISABLED);
    expect(WORD_EXPORT_DISABLED).toBe('Word export is not enabled for this organisation.');
    const { jwt: client } = await createClient(t);
    expect((await get(`/organisation/agreements/${id}/docx`, { jwt: client })).statusCode).toBe(403);
    expect((await get('/organisation/agreements/999999/docx')).statusCode).toBe(404);
  }, 60_000);
});
