import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Document, Packer, Paragraph, TextRun, HeadingLevel } from 'docx';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CVS } from '../../../cv/demo/index.js';
import { organisations, profiles, users } from '../../db/schema.js';
import { tenantScope } from '../../db/tenant.js';
import { printPdf } from '../../documents/chromium-pool.js';
import { RESUME_MESSAGES } from '../../documents/resume-file.js';
import { documentXml, docxFromXml, pdfWithLines } from '../../documents/resume-fixtures.js';
import { styledCvHtml } from '../../documents/styled-cv.js';
import { createCandidate, createClient, createEmployee, createRecruiter } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { UPLOAD_MESSAGES } from '../../lib/upload.js';
import * as imports from './service.js';

let t: TestApp;
let recruiter: string;
let pdf: Uint8Array;
let blankPdf: Uint8Array;
let docx: Buffer;
const source = DEMO_CVS[0];
/** The labelled corpus beside the project, when there is one (a clone standing alone has none). */
const CORPUS = path.resolve(import.meta.dirname, '../../../../../shared/resume-corpus');
const hasCorpus = existsSync(CORPUS);
/** A JSON Resume of the project's own. */
const jsonResume = Buffer.from(
  JSON.stringify({
    basics: {
      name: 'Alejandro Ruiz Ortega',
      label: 'Hotel Operations Manager',
      email: 'alejandro.ruiz@example.org',
      phone: '+34 612 345 678',
      summary: 'Hotel operations manager with twelve years in four- and five-star hotels.',
      location: { city: 'Barcelona', countryCode: 'ES' },
    },
    work: [
      { name: 'Hotel Miramar', position: 'Operations Manager', startDate: '2019-04', summary: 'Five-star hotel, 220 rooms.' },
      { name: 'Costa Brava Resorts', position: 'Front Office Manager', startDate: '2015-02', endDate: '2019-03' },
    ],
    education: [{ institution: 'Universitat de Barcelona', area: 'Tourism', studyType: 'Bachelor', endDate: '2009-06' }],
    skills: ['Revenue management', 'Opera PMS', 'Budgeting', 'Team leadership', 'Guest relations', 'Quality audits'].map((name) => ({ name })),
  }),
);

beforeAll(async () => {
  t = await createTestApp();
  const [organisation] = await t.database.db.select().from(organisations).where(eq(organisations.subdomain, 'demo'));
  const html = styledCvHtml({ data: source, template: 'classic', branding: null, organisation, settings: null, anonymous: false });
  pdf = await printPdf(t.app.documents.pool, html);
  blankPdf = await printPdf(t.app.documents.pool, '<!doctype html><html><head><title>x</title></head><body></body></html>');
  docx = await Packer.toBuffer(
    new Document({
      creator: 'test',
      sections: [
        {
          children: [
            new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('Maria Jansen')] }),
            new Paragraph('Senior Nurse'),
            new Paragraph('maria.jansen@example.com · +31 6 12345678 · Utrecht, Netherlands'),
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Experience')] }),
            new Paragraph({ children: [new TextRun({ text: 'Senior Nurse', bold: true }), new TextRun(' — UMC Utrecht, 2018 – Present')] }),
            new Paragraph({ children: [new TextRun({ text: 'Nurse', bold: true }), new TextRun(' — Antonius Hospital, 2012 – 2018')] }),
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Education')] }),
            new Paragraph('BSc Nursing, Hogeschool Utrecht, 2008 – 2012'),
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Skills')] }),
            new Paragraph('Intensive care, Triage, Wound care, Patient education, Team leadership'),
          ],
        },
      ],
    }),
  );
}, 120_000);
beforeEach(async () => {
  recruiter = (await createRecruiter(t)).jwt;
});
afterAll(() => t.close());

const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';

type Part = { name: string; filename?: string; contentType?: string; data: Uint8Array | string };

