import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthData } from '../../../shared/schemas/auth.js';
import type { SearchAnswer, SearchHit, SearchRequest } from '../../../shared/schemas/search.js';
import { i18next } from '../../lib/i18n.js';
import { queryClient } from '../../lib/query-client.js';
import { storeAuth } from '../../lib/session.js';
import * as toasts from '../../lib/toast.js';
import { employeeAuth, renderWithProviders, startAsEmployee, stubFetch, type StubbedCall } from '../../test-utils.js';
import { AccountCandidatesPage, MarketplaceCandidatePage, MarketplaceCandidatesPage } from './pages.js';

const KEY = 'search-key-of-the-session';
/** A filter change reaches the search 400 ms after it: wait longer than waitFor's default second on a busy machine. */
const SETTLED = { timeout: 4000 };
const search = { keys: { candidates: { key: KEY, id: 'demo', index: 'candidates' } } };
const recruiterAuth = (): AuthData => ({ ...employeeAuth(), search });
/** A marketplace client: an account user on a marketplace account that is a client, no employee. */
const clientAuth = (): AuthData => {
  const account = { id: 5, uuid: 'a-5', name: 'Northwind', company: { name: 'Northwind Ltd', logo_url: null }, marketplace: true, isClient: true, agreed: true };
  return { ...employeeAuth(), account, accounts: [{ ...account, employee: null }], employee: null, search };
};

function hit(n: number, extra: Partial<SearchHit> = {}): SearchHit {
  return {
    objectID: String(n),
    name: `Person ${n}`,
    avatar_url: null,
    title: `Engineer ${n}`,
    skills: ['Java', 'Kotlin', 'SQL'],
    top_skills: ['Java', 'Kotlin'],
    current_experience: { title: 'Backend Developer', company_name: 'Acme', tenure: 3 },
    experience_time: 7,
    preferred_locations: [],
    location: { lat: 52.37, lng: 4.9, city: 'Amsterdam', administrative: 'North Holland', country: 'Netherlands', country_code: 'NL' },
    preferences: {
      salary: { currency: 'EUR', permanent_min: 60_000, permanent_max: 80_000, contract_min: null, contract_max: null, hourly_min: null, hourly_max: null, daily_min: 500, daily_max: 650 },
    },
    associations: [],
    list_ids: [],
    job_post_ids: [],
    employee_id: 3,
    is_spec_cv: false,
    tags: [],
    updated_at: '2026-11-01T10:00:00.000Z',
    _rankingInfo: { score: 13, matched: ['Java'] },
    ...extra,
  };
}

/** 12 hits, 10 a page, like the search answers them. */
function answer(request: SearchRequest, anonymous = false): SearchAnswer {
  const page = request.page ?? 0;
  const ids = page === 0 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [11, 12];
  const hits = ids.map((n) => {
    const h = hit(n);
    if (anonymous) {
      delete h.name;
      delete h.avatar_url;
    }
    return h;
  });
  return {
    hits,
    nbHits: 12,
    page,
    nbPages: 2,
    hitsPerPage: 10,
    facets: {
      'current_experience.company_name': { Acme: 9, Globex: 3 },
      tenure: { '3': 12 },
      experience_time: { '7': 12 },
      'associations.company.name': { 'Tech Guild': 4 },
    },
    processingTimeMS: 2,
  };
}

type Handler = (call: StubbedCall) => { status: number; body?: unknown } | undefined;

