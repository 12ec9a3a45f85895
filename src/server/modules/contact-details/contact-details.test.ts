import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, validCv } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let recruiter: string;
beforeAll(async () => {
  t = await createTestApp();
  recruiter = (await createEmployee(t, { permissions: { canManageAgreements: true } })).jwt;
});
afterAll(() => t.close());

const get = (path: string, jwt = recruiter) => t.app.inject({ method: 'GET', url: `/api/contact_details/${path}`, headers: bearer(jwt) });

describe('GET /contact_details/{type}/{id}', () => {
  it('answers the candidate’s contact details from the CV of an agreement', async () => {
    const data = validCv({ avatar: '/avatars/sanne.png', phones: [...validCv().phones!, { code: null, number: ' ' }] });
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/organisation/agreements', headers: bearer(recruiter), payload: { agreement: { data } } })).json();
    const res = await get(`agreement/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      avatar: '/avatars/sanne.png',
      name: 'Sanne Visser',
      email: 'sanne.visser@example.com',
      location: data.location,
      phones: [validCv().phones![0]],
      preferred_locations: [{ city: 'Delft', country: 'Netherlands', country_code: 'NL' }],
    });
    expect((await get(`agreement/${id}`, (await createEmployee(t)).jwt)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown agreement and for types that are not available yet', async () => {
    expect((await get('agreement/999999')).statusCode).toBe(404);
    const res = await get('employee/1');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe("Contact details of type 'employee' are not available yet; only 'agreement' is.");
  });
});
