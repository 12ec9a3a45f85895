import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DOCUMENT_MESSAGES, type ClientDocument } from '../../../shared/schemas/client-documents.js';
import { createCandidate, createClient, createEmployee, createRecruiter, type Person } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { DOCUMENT_MESSAGES } from './files.js';
import { MESSAGES } from './service.js';

let t: TestApp;
type Who = Pick<Person, 'jwt' | 'host'>;
let recruiter: Awaited<ReturnType<typeof createRecruiter>>;
let client: Awaited<ReturnType<typeof createClient>>;
let other: Awaited<ReturnType<typeof createClient>>;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await createRecruiter(t);
  client = await createClient(t, { company: 'Harbour Freight' });
  other = await createClient(t, { company: 'Polder Energy' });
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: { who?: Who; payload?: unknown } = {}) {
  const who = options.who ?? recruiter;
  return t.app.inject({ method, url: `/api${path}`, headers: bearer(who.jwt, who.host), payload: options.payload as object });
}

function upload(query: string, file: { name: string; data: Uint8Array | string }, options: { who?: Who; marker?: boolean } = {}) {
  const who = options.who ?? recruiter;
  const boundary = `----talentfolio${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(file.data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/organisation/links/upload${query}`,
    headers: { ...bearer(who.jwt, who.host), 'content-type': `multipart/form-data; boundary=${boundary}`, ...(options.marker === false ? {} : { 'x-upload': '1' }) },
    payload,
  });
}

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe('Links / Documents', () => {
  it('the agency shares a link and a document with a client company; its user lists and downloads them; another company sees neither', async () => {
    const job = (await call('POST', '/organisation/job_posts', { payload: { job_post: { title: 'Dock Planner', client_id: client.accountId } } })).json();
    const link = await call('POST', '/organisation/links', {
      payload: { link: { client_id: client.accountId, title: 'Shortlist for the planner role', url: 'https://demo.localhost:3000/s/abc', job_post_id: job.id } },
    });
    expect(link.statusCode, link.body).toBe(201);
    expect(link.json()).toMatchObject({ kind: 'link', url: 'https://demo.localhost:3000/s/abc', job_post: { id: job.id, title: 'Dock Planner' }, client: { id: client.accountId } });

    const doc = await upload(`?client_id=${client.accountId}&title=Job%20description&job_post_id=${job.id}`, { name: 'Dock Planner – JD.pdf', data: PDF });
    expect(doc.statusCode, doc.body).toBe(201);
    const created: ClientDocument = doc.json();
    expect(created).toMatchObject({ kind: 'document', title: 'Job description', url: null, file_name: 'Dock Planner _ JD.pdf', content_type: 'application/pdf', byte_size: PDF.length });

    const seen = (await call('GET', '/marketplace/links', { who: client })).json().links as ClientDocument[];
    expect(seen.map((d) => d.title)).toEqual(['Job description', 'Shortlist for the planner role']);
    const file = await call('GET', `/marketplace/links/${created.id}/download`, { who: client });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Dock Planner _ JD.pdf"');
    expect(file.body).toBe(PDF);

    expect((await call('GET', '/marketplace/links', { who: other })).json().links).toEqual([]);
    const foreign = await call('GET', `/marketplace/links/${created.id}/download`, { who: other });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(MESSAGES.notFound);
    // Asking for another company by its id changes nothing.
    expect((await call('GET', `/marketplace/links?client_id=${client.accountId}`, { who: other })).json().links).toEqual([]);
  });

  it('checks uploads by their content: a renamed script, an old Word file, an empty file and no marker are refused; a PNG is kept as a PNG', async () => {
    const q = `?client_id=${client.accountId}`;
    const script = await upload(q, { name: 'offer.pdf', data: '<script>alert(1)</script>' });
    expect(script.statusCode).toBe(415);
    expect(script.json().error).toBe(DOCUMENT_MESSAGES.unsupported);
    const ole = await upload(q, { name: 'offer.docx', data: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]) });
    expect(ole.statusCode).toBe(415);
    expect(ole.json().error).toBe(DOCUMENT_MESSAGES.legacyWord);
    const zip = await upload(q, { name: 'offer.docx', data: new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]) });
    expect(zip.statusCode).toBe(415);
    const empty = await upload(q, { name: 'empty.pdf', data: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual([DOCUMENT_MESSAGES.empty]);
    expect((await upload(q, { name: 'x.pdf', data: PDF }, { marker: false })).statusCode).toBe(400);
    const png = await upload(q, { name: 'site-map.jpeg', data: PNG });
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json()).toMatchObject({ content_type: 'image/png', file_name: 'site-map.png', title: 'site-map.png' });
  });

  it('refuses a company that is no client, another company’s job post and a bad address (422 on the field)', async () => {
    const otherJob = (await call('POST', '/organisation/job_posts', { payload: { job_post: { title: 'Not theirs', client_id: other.accountId } } })).json();
    const bad = await call('POST', '/organisation/links', { payload: { link: { client_id: client.accountId, title: ' ', url: 'javascript:alert(1)' } } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['link.url']).toEqual([CLIENT_DOCUMENT_MESSAGES.url]);
    expect(bad.json().errors['link.title']).toEqual([CLIENT_DOCUMENT_MESSAGES.titleRequired]);
    const agency = await call('POST', '/organisation/links', { payload: { link: { client_id: client.agencyAccountId, title: 'x', url: 'https://x.example' } } });
    expect(agency.json().errors['link.client_id']).toEqual([MESSAGES.clientNotFound]);
    const job = await call('POST', '/organisation/links', { payload: { link: { client_id: client.accountId, title: 'x', url: 'https://x.example', job_post_id: otherJob.id } } });
    expect(job.json().errors['link.job_post_id']).toEqual([MESSAGES.jobPostNotFound]);
    const upl = await upload(`?client_id=${client.accountId}&job_post_id=${otherJob.id}`, { name: 'a.pdf', data: PDF });
    expect(upl.statusCode).toBe(422);
    expect(upl.json().errors.job_post_id).toEqual([MESSAGES.jobPostNotFound]);
  });

  it('removing an entry removes its file; another organisation’s entries are 404; guards by role', async () => {
    const doc = (await upload(`?client_id=${client.accountId}`, { name: 'remove-me.pdf', data: PDF })).json();
    expect((await call('DELETE', `/organisation/links/${doc.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/organisation/links/${doc.id}/download`)).statusCode).toBe(404);
    expect((await call('DELETE', `/organisation/links/${doc.id}`)).statusCode).toBe(404);

    const acme = await createRecruiter(t, { subdomain: 'acme' });
    const acmeClient = await createClient(t, { subdomain: 'acme', company: 'Acme Client' });
    const acmeLink = await call('POST', '/organisation/links', { who: acme, payload: { link: { client_id: acmeClient.accountId, title: 'Acme', url: 'https://acme.example' } } });
    expect(acmeLink.statusCode).toBe(201);
    expect((await call('DELETE', `/organisation/links/${acmeLink.json().id}`)).statusCode).toBe(404);
    expect((await call('GET', '/organisation/links')).json().links.some((d: ClientDocument) => d.id === acmeLink.json().id)).toBe(false);

    const viewer = await createEmployee(t, { permissions: { canViewJobPosts: true } });
    const candidate = await createCandidate(t);
    const table: [string, Who, number, number][] = [
      ['recruiter', recruiter, 200, 403],
      ['view-only employee', viewer, 403, 403],
      ['client', client, 403, 200],
      ['candidate', candidate, 403, 403],
    ];
    for (const [name, who, agencyList, clientList] of table) {
      expect((await call('GET', '/organisation/links', { who })).statusCode, name).toBe(agencyList);
      expect((await call('GET', '/marketplace/links', { who })).statusCode, name).toBe(clientList);
    }
    expect((await call('POST', '/organisation/links', { who: client, payload: { link: { client_id: client.accountId, title: 'x', url: 'https://x.example' } } })).statusCode).toBe(403);
  });
});
