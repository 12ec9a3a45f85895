/**
 * Data rights (issue 15, decision 035): the copy of a person's data checked against the database,
 * erasure checked by a scan of every column of every table and of every file under DATA_DIR, the
 * password, the guards as a table, and retention (dry run, purge with the clock moved, the log).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { DATA_RIGHTS_MESSAGES } from '../../../shared/schemas/data-rights.js';
import { accounts, employees, erasures, notifications, organisations, profiles, trustedClients, userIdentities, users } from '../../db/schema.js';
import { tenantDb, tenantScope } from '../../db/tenant.js';
import { manualClock } from '../../lib/clock.js';
import { createMailer } from '../../lib/mailer.js';
import { storageFromConfig } from '../../lib/storage.js';
import { createThrottle } from '../../lib/throttle.js';
import { ALL_PERMISSIONS, createAdmin, createAgreement, createCandidate, createClient, createEmployee, createRecruiter, validCv } from '../../test/factories.js';
import { base64, pngImage } from '../../test/images.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { scheduleRetentionPurge } from './schedule.js';
import { purgeEverywhere } from './service.js';

const DEMO = 'demo.localhost:3000';
const MONTH = 31 * 24 * 60 * 60_000;
const clock = manualClock();
let t: TestApp;
let demoId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const [demo] = await t.database.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.subdomain, 'demo'));
  demoId = demo.id;
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rowsOf = async (query: ReturnType<typeof sql>): Promise<Row[]> => {
  const result = (await t.database.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
};

/** Every leaf of a value as text: what "appears in the export" means. Times as ISO 8601. */
function leaves(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (value === null || value === undefined) return out;
  if (value instanceof Date) out.add(value.toISOString());
  else if (Array.isArray(value)) value.forEach((v) => leaves(v, out));
  else if (typeof value === 'object') Object.values(value as object).forEach((v) => leaves(v, out));
  else out.add(String(value));
  return out;
}

async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const files = new Map<string, Buffer>();
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