function multipart(parts: Part[]) {
  const boundary = `----talentfolio${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.contentType ? `Content-Type: ${p.contentType}\r\n` : ''}\r\n`));
    chunks.push(typeof p.data === 'string' ? Buffer.from(p.data) : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(url: string, file: { name: string; data: Uint8Array | string; type?: string } | Part[], options: { jwt?: string; host?: string; marker?: boolean } = {}) {
  const body = multipart(Array.isArray(file) ? file : [{ name: 'file', filename: file.name, contentType: file.type ?? 'application/octet-stream', data: file.data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...bearer(options.jwt ?? recruiter, options.host ?? DEMO), 'content-type': body.contentType, ...(options.marker === false ? {} : { 'x-upload': '1' }) },
    payload: body.payload,
  });
}

const importFile = (name: string, data: Uint8Array | string, options?: Parameters<typeof upload>[2]) => upload('/organisation/agreements/import', { name, data }, options);

async function agreementCount() {
  const res = await t.app.inject({ method: 'GET', url: '/api/organisation/agreements?per_page=1', headers: bearer(recruiter, DEMO) });
  return res.json().pagination.total_count as number;
}

function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesIn(full) : [full];
  });
}
const storedFiles = () => filesIn(path.join(t.config.dataDir, 'files')).sort();

/** Runs the upload and asserts it answered `status` with `message` and left no agreement and no file behind. */
async function refused(run: () => ReturnType<typeof upload>, status: number, message?: string | RegExp) {
  const [count, files] = [await agreementCount(), storedFiles()];
  const res = await run();
  expect(res.statusCode, res.body).toBe(status);
  if (message) expect(res.json().error).toMatch(message);
  expect(await agreementCount()).toBe(count);
  expect(storedFiles()).toEqual(files);
  return res;
}

const escape = (s: string) => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A minimal, well-formed PDF whose trailer names an /Encrypt dictionary. */
function encryptedPdf(): string {
  return [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    '3 0 obj << /Filter /Standard /V 1 /R 2 /O (xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx) /U (xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx) /P -4 >> endobj',
    'xref',
    '0 4',
    'trailer << /Size 4 /Root 1 0 R /Encrypt 3 0 R /ID [<01><01>] >>',
    'startxref',
    '0',
    '%%EOF',
  ].join('\n');
}

