import { MemoryRouter } from 'react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthData } from '../../../shared/schemas/auth.js';
import type { OrganisationTemplate } from '../../../shared/schemas/organisation-templates.js';
import { i18next } from '../../lib/i18n.js';
import { storeAuth } from '../../lib/session.js';
import { employeeAuth, renderWithProviders, startAsEmployee, stubFetch, type StubbedCall } from '../../test-utils.js';
import { TEMPLATE_PREVIEW_DEBOUNCE_MS } from './api/preview-organisation-template.js';
import { TemplatesPage } from './pages.js';

const adminAuth = (): AuthData => {
  const auth = employeeAuth();
  const employee = { ...auth.employee!, can_manage_account: true };
  return { ...auth, employee, accounts: auth.accounts.map((a) => ({ ...a, employee })) };
};

const template = (id: number, extra: Partial<OrganisationTemplate> = {}): OrganisationTemplate => ({
  id,
  name: `Template ${id}`,
  key: 'classic',
  token: 'a'.repeat(24),
  css: '',
  preview_image_url: null,
  team_ids: [],
  updated_at: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const TEAMS = [
  { id: 4, name: 'Amsterdam recruiters', template_ids: [], member_count: 3 },
  { id: 9, name: 'Brand desk', template_ids: [], member_count: 1 },
];
const CSS_PROBLEM = 'Line 2: @import is not allowed; write the rules into this style sheet.';

beforeAll(async () => {
  await i18next.loadNamespaces(['templates', 'messages']);
});
beforeEach(() => {
  startAsEmployee();
  storeAuth(adminAuth());
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets answers arrive and render under fake timers (the query client batches its updates with a timeout). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(0));
};

function show(answer: (call: StubbedCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  const { calls } = stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url.endsWith('/api/organisation/teams')) return { status: 200, body: { teams: TEAMS } };
    if (call.url.endsWith('/api/organisation/templates/preview')) {
      const css = (call.body as { template: { css: string } }).template.css;
      if (css.includes('@import')) return { status: 422, body: { statusCode: 422, error: 'Please correct the highlighted fields.', errors: { 'template.css': [CSS_PROBLEM] } } };
      return { status: 200, body: { html: `<html><body><div class="cv">${css || 'plain'}</div></body></html>`, pages: 1, anonymous: false } };
    }
    if (call.url.endsWith('/api/organisation/templates') && call.method === 'GET') {
      return { status: 200, body: { templates: [template(1, { name: 'Classic with sidebar' }), template(2, { name: 'Brand blue', key: 'modern', css: 'h1{color:navy}', team_ids: [4, 9] })] } };
    }
    return { status: 404, body: { statusCode: 404, error: 'Not found.' } };
  });
  renderWithProviders(<MemoryRouter><TemplatesPage /></MemoryRouter>);
  const previews = () => calls.filter((c) => c.url.endsWith('/api/organisation/templates/preview'));
  return { calls, previews };
}

