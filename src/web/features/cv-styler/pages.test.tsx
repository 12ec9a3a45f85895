import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18next } from '../../lib/i18n.js';
import { queryClient } from '../../lib/query-client.js';
import { renderWithProviders, stubFetch } from '../../test-utils.js';
import { CvStylerUploadPage } from './pages.js';

beforeAll(async () => {
  await i18next.loadNamespaces(['cv', 'pages']);
});
beforeEach(() => queryClient.clear());

function open() {
  const router = createMemoryRouter(
    [
      { path: '/cv-styler/upload', Component: CvStylerUploadPage },
      { path: '/agreement/:id/edit', element: <p>editor</p> },
    ],
    { initialEntries: ['/cv-styler/upload'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const row = (i: number) => ({ id: i, name: `Candidate ${i}`, title: 'Engineer', updated_at: '2025-03-01T10:00:00Z', locked: i === 1, fresh: false });

describe('CV styler landing', () => {
  it('lists recent CVs with the §9 pagination text and links', async () => {
    stubFetch(() => ({ status: 200, body: { agreements: [row(1), row(2)], pagination: { page: 1, per_page: 10, total_count: 12, total_pages: 2 } } }));
    open();
    expect(await screen.findByText('Displaying 1 to 10 of 12 CVs')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Candidate 2' }).getAttribute('href')).toBe('/agreement/2/edit');
    expect(screen.getByText('Locked')).toBeTruthy();
  });

  it('shows the empty state, and starts a CV from scratch in the editor', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'POST' ? { status: 201, body: { id: 42 } } : { status: 200, body: { agreements: [], pagination: { page: 1, per_page: 10, total_count: 0, total_pages: 0 } } },
    );
    const user = userEvent.setup();
    const router = open();
    expect(await screen.findByText('No CVs yet')).toBeTruthy();
    await user.click(screen.getByTestId('start-from-scratch'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agreement/42/edit'));
    expect(calls.find((c) => c.method === 'POST')!.url).toBe('/api/organisation/agreements/create');
  });
});