describe('POST /organisation/agreements/import', () => {
  it('imports a PDF the product printed itself: 201 with the new CV, unsure fields, and the original kept', async () => {
    const before = storedFiles().length;
    const res = await importFile('Sanne Visser.pdf', pdf);
    expect(res.statusCode, res.body).toBe(201);
    const { agreement, unsure } = res.json();
    expect(agreement).toMatchObject({ id: expect.any(Number), fresh: true, data: expect.any(Object) });
    expect(Array.isArray(unsure)).toBe(true);
    expect(agreement.data.email).toBe(source.email);
    expect(agreement.data.first_name).toBe(source.first_name);
    expect(storedFiles()).toHaveLength(before + 2); // the file and its metadata
    // Readable like any CV, and the original file downloads.
    expect((await t.app.inject({ method: 'GET', url: `/api/organisation/agreements/${agreement.id}`, headers: bearer(recruiter) })).json().data.email).toBe(source.email);
    const original = await t.app.inject({ method: 'GET', url: `/api/organisation/agreements/${agreement.id}/source`, headers: bearer(recruiter) });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.headers['content-disposition']).toBe(`attachment; filename="Sanne Visser.pdf"; filename*=UTF-8''Sanne%20Visser.pdf`);
    expect(Buffer.compare(original.rawPayload, Buffer.from(pdf))).toBe(0);
  });

  it('imports a Word document and a JSON Resume by content, whatever their names', async () => {
    const word = await importFile('resume.bin', docx);
    expect(word.statusCode, word.body).toBe(201);
    expect(word.json().agreement.data.email).toBe('maria.jansen@example.com');
    const source = await t.app.inject({ method: 'GET', url: `/api/organisation/agreements/${word.json().agreement.id}/source`, headers: bearer(recruiter) });
    expect(source.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(source.headers['content-disposition']).toContain('filename="resume.docx"');

    const json = await importFile('alejandro.txt', jsonResume);
    expect(json.statusCode, json.body).toBe(201);
    expect(json.json().agreement.data).toMatchObject({ first_name: 'Alejandro', email: 'alejandro.ruiz@example.org' });
    expect(json.json().unsure).toEqual(expect.any(Array));
  });

  it('answers 415 for a PNG named .pdf and for a ZIP that is not a Word document; 413 over 10 MB', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]);
    await refused(() => importFile('photo.pdf', png), 415, RESUME_MESSAGES.unsupported);
    const zip = new JSZip();
    zip.file('readme.txt', 'hello');
    await refused(async () => importFile('cv.docx', await zip.generateAsync({ type: 'uint8array' })), 415, RESUME_MESSAGES.unsupported);
    await refused(() => importFile('cv.json', '{"name":"not a JSON Resume"}'), 415, RESUME_MESSAGES.unsupported);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    await refused(() => importFile('big.pdf', big), 413, RESUME_MESSAGES.tooLarge);
  });

  it('answers 422 with a clear message for encrypted, text-less and corrupt PDFs', async () => {
    const encrypted = await refused(() => importFile('locked.pdf', encryptedPdf()), 422, /password-protected/);
    expect(encrypted.json().errors.file).toEqual([RESUME_MESSAGES.encrypted]);
    await refused(() => importFile('scan.pdf', blankPdf), 422, escape(RESUME_MESSAGES.noText));
    await refused(() => importFile('broken.pdf', pdf.slice(0, Math.floor(pdf.length / 2))), 422, escape(RESUME_MESSAGES.corrupt));
  });

  it('refuses a zip bomb (a 60 MB entry that packs to almost nothing) and creates nothing', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types/>');
    zip.file('word/document.xml', '<w:document/>');
    zip.file('word/media/padding.bin', Buffer.alloc(60 * 1024 * 1024));
    const bomb = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused(() => importFile('cv.docx', bomb), 422, escape(RESUME_MESSAGES.zipBomb));
  });

  it('needs the upload marker (400), a file (422) and canManageAgreements (403 for a client)', async () => {
    await refused(() => importFile('cv.pdf', pdf, { marker: false }), 400, 'Missing upload marker.');
    await refused(() => upload('/organisation/agreements/import', [{ name: 'other', data: 'x' }]), 422, 'Choose a file to upload.');
    const { jwt: client } = await createClient(t);
    await refused(() => importFile('cv.pdf', pdf, { jwt: client }), 403);
    const json = await t.app.inject({ method: 'POST', url: '/api/organisation/agreements/import', headers: { ...bearer(recruiter), 'x-upload': '1' }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('GET {id}/source: 404 for a CV made without a file and for another organisation’s CV', async () => {
    const made = await importFile('cv.json', jsonResume);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().agreement.id;
    const draft = (await t.app.inject({ method: 'POST', url: '/api/organisation/agreements/create', headers: bearer(recruiter), payload: {} })).json();
    expect((await t.app.inject({ method: 'GET', url: `/api/organisation/agreements/${draft.id}/source`, headers: bearer(recruiter) })).statusCode).toBe(404);
    const { jwt: acme } = await createEmployee(t, { subdomain: 'acme', permissions: { canManageAgreements: true } });
    const other = await t.app.inject({ method: 'GET', url: `/api/organisation/agreements/${id}/source`, headers: bearer(acme, ACME) });
    expect(other.statusCode).toBe(404);
  });
});

describe('an imported CV is in the language of its resume', () => {
  /** A German resume as Word writes it: headings, a profile, jobs with bullets, skills and languages with levels. */
  const germanDocx = () =>
    Packer.toBuffer(
      new Document({
        creator: 'test',
        sections: [
          {
            children: [
              new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('Katrin Hoffmann')] }),
              new Paragraph('Projektleiterin Logistik'),
              new Paragraph('katrin.hoffmann@example.de · +49 40 1234567 · Hamburg, Deutschland'),
              new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Profil')] }),
              new Paragraph('Projektleiterin mit zehn Jahren Erfahrung in der Kontraktlogistik. Ich führe Teams von bis zu 40 Mitarbeitern und verantworte Budgets in Millionenhöhe.'),
              new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Berufserfahrung')] }),
              new Paragraph({ children: [new TextRun({ text: 'Projektleiterin', bold: true }), new TextRun(' — Hanse Logistik AG, 03/2019 – heute')] }),
              new Paragraph({ text: 'Aufbau eines neuen Lagers für den Onlinehandel', bullet: { level: 0 } }),
              new Paragraph({ children: [new TextRun({ text: 'Teamleiterin', bold: true }), new TextRun(' — Elbe Spedition GmbH, 2014 – 2019')] }),
              new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Ausbildung')] }),
              new Paragraph('Master of Science Logistik, Technische Universität Hamburg, 2012 – 2014'),
              new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Kenntnisse')] }),
              new Paragraph('SAP EWM, Lean Management, Prozessoptimierung, Projektmanagement, Excel'),
              new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Sprachen')] }),
              new Paragraph('Deutsch (Muttersprache), Englisch (verhandlungssicher), Französisch (Grundkenntnisse)'),
            ],
          },
        ],
      }),
    );
  /** The same person as a JSON Resume. */
  const germanJson = JSON.stringify({
    basics: { name: 'Katrin Hoffmann', label: 'Projektleiterin Logistik', email: 'katrin.hoffmann@example.de', summary: 'Projektleiterin mit zehn Jahren Erfahrung in der Kontraktlogistik.' },
    work: [{ name: 'Hanse Logistik AG', position: 'Projektleiterin', startDate: '2019-03', summary: 'Aufbau eines neuen Lagers für den Onlinehandel und die Einführung von SAP EWM.' }],
    languages: [{ language: 'Deutsch', fluency: 'Muttersprache' }],
  });

  it('a German Word file: a German CV with its profile, its jobs’ descriptions and its languages with levels', async () => {
    const res = await importFile('lebenslauf.docx', await germanDocx());
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json().agreement;
    expect(data.custom_fields.template_language_variant).toBe('de');
    expect(data.details).toBe('<p>Projektleiterin mit zehn Jahren Erfahrung in der Kontraktlogistik. Ich führe Teams von bis zu 40 Mitarbeitern und verantworte Budgets in Millionenhöhe.</p>');
    expect(data.custom_fields.languages).toEqual([
      { name: 'Deutsch', level: 1 },
      { name: 'Englisch', level: 3 },
      { name: 'Französisch', level: 5 },
    ]);
    expect(data.experience.map((e: { title: string; company: { name: string } }) => [e.title, e.company.name])).toEqual([
      ['Projektleiterin', 'Hanse Logistik AG'],
      ['Teamleiterin', 'Elbe Spedition GmbH'],
    ]);
    expect(data.experience[0].summary).toBe('<ul><li>Aufbau eines neuen Lagers für den Onlinehandel</li></ul>');
  });

  it('a German JSON Resume, on both upload endpoints; an English file stays English', async () => {
    const res = await importFile('katrin.json', germanJson);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().agreement.data.custom_fields.template_language_variant).toBe('de');
    const { jwt: candidate, email } = await createCandidate(t);
    expect((await upload('/my/resume', { name: 'katrin.json', data: germanJson }, { jwt: candidate })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(eq(users.email, email));
    expect(row.profiles.cvData?.custom_fields?.template_language_variant).toBe('de');
    const english = await importFile('maria.docx', docx);
    expect(english.json().agreement.data.custom_fields.template_language_variant).toBe('en');
    // That resume has no profile: the CV cannot be saved without one, so the field is named as unsure.
    expect(english.json().unsure).toContain('details');
  });
});

