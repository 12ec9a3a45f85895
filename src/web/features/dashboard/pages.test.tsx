import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '../../../shared/schemas/dashboard.js';
import * as download from '../../lib/download.js';
import { i18next } from '../../lib/i18n.js';
import { employeeAuth, renderWithProviders, startAsEmployee, stubFetch, type StubbedCall } from '../../test-utils.js';
import { DashboardPage } from './pages.js';

const DASHBOARD: Dashboard = {
  open_jobs: 2,
  job_posts_by_status: { draft: 1, open: 2, closed: 1, archived: 1 },
  prospects_by_stage: { new: 2, prospected: 1, presented: 2, interviewing: 1, hired: 0, rejected: 1 },
  placements_this_month: 3,
  month_start: '2026-11-01T00:00:00.000Z',
  recent_activity: [
    {
      id: 9,
      at: '2026-11-20T10:00:00.000Z',
      action: 'interview',
      from: 'presented',
      to: 'interviewing',
      by: { id: 1, name: 'Rosa de Vries' },
      prospect: { id: 4, name: 'Sanne Visser' },
      job_post: { id: 2, title: 'Warehouse Operations Manager', reference: 'NW-101' },
    },
    { id: 8, at: '2026-11-19T10:00:00.000Z', action: 'force_status', from: 'new', to: 'prospected', by: null, prospect: { id: 5, name: 'Jonas Berg' }, job_post: { id: 3, title: 'Planner', reference: null } },
  ],
};

beforeAll(async () => {
  await i18next.loadNamespaces(['recruitment']);
});
beforeEach(startAsEmployee);

function show(answer: (call: StubbedCall) => { status: number; body?: unknown; headers?: Record<string, string> } | undefined = () => undefined) {
  const { calls } = stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url.endsWith('/api/auth')) return { status: 200, body: employeeAuth() };
    if (call.url.includes('guest_candidate_requests')) return { status: 200, body: { guest_candidate_requests: [], pagination: { page: 1, per_page: 10, total_count: 0, total_pages: 0 } } };
    return { status: 200, body: DASHBOARD };
  });
  const router = createMemoryRouter([{ path: '/account/dashboard', element: <DashboardPage /> }], { initialEntries: ['/account/dashboard'] });
  renderWithProviders(<RouterProvider router={router} />);
  return { calls, user: userEvent.setup() };
}

describe('account/dashboard', () => {
  it('shows open jobs, candidates in progress (not hired or rejected), placements, and the latest changes in words', async () => {
    show();
    expect((await screen.findByTestId('stat-open-jobs')).textContent).toBe('2');
    expect(screen.getByTestId('stat-pipeline').textContent).toBe('6');
    expect(screen.getByTestId('stat-placements').textContent).toBe('3');
    const items = screen.getAllByTestId('activity-item').map((li) => li.firstChild?.textContent);
    expect(items).toEqual(['Rosa de Vries invited Sanne Visser to interview for #NW-101', 'Someone set Jonas Berg to Pending for Planner']);
    // The chart is described for screen readers with its figures.
    expect(screen.getByRole('img', { name: 'Prospects per stage: New 2, Pending 1, Presented 2, Interviewing 1, Hired 0, Rejected 1' })).toBeTruthy();
  });

  it('a report: wrong dates are named before anything is sent; right ones download the CSV of that range', async () => {
    const saved = vi.spyOn(download, 'saveBlob').mockImplementation(() => undefined);
    const { calls, user } = show((call) =>
      call.url.includes('/reports/') ? { status: 200, body: 'x', headers: { 'content-disposition': 'attachment; filename="placements-2026-01-01-to-2026-03-31.csv"' } } : undefined,
    );
    await screen.findByTestId('stat-open-jobs');
    const from = screen.getByTestId('report-from');
    await user.type(from, '2026-05-02');
    await user.type(screen.getByTestId('report-to'), '2026-05-01');
    await user.click(screen.getByTestId('report-placements'));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/reports/'))).toBe(false);

    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.clear(screen.getByTestId('report-to'));
    await user.type(screen.getByTestId('report-to'), '2026-03-31');
    await user.click(screen.getByTestId('report-placements'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(calls.find((c) => c.url.includes('/reports/'))!.url).toContain('/api/organisation/reports/placements?from=2026-01-01&to=2026-03-31');
    expect(saved.mock.calls[0][1]).toBe('placements-2026-01-01-to-2026-03-31.csv');
    expect(within(screen.getByTestId('dashboard-page')).queryByText('The start date must not be after the end date.')).toBeNull();
  });
});
