/**
 * The dashboard, the CSV reports and the guest candidate requests, in the acme organisation (the demo
 * seed gives acme no job posts, so every figure below is this file's own).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, type Dashboard } from '../../../shared/schemas/dashboard.js';
import { createAgreement, createClient, createEmployee, createRecruiter, validCv, type Person } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
type Who = Pick<Person, 'jwt' | 'host'>;
let recruiter: Awaited<ReturnType<typeof createRecruiter>>;
let colleague: Awaited<ReturnType<typeof createRecruiter>>;
let client: Awaited<ReturnType<typeof createClient>>;
const ids: Record<string, number> = {};

function call(method: 'GET' | 'POST' | 'PUT', path: string, options: { who?: Who; payload?: unknown } = {}) {
  const who = options.who ?? recruiter;
  return t.app.inject({ method, url: `/api${path}`, headers: bearer(who.jwt, who.host), payload: options.payload as object });
}
async function ok(method: 'POST' | 'PUT', path: string, payload: unknown, who: Who = recruiter) {
  const res = await call(method, path, { who, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await createRecruiter(t, { subdomain: 'acme', firstName: 'Rosa', lastName: 'de Vries' });
  colleague = await createRecruiter(t, { subdomain: 'acme', firstName: '=Mallory', lastName: 'Sum' });
  client = await createClient(t, { subdomain: 'acme', company: 'Kiwi Ports' });
  // An open job with four prospects: one hired, one interviewing, one rejected, one new; a draft job.
  const job = await ok('POST', '/organisation/job_posts', { job_post: { title: 'Crane Operator, Auckland', reference: 'KP-7', client_id: client.accountId } });
  ids.job = job.id;
  await ok('PUT', '/organisation/job_posts/open', { bulk: { ids: [job.id] } });
  await ok('POST', '/organisation/job_posts', { job_post: { title: 'Draft role', client_id: client.accountId } });
  const names = ['Aroha', 'Wiremu', '+Tane', 'Mere'];
  const cvs = [];
  for (const name of names) cvs.push(await createAgreement(t, recruiter, validCv({ first_name: name, last_name: 'Ngata, Jr.', title: 'Crane Operator' })));
  const prospects = (await ok('PUT', `/organisation/job_posts/${job.id}/attach_prospects`, { bulk: { agreement_ids: cvs.map((c) => c.id) } })).prospects as { id: number; name: string }[];
  const p = (name: string) => prospects.find((x) => x.name.startsWith(name))!.id;
  const base = `/organisation/job_posts/${job.id}/prospects`;
  await ok('PUT', `${base}/present`, { bulk: { ids: [p('Aroha'), p('Wiremu')] } });
  await ok('PUT', `${base}/interview`, { bulk: { ids: [p('Aroha'), p('Wiremu')], availability: 'Mornings' } });
  await ok('PUT', `${base}/hire`, { bulk: { ids: [p('Aroha')] } }, colleague);
  await ok('PUT', `${base}/reject`, { bulk: { ids: [p('+Tane')], reason: 'Licence expired' } });
  ids.agreement = cvs[0].id;
});
afterAll(() => t.close());

describe('GET organisation/dashboard', () => {
  it('counts open jobs, prospects of open jobs per stage, placements this month, and lists the latest changes first', async () => {
    const res = await call('GET', '/organisation/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const dashboard: Dashboard = res.json();
    expect(dashboard.open_jobs).toBe(1);
    expect(dashboard.job_posts_by_status).toEqual({ draft: 1, open: 1, closed: 0, archived: 0 });
    expect(dashboard.prospects_by_stage).toEqual({ new: 1, prospected: 0, presented: 0, interviewing: 1, hired: 1, rejected: 1 });
    expect(dashboard.placements_this_month).toBe(1);
    expect(dashboard.month_start).toBe(`${today().slice(0, 8)}01T00:00:00.000Z`);
    expect(dashboard.recent_activity).toHaveLength(10);
    expect(dashboard.recent_activity[0]).toMatchObject({ action: 'reject', from: 'new', to: 'rejected', by: { name: 'Rosa de Vries' }, job_post: { title: 'Crane Operator, Auckland', reference: 'KP-7' } });
    expect(dashboard.recent_activity[0].prospect.name).toBe('+Tane Ngata, Jr.');
    expect(dashboard.recent_activity[1]).toMatchObject({ action: 'hire', to: 'hired', by: { name: '=Mallory Sum' } });
  });

  it('is the organisation’s own, and for agency staff with job access only', async () => {
    const demo = await createRecruiter(t);
    const demoDashboard: Dashboard = (await call('GET', '/organisation/dashboard', { who: demo })).json();
    expect(demoDashboard.recent_activity.some((a) => a.job_post.id === ids.job)).toBe(false);
    const viewer = await createEmployee(t, { subdomain: 'acme', permissions: { canViewJobPosts: true } });
    const plain = await createEmployee(t, { subdomain: 'acme' });
    expect((await call('GET', '/organisation/dashboard', { who: viewer })).statusCode).toBe(200);
    expect((await call('GET', '/organisation/dashboard', { who: plain })).statusCode).toBe(403);
    expect((await call('GET', '/organisation/dashboard', { who: client })).statusCode).toBe(403);
    expect((await call('GET', '/organisation/reports/placements', { who: client })).statusCode).toBe(403);
  });
});

describe('GET organisation/reports/{name} (CSV)', () => {
  const csvOf = async (path: string) => {
    const res = await call('GET', path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const body = res.rawPayload.toString('utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    return { res, lines: body.slice(1).split('\r\n').slice(0, -1) };
  };

  it('placements: a header row, one row per hire in the range, names with commas quoted, formula-like names escaped', async () => {
    const { res, lines } = await csvOf(`/organisation/reports/placements?from=2020-01-01&to=${today()}`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="placements-2020-01-01-to-${today()}.csv"`);
    expect(lines).toEqual([
      'Placed on,Candidate,Candidate title,Job reference,Job title,Client company,Recruiter,Placed by,Current status',
      `${today()},"Aroha Ngata, Jr.",Crane Operator,KP-7,"Crane Operator, Auckland",Kiwi Ports B.V.,Rosa de Vries,'=Mallory Sum,hired`,
    ]);
  });

  it('pipeline: per job post the prospects attached in the range per status, with a total', async () => {
    const { lines } = await csvOf(`/organisation/reports/pipeline?from=${today()}&to=${today()}`);
    expect(lines[0]).toBe('Job reference,Job title,Client company,Job status,New,Pending,Presented,Interviewing,Hired,Rejected,Total');
    expect(lines).toContain('KP-7,"Crane Operator, Auckland",Kiwi Ports B.V.,open,1,0,0,1,1,1,4');
    expect(lines).toContain(',Draft role,Kiwi Ports B.V.,draft,0,0,0,0,0,0,0');
    // A range before anything was attached counts nothing (and lists no job created after it).
    expect((await csvOf('/organisation/reports/pipeline?from=2020-01-01&to=2020-12-31')).lines).toHaveLength(1);
  });

  it('activity: per person the changes of the range by kind', async () => {
    const { lines } = await csvOf('/organisation/reports/activity');
    expect(lines).toEqual([
      'Recruiter,Email,Attached,Presented,Interviews,Hired,Rejected,Other changes,Total',
      `'=Mallory Sum,${colleague.email},0,0,0,1,0,0,1`,
      `Rosa de Vries,${recruiter.email},4,2,2,0,1,0,9`,
    ]);
  });

  it('refuses bad dates and ranges with 422 and a message, and an unknown report with 404', async () => {
    const cases: [string, string, string][] = [
      ['?from=2026-13-01', 'from', REPORT_MESSAGES.date],
      ['?from=2026-02-30', 'from', REPORT_MESSAGES.date],
      ['?to=yesterday', 'to', REPORT_MESSAGES.date],
      ['?from=2026-05-02&to=2026-05-01', 'from', REPORT_MESSAGES.order],
      ['?from=2000-01-01&to=2026-01-01', 'to', REPORT_MESSAGES.range],
    ];
    for (const [query, field, message] of cases) {
      const res = await call('GET', `/organisation/reports/placements${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[field], query).toEqual([message]);
    }
    const unknown = await call('GET', '/organisation/reports/salaries');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(REPORT_MESSAGES.unknown);
  });
});

describe('GET organisation/guest_candidate_requests', () => {
  it('lists the CVs a share link’s guest said they are interested in, newest first, never a "not interested"', async () => {
    const link = await ok('POST', '/organisation/share_links', {
      share_link: { agreement_ids: [ids.agreement], anonymous: true, recipient_name: 'Hemi Walker', recipient_email: 'hemi@ports.example' },
    });
    const token = link.share_link.token as string;
    const visit = (payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/shared/${token}/cvs/${ids.agreement}/feedback`, headers: { host: recruiter.host }, payload: payload as object });
    expect((await call('GET', '/organisation/guest_candidate_requests')).json().pagination.total_count).toBe(0);
    expect((await visit({ feedback: { verdict: 'interested', comment: 'Can she start in May?' } })).statusCode).toBe(200);
    const res = await call('GET', '/organisation/guest_candidate_requests');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      guest_candidate_requests: [
        {
          id: `${link.share_link.id}-${ids.agreement}`,
          share_link_id: link.share_link.id,
          agreement_id: ids.agreement,
          candidate_name: 'Aroha Ngata, Jr.',
          candidate_title: 'Crane Operator',
          guest_name: 'Hemi Walker',
          guest_email: 'hemi@ports.example',
          comment: 'Can she start in May?',
          requested_at: expect.any(String),
        },
      ],
      pagination: { page: 1, per_page: 10, total_count: 1, total_pages: 1 },
    });
    await visit({ feedback: { verdict: 'not_interested' } });
    expect((await call('GET', '/organisation/guest_candidate_requests')).json().guest_candidate_requests).toEqual([]);
    const viewer = await createEmployee(t, { subdomain: 'acme', permissions: { canViewJobPosts: true } });
    expect((await call('GET', '/organisation/guest_candidate_requests', { who: viewer })).statusCode).toBe(403);
  });
});