describe('duplicate uploads: the same resume again is named, scoped to the organisation', () => {
  let seq = 0;
  /** A JSON Resume of its own for each call (a new email unless one is given). */
  const resume = (overrides: { email?: string; label?: string } = {}) =>
    Buffer.from(
      JSON.stringify({
        basics: { name: 'Imke de Boer', label: overrides.label ?? 'Payroll Specialist', email: overrides.email ?? `imke.${Date.now()}.${seq++}@example.org` },
        work: [{ name: 'Loonwerk BV', position: 'Payroll Specialist', startDate: '2018-01' }],
        skills: ['Payroll', 'AFAS', 'Excel', 'Dutch tax law', 'Reporting'].map((name) => ({ name })),
      }),
    );
  const del = (path: string, jwt: string, host = DEMO) => t.app.inject({ method: 'DELETE', url: `/api/organisation/agreements/${path}`, headers: bearer(jwt, host) });
  let jwt: string;
  beforeAll(async () => {
    ({ jwt } = await createEmployee(t, { permissions: { canManageAgreements: true, canDeleteAgreements: true } }));
  });

  it('the same file a second time: still created (201), and the answer names the existing CV, matched by file; the digest is kept', async () => {
    const file = resume();
    const first = await importFile('imke.json', file, { jwt });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().duplicate_of).toBeNull();
    expect(first.json().agreement.source_file_name).toBe('imke.json');
    const count = await agreementCount();
    const second = await importFile('imke (1).json', file, { jwt });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().duplicate_of).toEqual({ id: first.json().agreement.id, name: 'Imke de Boer', matched_by: 'file' });
    expect(second.json().agreement.id).not.toBe(first.json().agreement.id);
    // Both are listed (imported CVs are fresh but not drafts).
    expect(await agreementCount()).toBe(count + 1);
    const { agreements } = await import('../../db/schema.js');
    const [row] = await t.database.db.select({ sha: agreements.sourceFileSha256 }).from(agreements).where(eq(agreements.id, first.json().agreement.id));
    expect(row.sha).toBe(imports.fileDigest(file));
  });

  it('another file with the same candidate email (any case) matches by email; a saved CV with that email matches too', async () => {
    const email = `Imke.Mail.${Date.now()}@Example.org`;
    const first = (await importFile('a.json', resume({ email: email.toLowerCase() }), { jwt })).json();
    const other = await importFile('b.json', resume({ email, label: 'Payroll Lead' }), { jwt });
    expect(other.json().duplicate_of).toEqual({ id: first.agreement.id, name: 'Imke de Boer', matched_by: 'email' });
    // A CV typed in the editor and saved, with the email of the next upload.
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/agreements',
      headers: bearer(jwt),
      payload: { agreement: { data: { ...source, email: `typed.${Date.now()}@example.org` } } },
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const matched = await importFile('typed.json', resume({ email: typed.json().data.email.toUpperCase() }), { jwt });
    expect(matched.json().duplicate_of).toMatchObject({ id: typed.json().id, matched_by: 'email' });
    // No email in the resume, a new file: nothing to match.
    const anonymous = JSON.parse(resume().toString());
    delete anonymous.basics.email;
    expect((await importFile('c.json', JSON.stringify(anonymous), { jwt })).json().duplicate_of).toBeNull();
  });

  it('never matches another organisation’s CV, nor a draft', async () => {
    const file = resume();
    const { jwt: acme } = await createEmployee(t, { subdomain: 'acme', permissions: { canManageAgreements: true } });
    expect((await importFile('x.json', file, { jwt: acme, host: ACME })).json().duplicate_of).toBeNull();
    // A draft of demo with the same email (started from scratch, never saved) is not a CV yet.
    const email = JSON.parse(file.toString()).basics.email;
    await t.app.inject({ method: 'POST', url: '/api/organisation/agreements/create', headers: bearer(jwt), payload: { agreement: { data: { ...source, email } } } });
    const demo = await importFile('x.json', file, { jwt });
    expect(demo.json().duplicate_of).toBeNull();
    // Acme's second upload finds acme's own first one only.
    const again = await importFile('x.json', file, { jwt: acme, host: ACME });
    expect(again.json().duplicate_of).toMatchObject({ matched_by: 'file' });
    expect(again.json().duplicate_of.id).not.toBe(demo.json().agreement.id);
  });

  it('copies of one file sent at the same time find each other', async () => {
    const file = resume();
    const answers = await Promise.all([1, 2, 3].map(() => importFile('same.json', file, { jwt })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(answers.filter((a) => a.json().duplicate_of === null)).toHaveLength(1);
  });

  it('"Open the existing CV" discards the new one (destroy_fresh, no delete permission needed) with its stored file; DELETE removes the file too', async () => {
    const { jwt: manager } = await createEmployee(t, { permissions: { canManageAgreements: true } });
    const file = resume();
    const existing = (await importFile('keep.json', file, { jwt: manager })).json().agreement;
    const files = storedFiles();
    const duplicate = (await importFile('again.json', file, { jwt: manager })).json();
    expect(duplicate.duplicate_of.id).toBe(existing.id);
    expect(storedFiles().length).toBe(files.length + 2);
    expect((await del(`${duplicate.agreement.id}/destroy_fresh`, manager)).statusCode).toBe(204);
    expect(storedFiles()).toEqual(files);
    expect((await t.app.inject({ method: 'GET', url: `/api/organisation/agreements/${existing.id}/source`, headers: bearer(manager) })).statusCode).toBe(200);
    // Deleting a CV (with the permission) removes its resume as well.
    expect((await del(String(existing.id), jwt)).statusCode).toBe(204);
    expect(storedFiles().length).toBe(files.length - 2);
  });
});

