import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthData } from '../../../shared/schemas/auth.js';
import type { JobPost, Prospect } from '../../../shared/schemas/job-posts.js';
import { i18next } from '../../lib/i18n.js';
import { storeAuth } from '../../lib/session.js';
import * as toasts from '../../lib/toast.js';
import { employeeAuth, renderWithProviders, startAsEmployee, stubFetch, type StubbedCall } from '../../test-utils.js';
import { AttachToJobDialog } from '../../components/attach-to-job-dialog.js';
import { dropAction, jobMovesFor, prospectActionsFor } from './model.js';
import { AccountJobNewPage, AccountJobPage, AccountJobsPage, MarketplaceJobPage } from './pages.js';

beforeAll(async () => {
  await i18next.loadNamespaces(['jobs', 'candidates', 'cv', 'messages', 'validation']);
});
beforeEach(() => startAsEmployee());
afterEach(() => vi.unstubAllGlobals());

/** A recruiter who manages jobs. */
const recruiterAuth = (): AuthData => {
  const base = employeeAuth();
  const employee = { ...base.employee!, can_manage_job_posts: true, can_view_job_posts: true };
  return { ...base, employee, accounts: base.accounts.map((a) => ({ ...a, employee })) };
};
/** A marketplace client who manages the job posts of client company 40. */
const clientAuth = (): AuthData => {
  const base = employeeAuth();
  const agency = { id: 1, uuid: 'a-1', name: 'Demo', company: { name: 'Demo Ltd', logo_url: null }, marketplace: true, isClient: true, agreed: true };
  const company = { id: 40, uuid: 'a-40', name: 'Northwind', company: { name: 'Northwind B.V.', logo_url: null }, marketplace: true, isClient: true, agreed: true };
  const employee = { id: 9, can_manage_account: false, can_manage_employees: false, can_manage_job_posts: true, can_view_job_posts: true, can_manage_associations: false, can_manage_agreements: false, can_delete_agreements: false };
  return { ...base, account: agency, accounts: [{ ...agency, employee: null }, { ...company, employee }], employee: null };
};

const job = (extra: Partial<JobPost> = {}): JobPost => ({
  id: 12,
  title: 'Warehouse Operations Manager',
  reference: 'NW-101',
  status: 'open',
  client: { id: 40, company_name: 'Northwind Logistics B.V.', company_logo_url: null },
  client_manager: { id: 9, name: 'Claire Janssen', avatar_url: null },
  recruiter: { id: 3, name: 'Rosa de Vries', avatar_url: null },
  description: '<p>Run the night shift.</p>',
  location: null,
  compensation: { type: 'permanent', min: 65000, max: 80000, currency: 'EUR' },
  skills: [{ name: 'SAP', mod: 0 }],
  created_at: '2026-10-01T10:00:00.000Z',
  updated_at: '2026-10-02T10:00:00.000Z',
  prospect_counts: { new: 1, prospected: 0, presented: 1, interviewing: 0, hired: 0, rejected: 0 },
  ...extra,
});
const prospect = (id: number, name: string, status: Prospect['status'], extra: Partial<Prospect> = {}): Prospect => ({
  id,
  job_post_id: 12,
  status,
  agreement_id: 100 + id,
  name,
  title: 'Planner',
  anonymous: false,
  rating: null,
  rejected_reason: null,
  interview_availability: null,
  updated_at: '2026-10-02T10:00:00.000Z',
  ...extra,
});
const page1 = (prospects: Prospect[]) => ({ prospects, pagination: { page: 1, per_page: 10, total_count: prospects.length, total_pages: 1 } });

