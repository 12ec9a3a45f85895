import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, accountUsers, candidateSearch, employees } from '../../db/schema.js';
import { tenantDb, tenantScope } from '../../db/tenant.js';
import { createAdmin, createAgreement, createCandidate, createClient, createEmployee, createRecruiter } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { JPEG_24x16, pngImage } from '../../test/images.js';
import { organisationBySubdomain } from '../organisation/service.js';
import { MESSAGES } from './service.js';
import { TEAM_MESSAGES } from '../../../shared/schemas/team.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEMO = 'demo.localhost:3000';
type Who = { jwt: string; host?: string };
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

const call = (method: Method, path: string, who: Who, payload?: unknown) =>
  t.app.inject({ method, url: `/api${path}`, headers: bearer(who.jwt, who.host ?? DEMO), payload: payload as object });

function uploadLogo(who: Who, file: { name: string; data: Uint8Array | string }, options: { marker?: boolean } = {}) {
  const boundary = `----talentfolio${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.from(file.data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/organisation/company/logo',
    headers: { ...bearer(who.jwt, who.host ?? DEMO), 'content-type': `multipart/form-data; boundary=${boundary}`, ...(options.marker === false ? {} : { 'x-upload': '1' }) },
    payload,
  });
}

type Permissions = NonNullable<Parameters<typeof createEmployee>[1]>['permissions'];

/** A fresh agency account of demo, so the last-manager rule can be seen without the other tests' managers. */
async function freshAccount(name = 'Brightpath Utrecht') {
  const organisation = (await organisationBySubdomain(t.database.db, 'demo'))!;
  const scope = tenantScope(t.database.db, organisation.id);
  const [account] = await tenantDb(scope).insert(accounts, { name, companyName: `${name} B.V.`, industry: 'Staffing and Recruiting', marketplace: true }).returning();
  /** An employee of this account only (made by the factory, then moved here; the session reads memberships on every request). */
  const employee = async (permissions: Permissions, names: { firstName?: string; lastName?: string } = {}) => {
    const person = await createEmployee(t, { permissions, ...names });
    await tenantDb(scope).update(employees, { accountId: account.id }, eq(employees.id, person.employeeId));
    await tenantDb(scope).update(accountUsers, { accountId: account.id }, eq(accountUsers.userId, person.userId));
    return { ...person, accountId: account.id };
  };
  return { account, employee };
}

const NONE = {
  can_manage_account: false,
  can_manage_employees: false,
  can_manage_job_posts: false,
  can_view_job_posts: false,
  can_manage_associations: false,
  can_manage_agreements: false,
  can_delete_agreements: false,
};

describe('who may do what (§6)', () => {
  it('answers every route by role', async () => {
    const { employee } = await freshAccount('Brightpath Leiden');
    const accountManager = await employee({ canManageAccount: true, canManageEmployees: true });
    const employeesManager = await employee({ canManageEmployees: true });
    const plain = await employee({ canManageAgreements: true });
    const target = await employee({ canViewJobPosts: true });
    const admin = await createAdmin(t);
    const client = await createClient(t);
    const candidate = await createCandidate(t);
    const otherOrganisation = await createRecruiter(t, { subdomain: 'acme' });
    const people: Record<string, Who> = {
      admin,
      accountManager,
      employeesManager,
      plain,
      client,
      candidate,
      // An acme session on the demo host: refused before any rule.
      otherOrganisation: { jwt: otherOrganisation.jwt, host: DEMO },
    };
    const png = pngImage(40, 20);
    const routes: { route: string; send: (who: Who) => ReturnType<typeof call>; expected: Record<string, number> }[] = [
      {
        route: 'GET organisation/employees',
        send: (who) => call('GET', '/organisation/employees', who),
        expected: { admin: 403, accountManager: 200, employeesManager: 200, plain: 403, client: 403, candidate: 403, otherOrganisation: 401 },
      },
      {
        route: 'PUT organisation/employees/{id}',
        send: (who) => call('PUT', `/organisation/employees/${target.employeeId}`, who, { employee: { can_manage_job_posts: true } }),
        expected: { admin: 403, accountManager: 200, employeesManager: 200, plain: 403, client: 403, candidate: 403, otherOrganisation: 401 },
      },
      {
        route: 'PUT organisation/employees/{id} granting Manage account',
        send: (who) => call('PUT', `/organisation/employees/${target.employeeId}`, who, { employee: { can_manage_account: true } }),
        expected: { admin: 403, accountManager: 200, employeesManager: 403, plain: 403, client: 403, candidate: 403, otherOrganisation: 401 },
      },
      {
        route: 'GET organisation/company',
        send: (who) => call('GET', '/organisation/company', who),
        expected: { admin: 403, accountManager: 200, employeesManager: 200, plain: 200, client: 403, candidate: 403, otherOrganisation: 401 },
      },
      {
        route: 'PUT organisation/company',
        send: (who) => call('PUT', '/organisation/company', who, { company: { name: 'Brightpath Leiden B.V.', industry: 'Staffing and Recruiting' } }),
        expected: { admin: 403, accountManager: 200, employeesManager: 403, plain: 403, client: 403, candidate: 403, otherOrganisation: 401 },
      },
      {
        route: 'POST organisation/company/logo',
        send: (who) => uploadLogo(who, { name: 'logo.png', data: png }),
        expected: { admin: 403, accountManager: 200, employeesManager: 403, plain: 403, client: 403, candidate: 403, otherOrganisation: 401 },
      },
    ];
    const seen: Record<string, Record<string, number>> = {};
    const wanted: Record<string, Record<string, number>> = {};
    for (const { route, send, expected } of routes) {
      seen[route] = {};
      wanted[route] = expected;
      for (const [role, who] of Object.entries(people)) {
        const res = await send(who);
        seen[route][role] = res.statusCode;
        // Reset the grant so every role meets the same starting point.
        if (route.includes('granting') && res.statusCode === 200) {
          await call('PUT', `/organisation/employees/${target.employeeId}`, accountManager, { employee: { can_manage_account: false } });
        }
      }
    }
    expect(seen).toEqual(wanted);
    // DELETE last: it removes the target.
    const deletes: Record<string, number> = {};
    for (const role of ['admin', 'plain', 'client', 'candidate', 'otherOrganisation', 'employeesManager']) {
      deletes[role] = (await call('DELETE', `/organisation/employees/${target.employeeId}`, people[role])).statusCode;
    }
    expect(deletes).toEqual({ admin: 403, plain: 403, client: 403, candidate: 403, otherOrganisation: 401, employeesManager: 204 });
  });

  it('does not find an employee of another account or organisation (404)', async () => {
    const { employee } = await freshAccount('Brightpath Delft');
    const manager = await employee({ canManageAccount: true, canManageEmployees: true });
    const acme = await createRecruiter(t, { subdomain: 'acme' });
    const otherAccount = await createEmployee(t, { permissions: { canViewJobPosts: true } });
    for (const id of [acme.employeeId, otherAccount.employeeId, 2_000_000]) {
      const put = await call('PUT', `/organisation/employees/${id}`, manager, { employee: { can_view_job_posts: false } });
      expect(put.statusCode).toBe(404);
      expect(put.json().error).toBe(MESSAGES.employeeNotFound);
      expect((await call('DELETE', `/organisation/employees/${id}`, manager)).statusCode).toBe(404);
    }
    // Nothing of theirs changed.
    const list = (await call('GET', '/organisation/employees', { jwt: acme.jwt, host: acme.host })).json().employees;
    expect(list.find((e: { id: number }) => e.id === acme.employeeId).can_view_job_posts).toBe(true);
  });
});

describe('GET and PUT organisation/employees', () => {
  it('lists the account’s employees with every §3 flag by its spec name', async () => {
    const { employee } = await freshAccount('Brightpath Haarlem');
    const manager = await employee({ canManageAccount: true, canManageEmployees: true }, { firstName: 'Anna', lastName: 'Bakker' });
    const zoe = await employee({ canManageAgreements: true, canDeleteAgreements: true }, { firstName: 'Zoë', lastName: 'Zandvoort' });
    const res = await call('GET', '/organisation/employees', manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      employees: [
        { id: manager.employeeId, user_id: manager.userId, name: 'Anna Bakker', email: manager.email, ...NONE, can_manage_account: true, can_manage_employees: true },
        { id: zoe.employeeId, user_id: zoe.userId, name: 'Zoë Zandvoort', email: zoe.email, ...NONE, can_manage_agreements: true, can_delete_agreements: true },
      ],
    });
  });

  it('changes only the flags named, and refuses an empty or unknown change (422)', async () => {
    const { employee } = await freshAccount('Brightpath Gouda');
    const manager = await employee({ canManageEmployees: true });
    const zoe = await employee({ canManageAgreements: true });
    const res = await call('PUT', `/organisation/employees/${zoe.employeeId}`, manager, { employee: { can_view_job_posts: true, can_manage_job_posts: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().employee).toEqual({ ...NONE, id: zoe.employeeId, user_id: zoe.userId, name: 'Erik Employee', email: zoe.email, can_manage_agreements: true, can_view_job_posts: true, can_manage_job_posts: true });
    const empty = await call('PUT', `/organisation/employees/${zoe.employeeId}`, manager, { employee: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.employee).toEqual([TEAM_MESSAGES.noFlags]);
    expect((await call('PUT', `/organisation/employees/${zoe.employeeId}`, manager, { employee: { admin: true } })).statusCode).toBe(422);
    expect((await call('PUT', `/organisation/employees/${zoe.employeeId}`, manager, { employee: { can_view_job_posts: 'yes' } })).statusCode).toBe(422);
  });

  it('manage account implies manage employees: a grant of one grants both, turning employees off under account is 422', async () => {
    const { employee } = await freshAccount('Brightpath Zwolle');
    const manager = await employee({ canManageAccount: true, canManageEmployees: true });
    const zoe = await employee({});
    const granted = await call('PUT', `/organisation/employees/${zoe.employeeId}`, manager, { employee: { can_manage_account: true } });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().employee).toMatchObject({ can_manage_account: true, can_manage_employees: true });
    const refused = await call('PUT', `/organisation/employees/${zoe.employeeId}`, manager, { employee: { can_manage_employees: false } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['employee.can_manage_employees']).toEqual([TEAM_MESSAGES.accountImpliesEmployees]);
    // Both off at once is fine (another manager is left).
    const both = await call('PUT', `/organisation/employees/${zoe.employeeId}`, manager, { employee: { can_manage_account: false, can_manage_employees: false } });
    expect(both.statusCode).toBe(200);
    expect(both.json().employee).toMatchObject({ can_manage_account: false, can_manage_employees: false });
  });

  it('an employees manager may change other flags of an account manager but not Manage account (403)', async () => {
    const { employee } = await freshAccount('Brightpath Breda');
    const owner = await employee({ canManageAccount: true, canManageEmployees: true });
    const hr = await employee({ canManageEmployees: true });
    expect((await call('PUT', `/organisation/employees/${owner.employeeId}`, hr, { employee: { can_view_job_posts: true } })).statusCode).toBe(200);
    const revoke = await call('PUT', `/organisation/employees/${owner.employeeId}`, hr, { employee: { can_manage_account: false } });
    expect(revoke.statusCode).toBe(403);
    expect(revoke.json().error).toBe(MESSAGES.accountFlagForbidden);
    // Naming the flag with its present value changes nothing and is allowed.
    expect((await call('PUT', `/organisation/employees/${owner.employeeId}`, hr, { employee: { can_manage_account: true, can_view_job_posts: false } })).statusCode).toBe(200);
    const remove = await call('DELETE', `/organisation/employees/${owner.employeeId}`, hr);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().error).toBe(MESSAGES.removeManagerForbidden);
  });
});

describe('the last person who manages the account (409)', () => {
  it('cannot lose Manage account nor be removed, by themselves or anyone; with a second manager they can', async () => {
    const { employee } = await freshAccount('Brightpath Arnhem');
    const owner = await employee({ canManageAccount: true, canManageEmployees: true });
    const revoke = await call('PUT', `/organisation/employees/${owner.employeeId}`, owner, { employee: { can_manage_account: false } });
    expect(revoke.statusCode).toBe(409);
    expect(revoke.json().error).toBe('This is the last person who can manage the account. Let someone else manage the account first.');
    const remove = await call('DELETE', `/organisation/employees/${owner.employeeId}`, owner);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error).toBe('The last person who can manage the account cannot be removed. Let someone else manage the account first.');
    // Still a manager.
    expect((await call('GET', '/organisation/employees', owner)).json().employees[0].can_manage_account).toBe(true);

    const second = await employee({});
    expect((await call('PUT', `/organisation/employees/${second.employeeId}`, owner, { employee: { can_manage_account: true } })).statusCode).toBe(200);
    expect((await call('PUT', `/organisation/employees/${owner.employeeId}`, owner, { employee: { can_manage_account: false } })).statusCode).toBe(200);
    // Now the second is the last: the first (still an employees manager) cannot take it away, and nobody can remove them.
    expect((await call('DELETE', `/organisation/employees/${second.employeeId}`, second)).statusCode).toBe(409);
    // The first may leave.
    expect((await call('DELETE', `/organisation/employees/${owner.employeeId}`, second)).statusCode).toBe(204);
    expect((await call('GET', '/organisation/employees', second)).json().employees.map((e: { id: number }) => e.id)).toEqual([second.employeeId]);
  });
  it('two managers taking Manage account from each other at once: one wins, the other is refused, one manager is left', async () => {
    const { employee } = await freshAccount('Brightpath Enschede');
    const a = await employee({ canManageAccount: true, canManageEmployees: true });
    const b = await employee({ canManageAccount: true, canManageEmployees: true });
    const answers = await Promise.all([
      call('PUT', `/organisation/employees/${b.employeeId}`, a, { employee: { can_manage_account: false } }),
      call('PUT', `/organisation/employees/${a.employeeId}`, b, { employee: { can_manage_account: false } }),
    ]);
    // The loser either no longer manages the account when its request is read (403), or its change
    // waited for the winner's and would leave nobody (409) — never both revoked.
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const left = (await call('GET', '/organisation/employees', answers[0].statusCode === 200 ? a : b)).json().employees.filter((e: { can_manage_account: boolean }) => e.can_manage_account);
    expect(left).toHaveLength(1);
  });
});

describe('a change takes effect on the person’s next request', () => {
  it('revoked, the next request is refused; granted, it is allowed; removed, the account is gone', async () => {
    const { employee } = await freshAccount('Brightpath Nijmegen');
    const owner = await employee({ canManageAccount: true, canManageEmployees: true });
    const zoe = await employee({ canManageEmployees: true });
    expect((await call('GET', '/organisation/employees', zoe)).statusCode).toBe(200);
    await call('PUT', `/organisation/employees/${zoe.employeeId}`, owner, { employee: { can_manage_employees: false } });
    expect((await call('GET', '/organisation/employees', zoe)).statusCode).toBe(403);
    expect((await call('PUT', '/organisation/company', zoe, { company: { name: 'Zoë & Co', industry: null } })).statusCode).toBe(403);
    await call('PUT', `/organisation/employees/${zoe.employeeId}`, owner, { employee: { can_manage_account: true } });
    expect((await call('PUT', '/organisation/company', zoe, { company: { name: 'Brightpath Nijmegen B.V.', industry: null } })).statusCode).toBe(200);
    const auth = (await call('GET', '/auth', zoe)).json();
    expect(auth.employee).toMatchObject({ can_manage_account: true, can_manage_employees: true });
    // Removed: same session, no employee record, no account.
    await call('DELETE', `/organisation/employees/${zoe.employeeId}`, owner);
    const after = (await call('GET', '/auth', zoe)).json();
    expect(after.employee).toBeNull();
    expect(after.accounts).toEqual([]);
    expect((await call('GET', '/organisation/company', zoe)).statusCode).toBe(403);
  });
});

describe('removing an employee and the candidate search', () => {
  it('clears them from the search rows of the CVs they are the consultant of, in the same call', async () => {
    const owner = await createRecruiter(t);
    const leaver = await createRecruiter(t);
    const cv = await createAgreement(t, leaver);
    const scope = tenantScope(t.database.db, (await organisationBySubdomain(t.database.db, 'demo'))!.id);
    const employeeOf = async () =>
      (await tenantDb(scope).select({ employeeId: candidateSearch.employeeId }).from(candidateSearch).where(eq(candidateSearch.agreementId, cv.id)))[0]?.employeeId;
    expect(await employeeOf()).toBe(leaver.employeeId);
    expect((await call('DELETE', `/organisation/employees/${leaver.employeeId}`, owner)).statusCode).toBe(204);
    expect(await employeeOf()).toBeNull();
  });
});

describe('the company profile', () => {
  it('reads and saves name and industry; the industry must be one of the list', async () => {
    const { account, employee } = await freshAccount('Brightpath Almere');
    const owner = await employee({ canManageAccount: true, canManageEmployees: true });
    const read = await call('GET', '/organisation/company', owner);
    expect(read.json()).toEqual({ company: { id: account.id, name: 'Brightpath Almere B.V.', logo_url: null, industry: { name: 'Staffing and Recruiting' } } });
    const saved = await call('PUT', '/organisation/company', owner, { company: { name: '  Brightpath Almere Holding  ', industry: 'logistics and supply chain' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().company).toEqual({ id: account.id, name: 'Brightpath Almere Holding', logo_url: null, industry: { name: 'Logistics and Supply Chain' } });
    expect((await call('PUT', '/organisation/company', owner, { company: { name: 'Brightpath', industry: null } })).json().company.industry).toBeNull();
    const unknown = await call('PUT', '/organisation/company', owner, { company: { name: 'Brightpath', industry: 'Dragon taming' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['company.industry']).toEqual([TEAM_MESSAGES.unknownIndustry]);
    const nameless = await call('PUT', '/organisation/company', owner, { company: { name: ' ', industry: null } });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().errors['company.name']).toEqual(['Name is required.']);
    // The session info shows the new name on the next request.
    expect((await call('GET', '/auth', owner)).json().accounts[0].company.name).toBe('Brightpath');
  });

  it('takes a PNG or JPEG logo checked by its content, serves it without a session, and refuses anything else', async () => {
    const { account, employee } = await freshAccount('Brightpath Lelystad');
    const owner = await employee({ canManageAccount: true, canManageEmployees: true });
    const png = pngImage(64, 32);
    const res = await uploadLogo(owner, { name: 'logo.png', data: png });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().company.logo_url;
    expect(url).toMatch(new RegExp(`^/api/company_logos/${account.id}/[0-9a-f]{64}\\.png$`));
    const served = await t.app.inject({ method: 'GET', url, headers: { host: DEMO } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.subarray(0, 8)).toEqual(png.subarray(0, 8));
    // Not on another organisation's host.
    expect((await t.app.inject({ method: 'GET', url, headers: { host: 'acme.localhost:3000' } })).statusCode).toBe(404);

    // A JPEG replaces it; the PNG's file goes.
    const jpeg = await uploadLogo(owner, { name: 'logo.jpg', data: JPEG_24x16 });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.json().company.logo_url).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url, headers: { host: DEMO } })).statusCode).toBe(404);

    // A text file renamed logo.png, an SVG and a PDF: refused by their content.
    for (const data of ['just some text, not a picture', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', '%PDF-1.4\n%%EOF\n']) {
      const refused = await uploadLogo(owner, { name: 'logo.png', data });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.file).toEqual([MESSAGES.logoNotAnImage]);
    }
    // A PNG cut short.
    expect((await uploadLogo(owner, { name: 'logo.png', data: png.subarray(0, png.length - 20) })).statusCode).toBe(422);
    // Over 2 MB.
    const big = await uploadLogo(owner, { name: 'logo.png', data: new Uint8Array(2 * 1024 * 1024 + 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('The logo may be at most 2 MB.');
    // Without the upload marker.
    expect((await uploadLogo(owner, { name: 'logo.png', data: png }, { marker: false })).statusCode).toBe(400);
    // The JPEG is still the logo.
    expect((await call('GET', '/organisation/company', owner)).json().company.logo_url).toBe(jpeg.json().company.logo_url);
  });
});