describe('candidates: POST /my/resume (§4 parsing_cv)', () => {
  const stateOf = async (jwt: string) => (await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(jwt) })).json().profile.state;
  async function profileOf(email: string) {
    const [row] = await t.database.db.select().from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(eq(users.email, email));
    return row.profiles;
  }
  const fileOf = (key: string) => path.join(t.config.dataDir, 'files', ...key.split('/'));

  it('reads the resume before answering 200 with the profile filled in; the previous file is replaced', async () => {
    const { jwt: candidate, email } = await createCandidate(t);
    const first = await upload('/my/resume', { name: 'first.docx', data: docx }, { jwt: candidate });
    expect(first.statusCode, first.body).toBe(200);
    const firstKey = (await profileOf(email)).cvFileKey!;
    expect(existsSync(fileOf(firstKey))).toBe(true);

    const res = await upload('/my/resume', { name: 'me.json', data: jsonResume }, { jwt: candidate });
    expect(res.statusCode, res.body).toBe(200);
    const row = await profileOf(email);
    expect(res.json()).toEqual({
      state: 'active',
      error: null,
      file_name: 'me.json',
      skills: row.skills,
      experience_count: row.experienceCount,
      education_count: row.educationCount,
    });
    expect(await stateOf(candidate)).toBe('active');
    expect(row.cvData?.email).toBe('alejandro.ruiz@example.org');
    expect(row.experienceCount).toBe(row.cvData?.experience?.length ?? 0);
    expect(row.educationCount).toBe(row.cvData?.education?.length ?? 0);
    expect(row.skills).toEqual((row.cvData?.skills ?? []).slice(0, 40));
    expect(existsSync(fileOf(row.cvFileKey!))).toBe(true);
    expect(existsSync(fileOf(firstKey))).toBe(false);
  });

  it('refuses a file it cannot read at once (422) and keeps the previous file and CV; other bad files are 415 and 400', async () => {
    const { jwt: candidate, email } = await createCandidate(t);
    expect((await upload('/my/resume', { name: 'me.json', data: jsonResume }, { jwt: candidate })).statusCode).toBe(200);
    const before = await profileOf(email);
    const files = storedFiles();
    const res = await upload('/my/resume', { name: 'scan.pdf', data: blankPdf }, { jwt: candidate });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ error: RESUME_MESSAGES.noText, errors: { file: [RESUME_MESSAGES.noText] } });
    const png = await upload('/my/resume', { name: 'x.pdf', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) }, { jwt: candidate });
    expect(png.statusCode).toBe(415);
    expect((await upload('/my/resume', { name: 'x.pdf', data: pdf }, { jwt: candidate, marker: false })).statusCode).toBe(400);
    const after = await profileOf(email);
    expect(after).toMatchObject({ state: 'active', cvFileKey: before.cvFileKey, cvFileName: before.cvFileName, cvData: before.cvData, skills: before.skills });
    expect(storedFiles()).toEqual(files);
    expect(await stateOf(candidate)).toBe('active');
  });

  it('is in parsing_cv while a read runs (a second upload is 409), then back; a stalled read is put back', async () => {
    const { jwt: candidate, email } = await createCandidate(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    const scope = tenantScope(t.database.db, row.organisationId);
    const { profileId, previousState } = await imports.beginProfileResume(scope, row.id);
    expect(previousState).toBe('active');
    expect(await stateOf(candidate)).toBe('parsing_cv');
    expect((await upload('/my/resume', { name: 'cv.json', data: jsonResume }, { jwt: candidate })).statusCode).toBe(409);
    await imports.abandonProfileResume(scope, profileId, previousState, 'nope');
    expect(await stateOf(candidate)).toBe('active');
    expect((await t.app.inject({ method: 'GET', url: '/api/my/resume/status', headers: bearer(candidate) })).json().error).toBe('nope');

    await imports.beginProfileResume(scope, row.id);
    await t.database.db.update(profiles).set({ updatedAt: new Date(Date.now() - imports.STALLED_AFTER_MS - 1000) }).where(eq(profiles.id, profileId));
    const status = (await t.app.inject({ method: 'GET', url: '/api/my/resume/status', headers: bearer(candidate) })).json();
    expect(status).toMatchObject({ state: 'active', error: imports.PROFILE_MESSAGES.stalled });
  });
});