function show(page: 'account' | 'marketplace', own: Handler = () => undefined) {
  const { calls } = stubFetch((call) => {
    const mine = own(call);
    if (mine) return mine;
    if (call.url.endsWith('/api/search/candidates')) return { status: 200, body: answer(call.body as SearchRequest, page === 'marketplace') };
    if (call.url.includes('/agreement_lists/flat')) return { status: 200, body: { lists: [{ id: 4, name: 'Shortlist', parent_id: null, count: 2, level: 1 }] } };
    if (call.url.endsWith('/agreement_lists')) return { status: 200, body: { lists: [] } };
    if (call.url.startsWith('/api/autocomplete/skills')) return { status: 200, body: { skills: ['Java', 'JavaScript'] } };
    if (call.url.startsWith('/api/places/cities')) return { status: 200, body: { cities: [{ city: 'Utrecht', administrative: null, country: 'Netherlands', country_code: 'NL', lat: 52.09, lng: 5.12 }] } };
    return { status: 404, body: { statusCode: 404, error: 'Not found' } };
  });
  const router = createMemoryRouter(
    [
      { path: '/account/candidates', element: <AccountCandidatesPage /> },
      { path: '/marketplace/candidates', element: <MarketplaceCandidatesPage /> },
    ],
    { initialEntries: [`/${page}/candidates`] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  const searches = () => calls.filter((c) => c.url === '/api/search/candidates');
  return { calls, searches, lastSearch: () => searches().at(-1)!.body as SearchRequest, view, user: userEvent.setup() };
}

beforeAll(async () => {
  await i18next.loadNamespaces(['candidates', 'lists', 'share', 'cv']);
});
beforeEach(() => {
  startAsEmployee();
  storeAuth(recruiterAuth());
});
afterEach(() => vi.useRealTimers());

describe('account/candidates (recruiters)', () => {
  it('searches with the session key, show_all by default and facets, and shows the hits with their §9 texts', async () => {
    const { searches, lastSearch } = show('account');
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(10));
    expect(searches()).toHaveLength(1);
    expect(searches()[0].headers['x-search-key']).toBe(KEY);
    expect(lastSearch()).toEqual({ page: 0, hitsPerPage: 10, filters: {}, facets: true, show_all: true });

    const first = screen.getAllByTestId('search-hit')[0];
    expect(within(first).getByRole('link', { name: 'Person 1' }).getAttribute('href')).toBe('/agreement/1/edit');
    expect(within(first).getByTestId('hit-avatar')).toBeTruthy();
    expect(within(first).getByTestId('hit-role').textContent).toBe('Backend DeveloperAcme3 years in this role');
    expect(within(first).getByTestId('location-display').textContent).toBe('🇳🇱Amsterdam, North Holland, Netherlands');
    expect(within(first).getByTestId('compensation').textContent).toBe('€60K – €80K');
    expect(within(first).getByTestId('hit-skills').textContent).toBe('JavaKotlin');
    expect(screen.getByText('Displaying 1 to 10 of 12 CVs')).toBeTruthy();
  });

  it('says "less than a year" for 0 years and "5+" / "25+" at the top of the §9 ranges', async () => {
    const hits = [
      hit(1, { current_experience: { title: 'Analyst', company_name: 'Initech', tenure: 0 }, experience_time: 0 }),
      hit(2, { current_experience: { title: 'Architect', company_name: 'Initech', tenure: 5 }, experience_time: 25 }),
    ];
    show('account', (call) => (call.url.endsWith('/search/candidates') ? { status: 200, body: { ...answer(call.body as SearchRequest), hits, nbHits: 2, nbPages: 1 } } : undefined));
    await waitFor(() => expect(screen.getAllByTestId('hit-role').map((r) => r.textContent)).toEqual(['AnalystInitechLess than a year in this role', 'ArchitectInitech5+ years in this role']));
    const rows = screen.getAllByTestId('search-hit');
    expect(within(rows[0]).getByText('Less than a year')).toBeTruthy();
    expect(within(rows[1]).getByText('25+ years')).toBeTruthy();
    expect(screen.getByText('Displaying 2 CVs')).toBeTruthy();
  });

  it('shows the facet counts beside the company and association options and over the year ranges', async () => {
    const { user } = show('account');
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(10));
    await user.click(screen.getByTestId('companies'));
    expect(screen.getByRole('option', { name: 'Acme (9)', hidden: true })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Globex (3)', hidden: true })).toBeTruthy();
    await user.click(screen.getByTestId('associations'));
    expect(screen.getByRole('option', { name: 'Tech Guild (4)', hidden: true })).toBeTruthy();
    // The range facets as bars over their sliders.
    expect(screen.getAllByTestId('facet-bars').map((b) => b.getAttribute('aria-label'))).toEqual(['Candidates per year: 3 (12)', 'Candidates per year: 7 (12)']);
  });

  it('sends the filter form 400 ms after the last change, and only when the value changed (§5)', async () => {
    const { searches, lastSearch } = show('account');
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(10));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByTestId('search-query');
    const typeInBox = (value: string) => fireEvent.change(box, { target: { value } });
    typeInBox('java');
    await act(() => vi.advanceTimersByTimeAsync(300));
    typeInBox('java dev');
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(searches()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(searches()).toHaveLength(2));
    expect(lastSearch().query).toBe('java dev');

    // Changed and taken back within the wait: the value did not change, nothing is sent.
    typeInBox('java devx');
    await act(() => vi.advanceTimersByTimeAsync(200));
    typeInBox('java dev');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(searches()).toHaveLength(2);
  });

  it('saves the parameters per screen and restores them on the next visit', async () => {
    const first = show('account');
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(10));
    await first.user.type(screen.getByTestId('search-query'), 'kotlin');
    await waitFor(() => expect(first.lastSearch().query).toBe('kotlin'), SETTLED);
    await first.user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(first.lastSearch().page).toBe(1), SETTLED);
    const saved = JSON.parse(localStorage.getItem('searchParams.account.candidates')!);
    expect(saved).toMatchObject({ form: { query: 'kotlin', show_all: true }, page: 1, sort: null });
    // The marketplace screen keeps its own.
    expect(localStorage.getItem('searchParams.marketplace.candidates')).toBeNull();
    first.view.unmount();
    queryClient.clear();

    const again = show('account');
    await waitFor(() => expect(again.searches()).toHaveLength(1));
    expect(again.lastSearch()).toMatchObject({ query: 'kotlin', page: 1, show_all: true });
    expect((screen.getByTestId('search-query') as HTMLInputElement).value).toBe('kotlin');
    await waitFor(() => expect(screen.getByText('Displaying 11 to 12 of 12 CVs')).toBeTruthy());
  });

  it('sorts by a column ascending, then descending, then not at all (§4), from the first page', async () => {
    const { user, lastSearch } = show('account');
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(10));
    const header = () => screen.getByTestId('sort-experience_time');
    const sortButton = () => screen.getByRole('button', { name: 'Sort by Experience' });
    expect(header().getAttribute('aria-sort')).toBe('none');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastSearch().page).toBe(1), SETTLED);

    await user.click(sortButton());
    await waitFor(() => expect(lastSearch()).toMatchObject({ sort: { by: 'experience_time', order: 'asc' }, page: 0 }), SETTLED);
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    await user.click(sortButton());
    await waitFor(() => expect(lastSearch().sort).toEqual({ by: 'experience_time', order: 'desc' }), SETTLED);
    expect(header().getAttribute('aria-sort')).toBe('descending');
    await user.click(sortButton());
    expect(header().getAttribute('aria-sort')).toBe('none');
    // Back to the request without a sort (the answer of which the screen already has).
    expect(JSON.parse(localStorage.getItem('searchParams.account.candidates')!).sort).toBeNull();
    // Another column starts ascending.
    await user.click(screen.getByRole('button', { name: 'Sort by Candidate' }));
    await waitFor(() => expect(lastSearch().sort).toEqual({ by: 'name', order: 'asc' }), SETTLED);
  });

  it('bulk select goes empty → partial → full, Clear selection empties it, and the selection goes to Add to List', async () => {
    const { user, calls } = show('account');
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(10));
    const box = () => screen.getByTestId('bulk-select');
    expect(box().getAttribute('data-state')).toBe('empty');
    expect(screen.queryByTestId('bulk-clear')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Person 2' }));
    expect(box().getAttribute('data-state')).toBe('partial');
    expect(screen.getByTestId('bulk-count').textContent).toBe('1 candidate selected');
    await user.click(box());
    expect(box().getAttribute('data-state')).toBe('full');
    expect(screen.getByTestId('bulk-count').textContent).toBe('10 candidates selected');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(box().getAttribute('data-state')).toBe('empty');
    expect(screen.queryByTestId('bulk-actions')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Person 3' }));
    await user.click(screen.getByTestId('bulk-add-to-list'));
    const dialog = await screen.findByRole('dialog', { name: 'Add to List' });
    expect(await within(dialog).findByText('Tick the lists this CV belongs in.')).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/organisation/agreement_lists/flat?agreement_id=3');
  });

  it('adds a skill once by name with its kind, quotes and braces made single quotes (§5), and sends them as filters', async () => {
    const { user, lastSearch } = show('account');
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(10));
    const input = screen.getByTestId('skill-input');
    await user.type(input, 'Java{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Nice to have' }));
    await user.type(input, 'Node "JS"{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Must not have' }));
    await user.type(input, 'PHP{Enter}');
    await user.type(input, 'java{Enter}');
    expect(screen.getByTestId('skill-notice').textContent).toBe('java is already in the search.');
    expect(screen.getAllByTestId('skill-chip').map((c) => c.getAttribute('data-mod'))).toEqual(['0', '1', '2']);
    // Enter on a highlighted suggestion adds the suggestion, not the typed text.
    await user.click(screen.getByRole('radio', { name: 'Must have' }));
    await user.type(input, 'JavaS');
    await screen.findByRole('option', { name: 'JavaScript', hidden: true });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('skill-chip')).toHaveLength(4));
    expect(screen.getAllByTestId('skill-chip').at(-1)!.textContent).toBe('+ JavaScript');
    await waitFor(() =>
      expect(lastSearch().filters?.skills).toEqual([
        { name: 'Java', mod: 0 },
        { name: "Node 'JS'", mod: 1 },
        { name: 'PHP', mod: 2 },
        { name: 'JavaScript', mod: 0 },
      ]),
      SETTLED,
    );
  });

  it('filters by a place within a radius in the chosen unit (km by default)', async () => {
    const { user, lastSearch } = show('account');
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(10));
    await user.type(screen.getByTestId('location-filter'), 'utr');
    await user.click(await screen.findByRole('option', { name: 'Utrecht, Netherlands', hidden: true }));
    await waitFor(() => expect(lastSearch().filters?.location).toEqual({ lat: 52.09, lng: 5.12, radius: 25, unit: 'km' }), SETTLED);
    await user.click(screen.getByTestId('radius-unit'));
    await user.click(screen.getByRole('option', { name: 'miles', hidden: true }));
    await waitFor(() => expect(lastSearch().filters?.location).toEqual({ lat: 52.09, lng: 5.12, radius: 25, unit: 'miles' }), SETTLED);
  });

  it('a failed search shows no hits and the §8 toast', async () => {
    show('account', (call) => (call.url.endsWith('/search/candidates') ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error' } } : undefined));
    expect(await screen.findByText('The search could not be run.')).toBeTruthy();
    expect(screen.queryAllByTestId('search-hit')).toHaveLength(0);
    expect(toasts.showToast).toHaveBeenCalledWith('error', 'Something went wrong, please try again later.');
    expect(toasts.showToast).toHaveBeenCalledTimes(1);
  });
});

