/**
 * The notification bell (issue 13; spec §2, §4 notification states, §8 polling failure, §9 polling
 * 30 s, badge 9+, dropdown 540 px, relative time): polling on fake timers, the badge, the dropdown's
 * page, marking viewed on a click and with the eye action, deleting, and the reload when the last
 * item of a page goes while others remain.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../shared/schemas/notifications.js';
import { i18next } from '../../lib/i18n.js';
import { queryClient } from '../../lib/query-client.js';
import { renderWithProviders, startAsEmployee, stubFetch, type StubbedCall } from '../../test-utils.js';
import { NotificationBell } from './notification-bell.js';

const NOW = new Date('2030-03-04T10:00:00Z');

beforeAll(async () => {
  await i18next.loadNamespaces(['shell', 'common', 'messages']);
});
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  startAsEmployee();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
});

const note = (id: number, content: string, minutesAgo: number, viewed = false): Notification => ({
  id,
  content,
  url: `/agreement/${id}/edit`,
  created_at: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
  viewed,
});

type Server = { hasNew: (n: number) => { status: number; body?: unknown }; list: (page: number) => { status: number; body?: unknown } };

function serve(server: Partial<Server> & Pick<Server, 'hasNew'>) {
  let polls = 0;
  const stub = stubFetch((call: StubbedCall) => {
    const url = new URL(call.url, 'http://demo.localhost');
    if (url.pathname.endsWith('/has_new')) return server.hasNew(++polls);
    if (call.method === 'GET') return server.list?.(Number(url.searchParams.get('page'))) ?? { status: 404 };
    if (call.method === 'PUT') return { status: 200, body: note(Number(url.pathname.split('/').at(-2)), 'x', 0, true) };
    if (call.method === 'DELETE') return { status: 204 };
    return { status: 404 };
  });
  const calls = (match: (c: StubbedCall) => boolean) => stub.calls.filter(match);
  const polled = () => calls((c) => c.url.includes('/has_new')).length;
  return { ...stub, calls, polled };
}

const renderBell = (api: 'marketplace/notifications' | 'client/notifications' = 'marketplace/notifications') =>
  renderWithProviders(
    <RouterProvider
      router={createMemoryRouter([
        { path: '/', element: <NotificationBell api={api} /> },
        { path: '/agreement/:id/edit', element: <p>CV editor</p> },
      ])}
    />,
  );

const pageOf = (notifications: Notification[], page: number, total: number) => ({
  notifications,
  pagination: { page, per_page: 10, total_count: total, total_pages: Math.ceil(total / 10) },
});

describe('the bell’s badge and polling', () => {
  it('asks has_new?auto=1 at once and then every 30 seconds, showing the count', async () => {
    const server = serve({ hasNew: (n) => ({ status: 200, body: { has_new: true, count: n } }) });
    renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications: 1 new'));
    expect(server.calls((c) => c.url.includes('/has_new'))[0].url).toBe('/api/marketplace/notifications/has_new?auto=1');
    expect(server.polled()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(server.polled()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(server.polled()).toBe(2));
    expect(await screen.findByText('2')).toBeTruthy();
  });

  it('shows 9+ above nine and no badge at zero', async () => {
    let count = 12;
    serve({ hasNew: () => ({ status: 200, body: { has_new: count > 0, count } }) });
    renderBell('client/notifications');
    expect(await screen.findByText('9+')).toBeTruthy();
    count = 0;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(screen.queryByText('9+')).toBeNull());
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications');
  });

  it('stops polling after a failed poll (§8), and never asks again', async () => {
    const server = serve({ hasNew: (n) => (n === 2 ? { status: 500, body: { error: 'boom' } } : { status: 200, body: { has_new: true, count: 3 } }) });
    renderBell();
    await waitFor(() => expect(server.polled()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(server.polled()).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(server.polled()).toBe(2);
  });
});

describe('the dropdown', () => {
  it('is 540 px wide and lists a page, texts in the interface language, with relative times; a click marks viewed and follows the link', async () => {
    const server = serve({
      hasNew: () => ({ status: 200, body: { has_new: true, count: 1 } }),
      list: () => ({ status: 200, body: pageOf([note(7, 'Lotte Jansen approved their CV.', 0), note(6, 'Eva Smit asked for changes to their CV.', 5, true)], 1, 2) }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBell();
    await user.click(await screen.findByTestId('notification-bell'));
    const dropdown = await screen.findByTestId('notification-dropdown');
    // 540 px as Mantine writes it: 33.75rem at the default 16 px root size.
    expect(dropdown.style.width).toBe('calc(33.75rem * var(--mantine-scale))');
    const items = await within(dropdown).findAllByTestId('notification-item');
    expect(items.map((i) => within(i).getByTestId('notification-link').textContent)).toEqual(['Lotte Jansen approved their CV.', 'Eva Smit asked for changes to their CV.']);
    expect(items[0].textContent).toContain('Just now');
    expect(items[1].textContent).toContain('5 minutes ago');
    expect(within(dropdown).getByTestId('notifications-pagination-text').textContent).toBe('Displaying 2 notifications');
    expect(server.calls((c) => c.method === 'GET' && !c.url.includes('has_new'))[0].url).toBe('/api/marketplace/notifications?page=1');
    // Viewed ones have no eye action.
    expect(within(items[1]).queryByTestId('notification-mark-viewed')).toBeNull();

    await user.click(within(items[0]).getByTestId('notification-link'));
    await waitFor(() => expect(server.calls((c) => c.method === 'PUT')).toHaveLength(1));
    expect(server.calls((c) => c.method === 'PUT')[0].url).toBe('/api/marketplace/notifications/7/mark_as_viewed');
    expect(await screen.findByText('CV editor')).toBeTruthy();
  });

  it('shows the texts in German when the interface is German', async () => {
    await i18next.changeLanguage('de');
    try {
      await i18next.loadNamespaces(['shell', 'common', 'messages']);
      serve({
        hasNew: () => ({ status: 200, body: { has_new: true, count: 1 } }),
        list: () => ({ status: 200, body: pageOf([note(3, 'New candidate for Planner: Sanne Visser.', 120)], 1, 1) }),
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderBell('client/notifications');
      await user.click(await screen.findByTestId('notification-bell'));
      const [item] = await screen.findAllByTestId('notification-item');
      await waitFor(() => expect(within(item).getByTestId('notification-link').textContent).toBe('Neuer Kandidat für Planner: Sanne Visser.'));
      expect(item.textContent).toContain('vor 2 Stunden');
      expect(within(item).getByTestId('notification-mark-viewed').getAttribute('aria-label')).toBe('Als gelesen markieren');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('the eye action marks one viewed without leaving; delete removes it and reloads the list', async () => {
    let shown = [note(9, 'Lotte Jansen approved their CV.', 1)];
    const server = serve({ hasNew: () => ({ status: 200, body: { has_new: true, count: 1 } }), list: () => ({ status: 200, body: pageOf(shown, 1, shown.length) }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBell();
    await user.click(await screen.findByTestId('notification-bell'));
    await user.click(await screen.findByTestId('notification-mark-viewed'));
    await waitFor(() => expect(server.calls((c) => c.method === 'PUT').map((c) => c.url)).toEqual(['/api/marketplace/notifications/9/mark_as_viewed']));
    expect(screen.getByTestId('notification-dropdown')).toBeTruthy();

    const listsBefore = server.calls((c) => c.method === 'GET' && !c.url.includes('has_new')).length;
    shown = [];
    await user.click(screen.getByTestId('notification-delete'));
    await waitFor(() => expect(server.calls((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/marketplace/notifications/9']));
    expect(await screen.findByTestId('notifications-empty')).toBeTruthy();
    expect(server.calls((c) => c.method === 'GET' && !c.url.includes('has_new')).length).toBeGreaterThan(listsBefore);
  });

  it('deleting the last item of page 2 while others remain reloads the list at page 1', async () => {
    const first = Array.from({ length: 10 }, (_, i) => note(20 - i, `Candidate ${20 - i} approved their CV.`, i + 2));
    let total = 11;
    const server = serve({
      hasNew: () => ({ status: 200, body: { has_new: false, count: 0 } }),
      list: (page) => ({ status: 200, body: page === 2 ? pageOf(total === 11 ? [note(10, 'Candidate 10 approved their CV.', 30)] : [], 2, total) : pageOf(first, 1, total) }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBell();
    await user.click(await screen.findByTestId('notification-bell'));
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(10);
    expect(screen.getByTestId('notifications-pagination-text').textContent).toBe('Displaying 1 to 10 of 11 notifications');
    await user.click(within(screen.getByTestId('notification-dropdown')).getByText('2', { selector: 'button' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(1));
    expect(screen.getByTestId('notifications-pagination-text').textContent).toBe('Displaying 11 to 11 of 11 notifications');

    total = 10;
    await user.click(screen.getByTestId('notification-delete'));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(10));
    expect(screen.getByTestId('notifications-pagination-text').textContent).toBe('Displaying 10 notifications');
    const pages = server.calls((c) => c.method === 'GET' && !c.url.includes('has_new')).map((c) => new URL(c.url, 'http://x').searchParams.get('page'));
    expect(pages.at(-1)).toBe('1');
    expect(pages).toContain('2');
  });

  it('while open, a poll that finds a new count brings the new ones into the list', async () => {
    let items = [note(1, 'Lotte Jansen approved their CV.', 3)];
    const server = serve({ hasNew: () => ({ status: 200, body: { has_new: true, count: items.length } }), list: () => ({ status: 200, body: pageOf(items, 1, items.length) }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBell();
    await user.click(await screen.findByTestId('notification-bell'));
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(1);
    items = [note(2, 'Eva Smit approved their CV.', 0), ...items];
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(2));
    expect(server.polled()).toBe(2);
  });
});