/** Files import refused at once with 422 while /my/resume answered 202 for them, stored them and dropped the previous good file (issue 7). */
describe('both upload endpoints run the same checks and the same read before answering', () => {
  const docxWith = (prolog: string, body = 'Maria Jansen') => docxFromXml(documentXml([body, 'Senior Nurse', 'maria.jansen@example.com'], prolog));
  const badFiles: [string, () => Promise<Uint8Array | Buffer | string>][] = [
    ['a PDF without a text layer', async () => blankPdf],
    ['a damaged PDF that still ends with %%EOF', async () => Buffer.concat([Buffer.from(pdf.slice(0, Math.floor(pdf.length / 2))), Buffer.from('\n%%EOF\n')])],
    ['an encrypted PDF whose /Encrypt key is written with # escapes', async () => pdfWithLines([{ text: 'Maria Jansen' }, { text: 'maria.jansen@example.com' }], { trailer: '/Encr#79pt 3 0 R ' })],
    ['a Word file with an external entity', async () => docxWith('<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>', 'Maria &xxe;')],
    ['a Word file with entity expansion', async () => docxWith('<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>', '&lol2;')],
    ['a 9 MB JSON Resume', async () => JSON.stringify({ basics: { name: 'Big Resume', email: 'big@example.com', summary: 'x'.repeat(9 * 1024 * 1024) } })],
  ];

  it.each(badFiles)('%s: 422 with the same message on both; nothing is stored; the candidate keeps the previous file and CV', async (_, make) => {
    const bytes = await make();
    const { jwt: candidate, email } = await createCandidate(t);
    expect((await upload('/my/resume', { name: 'good.json', data: jsonResume }, { jwt: candidate })).statusCode).toBe(200);
    const [before] = await t.database.db.select().from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(eq(users.email, email));

    const imported = await refused(() => importFile('cv.bin', bytes), 422);
    const files = storedFiles();
    const mine = await upload('/my/resume', { name: 'cv.bin', data: bytes }, { jwt: candidate });
    expect(mine.statusCode, mine.body).toBe(422);
    expect(mine.json().error).toBe(imported.json().error);
    expect(mine.json().errors).toEqual({ file: [imported.json().error] });
    expect(storedFiles()).toEqual(files);
    const [after] = await t.database.db.select().from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(eq(users.email, email));
    expect(after.profiles).toMatchObject({ state: 'active', cvFileKey: before.profiles.cvFileKey, cvFileName: 'good.json', cvData: before.profiles.cvData });
  });

  it('names the reason: password, XML declarations, JSON size', async () => {
    expect((await importFile('a.pdf', await badFiles[2][1]())).json().error).toBe(RESUME_MESSAGES.encrypted);
    expect((await importFile('a.docx', await badFiles[3][1]())).json().error).toBe(RESUME_MESSAGES.xmlDeclarations);
    expect((await importFile('a.docx', await badFiles[4][1]())).json().error).toBe(RESUME_MESSAGES.xmlDeclarations);
    expect((await importFile('a.json', await badFiles[5][1]())).json().error).toBe(RESUME_MESSAGES.jsonTooLarge);
  });
});