describe('marketplace/candidates (clients)', () => {
  beforeEach(() => storeAuth(clientAuth()));

  it('shows anonymous hits, each a link to its anonymous CV: no names or avatars; no bulk select, lists or tag toggles', async () => {
    const { lastSearch } = show('marketplace');
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(10));
    expect(lastSearch()).toMatchObject({ show_all: true, facets: true });
    expect(screen.getAllByTestId('hit-name').map((n) => n.textContent)).toEqual(Array(10).fill('Anonymous candidate'));
    expect(screen.queryByText(/Person \d/)).toBeNull();
    expect(screen.queryAllByTestId('hit-avatar')).toHaveLength(0);
    expect(within(screen.getByTestId('search-results')).getAllByRole('link')[0].getAttribute('href')).toBe('/marketplace/candidates/1');
    expect(screen.queryByTestId('bulk-select')).toBeNull();
    expect(screen.queryByTestId('lists')).toBeNull();
    expect(screen.queryByTestId('tag-toggles')).toBeNull();
    // Clients sort by title, not by a name they do not see.
    expect(screen.queryByRole('button', { name: 'Sort by Candidate' })).toBeTruthy();
    expect(screen.getByTestId('sort-title')).toBeTruthy();
  });
});

describe('marketplace/candidates/{id} (a hit opened)', () => {
  beforeEach(() => storeAuth(clientAuth()));

  function open(reply: { status: number; body?: unknown }) {
    const { calls } = stubFetch((call) => (call.url === '/api/marketplace/candidates/7' ? reply : { status: 404, body: { statusCode: 404, error: 'Not found' } }));
    const router = createMemoryRouter([{ path: '/marketplace/candidates/:id', element: <MarketplaceCandidatePage /> }], { initialEntries: ['/marketplace/candidates/7'] });
    renderWithProviders(<RouterProvider router={router} />);
    return calls;
  }

  it('shows the anonymous CV the server styled, with the way back to the search', async () => {
    const calls = open({ status: 200, body: { html: '<html><body><h1>Supply Chain Manager</h1></body></html>', pages: 2, anonymous: true } });
    const frame = await screen.findByTestId('review-cv');
    expect(frame.getAttribute('srcdoc')).toContain('Supply Chain Manager');
    expect(frame.getAttribute('title')).toBe('Anonymous CV');
    expect(screen.getByRole('link', { name: 'Back to the search' }).getAttribute('href')).toBe('/marketplace/candidates');
    // A client without the right to manage job posts is not offered Request for job.
    expect(screen.queryByTestId('request-for-job-open')).toBeNull();
    // Besides the signed-in user (the page asks whether they may request the candidate for a job), only the CV.
    expect(calls.map((c) => c.url).filter((url) => url !== '/api/auth')).toEqual(['/api/marketplace/candidates/7']);
  });

  it('a CV not on the marketplace (404) says so', async () => {
    open({ status: 404, body: { statusCode: 404, error: 'This CV is not on the marketplace (any more).' } });
    expect(await screen.findByText('This CV is not on the marketplace (any more).')).toBeTruthy();
    expect(screen.queryByTestId('review-cv')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the search' })).toBeTruthy();
  });

  it('another failure shows the generic error', async () => {
    open({ status: 500, body: { statusCode: 500, error: 'Internal' } });
    expect(await screen.findByText('Something went wrong, please try again later.')).toBeTruthy();
  });
});

describe('Request for job (a marketplace client’s candidate page)', () => {
  /** A marketplace client who manages the job posts of client company 40 (and only views those of 41). */
  const managingClientAuth = (): AuthData => {
    const base = employeeAuth();
    const agency = { id: 1, uuid: 'a-1', name: 'Demo', company: { name: 'Demo Ltd', logo_url: null }, marketplace: true, isClient: true, agreed: true };
    const rights = { id: 9, can_manage_account: false, can_manage_employees: false, can_manage_job_posts: true, can_view_job_posts: true, can_manage_associations: false, can_manage_agreements: false, can_delete_agreements: false };
    const company = (id: number, name: string) => ({ id, uuid: `a-${id}`, name, company: { name: `${name} B.V.`, logo_url: null }, marketplace: true, isClient: true, agreed: true });
    return {
      ...base,
      account: agency,
      accounts: [{ ...agency, employee: null }, { ...company(40, 'Northwind'), employee: rights }, { ...company(41, 'Elsewhere'), employee: { ...rights, id: 10, can_manage_job_posts: false } }],
      employee: null,
    };
  };

  it('offers the open jobs of the companies the client manages, asks for the job, sends purchase and says so; a 409 shows the server’s message', async () => {
    await i18next.loadNamespaces(['jobs']);
    storeAuth(managingClientAuth());
    const own = { id: 12, title: 'Warehouse Operations Manager', reference: 'NW-101', status: 'open', client: { id: 40, company_name: 'Northwind Logistics B.V.', company_logo_url: null } };
    const viewedOnly = { ...own, id: 13, title: 'Someone Else’s Planner', reference: null, client: { id: 41, company_name: 'Elsewhere B.V.', company_logo_url: null } };
    let refuse = true;
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/marketplace/candidates/7') return { status: 200, body: { html: '<p>Anonymous CV</p>', pages: 1, anonymous: true } };
      if (call.url.includes('/job_posts/suggest')) return { status: 200, body: { job_posts: [own, viewedOnly] } };
      if (call.method === 'POST' && refuse) return { status: 409, body: { statusCode: 409, error: 'Warehouse Operations Manager is closed: candidates can be asked for an open job post only.' } };
      if (call.method === 'POST') return { status: 200, body: { agreement_ids: [7], added: 1 } };
      return { status: 404, body: { statusCode: 404, error: 'Not found' } };
    });
    const router = createMemoryRouter([{ path: '/marketplace/candidates/:id', element: <MarketplaceCandidatePage /> }], { initialEntries: ['/marketplace/candidates/7'] });
    renderWithProviders(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByTestId('request-for-job-open'));
    const dialog = await screen.findByTestId('request-for-job');
    fireEvent.click(within(dialog).getByTestId('request-submit'));
    expect(await within(dialog).findByText('Choose the job.')).toBeTruthy();

    await userEvent.click(within(dialog).getByTestId('job-selector'));
    expect(await screen.findByRole('option', { name: /Warehouse Operations Manager/, hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Someone Else’s Planner/, hidden: true })).toBeNull();
    expect(calls.find((c) => c.url.includes('/job_posts/suggest'))?.url).toContain('status=open');
    await userEvent.click(await screen.findByRole('option', { name: /Warehouse Operations Manager/, hidden: true }));
    fireEvent.click(within(dialog).getByTestId('request-submit'));
    expect(await within(dialog).findByText('Warehouse Operations Manager is closed: candidates can be asked for an open job post only.')).toBeTruthy();

    refuse = false;
    fireEvent.click(within(dialog).getByTestId('request-submit'));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'Requested for #NW-101 Warehouse Operations Manager. The agency will present the candidate.'));
    const post = calls.filter((c) => c.method === 'POST').at(-1)!;
    expect(post.url).toMatch(/\/api\/organisation\/job_posts\/12\/purchase$/);
    expect(post.body).toEqual({ bulk: { agreement_ids: [7] } });
  });
});