function renderAt(path: string, routes: { path: string; Component: () => React.ReactNode }[]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('what the screens offer (the shared moves)', () => {
  it('job posts: a bulk action shows only when every chosen job may take it', () => {
    expect(jobMovesFor(['draft'])).toEqual(['open', 'archive']);
    expect(jobMovesFor(['open'])).toEqual(['close', 'archive']);
    expect(jobMovesFor(['draft', 'closed'])).toEqual(['open', 'archive']);
    // Open and closed together: opening leaves the open one as it is, closing the closed one.
    expect(jobMovesFor(['open', 'closed'])).toEqual(['open', 'close', 'archive']);
    expect(jobMovesFor(['archived'])).toEqual([]);
    expect(jobMovesFor([])).toEqual([]);
  });

  it('prospects: present from new or pending, interview from presented, hire from interviewing, unreject only rejected ones', () => {
    expect(prospectActionsFor(['new'])).toEqual(['present', 'reject']);
    expect(prospectActionsFor(['new', 'presented'])).toEqual(['present', 'reject']);
    expect(prospectActionsFor(['presented'])).toEqual(['reject', 'interview']);
    expect(prospectActionsFor(['interviewing'])).toEqual(['reject', 'hire', 'interview']);
    expect(prospectActionsFor(['hired'])).toEqual([]);
    expect(prospectActionsFor(['rejected'])).toEqual(['unreject']);
    // Rejecting leaves the rejected one as it is; unreject needs every one rejected.
    expect(prospectActionsFor(['rejected', 'new'])).toEqual(['reject']);
  });

  it('the board accepts a card only on the column its status moves to', () => {
    expect(dropAction('new', 'presented')).toBe('present');
    expect(dropAction('prospected', 'presented')).toBe('present');
    expect(dropAction('new', 'interviewing')).toBeNull();
    expect(dropAction('presented', 'interviewing')).toBe('interview');
    expect(dropAction('interviewing', 'hired')).toBe('hire');
    expect(dropAction('hired', 'rejected')).toBeNull();
    expect(dropAction('presented', 'rejected')).toBe('reject');
    expect(dropAction('presented', 'new')).toBeNull();
    expect(dropAction('new', 'new')).toBeNull();
  });
});

describe('the pipeline table', () => {
  function stubJob(answer: (call: StubbedCall) => { status: number; body?: unknown } | undefined) {
    return stubFetch((call) => {
      const own = answer(call);
      if (own) return own;
      if (call.url.includes('/prospects/') && call.method === 'GET' && call.url.endsWith('view_resume')) return { status: 200, body: { html: '<p>CV</p>', pages: 1, anonymous: false } };
      if (call.url.match(/\/prospects(\?|$)/)) return { status: 200, body: page1([prospect(1, 'Anna Visser', 'new'), prospect(2, 'Bram Jansen', 'presented')]) };
      if (call.url.endsWith('/job_posts/12')) return { status: 200, body: job() };
      return { status: 404, body: { statusCode: 404, error: 'Not found' } };
    });
  }

  async function openTable() {
    renderAt('/account/jobs/12', [{ path: '/account/jobs/:id', Component: AccountJobPage }]);
    await screen.findByTestId('job-page');
    fireEvent.click(within(screen.getByTestId('pipeline-view')).getByText('Table'));
    await screen.findAllByTestId('prospect-row');
  }

  it('sorts by the header, offers only the moves every chosen prospect allows, and rejects with the reason the dialog asks for (optional)', async () => {
    storeAuth(recruiterAuth());
    const { calls } = stubJob((call) => (call.method === 'PUT' && call.url.endsWith('/prospects/reject') ? { status: 200, body: { prospects: [prospect(1, 'Anna Visser', 'rejected')] } } : undefined));
    await openTable();
    // The table asks for the pipeline's order first, then what the header says.
    expect(calls.some((c) => c.method === 'GET' && c.url.includes('/prospects?') && c.url.includes('sort=stage') && c.url.includes('order=asc'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Rating' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('sort=rating') && c.url.includes('order=asc'))).toBe(true));

    const rows = screen.getAllByTestId('prospect-row');
    const anna = rows.find((r) => r.textContent?.includes('Anna Visser'))!;
    const bram = rows.find((r) => r.textContent?.includes('Bram Jansen'))!;
    fireEvent.click(within(anna).getByTestId('prospect-select'));
    expect(screen.getByTestId('bulk-present')).toBeTruthy();
    expect(screen.queryByTestId('bulk-hire')).toBeNull();
    fireEvent.click(within(bram).getByTestId('prospect-select'));
    // New and presented: present (the presented one stays) and reject; interview only from presented.
    expect(screen.getByTestId('bulk-present')).toBeTruthy();
    expect(screen.queryByTestId('bulk-interview')).toBeNull();
    fireEvent.click(within(anna).getByTestId('prospect-select'));
    expect(screen.getByTestId('bulk-interview')).toBeTruthy();
    expect(screen.queryByTestId('bulk-present')).toBeNull();
    fireEvent.click(within(bram).getByTestId('prospect-select'));
    fireEvent.click(within(anna).getByTestId('prospect-select'));

    fireEvent.click(screen.getByTestId('bulk-reject'));
    const dialog = await screen.findByTestId('reject-dialog');
    expect(within(dialog).getByLabelText('Reason (optional)')).toBeTruthy(); // §4: the reason is optional
    fireEvent.change(within(dialog).getByTestId('reject-text'), { target: { value: 'Needs a forklift licence.' } });
    fireEvent.click(within(dialog).getByTestId('reject-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ bulk: { ids: [1], reason: 'Needs a forklift licence.' } }));
    expect(calls.find((c) => c.method === 'PUT')!.url).toMatch(/\/api\/organisation\/job_posts\/12\/prospects\/reject$/);
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', '1 candidate rejected.'));
  });

  it('a refused move shows the server’s 409 message', async () => {
    storeAuth(recruiterAuth());
    stubJob((call) =>
      call.method === 'PUT' && call.url.endsWith('/prospects/present') ? { status: 409, body: { statusCode: 409, error: 'Anna Visser cannot move from hired to presented.' } } : undefined,
    );
    await openTable();
    fireEvent.click(within(screen.getAllByTestId('prospect-row')[0]).getByTestId('prospect-select'));
    fireEvent.click(screen.getByTestId('bulk-present'));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('error', 'Anna Visser cannot move from hired to presented.'));
  });
});

describe('the client’s job page', () => {
  it('shows presented candidates without a name when anonymous, no agency actions, and sends the rating given', async () => {
    storeAuth(clientAuth());
    const anonymous = prospect(2, '', 'presented', { anonymous: true });
    delete (anonymous as Partial<Prospect>).name;
    const { calls } = stubFetch((call) => {
      if (call.method === 'PUT' && call.url.endsWith('/prospects/2/rating')) return { status: 200, body: { ...anonymous, rating: (call.body as { rating: number }).rating } };
      if (call.url.endsWith('/view_resume')) return { status: 200, body: { html: '<p>Candidate</p>', pages: 1, anonymous: true } };
      if (call.url.endsWith('/prospects/2')) return { status: 200, body: { ...anonymous, comments: [] } };
      if (call.url.match(/\/prospects(\?|$)/)) return { status: 200, body: page1([anonymous]) };
      if (call.url.endsWith('/job_posts/12')) return { status: 200, body: job({ prospect_counts: { new: 0, prospected: 0, presented: 1, interviewing: 0, hired: 0, rejected: 0 } }) };
      return { status: 404, body: { statusCode: 404, error: 'Not found' } };
    });
    renderAt('/marketplace/jobs/12', [{ path: '/marketplace/jobs/:id', Component: MarketplaceJobPage }]);
    const card = await screen.findByTestId('prospect-card');
    expect(card.textContent).toContain('Anonymous candidate');
    // A client's board starts at presented.
    expect(screen.queryByTestId('column-new')).toBeNull();
    expect(screen.queryByTestId('job-edit')).toBeNull();
    fireEvent.click(within(card).getByRole('button'));
    const drawer = await screen.findByTestId('prospect-rating');
    expect(screen.queryByTestId('prospect-next')).toBeNull();
    expect(screen.queryByTestId('prospect-contact')).toBeNull();
    const fourth = within(drawer).getByRole('radio', { name: '4' });
    fireEvent.click(drawer.querySelector(`label[for="${fourth.id}"]`)!);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ rating: 4 }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'Anonymous candidate rated 4 of 5.'));
  });
});

describe('the prospect’s comments (drawer)', () => {
  it('lists the comments, refuses an empty one without calling, shows the server’s refusal, and sends one that then shows', async () => {
    storeAuth(clientAuth());
    const shown = prospect(2, 'Bram Jansen', 'presented');
    const comments = [{ id: 1, body: 'Can we meet on Tuesday?', author_name: 'Claire Janssen', created_at: new Date().toISOString() }];
    const tooLong = 'A comment can be at most 2000 characters; shorten it.';
    const { calls } = stubFetch((call) => {
      if (call.method === 'POST' && call.url.endsWith('/prospects/2/comments')) {
        const body = (call.body as { comment: { body: string } }).comment.body;
        if (body.startsWith('refuse')) return { status: 422, body: { statusCode: 422, error: 'Please correct the highlighted fields.', errors: { 'comment.body': [tooLong] } } };
        const added = { id: comments.length + 1, body, author_name: 'Claire Janssen', created_at: new Date().toISOString() };
        comments.push(added);
        return { status: 201, body: added };
      }
      if (call.url.endsWith('/view_resume')) return { status: 200, body: { html: '<p>Candidate</p>', pages: 1, anonymous: false } };
      if (call.url.endsWith('/prospects/2')) return { status: 200, body: { ...shown, comments: [...comments] } };
      if (call.url.match(/\/prospects(\?|$)/)) return { status: 200, body: page1([shown]) };
      if (call.url.endsWith('/job_posts/12')) return { status: 200, body: job() };
      return { status: 404, body: { statusCode: 404, error: 'Not found' } };
    });
    renderAt('/marketplace/jobs/12', [{ path: '/marketplace/jobs/:id', Component: MarketplaceJobPage }]);
    fireEvent.click(within(await screen.findByTestId('prospect-card')).getByRole('button'));
    const list = await screen.findByTestId('prospect-comments');
    expect(within(list).getAllByTestId('prospect-comment').map((c) => c.textContent)).toEqual([expect.stringContaining('Can we meet on Tuesday?')]);
    const posts = () => calls.filter((c) => c.method === 'POST');

    const box = within(list).getByLabelText('Add a comment');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(within(list).getByTestId('prospect-comment-send'));
    expect(await within(list).findByText('Write a comment before sending it.')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'refuse this one' } });
    fireEvent.click(within(list).getByTestId('prospect-comment-send'));
    expect(await within(list).findByText(tooLong)).toBeTruthy();
    expect(posts()).toHaveLength(1);

    fireEvent.change(box, { target: { value: 'Tuesday 10:00 works for us.' } });
    fireEvent.click(within(list).getByTestId('prospect-comment-send'));
    await waitFor(() => expect(within(list).getAllByTestId('prospect-comment')).toHaveLength(2));
    expect(posts().at(-1)?.body).toEqual({ comment: { body: 'Tuesday 10:00 works for us.' } });
    expect(within(list).getAllByTestId('prospect-comment')[1].textContent).toContain('Tuesday 10:00 works for us.');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });
});