describe('text the parser extracts is made storable (issue 7: a NUL made a 500)', () => {
  it.skipIf(!hasCorpus)('imports every PDF of the theme whose icon font extracts as NUL characters (the corpus’s “elegant”, when the corpus is there)', async () => {
    const elegant = readdirSync(CORPUS).filter((f) => f.endsWith('.elegant.pdf'));
    expect(elegant.length).toBeGreaterThan(0);
    for (const name of elegant) {
      const res = await importFile(name, readFileSync(path.join(CORPUS, name)));
      expect(res.statusCode, res.body).toBe(201);
      // eslint-disable-next-line no-control-regex -- looking for control characters
      expect(JSON.stringify(res.json().agreement.data)).not.toMatch(/\\u0000|[\u0000-\u0008]/);
    }
  });

  it('a Word file whose text holds NUL and control characters, with a NUL in its name: imported and read into a profile, without them', async () => {
    const bytes = await docxFromXml(
      documentXml(['Maria\u0000 Jansen', 'Senior Nurse\u0001', 'maria.jansen@example.com · +31 6 12345678', 'Experience', 'Senior Nurse\u0000 — UMC Utrecht, 2018 – Present']),
    );
    const res = await importFile('cv\u0000.docx', bytes);
    expect(res.statusCode, res.body).toBe(201);
    const text = JSON.stringify(res.json().agreement.data);
    expect(text).toContain('Jansen');
    expect(text).not.toMatch(/\\u000[01]/);
    const source = await t.app.inject({ method: 'GET', url: `/api/organisation/agreements/${res.json().agreement.id}/source`, headers: bearer(recruiter) });
    expect(source.headers['content-disposition']).toContain('filename="cv.docx"');

    const { jwt: candidate } = await createCandidate(t);
    const mine = await upload('/my/resume', { name: 'mine\u0000.docx', data: bytes }, { jwt: candidate });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().file_name).toBe('mine.docx');
  });

  it('a JSON Resume with a NUL or a lone surrogate is refused with 422 (the person can fix the file)', async () => {
    const bad = JSON.stringify({ basics: { name: 'Eva\u0000 Tester', email: 'eva@example.com' } });
    await refused(() => importFile('cv.json', bad), 422, escape(RESUME_MESSAGES.jsonBadText));
    const surrogate = '{"basics":{"name":"Eva \\ud800x Tester","email":"eva@example.com"}}';
    await refused(() => importFile('cv.json', surrogate), 422, escape(RESUME_MESSAGES.jsonBadText));
  });
});