function multipart(name: string, data: Buffer) {
  const boundary = `----talentfolio${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/json\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const jsonResume = (who: { first: string; last: string; email: string; phone: string }) =>
  Buffer.from(
    JSON.stringify({
      basics: { name: `${who.first} ${who.last}`, label: 'Hydrologist', email: who.email, phone: `+31 ${who.phone}`, summary: 'Hydrologist with nine years in delta water management.' },
      work: [{ name: 'Deltares', position: 'Hydrologist', startDate: '2017-03', summary: 'River flood models.' }],
      education: [{ institution: 'TU Delft', area: 'Water Management', studyType: 'Master', endDate: '2016-06' }],
      skills: ['Hydrology', 'Python', 'GIS', 'Flood modelling', 'Statistics', 'Fieldwork'].map((name) => ({ name })),
    }),
  );

/**
 * A candidate with everything the product can hold about one: a profile with phones and location,
 * their own uploaded resume, a CV about them imported from a file (source file) and one saved by a
 * recruiter with an assessment image, a review link (mailed to them) they approved, a campaign
 * activation, a notification, sign-in history, and a reset link mailed to them.
 */
async function richCandidate(who: { first: string; last: string; phone: string }) {
  const email = `${who.first}.${who.last}.${randomBytes(3).toString('hex')}@example.org`.toLowerCase();
  const phones = [{ code: { name: 'Netherlands', code: '+31', country_code: 'NL' }, number: who.phone }];
  const candidate = await createCandidate(t, {
    email,
    firstName: who.first,
    lastName: who.last,
    profile: { phones, location: { city: 'Utrecht', country: 'Netherlands', country_code: 'NL' }, skills: ['Hydrology', 'GIS'] },
  });
  const person = { ...who, email };
  const own = multipart(`${who.first}-${who.last}-resume.json`, jsonResume(person));
  const uploaded = await t.app.inject({ method: 'POST', url: '/api/my/resume', headers: { ...bearer(candidate.jwt), 'content-type': own.contentType, 'x-upload': '1' }, payload: own.payload });
  expect(uploaded.statusCode, uploaded.body).toBe(200);

  const recruiter = await createRecruiter(t);
  const file = multipart(`${who.last}.json`, jsonResume(person));
  const imported = await t.app.inject({ method: 'POST', url: '/api/organisation/agreements/import', headers: { ...bearer(recruiter.jwt), 'content-type': file.contentType, 'x-upload': '1' }, payload: file.payload });
  expect(imported.statusCode, imported.body).toBe(201);
  const importedId = imported.json().agreement.id as number;
  // Saved, so the imported CV is no draft the next import would sweep away.
  const importedData = imported.json().agreement.data;
  const kept = await t.app.inject({ method: 'PUT', url: `/api/organisation/agreements/${importedId}`, headers: bearer(recruiter.jwt), payload: { agreement: { data: validCv({ ...importedData, email, phones }) } } });
  expect(kept.statusCode, kept.body).toBe(200);

  const cv = await createAgreement(t, recruiter, validCv({ first_name: who.first, last_name: who.last, email, phones }));
  const image = await t.app.inject({
    method: 'POST',
    url: '/api/images/upload?reportType=arctic',
    headers: { ...bearer(recruiter.jwt), 'x-upload': '1', 'content-type': 'application/json' },
    payload: JSON.stringify({ images: [base64(pngImage(12, 12, { seed: Number(who.phone.slice(-3)) }))], reportType: 'arctic', agreement_id: cv.id }),
  });
  expect(image.statusCode, image.body).toBe(201);
  const mailed = await t.app.inject({ method: 'POST', url: `/api/organisation/agreements/${cv.id}/candidate_token/mail`, headers: bearer(recruiter.jwt), payload: {} });
  expect(mailed.statusCode, mailed.body).toBe(200);
  const link = await t.app.inject({ method: 'POST', url: `/api/organisation/agreements/${cv.id}/candidate_token`, headers: bearer(recruiter.jwt), payload: {} });
  const approved = await t.app.inject({ method: 'PUT', url: `/api/organisation/agreements/${cv.id}/accept`, headers: { host: DEMO, 'user-agent': 'DataRightsTest/1.0' }, payload: { token: link.json().token } });
  expect(approved.statusCode, approved.body).toBe(200);

  expect((await t.app.inject({ method: 'PUT', url: '/api/my/campaigns/activate', headers: bearer(candidate.jwt), payload: { bulk: ['SPRING2026'] } })).statusCode).toBe(200);
  await tenantDb(tenantScope(t.database.db, demoId)).insert(notifications, { userId: candidate.userId, kind: 'cvApproved', params: { candidate: `${who.first} ${who.last}` }, url: `/agreement/${cv.id}/edit` });
  // A LinkedIn sign-in connected to the account.
  await tenantDb(tenantScope(t.database.db, demoId)).insert(userIdentities, { userId: candidate.userId, provider: 'linkedin', subject: `li-${who.phone}`, email });
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset', headers: { host: DEMO }, payload: { user: { email } } })).statusCode).toBe(200);
  return { ...candidate, ...person, recruiter, cvIds: [importedId, cv.id] };
}

/** Every row of every table of the database, as text (all columns), lower case. */
async function everyRow(): Promise<{ table: string; text: string }[]> {
  const tables = await rowsOf(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const out: { table: string; text: string }[] = [];
  for (const { table_name: name } of tables) {
    for (const row of await rowsOf(sql.raw(`select "${String(name)}"::text as row from "${String(name)}"`))) out.push({ table: String(name), text: String(row.row).toLowerCase() });
  }
  return out;
}

/** Every file under DATA_DIR, as text, lower case. */
function everyFile(dir = t.config.dataDir): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...everyFile(full));
    else out.push({ file: path.relative(t.config.dataDir, full), text: readFileSync(full, 'latin1').toLowerCase() });
  }
  return out;
}

const identifying = (p: { first: string; last: string; email: string; phone: string }) => [p.email, p.first.toLowerCase(), p.last.toLowerCase(), p.phone];

describe('GET /api/my/data', () => {
  it('answers a ZIP with every stored value of the person (checked row by row against the database) and their files', async () => {
    const zara = await richCandidate({ first: 'Zephyrine', last: 'Quillfeather', phone: '687654321' });
    const res = await t.app.inject({ method: 'GET', url: '/api/my/data', headers: bearer(zara.jwt) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="talentfolio-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = await unzip(res.rawPayload);
    const manifest = JSON.parse(zip.get('data.json')!.toString('utf8'));
    const exported = leaves(manifest);

    const id = zara.userId;
    const email = zara.email;
    const about = sql`lower(data->>'email') = ${email}`;
    const checks: [string, Row[], string[]][] = [
      ['users', await rowsOf(sql`select * from users where id = ${id}`), ['password_hash']],
      ['profiles', await rowsOf(sql`select * from profiles where user_id = ${id}`), []],
      ['campaign_activations', await rowsOf(sql`select * from campaign_activations where user_id = ${id}`), []],
      ['trusted_clients', await rowsOf(sql`select * from trusted_clients where user_id = ${id}`), []],
      ['user_identities', await rowsOf(sql`select * from user_identities where user_id = ${id}`), []],
      ['one_time_tokens', await rowsOf(sql`select * from one_time_tokens where user_id = ${id}`), ['token_hash']],
      ['notifications', await rowsOf(sql`select * from notifications where user_id = ${id}`), []],
      ['agreements', await rowsOf(sql`select * from agreements where ${about}`), []],
      ['attachments', await rowsOf(sql`select * from attachments where agreement_id in (select id from agreements where ${about})`), []],
      ['candidate_review_tokens', await rowsOf(sql`select * from candidate_review_tokens where agreement_id in (select id from agreements where ${about})`), ['nonce', 'token_digest']],
      ['candidate_review_decisions', await rowsOf(sql`select * from candidate_review_decisions where agreement_id in (select id from agreements where ${about})`), []],
      ['auth_throttle', await rowsOf(sql`select * from auth_throttle where strpos(key, ${email}) > 0`), []],
    ];
    const counts = Object.fromEntries(checks.map(([table, rows]) => [table, rows.length]));
    expect(counts).toEqual({
      users: 1,
      profiles: 1,
      campaign_activations: 1,
      trusted_clients: expect.any(Number),
      user_identities: 1,
      one_time_tokens: 1,
      notifications: 1,
      agreements: 2,
      attachments: 1,
      candidate_review_tokens: 1,
      candidate_review_decisions: 1,
      // The reset link asked for counts against the address.
      auth_throttle: 1,
    });
    expect(counts.trusted_clients).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const [table, rows, secret] of checks) {
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          if (secret.includes(column)) continue;
          for (const leaf of leaves(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:/.test(value) ? new Date(value) : value)) {
            if (!exported.has(leaf)) missing.push(`${table}.${column}: ${leaf}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    // The secrets are named as left out, and are not in the file.
    expect(Object.keys(manifest.not_included)).toEqual(['password_hash', 'token_hash', 'token_digest', 'nonce']);
    const [{ password_hash: hash }] = await rowsOf(sql`select password_hash from users where id = ${id}`);
    expect(zip.get('data.json')!.toString('utf8')).not.toContain(String(hash));
    expect(manifest.consents.campaign_activations[0].campaign.token).toBe('SPRING2026');
    expect(manifest.cvs.map((c: { review_decisions: { decision: string }[] }) => c.review_decisions.map((d) => d.decision)).flat()).toEqual(['approved']);

    // The files: the own resume, the imported resume and the assessment image, byte for byte as stored.
    const storage = storageFromConfig(t.config);
    const keys = [
      ...(await rowsOf(sql`select cv_file_key as key from profiles where user_id = ${id}`)),
      ...(await rowsOf(sql`select source_file_key as key from agreements where ${about} and source_file_key is not null`)),
      ...(await rowsOf(sql`select file_key as key from attachments where agreement_id in (select id from agreements where ${about})`)),
    ].map((r) => String(r.key));
    expect(keys).toHaveLength(3);
    expect(manifest.files).toHaveLength(3);
    for (const key of keys) {
      const stored = await storage.get(key);
      expect([...zip.values()].some((bytes) => stored && Buffer.compare(bytes, Buffer.from(stored.bytes)) === 0), key).toBe(true);
    }
    expect([...zip.keys()].sort()).toEqual(['data.json', ...manifest.files.map((f: { path: string }) => f.path)].sort());
  });

  it('needs a session (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/my/data', headers: { host: DEMO } })).statusCode).toBe(401);
  });
});

