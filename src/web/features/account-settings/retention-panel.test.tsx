import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants.js';
import { setApiHooks } from '../../lib/api.js';
import { queryClient } from '../../lib/query-client.js';
import { renderWithProviders, stubFetch } from '../../test-utils.js';
import { RetentionPanel } from './retention-panel.js';

const report = {
  months: 24,
  cutoff: '2024-11-24T10:00:00.000Z',
  candidate_count: 1,
  cv_count: 2,
  file_count: 3,
  candidates: [{ user_id: 41, name: 'Odalys Fernsby', email: 'odalys@example.test', last_activity_at: '2024-01-05T09:00:00.000Z', cv_count: 2 }],
};
const erasure = { id: 9, reason: 'retention', ran_by: null, months: 24, user_count: 1, user_ids: [41], cv_count: 2, file_count: 3, at: '2026-11-24T10:00:00.000Z' };

beforeAll(() => i18next.loadNamespaces('privacy'));

beforeEach(() => {
  queryClient.clear();
  setApiHooks({ logout: vi.fn(), logoutAndReloadToRoot: vi.fn(), notifyError: vi.fn() });
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ jwt: 'the-jwt', expires_at: '2099-01-01' }));
});

describe('retention panel', () => {
  it('shows the policy, the dry run with its counts and the log, and runs the purge after confirmation', async () => {
    let purged = false;
    const { calls } = stubFetch(({ url, method }) => {
      if (url.endsWith('/organisation/retention')) return { status: 200, body: { months: 24, updated_at: null } };
      if (url.endsWith('/organisation/retention/report')) return { status: 200, body: purged ? { ...report, candidate_count: 0, cv_count: 0, file_count: 0, candidates: [] } : report };
      if (url.endsWith('/organisation/retention/purge') && method === 'POST') {
        purged = true;
        return { status: 200, body: erasure };
      }
      if (url.endsWith('/organisation/erasures')) return { status: 200, body: { erasures: purged ? [erasure] : [] } };
      return { status: 404, body: { statusCode: 404, error: 'Not found.' } };
    });
    const user = userEvent.setup();
    renderWithProviders(<RetentionPanel />);

    await waitFor(() => expect((screen.getByLabelText('Months without activity') as HTMLInputElement).value).toBe('24'));
    expect((await screen.findByTestId('retention-summary')).textContent).toMatch(/^Candidates: 1, CVs: 2, files: 3 \(last active before .+\)$/);
    const row = screen.getByText('Odalys Fernsby').closest('tr')!;
    expect(within(row).getByText('odalys@example.test')).toBeTruthy();
    expect(screen.getByText('No erasures yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Run the purge now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run the purge now?' });
    expect(within(dialog).getByText('1 candidate is erased for good, with the CVs about them and their files.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Run the purge now' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/organisation/retention/purge')).toBe(true));
    expect(await screen.findByText('Nobody would be erased now.')).toBeTruthy();
    const log = await screen.findByTestId('erasure-log');
    expect(await within(log).findByText('Daily purge')).toBeTruthy();
    expect(within(log).getByText('Retention')).toBeTruthy();
    expect(within(log).getByText('41')).toBeTruthy();
  });

  it('keeps Save disabled for months outside 1 to 120 and says why', async () => {
    stubFetch(({ url }) =>
      url.endsWith('/organisation/retention')
        ? { status: 200, body: { months: 24, updated_at: null } }
        : url.endsWith('/report')
          ? { status: 200, body: { ...report, candidate_count: 0, candidates: [] } }
          : { status: 200, body: { erasures: [] } },
    );
    const user = userEvent.setup();
    renderWithProviders(<RetentionPanel />);
    const months = screen.getByLabelText('Months without activity') as HTMLInputElement;
    await waitFor(() => expect(months.value).toBe('24'));
    await user.clear(months);
    await user.type(months, '121');
    expect(await screen.findByText('Choose between 1 and 120 months.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
