import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CvData } from '../../../shared/schemas/cv.js';
import { i18next } from '../../lib/i18n.js';
import { pageReload } from '../../lib/navigation.js';
import * as toasts from '../../lib/toast.js';
import { renderWithProviders, startAsEmployee, stubFetch, type StubbedCall } from '../../test-utils.js';
import { AgreementEditorPage } from './pages.js';

beforeAll(async () => {
  await i18next.loadNamespaces(['cv', 'validation']);
});

beforeEach(startAsEmployee);

const complete: CvData = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  title: 'Engineer',
  details: '<p>Analytical engine programmer.</p>',
  skills: ['Maths', 'Poetry', 'Engines', 'Punch cards', 'Notes'],
  experience: [{ id: 'e1', title: 'Analyst', company: { name: 'Babbage & Co' }, summary: '<p>Notes on the engine.</p>' }],
};

function openEditor(data: CvData, answer?: (call: StubbedCall) => { status: number; body?: unknown } | undefined, unsure: string[] = []) {
  const fetch = stubFetch((call) => {
    const custom = answer?.(call);
    if (custom) return custom;
    if (call.url === '/api/organisation/agreements/7' && call.method === 'GET') return { status: 200, body: { id: 7, data, template: null, branding: null, unsure } };
    if (call.url.endsWith('/styled_cvs')) return { status: 200, body: { html: '<p>cv</p>', pages: 1, anonymous: false } };
    if (call.url === '/api/organisation/agreements/7' && call.method === 'PUT') return { status: 200, body: { id: 7, data: (call.body as { agreement: { data: CvData } }).agreement.data, template: null, branding: null, unsure: [] } };
    return { status: 500, body: { error: 'no' } };
  });
  const router = createMemoryRouter([{ path: '/agreement/:id/edit', Component: AgreementEditorPage }], { initialEntries: ['/agreement/7/edit'] });
  renderWithProviders(<RouterProvider router={router} />);
  return fetch;
}