describe('DELETE /api/my/account', () => {
  it('refuses a wrong or missing password (422) and changes nothing', async () => {
    const person = await createCandidate(t);
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/my/account', headers: bearer(person.jwt), payload: { password: 'Not-the-password-1' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [DATA_RIGHTS_MESSAGES.invalidPassword] });
    const none = await t.app.inject({ method: 'DELETE', url: '/api/my/account', headers: bearer(person.jwt), payload: {} });
    expect(none.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(person.jwt) })).statusCode).toBe(200);
  });

  it('refuses the last person who can manage an account (409) and lets them go once someone else can', async () => {
    const scope = tenantScope(t.database.db, demoId);
    const [account] = await tenantDb(scope).insert(accounts, { name: 'Harbour Talent', companyName: 'Harbour Talent Ltd' }).returning();
    const manager = await createEmployee(t, { permissions: { canManageAccount: true } });
    await tenantDb(scope).insert(employees, { accountId: account.id, userId: manager.userId, canManageAccount: true });
    const erase = () => t.app.inject({ method: 'DELETE', url: '/api/my/account', headers: bearer(manager.jwt), payload: { password: manager.password } });
    const refused = await erase();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(DATA_RIGHTS_MESSAGES.lastManager);
    const other = await createEmployee(t);
    await tenantDb(scope).insert(employees, { accountId: account.id, userId: other.userId, canManageAccount: true });
    expect((await erase()).statusCode).toBe(200);
  });

  it('erases the person in one go: no column of any table and no file under DATA_DIR holds their email, names or phone; another person stays', async () => {
    const zara = await richCandidate({ first: 'Ottoline', last: 'Varnavasquez', phone: '676543219' });
    const other = await richCandidate({ first: 'Bartholomew', last: 'Kettleborough', phone: '665432198' });
    const before = await everyRow();
    const files = everyFile();
    for (const value of identifying(zara)) {
      expect(before.some((r) => r.text.includes(value)), `${value} stored before`).toBe(true);
      expect(files.some((f) => f.text.includes(value)), `${value} in a file before`).toBe(true);
    }
    const searchRows = await rowsOf(sql`select agreement_id from candidate_search where agreement_id in (${sql.join(zara.cvIds.map((i) => sql`${i}`), sql`, `)})`);
    expect(searchRows).toHaveLength(2);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/my/account', headers: bearer(zara.jwt), payload: { password: zara.password } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reason: 'self', ran_by: null, user_count: 1, user_ids: [zara.userId], cv_count: 2, file_count: 3 });

    const after = await everyRow();
    for (const value of identifying(zara)) {
      expect(after.filter((r) => r.text.includes(value)).map((r) => r.table), value).toEqual([]);
      expect(everyFile().filter((f) => f.text.includes(value)).map((f) => f.file), value).toEqual([]);
    }
    for (const value of identifying(other)) {
      expect(after.some((r) => r.text.includes(value)), `${value} of the other person`).toBe(true);
      expect(everyFile().some((f) => f.text.includes(value)), `${value} of the other person in a file`).toBe(true);
    }
    // Their session ends and they can no longer sign in.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(zara.jwt) })).statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: DEMO }, payload: { user: { email: zara.email, password: zara.password } } });
    expect(signIn.statusCode).not.toBe(200);
    // The erasure is logged, by ids only.
    const [logged] = await t.database.db.select().from(erasures).where(eq(erasures.id, res.json().id));
    expect(logged).toMatchObject({ reason: 'self', userIds: [zara.userId], userCount: 1, ranById: null });
  });
});

