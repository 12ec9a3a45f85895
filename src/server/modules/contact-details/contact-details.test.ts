import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement, createClient, createEmployee, createRecruiter, validCv } from '../../test/factories.js';
import { CONTACT_MESSAGES } from './service.js';
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
    expect(res.json().error).toBe("Contact details of type 'employee' are not available; the types are agreement, job.recruiter, job.client_manager and job.prospect.");
  });
});

describe('GET /contact_details/job.recruiter|job.client_manager|job.prospect/{id}', () => {
  it('answers a job post’s recruiter and client manager from their profiles to whoever sees the job post, and a prospect’s candidate to agency staff only', async () => {
    const rosa = await createRecruiter(t, {
      profile: { phones: [{ code: { name: 'Netherlands', code: '+31', country_code: 'NL' }, number: '6 1234 5678' }], location: { city: 'Utrecht', country: 'Netherlands', country_code: 'NL' } },
    });
    const client = await createClient(t, { company: 'Harbour Freight' });
    const other = await createClient(t, { company: 'Tulip Transport' });
    const jobRes = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/job_posts',
      headers: bearer(rosa.jwt),
      payload: { job_post: { title: 'Fleet Planner', client_id: client.accountId, client_manager_id: client.employeeId } },
    });
    expect(jobRes.statusCode, jobRes.body).toBe(201);
    const job = jobRes.json();
    // A client never sees a draft (decision 023): its contacts are 404 to the client until it is opened.
    expect((await get(`job.recruiter/${job.id}`, client.jwt)).statusCode).toBe(404);
    const opened = await t.app.inject({ method: 'PUT', url: '/api/organisation/job_posts/open', headers: bearer(rosa.jwt), payload: { bulk: { ids: [job.id] } } });
    expect(opened.statusCode).toBe(200);

    const recruiterAnswer = await get(`job.recruiter/${job.id}`, client.jwt);
    expect(recruiterAnswer.statusCode, recruiterAnswer.body).toBe(200);
    expect(recruiterAnswer.json()).toEqual({
      avatar: null,
      name: 'Rosa de Vries',
      email: rosa.email,
      location: { city: 'Utrecht', country: 'Netherlands', country_code: 'NL' },
      phones: [{ code: { name: 'Netherlands', code: '+31', country_code: 'NL' }, number: '6 1234 5678' }],
      preferred_locations: [],
    });
    const manager = await get(`job.client_manager/${job.id}`, rosa.jwt);
    expect(manager.json()).toMatchObject({ name: 'Claire Client', email: client.email, phones: [] });

    // Another client company's user does not see the job post; a user without job access is refused.
    expect((await get(`job.recruiter/${job.id}`, other.jwt)).statusCode).toBe(404);
    expect((await get(`job.recruiter/${job.id}`, (await createEmployee(t)).jwt)).statusCode).toBe(403);
    expect((await get('job.recruiter/2000000000', rosa.jwt)).statusCode).toBe(404);

    const withoutManager = (
      await t.app.inject({ method: 'POST', url: '/api/organisation/job_posts', headers: bearer(rosa.jwt), payload: { job_post: { title: 'Dispatcher', client_id: client.accountId } } })
    ).json();
    const none = await get(`job.client_manager/${withoutManager.id}`, rosa.jwt);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(CONTACT_MESSAGES.noClientManager);

    const cv = await createAgreement(t, rosa, validCv({ first_name: 'Noor', last_name: 'Bakker', email: 'noor.bakker@example.com' }));
    const attached = await t.app.inject({ method: 'PUT', url: `/api/organisation/job_posts/${job.id}/attach_prospects`, headers: bearer(rosa.jwt), payload: { bulk: { agreement_ids: [cv.id] } } });
    const prospect = attached.json().prospects[0];
    const candidate = await get(`job.prospect/${prospect.id}`, rosa.jwt);
    expect(candidate.statusCode, candidate.body).toBe(200);
    expect(candidate.json()).toMatchObject({ name: 'Noor Bakker', email: 'noor.bakker@example.com' });
    // The candidate's details stay with the agency, even once presented to the client.
    await t.app.inject({ method: 'PUT', url: `/api/organisation/job_posts/${job.id}/prospects/present`, headers: bearer(rosa.jwt), payload: { bulk: { ids: [prospect.id] } } });
    expect((await get(`job.prospect/${prospect.id}`, client.jwt)).statusCode).toBe(403);
    expect((await get('job.prospect/2000000000', rosa.jwt)).statusCode).toBe(404);
  });
});