describe('CV editor', () => {
  it('shows the §5 messages at the fields on an invalid save, with a general error toast, and saves nothing', async () => {
    const user = userEvent.setup();
    const { calls } = openEditor({});
    const form = await screen.findByTestId('cv-form');
    await user.click(screen.getByTestId('cv-save'));

    expect(await within(form).findByText('First name is required.')).toBeTruthy();
    expect(within(form).getByText('Last name is required.')).toBeTruthy();
    expect(within(form).getByText('A description is required.')).toBeTruthy();
    expect(within(form).getByText('Add at least one experience.')).toBeTruthy();
    expect(within(form).getByText('Add at least 5 skills.')).toBeTruthy();
    expect(toasts.showToast).toHaveBeenCalledWith('error', 'The CV could not be saved: please check the highlighted fields.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect((screen.getByLabelText(/First name/, { selector: '[name="first_name"]' }) as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');

    // Fixing a field clears its message.
    await user.type(screen.getByLabelText(/First name/, { selector: '[name="first_name"]' }), 'Ada');
    await waitFor(() => expect(within(form).queryByText('First name is required.')).toBeNull());
  });

  it('applies a template only to a CV that passes §5: otherwise the messages show at the fields and nothing changes', async () => {
    const user = userEvent.setup();
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => undefined);
    const modern = { id: 3, key: 'modern', name: 'Modern single column', token: 'modern', css_url: null, preview_image_url: null };
    const { calls } = openEditor({ ...complete, first_name: '', skills: ['Maths', 'Poetry', 'Engines', 'Punch cards'] }, (call) => {
      if (call.url.startsWith('/api/templates')) return { status: 200, body: { templates: [modern] } };
      if (call.url.endsWith('/apply_template')) return { status: 200, body: { id: 7, data: complete, template: modern, branding: null, unsure: [] } };
      return undefined;
    });
    const form = await screen.findByTestId('cv-form');
    const apply = async () => {
      await user.click(screen.getByTestId('templates-button'));
      await user.click(await screen.findByRole('radio', { name: /Modern single column/ }));
      await user.click(screen.getByTestId('template-apply'));
    };

    await apply();
    expect(await within(form).findByText('First name is required.')).toBeTruthy();
    expect(within(form).getByText('Add at least 5 skills.')).toBeTruthy();
    expect(toasts.showToast).toHaveBeenCalledWith('error', 'The template was not applied: fix the highlighted fields first. First name is required. Add at least 5 skills.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(reload).not.toHaveBeenCalled();

    // Fixed, the changes are saved first and then the template is applied.
    await user.type(screen.getByLabelText(/First name/, { selector: '[name="first_name"]' }), 'Ada');
    await user.type(screen.getByTestId('skills-input'), 'Notes{Enter}');
    await apply();
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual(['/api/organisation/agreements/7', '/api/organisation/agreements/7/apply_template']);
    expect(calls.find((c) => c.url.endsWith('/apply_template'))!.body).toEqual({ template_id: 3 });
  }, 30_000);

  it('checks each new experience (§5) before it joins the CV', async () => {
    const user = userEvent.setup();
    openEditor({});
    await screen.findByTestId('cv-form');
    await user.click(screen.getByTestId('add-experience'));
    await user.click(screen.getByTestId('confirm-add-experience'));
    const draft = within(screen.getByTestId('new-experience'));
    expect(await draft.findByText('Title is required.')).toBeTruthy();
    expect(draft.getByText('Company name is required.')).toBeTruthy();
    expect(draft.getByText('Summary is required.')).toBeTruthy();
    expect(screen.queryAllByTestId('experience-entry')).toHaveLength(0);
  });

  it('saves a valid CV as {agreement: {data, template_id, branding_account_id}, token: null}', async () => {
    const user = userEvent.setup();
    const { calls } = openEditor(complete);
    await screen.findByTestId('cv-form');
    await user.clear(screen.getByLabelText(/Job title/, { selector: '[name="title"]' }));
    await user.type(screen.getByLabelText(/Job title/, { selector: '[name="title"]' }), 'Mathematician');
    await user.click(screen.getByTestId('cv-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/organisation/agreements/7');
    const body = put.body as { agreement: { data: CvData; template_id: unknown; branding_account_id: unknown }; token: unknown };
    expect(body.token).toBeNull();
    expect(body.agreement.template_id).toBeNull();
    expect(body.agreement.branding_account_id).toBeNull();
    expect(body.agreement.data.title).toBe('Mathematician');
    // The empty phone row of the form is not stored.
    expect(body.agreement.data.phones).toEqual([]);
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'CV saved'));
  });

  it("maps the server's 422 onto the fields and shows a locked CV's message", async () => {
    const user = userEvent.setup();
    let status = 422;
    openEditor(complete, (call) =>
      call.method === 'PUT'
        ? status === 422
          ? { status, body: { statusCode: 422, error: 'Validation failed.', errors: { 'data.last_name': ['Last name is required.'] } } }
          : { status, body: { statusCode: 423, error: 'This CV is locked.' } }
        : undefined,
    );
    const form = await screen.findByTestId('cv-form');
    await user.click(screen.getByTestId('cv-save'));
    expect(await within(form).findByText('Last name is required.')).toBeTruthy();
    status = 423;
    await user.type(screen.getByLabelText(/Last name/), 'x');
    await user.click(screen.getByTestId('cv-save'));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('error', 'This CV is locked.'));
  });

  it('marks the fields the resume parser was unsure of (the agreement answer\'s `unsure`) until the CV is saved', async () => {
    const user = userEvent.setup();
    openEditor(complete, undefined, ['title']);
    const form = await screen.findByTestId('cv-form');
    expect(screen.getByTestId('unsure-note')).toBeTruthy();
    expect([...form.querySelectorAll('[data-unsure]')].map((e) => e.getAttribute('data-unsure'))).toEqual(['title']);
    await user.click(screen.getByTestId('cv-save'));
    await waitFor(() => expect(screen.queryByTestId('unsure-note')).toBeNull());
    expect(form.querySelectorAll('[data-unsure]')).toHaveLength(0);
  });
});