describe('My Company → Templates', () => {
  it('lists the organisation’s templates with their base design and teams', async () => {
    show();
    await waitFor(() => expect(screen.getAllByTestId('template-row')).toHaveLength(2));
    const brand = screen.getAllByTestId('template-row')[1];
    expect(within(brand).getByText('Brand blue')).toBeTruthy();
    expect(within(brand).getByText('Modern single column')).toBeTruthy();
    expect(within(brand).getByText('Own style sheet')).toBeTruthy();
    await waitFor(() => expect(within(brand).getByText('Amsterdam recruiters, Brand desk')).toBeTruthy());
    expect(within(screen.getAllByTestId('template-row')[0]).getByText('No teams')).toBeTruthy();
  });

  it('creates a template: name, base design, CSS in a monospace field, teams; sends the template wrapper', async () => {
    const { calls } = show((call) =>
      call.url.endsWith('/api/organisation/templates') && call.method === 'POST'
        ? { status: 201, body: { template: template(3, { name: 'Navy', key: 'executive', css: 'h2{color:navy}', team_ids: [9] }) } }
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('template-new'));
    expect(screen.getByRole('heading', { name: 'New template' })).toBeTruthy();
    await user.type(screen.getByTestId('template-name'), 'Navy');
    await user.click(screen.getByTestId('template-key'));
    await user.click(await screen.findByRole('option', { name: 'Executive compact', hidden: true }));
    const css = screen.getByTestId('template-css') as HTMLTextAreaElement;
    expect(css.style.fontFamily).toBe('var(--mantine-font-family-monospace)');
    fireEvent.change(css, { target: { value: 'h2{color:navy}' } });
    await user.click(screen.getByTestId('template-teams'));
    await user.click(await screen.findByRole('option', { name: 'Brand desk', hidden: true }));
    await user.click(screen.getByTestId('template-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/organisation/templates'))).toBe(true));
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/organisation/templates'))!;
    expect(post.body).toEqual({ template: { name: 'Navy', key: 'executive', css: 'h2{color:navy}', team_ids: [9] } });
    // Back on the list.
    await waitFor(() => expect(screen.getByTestId('templates-page')).toBeTruthy());
  });

  it('shows the server’s 422 at the CSS field after a save', async () => {
    show((call) =>
      call.url.endsWith('/api/organisation/templates/2') && call.method === 'PUT'
        ? { status: 422, body: { statusCode: 422, error: 'Please correct the highlighted fields.', errors: { 'template.css': ['Line 1: expression() is not allowed.'] } } }
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Brand blue' }));
    expect((screen.getByTestId('template-css') as HTMLTextAreaElement).value).toBe('h1{color:navy}');
    await user.click(screen.getByTestId('template-save'));
    expect(await screen.findByText('Line 1: expression() is not allowed.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
  });

  it('uploads a preview image as a data: URL and shows the server’s refusal at the image field', async () => {
    const { calls } = show((call) =>
      call.url.endsWith('/api/organisation/templates/2') && call.method === 'PUT'
        ? { status: 415, body: { statusCode: 415, error: 'The preview image must be a PNG or JPEG picture.', errors: { 'template.preview_image': ['The preview image must be a PNG or JPEG picture.'] } } }
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Brand blue' }));
    const input = screen.getByTestId('template-editor').querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg');
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'brand.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Preview of the template' }).getAttribute('src')).toBe('data:image/png;base64,iVBORw=='));
    await user.click(screen.getByTestId('template-save'));
    expect(await screen.findByText('The preview image must be a PNG or JPEG picture.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ template: { name: 'Brand blue', key: 'modern', css: 'h1{color:navy}', team_ids: [4, 9], preview_image: 'data:image/png;base64,iVBORw==' } });
  });

  it('previews at once, then 400 ms after the last change only; a refused style sheet is named at the CSS field', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { previews } = show();
    await settle();
    await act(async () => screen.getByTestId('template-new').click());
    await settle();
    expect(previews()).toHaveLength(1);
    expect(previews()[0].body).toEqual({ template: { key: 'classic', css: '' } });
    expect(screen.getByTestId('review-cv').getAttribute('sandbox')).toBe('');
    expect(screen.getByTestId('review-cv').getAttribute('title')).toBe('Preview of a demo CV in this template');

    // Typing: a change every 150 ms never lets the debounce fire.
    const css = screen.getByTestId('template-css');
    for (const text of ['h', 'h1', 'h1{', 'h1{color:red}']) {
      fireEvent.change(css, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(150));
    }
    expect(previews()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(TEMPLATE_PREVIEW_DEBOUNCE_MS - 150 - 1));
    expect(previews()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(previews()).toHaveLength(2);
    expect(previews()[1].body).toEqual({ template: { key: 'classic', css: 'h1{color:red}' } });
    expect(TEMPLATE_PREVIEW_DEBOUNCE_MS).toBe(400);
    await settle();
    expect(screen.getByTestId('review-cv').getAttribute('srcdoc')).toContain('h1{color:red}');

    // A refused sheet: the problem at the field, the last good preview kept.
    fireEvent.change(css, { target: { value: 'h1{color:red}\n@import "x.css";' } });
    await act(() => vi.advanceTimersByTimeAsync(TEMPLATE_PREVIEW_DEBOUNCE_MS));
    await settle();
    expect(previews()).toHaveLength(3);
    expect(screen.getByText(CSS_PROBLEM)).toBeTruthy();
    expect(screen.getByTestId('template-preview-refused')).toBeTruthy();
    expect(screen.getByTestId('review-cv').getAttribute('srcdoc')).toContain('h1{color:red}');
  });
});
