import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXTERNAL_BATCH_MAX_PROFILES, EXTERNAL_PROFILE_MESSAGES } from '../../../shared/schemas/external-profiles.js';
import { agreements, candidateSearch, organisations } from '../../db/schema.js';
import { EXTERNAL_FILE_MESSAGES } from '../../documents/external-files.js';
import { createCandidate, createClient, createEmployee, createRecruiter } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { MESSAGES } from './service.js';

let t: TestApp;
let recruiter: string;
const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  recruiter = (await createRecruiter(t)).jwt;
});
afterAll(() => t.close());

const jsonResume = (name: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    basics: { name, label: 'Data Engineer', email: `${name.split(' ')[0].toLowerCase()}@example.org`, location: { city: 'Utrecht', countryCode: 'NL' } },
    work: [
      { name: 'Bol.com', position: 'Data Engineer', startDate: '2020-03', highlights: ['Built the order pipeline', 'Cut batch time by half'] },
      { name: 'ING', position: 'BI Developer', startDate: '2016-09', endDate: '2020-02' },
    ],
    education: [{ institution: 'TU Delft', studyType: 'MSc', area: 'Computer Science', startDate: '2014-09', endDate: '2016-08' }],
    skills: [{ name: 'Data', keywords: ['Python', 'SQL', 'Kafka', 'Airflow', 'dbt'] }],
    ...extra,
  });

/** A LinkedIn data export as LinkedIn writes it (CSV with a BOM, quoted multi-line descriptions). */
async function linkedInExport(files: Record<string, string> = {}) {
  const zip = new JSZip();
  const all: Record<string, string> = {
    'Profile.csv':
      'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n' +
      'Sofie,Janssens,,,,Senior Product Manager,"Product manager with ten years in fintech.",Financial Services,,"Antwerp, Belgium",,,\n',
    'Positions.csv':
      'Company Name,Title,Description,Location,Started On,Finished On\n' +
      'Payconiq,Senior Product Manager,"Led the merchant app.\n- Launched QR payments in 3 countries\n- Grew merchants to 60k",Antwerp,Jan 2019,\n' +
      'KBC,Product Owner,Mobile banking app,Brussels,Sep 2014,Dec 2018\n' +
      'Deloitte,Analyst,,Brussels,2012,2014\n',
    'Education.csv': 'School Name,Start Date,End Date,Notes,Degree Name,Activities\nKU Leuven,2008,2012,,Master of Business Engineering,\n',
    'Skills.csv': 'Name\nProduct Management\nAgile\nPayments\nSQL\nUser Research\nAgile\n',
    'Languages.csv': 'Name,Proficiency\nDutch,Native or bilingual proficiency\nEnglish,Full professional proficiency\nFrench,Limited working proficiency\n',
    'Email Addresses.csv': 'Email Address,Confirmed,Primary,Updated On\nold@example.be,Yes,No,1/1/20\nsofie.janssens@example.be,Yes,Yes,2/2/22\n',
    ...files,
  };
  for (const [name, text] of Object.entries(all)) if (text !== '') zip.file(`Basic_LinkedInDataExport_03-01-2026/${name}`, `\uFEFF${text}`);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

async function zipOf(files: Record<string, string | Uint8Array>) {
  const zip = new JSZip();
  for (const [name, data] of Object.entries(files)) zip.file(name, data);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

type CallOptions = { jwt?: string | null; host?: string; payload?: unknown };
const call = (method: 'GET' | 'POST', url: string, options: CallOptions = {}) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: options.jwt === null ? { host: options.host ?? DEMO } : bearer(options.jwt ?? recruiter, options.host ?? DEMO),
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
  });