describe('the job form', () => {
  it('asks for the title and the client company, refuses a minimum above the maximum, then sends the job post', async () => {
    storeAuth(recruiterAuth());
    const { calls } = stubFetch((call) => {
      if (call.url.includes('clients.autocomplete')) return { status: 200, body: { clients: [{ id: 40, name: 'Northwind Logistics', company_logo_url: null }] } };
      if (call.url.includes('employees.autocomplete')) return { status: 200, body: { employees: [] } };
      if (call.method === 'POST') return { status: 201, body: job({ id: 77, status: 'draft', title: 'Fleet Planner' }) };
      return { status: 200, body: { skills: [], cities: [], countries: [] } };
    });
    const router = renderAt('/account/jobs/new', [
      { path: '/account/jobs/new', Component: AccountJobNewPage },
      { path: '/account/jobs/:id', Component: () => <p>job page</p> },
    ]);
    await screen.findByTestId('job-form');
    fireEvent.click(screen.getByTestId('job-save'));
    expect(await screen.findByText('Title is required.')).toBeTruthy();
    expect(screen.getByText('Choose the client company.')).toBeTruthy();

    await userEvent.type(screen.getByTestId('job-title'), 'Fleet Planner');
    await userEvent.click(screen.getByTestId('job-client'));
    await userEvent.click(await screen.findByRole('option', { name: /Northwind Logistics/, hidden: true }));
    await userEvent.click(screen.getByTestId('job-compensation-type'));
    await userEvent.click(await screen.findByRole('option', { name: /Permanent/, hidden: true }));
    await userEvent.type(screen.getByTestId('job-min'), '60000');
    await userEvent.type(screen.getByTestId('job-max'), '50000');
    fireEvent.click(screen.getByTestId('job-save'));
    expect(await screen.findByText('The minimum must not be above the maximum.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(screen.getByTestId('job-max'));
    await userEvent.type(screen.getByTestId('job-max'), '70000');
    expect(screen.getByTestId('job-compensation-preview').textContent).toBe('Shown as €60K – €70K');
    fireEvent.click(screen.getByTestId('job-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      job_post: { title: 'Fleet Planner', client_id: 40, client_manager_id: null, compensation: { type: 'permanent', min: 60000, max: 70000, currency: 'EUR' }, skills: [] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/jobs/77'));
  });
});

describe('Add to job', () => {
  const suggestion = { id: 12, title: 'Warehouse Operations Manager', reference: 'NW-101', status: 'open', client: { id: 40, company_name: 'Northwind Logistics B.V.', company_logo_url: null } };

  it('asks for the job, sends the chosen CVs to attach_prospects and says where they went; a 422 shows the server’s message', async () => {
    storeAuth(recruiterAuth());
    let refuse = true;
    const { calls } = stubFetch((call) => {
      if (call.url.includes('/job_posts/suggest')) return { status: 200, body: { job_posts: [suggestion] } };
      if (call.method === 'PUT' && refuse) return { status: 422, body: { statusCode: 422, error: 'Unprocessable', errors: { 'bulk.agreement_ids': ['Save this CV before adding it to a job post.'] } } };
      if (call.method === 'PUT') return { status: 200, body: { prospects: [prospect(1, 'Anna Visser', 'new'), prospect(2, 'Bram Jansen', 'new')] } };
      return { status: 404, body: { statusCode: 404, error: 'Not found' } };
    });
    const onClose = vi.fn();
    renderWithProviders(<AttachToJobDialog opened onClose={onClose} agreementIds={[3, 4]} />);
    const dialog = await screen.findByTestId('attach-to-job');
    expect(dialog.textContent).toContain('Add the 2 chosen CVs to a job as new candidates.');
    fireEvent.click(within(dialog).getByTestId('attach-submit'));
    expect(await within(dialog).findByText('Choose the job.')).toBeTruthy();

    await userEvent.click(within(dialog).getByTestId('job-selector'));
    await userEvent.click(await screen.findByRole('option', { name: /Warehouse Operations Manager/, hidden: true }));
    fireEvent.click(within(dialog).getByTestId('attach-submit'));
    expect(await within(dialog).findByText('Save this CV before adding it to a job post.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    refuse = false;
    fireEvent.click(within(dialog).getByTestId('attach-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(put.url).toMatch(/\/api\/organisation\/job_posts\/12\/attach_prospects$/);
    expect(put.body).toEqual({ bulk: { agreement_ids: [3, 4] } });
    expect(toasts.showToast).toHaveBeenCalledWith('success', '2 CVs are on #NW-101 Warehouse Operations Manager.');
  });
});

describe('the job list', () => {
  it('asks for draft and open jobs by default, pages with the §9 text, and offers open, close or archive only as the chosen jobs allow', async () => {
    storeAuth(recruiterAuth());
    const jobs = [job({ id: 1, title: 'Inventory Control Lead', status: 'draft' }), job({ id: 2, title: 'Supply Chain Planner', status: 'open' })];
    const { calls } = stubFetch((call) => {
      if (call.method === 'PUT' && call.url.endsWith('/job_posts/archive')) return { status: 200, body: { job_posts: jobs.map((j) => ({ ...j, status: 'archived' })) } };
      if (call.url.includes('/job_posts?')) return { status: 200, body: { job_posts: jobs, pagination: { page: 1, per_page: 10, total_count: 2, total_pages: 1 } } };
      return { status: 404, body: { statusCode: 404, error: 'Not found' } };
    });
    renderAt('/account/jobs', [{ path: '/account/jobs', Component: AccountJobsPage }]);
    await screen.findAllByTestId('job-row');
    const list = calls.find((c) => c.url.includes('/job_posts?'))!.url;
    expect(decodeURIComponent(list)).toContain('status[]=draft&status[]=open');
    expect(screen.getByTestId('job-pagination-text').textContent).toBe('Displaying 2 jobs');
    // Both jobs are for Northwind: the header's logo group shows that client company once.
    const clients = screen.getByRole('list', { name: 'Client companies of the jobs shown' });
    expect(within(clients).getAllByRole('listitem').map((l) => l.getAttribute('aria-label'))).toEqual(['Northwind Logistics B.V.']);
    // The compensation says what kind of pay it is, so a yearly salary is not read as a day rate.
    expect(within(screen.getAllByTestId('job-row')[0]).getByTestId('compensation').textContent).toBe('€65K – €80K');
    expect(within(screen.getAllByTestId('job-row')[0]).getByTestId('compensation-type').textContent).toBe('Permanent (yearly)');

    const [draft, open] = screen.getAllByTestId('job-row');
    fireEvent.click(within(draft).getByTestId('job-select'));
    expect(screen.getByTestId('job-bulk-open')).toBeTruthy();
    expect(screen.queryByTestId('job-bulk-close')).toBeNull();
    fireEvent.click(within(open).getByTestId('job-select'));
    // Draft and open: opening leaves the open one; closing cannot start from draft.
    expect(screen.getByTestId('job-bulk-open')).toBeTruthy();
    expect(screen.queryByTestId('job-bulk-close')).toBeNull();
    fireEvent.click(screen.getByTestId('job-bulk-archive'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ bulk: { ids: [1, 2] } }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', '2 jobs are archived.'));
  });
});

describe('Invite to job', () => {
  const invite = (id: number, email: string, status: 'pending' | 'accepted' | 'expired', extra: Record<string, unknown> = {}) => ({
    id,
    email,
    invited_by: { id: 3, name: 'Rosa de Vries' },
    created_at: '2026-11-01T10:00:00.000Z',
    expire_at: '2026-11-15T10:00:00.000Z',
    accepted_at: null,
    accepted_by: null,
    status,
    ...extra,
  });

  function stubInvites(post: (call: StubbedCall) => { status: number; body?: unknown }) {
    return stubFetch((call) => {
      if (call.url.endsWith('/job_posts/12/invites') && call.method === 'POST') return post(call);
      if (call.url.endsWith('/job_posts/12/invites')) return { status: 200, body: { invites: [invite(2, 'claire@northwind.test', 'pending'), invite(1, 'piet@northwind.test', 'accepted', { accepted_at: '2026-11-03T09:00:00.000Z' })] } };
      if (call.url.match(/\/prospects(\?|$)/)) return { status: 200, body: page1([]) };
      if (call.url.endsWith('/job_posts/12')) return { status: 200, body: job() };
      return { status: 404, body: { statusCode: 404, error: 'Not found' } };
    });
  }

  async function openDialog() {
    renderAt('/account/jobs/12', [{ path: '/account/jobs/:id', Component: AccountJobPage }]);
    fireEvent.click(await screen.findByTestId('job-invite'));
    return screen.findByTestId('invite-dialog');
  }

  it('lists the job’s invites with their state and expiry, checks the address, sends {invite: {email}} and says so', async () => {
    storeAuth(recruiterAuth());
    const { calls } = stubInvites((call) => ({ status: 201, body: { invite: invite(3, (call.body as { invite: { email: string } }).invite.email, 'pending') } }));
    const dialog = await openDialog();
    const rows = await within(dialog).findAllByTestId('invite-row');
    expect(rows[0].textContent).toContain('claire@northwind.test');
    expect(rows[0].textContent).toContain('Pending');
    expect(rows[0].textContent).toContain('Expires on Nov 15, 2026');
    expect(rows[1].textContent).toContain('Accepted on Nov 3, 2026');

    const email = within(dialog).getByTestId('invite-email');
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.click(within(dialog).getByTestId('invite-send'));
    expect(await within(dialog).findByText('Please enter a valid email.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(email, { target: { value: 'Jan.Smit@Northwind.test' } });
    fireEvent.click(within(dialog).getByTestId('invite-send'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ invite: { email: 'jan.smit@northwind.test' } }));
    expect(calls.find((c) => c.method === 'POST')!.url).toMatch(/\/api\/organisation\/job_posts\/12\/invites$/);
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'Invite sent to jan.smit@northwind.test.'));
    // The list is asked for again after the invite.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url.endsWith('/invites'))).toHaveLength(2));
  });

  it('shows the server’s 422 on the email field', async () => {
    storeAuth(recruiterAuth());
    stubInvites(() => ({ status: 422, body: { statusCode: 422, error: 'Unprocessable Entity', message: 'The invite could not be sent.', errors: { 'invite.email': ['This address belongs to agency staff and cannot be invited to a job.'] } } }));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByTestId('invite-email'), { target: { value: 'rosa@demo.test' } });
    fireEvent.click(within(dialog).getByTestId('invite-send'));
    expect(await within(dialog).findByText('This address belongs to agency staff and cannot be invited to a job.')).toBeTruthy();
    expect(within(dialog).getByTestId('invite-email').getAttribute('aria-invalid')).toBe('true');
    expect(toasts.showToast).not.toHaveBeenCalledWith('success', expect.anything());
  });

  it('is offered only to agency staff who manage jobs', async () => {
    storeAuth(employeeAuth());
    stubInvites(() => ({ status: 500 }));
    renderAt('/account/jobs/12', [{ path: '/account/jobs/:id', Component: AccountJobPage }]);
    await screen.findByTestId('job-page');
    expect(screen.queryByTestId('job-invite')).toBeNull();
  });
});

describe('the pipeline board by keyboard (@dnd-kit KeyboardSensor)', () => {
  // jsdom lays nothing out: give each column a 180 px wide box 200 px apart, each card a box inside its column.
  const COLUMN_X = (status: string) => ['new', 'prospected', 'presented', 'interviewing', 'hired', 'rejected'].indexOf(status) * 200;
  const rect = (x: number, y: number, width: number, height: number) => ({ x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) }) as DOMRect;
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const column = this.closest<HTMLElement>('[data-testid^="column-"]');
      if (!column) return rect(0, 0, 0, 0);
      const x = COLUMN_X(column.dataset.testid!.slice('column-'.length));
      return this === column ? rect(x, 0, 180, 400) : rect(x + 10, 50, 160, 60);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  function stubBoard() {
    return stubFetch((call) => {
      if (call.method === 'PUT') return { status: 200, body: { prospects: [prospect(1, 'Anna Visser', 'presented')] } };
      if (call.url.match(/\/prospects(\?|$)/)) return { status: 200, body: page1([prospect(1, 'Anna Visser', 'new'), prospect(2, 'Bram Jansen', 'presented')]) };
      if (call.url.endsWith('/job_posts/12')) return { status: 200, body: job() };
      return { status: 404, body: { statusCode: 404, error: 'Not found' } };
    });
  }

  /** Space picks the card up, each ArrowRight moves it 25 px, Space drops it. */
  async function dragRight(name: string, presses: number) {
    const handle = await screen.findByRole('button', { name: new RegExp(name) });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(screen.getByTestId('column-presented').dataset.accepts).toBeDefined());
    for (let i = 0; i < presses; i++) {
      fireEvent.keyDown(handle, { code: 'ArrowRight', key: 'ArrowRight' });
      await new Promise((r) => setTimeout(r, 0));
    }
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(screen.getByTestId('column-presented').dataset.accepts).toBeUndefined());
  }

  it('a new candidate dropped on Presented is presented; the columns it may not go to say so while it moves', async () => {
    storeAuth(recruiterAuth());
    const { calls } = stubBoard();
    renderAt('/account/jobs/12', [{ path: '/account/jobs/:id', Component: AccountJobPage }]);
    const handle = await screen.findByRole('button', { name: /Anna Visser/ });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(screen.getByTestId('column-presented').dataset.accepts).toBe('true'));
    expect(screen.getByTestId('column-interviewing').dataset.accepts).toBe('false');
    expect(screen.getByTestId('column-hired').dataset.accepts).toBe('false');
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('column-presented').dataset.accepts).toBeUndefined());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await dragRight('Anna Visser', 16); // 400 px: from New onto Presented
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toMatch(/\/api\/organisation\/job_posts\/12\/prospects\/present$/);
    expect(put.body).toEqual({ bulk: { ids: [1] } });
  });

  it('a new candidate dropped on Interviewing (not allowed from new) sends nothing', async () => {
    storeAuth(recruiterAuth());
    const { calls } = stubBoard();
    renderAt('/account/jobs/12', [{ path: '/account/jobs/:id', Component: AccountJobPage }]);
    await dragRight('Anna Visser', 24); // 600 px: from New onto Interviewing
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
