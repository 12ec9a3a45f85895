import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CV_SETTINGS } from '../../../shared/schemas/cv.js';
import { createCandidate, createEmployee, createRecruiter } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (jwt: string) => t.app.inject({ method: 'GET', url: '/api/organisation/employees/0/settings', headers: bearer(jwt) });
const put = (jwt: string, settings: unknown) => t.app.inject({ method: 'PUT', url: '/api/organisation/employees/0/update_settings', headers: bearer(jwt), payload: { settings } });

describe('CV settings', () => {
  it('answers nulls and the defaults before anything is saved', async () => {
    const { jwt } = await createEmployee(t, { permissions: { canManageAgreements: true } });
    const res = await get(jwt);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ settings: { sections: null, fields: null }, defaults: DEFAULT_CV_SETTINGS });
  });

  it('saves section order and visible fields, and a save of nulls resets to the defaults', async () => {
    const { jwt } = await createEmployee(t, { permissions: { canManageAgreements: true } });
    const settings = {
      sections: ['experience', 'brief', 'skills', 'education'],
      fields: { header: [], info: ['location', 'remove_sidebar'], experience: ['summary', 'start_end_date'], education: null },
    };
    const saved = await put(jwt, settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ settings });
    expect((await get(jwt)).json().settings).toEqual(settings);
    // Another employee's settings are their own.
    const other = await createEmployee(t, { permissions: { canManageAgreements: true } });
    expect((await get(other.jwt)).json().settings).toEqual({ sections: null, fields: null });

    const reset = await put(jwt, { sections: null, fields: null });
    expect(reset.json()).toEqual({ settings: { sections: null, fields: null } });
    expect((await get(jwt)).json().settings).toEqual({ sections: null, fields: null });
  });

  it('answers 422 for unknown section and field keys', async () => {
    const { jwt } = await createEmployee(t, { permissions: { canManageAgreements: true } });
    const res = await put(jwt, { sections: ['brief', 'hobbies'], fields: null });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['settings.sections.1']).toBeDefined();
    expect((await put(jwt, { sections: null, fields: { header: null, info: ['shoe_size'], experience: null, education: null } })).statusCode).toBe(422);
  });

  it('needs the agreements permission (403) and only knows employee 0 (me)', async () => {
    const { jwt } = await createEmployee(t, { permissions: { canManageEmployees: true } });
    expect((await get(jwt)).statusCode).toBe(403);
    expect((await put((await createCandidate(t)).jwt, { sections: null, fields: null })).statusCode).toBe(403);
    const recruiter = await createRecruiter(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/organisation/employees/5/settings', headers: bearer(recruiter.jwt) })).statusCode).toBe(422);
  });
});