describe('a cut-off or malformed multipart body is a 400, never a 500 or a hang', () => {
  function raw(url: string, jwt: string, payload: Buffer, contentType: string) {
    return t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...bearer(jwt), 'content-type': contentType, 'x-upload': '1' }, payload });
  }
  let candidate: string;
  beforeEach(async () => {
    candidate = (await createCandidate(t)).jwt;
  });
  const head = (boundary: string) => `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;

  it.each([
    ['organisation/agreements/import', () => recruiter],
    ['my/resume', () => candidate],
  ])('POST %s', async (url, jwt) => {
    const boundary = 'talentfolioboundary1234';
    const cut = await raw(`/${url}`, jwt(), Buffer.concat([Buffer.from(head(boundary)), Buffer.from(pdf.slice(0, 5000))]), `multipart/form-data; boundary=${boundary}`);
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json().error).toBe(UPLOAD_MESSAGES.malformed);
    const wrong = await raw(`/${url}`, jwt(), Buffer.concat([Buffer.from(head(boundary)), Buffer.from(pdf), Buffer.from(`\r\n--${boundary}--\r\n`)]), 'multipart/form-data; boundary=another-boundary');
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().error).toMatch(/cut off|multipart/);
    const noBoundary = await raw(`/${url}`, jwt(), Buffer.from(head(boundary)), 'multipart/form-data');
    expect(noBoundary.statusCode, noBoundary.body).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
  });
});