function multipart(parts: { name: string; filename?: string; data: Uint8Array | string }[]) {
  const boundary = `----talentfolio${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename !== undefined ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`));
    chunks.push(Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function push(batchId: number | string | null, file: { name: string; data: Uint8Array | string }, options: { jwt?: string; host?: string } = {}) {
  const body = multipart([{ name: 'file', filename: file.name, data: file.data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/organisation/external_profile_batches/push${batchId === null ? '' : `?batch_id=${batchId}`}`,
    headers: { ...bearer(options.jwt ?? recruiter, options.host ?? DEMO), 'content-type': body.contentType, 'x-upload': '1' },
    payload: body.payload,
  });
}

async function start(provider: 'json_resume' | 'linkedin_export', jwt = recruiter): Promise<number> {
  const res = await call('POST', '/organisation/external_profile_batches/start', { jwt, payload: { batch: { provider } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const importIds = (ids: number[], jwt = recruiter) => call('POST', '/organisation/import_external_profiles', { jwt, payload: { external_profiles: { ids } } });
const agreementCount = async () => (await t.database.db.select({ id: agreements.id }).from(agreements)).length;

async function setFeature(subdomain: string, on: boolean) {
  await t.database.db.update(organisations).set({ displayExternalProviderFeature: on }).where(eq(organisations.subdomain, subdomain));
  t.app.organisations.invalidate(subdomain);
}

describe('§6 guard: canManageAgreements and display_external_provider_feature', () => {
  it.each([
    ['recruiter (every permission)', 200, () => createRecruiter(t)],
    ['employee with Manage Agreements only', 200, () => createEmployee(t, { permissions: { canManageAgreements: true } })],
    ['employee without Manage Agreements', 403, () => createEmployee(t, { permissions: { canManageJobPosts: true, canManageEmployees: true } })],
    ['marketplace client', 403, () => createClient(t)],
    ['candidate', 403, () => createCandidate(t)],
  ])('%s → %s on every call', async (_who, status, make) => {
    const { jwt } = await make();
    const batch = await start('json_resume');
    const calls = [
      await call('GET', '/organisation/external_providers', { jwt }),
      await call('GET', '/organisation/external_profile_batches', { jwt }),
      await call('GET', `/organisation/external_profile_batches/${batch}`, { jwt }),
      await call('POST', '/organisation/external_profile_batches/start', { jwt, payload: { batch: { provider: 'json_resume' } } }),
      await push(batch, { name: 'a.json', data: jsonResume('Anna Berg') }, { jwt }),
    ];
    expect(calls.map((c) => c.statusCode)).toEqual(status === 200 ? [200, 200, 200, 201, 200] : [403, 403, 403, 403, 403]);
  });

  it('answers 401 without a session, 403 with the feature off (even for a recruiter), 404 for another organisation’s batch', async () => {
    expect((await call('GET', '/organisation/external_providers', { jwt: null })).statusCode).toBe(401);
    const batch = await start('json_resume');
    await setFeature('demo', false);
    try {
      for (const res of [
        await call('GET', '/organisation/external_providers'),
        await call('GET', `/organisation/external_profile_batches/${batch}`),
        await call('POST', '/organisation/external_profile_batches/start', { payload: { batch: { provider: 'json_resume' } } }),
        await importIds([1]),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toContain('canImportExternalProfiles');
      }
    } finally {
      await setFeature('demo', true);
    }
    await setFeature('acme', true);
    try {
      const acme = await createRecruiter(t, { subdomain: 'acme' });
      expect((await call('GET', `/organisation/external_profile_batches/${batch}`, { jwt: acme.jwt, host: ACME })).statusCode).toBe(404);
      expect((await push(batch, { name: 'a.json', data: jsonResume('Anna Berg') }, { jwt: acme.jwt, host: ACME })).statusCode).toBe(404);
    } finally {
      await setFeature('acme', false);
    }
  });
});

describe('GET organisation/external_providers and starting a batch', () => {
  it('lists JSON Resume and the LinkedIn data export; start answers 201 with an empty batch; an unknown provider is 422', async () => {
    const res = await call('GET', '/organisation/external_providers');
    expect(res.json().external_providers.map((p: { key: string }) => p.key)).toEqual(['json_resume', 'linkedin_export']);
    const started = await call('POST', '/organisation/external_profile_batches/start', { payload: { batch: { provider: 'linkedin_export' } } });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ provider: 'linkedin_export', counts: { total: 0, parsed: 0, error: 0, imported: 0 }, external_profiles: [] });
    const bad = await call('POST', '/organisation/external_profile_batches/start', { payload: { batch: { provider: 'xing' } } });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json().errors)).toContain(EXTERNAL_PROFILE_MESSAGES.unknownProvider);
  });
});

describe('POST organisation/external_profile_batches/push', () => {
  it('reads one JSON Resume file, then a ZIP of them with a bad entry reported on its own row; GET shows the counts', async () => {
    const batch = await start('json_resume');
    const one = await push(batch, { name: 'anna.json', data: jsonResume('Anna Berg') });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().added).toEqual([expect.objectContaining({ file_name: 'anna.json', status: 'parsed', error: null, name: 'Anna Berg', title: 'Data Engineer', experience_count: 2, education_count: 1, skills_count: 5 })]);

    const zip = await zipOf({
      'team/bram.json': jsonResume('Bram de Wit'),
      'team/broken.json': '{"basics": {"name": "Cut off',
      'team/not-a-resume.json': '{"name": "a package.json"}',
      'team/readme.txt': 'not read',
      '__MACOSX/team/._bram.json': 'resource fork',
    });
    const many = await push(batch, { name: 'team.zip', data: zip });
    expect(many.statusCode, many.body).toBe(200);
    expect(many.json().added.map((p: { file_name: string; status: string; error: string | null }) => [p.file_name, p.status, p.error])).toEqual([
      ['team.zip › team/bram.json', 'parsed', null],
      ['team.zip › team/broken.json', 'error', EXTERNAL_FILE_MESSAGES.entryNotJson],
      ['team.zip › team/not-a-resume.json', 'error', EXTERNAL_FILE_MESSAGES.entryNotJsonResume],
    ]);
    const got = await call('GET', `/organisation/external_profile_batches/${batch}`);
    expect(got.json().counts).toEqual({ total: 4, parsed: 2, error: 2, imported: 0 });
    expect(got.json().external_profiles).toHaveLength(4);
    const listed = await call('GET', '/organisation/external_profile_batches');
    expect(listed.json().external_profile_batches[0]).toMatchObject({ id: batch, counts: { total: 4, parsed: 2, error: 2 } });
  });

  it('reports a ZIP entry that inflates past the JSON Resume limit on its own row, and reads the others', async () => {
    const batch = await start('json_resume');
    const huge = JSON.stringify({ basics: { name: 'Huge Entry', summary: randomBytes(1_100_000).toString('hex') } });
    expect(huge.length).toBeGreaterThan(2 * 1024 * 1024);
    const many = await push(batch, { name: 'team.zip', data: await zipOf({ 'team/bram.json': jsonResume('Bram de Wit'), 'team/huge.json': huge }) });
    expect(many.statusCode, many.body).toBe(200);
    expect(many.json().added.map((p: { file_name: string; status: string; error: string | null }) => [p.file_name, p.status, p.error])).toEqual([
      ['team.zip › team/bram.json', 'parsed', null],
      ['team.zip › team/huge.json', 'error', EXTERNAL_FILE_MESSAGES.entryTooLarge],
    ]);
  });

  it('reads a LinkedIn data export: dates "Jan 2019" and "2012", no end = current, descriptions as lists, languages by proficiency', async () => {
    const batch = await start('linkedin_export');
    const res = await push(batch, { name: 'Basic_LinkedInDataExport.zip', data: await linkedInExport() });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().added;
    expect(row).toMatchObject({ status: 'parsed', name: 'Sofie Janssens', title: 'Senior Product Manager', experience_count: 3, education_count: 1, skills_count: 5 });

    const imported = await importIds([row.id]);
    expect(imported.statusCode, imported.body).toBe(201);
    const cv = (await call('GET', `/organisation/agreements/${imported.json().agreements[0].id}`)).json();
    expect(cv.fresh).toBe(false);
    expect(cv.data).toMatchObject({ first_name: 'Sofie', last_name: 'Janssens', email: 'sofie.janssens@example.be', location: { city: 'Antwerp', country: 'Belgium' } });
    expect(cv.data.skills).toEqual(['Product Management', 'Agile', 'Payments', 'SQL', 'User Research']);
    expect(cv.data.custom_fields.languages).toEqual([
      { name: 'Dutch', level: 1 },
      { name: 'English', level: 2 },
      { name: 'French', level: 4 },
    ]);
    const [current, kbc, deloitte] = cv.data.experience;
    expect(current).toMatchObject({ title: 'Senior Product Manager', company: { name: 'Payconiq' }, start_year: 2019, start_month: 1, currently_working: true, end_year: null });
    expect(current.summary).toBe('<p>Led the merchant app.</p><ul><li>Launched QR payments in 3 countries</li><li>Grew merchants to 60k</li></ul>');
    expect(kbc).toMatchObject({ start_year: 2014, start_month: 9, end_year: 2018, end_month: 12, currently_working: false });
    expect(deloitte).toMatchObject({ start_year: 2012, start_month: null, end_year: 2014, currently_working: false });
    expect(cv.data.education[0]).toMatchObject({ title: 'Master of Business Engineering', institution: { name: 'KU Leuven' }, start_year: 2008, graduation_year: 2012 });
  });

  it('reports a LinkedIn export without a name on its row, and refuses a ZIP without Profile.csv as a whole (422)', async () => {
    const batch = await start('linkedin_export');
    const noName = await push(batch, { name: 'export.zip', data: await linkedInExport({ 'Profile.csv': 'First Name,Last Name,Headline\n,,Engineer\n' }) });
    expect(noName.statusCode, noName.body).toBe(200);
    expect(noName.json().added).toEqual([expect.objectContaining({ status: 'error', error: EXTERNAL_FILE_MESSAGES.linkedInNoName, name: null })]);
    const notAnExport = await push(batch, { name: 'photos.zip', data: await zipOf({ 'photo.txt': 'x' }) });
    expect(notAnExport.statusCode).toBe(422);
    expect(notAnExport.json().error).toBe(EXTERNAL_FILE_MESSAGES.linkedInNoProfile);
    expect(notAnExport.json().errors.file).toEqual([EXTERNAL_FILE_MESSAGES.linkedInNoProfile]);
    const notAZip = await push(batch, { name: 'Profile.csv', data: 'First Name,Last Name\nA,B\n' });
    expect(notAZip.statusCode).toBe(422);
    expect(notAZip.json().error).toBe(EXTERNAL_FILE_MESSAGES.notLinkedInZip);
    expect((await call('GET', `/organisation/external_profile_batches/${batch}`)).json().counts.total).toBe(1);
  });

  it('refuses bad files as a whole with a message (422), over 10 MB (413), a zip bomb (422); the batch is unchanged', async () => {
    const batch = await start('json_resume');
    const cases: [string, Uint8Array | string, number, string][] = [
      ['photo.json', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), randomBytes(200)]), 422, EXTERNAL_FILE_MESSAGES.notJsonResume],
      ['package.json', '{"name": "not a resume"}', 422, EXTERNAL_FILE_MESSAGES.entryNotJsonResume],
      ['empty.json', '', 422, EXTERNAL_FILE_MESSAGES.empty],
      ['notes.zip', await zipOf({ 'notes.txt': 'hello' }), 422, EXTERNAL_FILE_MESSAGES.noJsonInZip],
      ['broken.zip', (await zipOf({ 'a.json': jsonResume('Anna Berg') })).slice(0, 40), 422, EXTERNAL_FILE_MESSAGES.corruptZip],
      ['huge.json', Buffer.concat([Buffer.from('{"basics":{},"x":"'), Buffer.alloc(11 * 1024 * 1024, 0x61), Buffer.from('"}')]), 413, EXTERNAL_FILE_MESSAGES.tooLarge],
    ];
    const bomb = new JSZip();
    bomb.file('a.json', jsonResume('Anna Berg'));
    bomb.file('padding.json', Buffer.alloc(60 * 1024 * 1024, 0x20));
    const bombBytes = await bomb.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bombBytes.length).toBeLessThan(1024 * 1024);
    cases.push(['bomb.zip', bombBytes, 422, EXTERNAL_FILE_MESSAGES.zipBomb]);
    for (const [name, data, status, message] of cases) {
      const res = await push(batch, { name, data });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().error, name).toBe(message);
    }
    expect((await call('GET', `/organisation/external_profile_batches/${batch}`)).json().counts.total).toBe(0);
  });

  it('needs ?batch_id= (422) and the upload marker (400); a batch holds at most 200 profiles', async () => {
    const noBatch = await push(null, { name: 'a.json', data: jsonResume('Anna Berg') });
    expect(noBatch.statusCode).toBe(422);
    expect(Object.keys(noBatch.json().errors)).toEqual(['batch_id']);
    expect((await push('x', { name: 'a.json', data: jsonResume('Anna Berg') })).statusCode).toBe(422);
    expect((await push(2_147_483_647, { name: 'a.json', data: jsonResume('Anna Berg') })).statusCode).toBe(404);
    const body = multipart([{ name: 'file', filename: 'a.json', data: jsonResume('Anna Berg') }]);
    const noMarker = await t.app.inject({ method: 'POST', url: '/api/organisation/external_profile_batches/push?batch_id=1', headers: { ...bearer(recruiter, DEMO), 'content-type': body.contentType }, payload: body.payload });
    expect(noMarker.statusCode).toBe(400);

    const batch = await start('json_resume');
    const files: Record<string, string> = {};
    for (let i = 0; i < EXTERNAL_BATCH_MAX_PROFILES; i++) files[`p${i}.json`] = jsonResume(`Person Number${i}`);
    expect((await push(batch, { name: 'all.zip', data: await zipOf(files) })).statusCode).toBe(200);
    const over = await push(batch, { name: 'one-more.json', data: jsonResume('Anna Berg') });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toBe(EXTERNAL_FILE_MESSAGES.tooManyProfiles);
  });
});

describe('POST organisation/import_external_profiles', () => {
  it('makes the chosen profiles CVs with their experience, education and skills, in the candidate search, and marks them imported', async () => {
    const batch = await start('json_resume');
    const added = (await push(batch, { name: 'team.zip', data: await zipOf({ 'anna.json': jsonResume('Anna Berg'), 'bram.json': jsonResume('Bram de Wit') }) })).json().added;
    const before = await agreementCount();
    const res = await importIds(added.map((p: { id: number }) => p.id));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().agreements;
    expect(made.map((a: { name: string }) => a.name)).toEqual(['Anna Berg', 'Bram de Wit']);
    expect(await agreementCount()).toBe(before + 2);
    const cv = (await call('GET', `/organisation/agreements/${made[0].id}`)).json();
    expect(cv.data.experience.map((e: { company: { name: string } }) => e.company.name)).toEqual(['Bol.com', 'ING']);
    expect(cv.data.experience[0]).toMatchObject({ currently_working: true, start_year: 2020, start_month: 3 });
    expect(cv.data.experience[0].summary).toBe('<ul><li>Built the order pipeline</li><li>Cut batch time by half</li></ul>');
    expect(cv.data.education[0]).toMatchObject({ title: 'MSc Computer Science', institution: { name: 'TU Delft' }, graduation_year: 2016 });
    expect(cv.data.skills).toEqual(['Python', 'SQL', 'Kafka', 'Airflow', 'dbt']);
    // Kept and searchable, like an imported resume (not a draft).
    const indexed = await t.database.db.select({ id: candidateSearch.agreementId }).from(candidateSearch).where(inArray(candidateSearch.agreementId, made.map((a: { id: number }) => a.id)));
    expect(indexed).toHaveLength(2);
    const got = (await call('GET', `/organisation/external_profile_batches/${batch}`)).json();
    expect(got.counts).toEqual({ total: 2, parsed: 0, error: 0, imported: 2 });
    expect(got.external_profiles.map((p: { agreement_id: number }) => p.agreement_id)).toEqual(made.map((a: { id: number }) => a.id));
  });

  it('imports nothing when one chosen profile is in error, already imported or unknown: 422 naming each', async () => {
    const batch = await start('json_resume');
    const added = (await push(batch, { name: 'team.zip', data: await zipOf({ 'anna.json': jsonResume('Anna Berg'), 'bram.json': jsonResume('Bram de Wit'), 'bad.json': '{' }) })).json().added;
    const [anna, bram, bad] = added as { id: number; status: string }[];
    expect(bad.status).toBe('error');
    const before = await agreementCount();

    const withBad = await importIds([anna.id, bram.id, bad.id]);
    expect(withBad.statusCode).toBe(422);
    expect(withBad.json().error).toBe(MESSAGES.notImportable);
    expect(withBad.json().errors.ids).toEqual([MESSAGES.inError('team.zip › bad.json', EXTERNAL_FILE_MESSAGES.entryNotJson)]);
    expect(await agreementCount()).toBe(before);
    expect((await call('GET', `/organisation/external_profile_batches/${batch}`)).json().counts).toMatchObject({ parsed: 2, imported: 0 });

    expect((await importIds([anna.id])).statusCode).toBe(201);
    const again = await importIds([bram.id, anna.id, 2_000_000_000]);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.ids).toEqual([MESSAGES.alreadyImported('Anna Berg'), MESSAGES.unknownProfile(2_000_000_000)]);
    expect(await agreementCount()).toBe(before + 1);
    expect((await call('GET', `/organisation/external_profile_batches/${batch}`)).json().counts).toMatchObject({ parsed: 1, imported: 1, error: 1 });

    const empty = await importIds([]);
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json().errors)).toContain(EXTERNAL_PROFILE_MESSAGES.noIds);
  });
});