describe('guards (issue 15: every signed-in person copies and erases their own data; the agency’s account managers the rest)', () => {
  const routes = [
    ['GET', '/api/organisation/retention'],
    ['GET', '/api/organisation/retention/report'],
    ['GET', '/api/organisation/erasures'],
    ['PUT', '/api/organisation/retention'],
    ['POST', '/api/organisation/retention/purge'],
    ['DELETE', '/api/organisation/candidates/:id'],
  ] as const;
  type Who = 'nobody' | 'candidate' | 'admin' | 'recruiter without Manage account' | 'client company manager' | 'account manager';
  const table: [Who, number][] = [
    ['nobody', 401],
    ['candidate', 403],
    ['admin', 403],
    ['recruiter without Manage account', 403],
    ['client company manager', 403],
    ['account manager', 200],
  ];
  it.each(table)('%s → %i on every account-manager route', async (who, status) => {
    const person =
      who === 'nobody'
        ? null
        : who === 'candidate'
          ? await createCandidate(t)
          : who === 'admin'
            ? await createAdmin(t)
            : who === 'recruiter without Manage account'
              ? await createEmployee(t, { permissions: { ...ALL_PERMISSIONS, canManageAccount: false } })
              : who === 'client company manager'
                ? await createClient(t, { permissions: { canManageAccount: true, canManageJobPosts: true } })
                : await createEmployee(t, { permissions: { canManageAccount: true } });
    for (const [method, url] of routes) {
      const target = url.includes(':id') ? url.replace(':id', String((await createCandidate(t)).userId)) : url;
      const res = await t.app.inject({
        method,
        url: target,
        headers: person ? bearer(person.jwt) : { host: DEMO },
        payload: method === 'PUT' ? { retention: { months: 24 } } : undefined,
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    }
  });

  it('an account manager erases only candidates of their organisation (404 for staff, clients, admins and acme’s candidates)', async () => {
    const manager = await createEmployee(t, { permissions: { canManageAccount: true } });
    const erase = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/organisation/candidates/${id}`, headers: bearer(manager.jwt) });
    for (const person of [await createRecruiter(t), await createClient(t), await createAdmin(t), await createCandidate(t, { subdomain: 'acme' })]) {
      const res = await erase(person.userId);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(DATA_RIGHTS_MESSAGES.noCandidate);
    }
    expect((await erase(0)).statusCode).toBe(422);
    const candidate = await createCandidate(t);
    const res = await erase(candidate.userId);
    expect(res.json()).toMatchObject({ reason: 'organisation', ran_by: manager.email, user_ids: [candidate.userId] });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(candidate.jwt) })).statusCode).toBe(401);
  });
});

describe('retention (default 24 months without activity; dry run, purge, log)', () => {
  it('keeps the policy: 24 months by default, 1 to 120 months', async () => {
    const manager = await createEmployee(t, { permissions: { canManageAccount: true } });
    const call = (method: 'GET' | 'PUT', payload?: unknown) => t.app.inject({ method, url: '/api/organisation/retention', headers: bearer(manager.jwt), payload: payload as object });
    // The guard table above saved the default once; the months are the default.
    expect((await call('GET')).json().months).toBe(24);
    for (const months of [0, 121, 1.5, '12']) {
      const res = await call('PUT', { retention: { months } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors['retention.months']).toEqual([DATA_RIGHTS_MESSAGES.months]);
    }
    expect((await call('PUT', { retention: { months: 18 } })).json().months).toBe(18);
    expect((await call('GET')).json().months).toBe(18);
    expect((await call('PUT', { retention: { months: 24 } })).json().months).toBe(24);
  });

  it('the dry run names who the purge would erase and erases nobody; with the clock moved the purge erases exactly them and logs it', async () => {
    const manager = await createEmployee(t, { permissions: { canManageAccount: true } });
    const scope = tenantScope(t.database.db, demoId);
    const old = await createCandidate(t, { firstName: 'Odalys', lastName: 'Fernsby' });
    const fresh = await createCandidate(t, { firstName: 'Fenna', lastName: 'Nieuwkoop' });
    // Odalys was last active 20 months ago: signed up, changed her profile and signed in then.
    const then = new Date(clock.now().getTime() - 20 * MONTH);
    await tenantDb(scope).update(users, { createdAt: then, updatedAt: then }, eq(users.id, old.userId));
    await tenantDb(scope).update(profiles, { updatedAt: then }, eq(profiles.userId, old.userId));
    await tenantDb(scope).update(trustedClients, { lastUsedAt: then }, eq(trustedClients.userId, old.userId));
    const report = () => t.app.inject({ method: 'GET', url: '/api/organisation/retention/report', headers: bearer(manager.jwt) }).then((r) => r.json());

    const now = await report();
    expect(now.months).toBe(24);
    expect(now.candidates.map((c: { user_id: number }) => c.user_id)).not.toContain(old.userId);

    clock.advance(5 * MONTH);
    const later = await report();
    const ids = later.candidates.map((c: { user_id: number }) => c.user_id);
    expect(ids).toContain(old.userId);
    expect(ids).not.toContain(fresh.userId);
    expect(later.candidates.find((c: { user_id: number }) => c.user_id === old.userId)).toEqual({
      user_id: old.userId,
      name: 'Odalys Fernsby',
      email: old.email,
      last_activity_at: expect.any(String),
      cv_count: 0,
    });
    expect(later.candidate_count).toBe(later.candidates.length);
    // The dry run changed nothing.
    expect(await tenantDb(scope).select({ id: users.id }).from(users).where(eq(users.id, old.userId))).toHaveLength(1);

    const purged = await t.app.inject({ method: 'POST', url: '/api/organisation/retention/purge', headers: bearer(manager.jwt) });
    expect(purged.statusCode, purged.body).toBe(200);
    expect(purged.json()).toMatchObject({ reason: 'retention', ran_by: manager.email, months: 24, user_count: later.candidate_count, user_ids: ids });
    expect(await tenantDb(scope).select({ id: users.id }).from(users).where(eq(users.id, old.userId))).toHaveLength(0);
    expect(await tenantDb(scope).select({ id: users.id }).from(users).where(eq(users.id, fresh.userId))).toHaveLength(1);
    expect((await report()).candidates).toEqual([]);

    // The daily job (the system): every organisation, a log row each even when nobody was erased, and a line in the server log.
    const lines: string[] = [];
    const log = { info: (_o: unknown, message: string) => lines.push(message), error: (_o: unknown, message: string) => lines.push(`ERROR ${message}`) } as unknown as FastifyBaseLogger;
    clock.advance(20 * MONTH);
    const parts = { storage: storageFromConfig(t.config), mailer: createMailer({ outboxDir: path.join(t.config.dataDir, 'outbox'), from: t.config.mailFrom }), throttle: createThrottle(t.database.db), clock, log };
    const runs = await purgeEverywhere(t.database.db, parts);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    const demoRun = runs.find((r) => r.user_ids.includes(fresh.userId));
    expect(demoRun).toMatchObject({ reason: 'retention', ran_by: null, months: 24 });
    expect(lines).toContain(`data rights: ${demoRun!.user_count} person(s) erased (retention)`);
    expect(lines.filter((l) => l.startsWith('ERROR'))).toEqual([]);

    const log2 = await t.app.inject({ method: 'GET', url: '/api/organisation/erasures', headers: bearer(manager.jwt) });
    const entries = log2.json().erasures as { id: number; reason: string; ran_by: string | null }[];
    expect(entries[0]).toMatchObject({ id: demoRun!.id, reason: 'retention', ran_by: null });
    expect(entries.find((e) => e.id === purged.json().id)).toMatchObject({ reason: 'retention', ran_by: manager.email });
  });
});

describe('the daily purge job', () => {
  it('runs soon after the start, then again after its period, logs each run, and stops', async () => {
    const lines: string[] = [];
    const log = { info: (_o: unknown, message: string) => lines.push(message), error: (_o: unknown, message: string) => lines.push(`ERROR ${message}`) } as unknown as FastifyBaseLogger;
    const parts = { storage: storageFromConfig(t.config), mailer: createMailer({ outboxDir: path.join(t.config.dataDir, 'outbox'), from: t.config.mailFrom }), throttle: createThrottle(t.database.db), clock, log };
    const job = scheduleRetentionPurge(t.database.db, parts, { firstAfterMs: 1, everyMs: 40 });
    const finished = () => lines.filter((l) => l === 'data rights: daily retention purge finished').length;
    await vi.waitFor(() => expect(finished()).toBeGreaterThanOrEqual(2), { timeout: 5_000, interval: 10 });
    job.stop();
    const after = finished();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(finished()).toBe(after);
    expect(lines.filter((l) => l.startsWith('ERROR'))).toEqual([]);
    expect(lines.filter((l) => /^data rights: \d+ person\(s\) erased \(retention\)$/.test(l)).length).toBeGreaterThanOrEqual(4);
  });
});
