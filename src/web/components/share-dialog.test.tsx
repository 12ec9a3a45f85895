/**
 * The share dialog (issue 11, decision 018) from the CV actions bar: the entry shows to those who may
 * share CVs, the form checks its fields before anything is sent, a 422 reaches the fields, and a
 * created link is shown once with its copy button.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PermissionContext } from '../../shared/permissions.js';
import { CvActionsBar } from '../features/agreement/cv-actions-bar.js';
import { i18next } from '../lib/i18n.js';
import { employeeAuth, organisation, renderWithProviders, stubFetch } from '../test-utils.js';
import { ShareCvsDialog } from './share-dialog.js';

beforeAll(async () => {
  await i18next.loadNamespaces(['cv', 'share', 'messages', 'validation']);
});
afterEach(() => vi.unstubAllGlobals());

const viewer = employeeAuth();
const inRouter = (element: React.ReactElement) => renderWithProviders(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);

const created = {
  id: 5,
  anonymous: true,
  note: 'For the buyer role.',
  recipient_name: null,
  recipient_email: null,
  expire_at: '2030-01-15T10:00:00.000Z',
  revoked_at: null,
  state: 'active',
  created_at: '2030-01-01T10:00:00.000Z',
  created_by: null,
  opened: 0,
  last_opened_at: null,
  cvs: [],
  openings: [],
  url: 'http://demo.localhost:3000/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde',
  token: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde',
};

describe('Share with client', () => {
  it('is an entry of the CV actions bar for those who may manage CVs only', () => {
    const ctx: PermissionContext = { viewer, organisation: { ...organisation, candidate_review_feature: false } };
    inRouter(<CvActionsBar agreementId={12} ctx={ctx} onSettings={vi.fn()} />);
    expect(screen.getByTestId('action-share').textContent).toBe('Share with client');
  });

  it('hides the entry without the agreements permission', () => {
    const noAgreements = { ...viewer, employee: { ...viewer.employee!, can_manage_agreements: false } };
    inRouter(<CvActionsBar agreementId={12} ctx={{ viewer: noAgreements, organisation }} onSettings={vi.fn()} />);
    expect(screen.queryByTestId('action-share')).toBeNull();
  });

  it('sends the chosen CVs, version, expiry and note, then shows the link once with a copy button', async () => {
    const { calls } = stubFetch(() => ({ status: 201, body: { share_link: created } }));
    const user = userEvent.setup();
    inRouter(<ShareCvsDialog opened onClose={vi.fn()} agreementIds={[12, 14]} />);
    const dialog = await screen.findByRole('dialog', { name: 'Share 2 CVs with a client' });
    await user.click(within(dialog).getByText('Anonymous', { exact: true }));
    await user.type(within(dialog).getByLabelText('Note to the client (optional)'), '  For the buyer role.  ');
    await user.click(within(dialog).getByTestId('share-create'));
    expect(await within(dialog).findByTestId('share-created')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url).toBe('/api/organisation/share_links');
    expect(calls[0].body).toEqual({
      share_link: { agreement_ids: [12, 14], anonymous: true, expires_in_days: 14, note: 'For the buyer role.', recipient_name: null, recipient_email: null },
    });
    expect((within(dialog).getByTestId('share-url') as HTMLInputElement).value).toBe(created.url);
    expect(within(dialog).getByTestId('share-copy').textContent).toBe('Copy');
    expect(within(dialog).getByText(/shown only this once/)).toBeTruthy();
    expect(within(dialog).getByTestId('share-follow').getAttribute('href')).toBe('/account/shares/5');
  });

  it('checks the fields before sending: a bad email and a missing date, every field touched', async () => {
    const { calls } = stubFetch(() => ({ status: 201, body: { share_link: created } }));
    const user = userEvent.setup();
    inRouter(<ShareCvsDialog opened onClose={vi.fn()} agreementIds={[12]} />);
    const dialog = await screen.findByRole('dialog', { name: 'Share this CV with a client' });
    await user.click(within(dialog).getByTestId('share-expiry'));
    await user.click(await screen.findByRole('option', { name: 'On a date…', hidden: true }));
    await user.type(within(dialog).getByLabelText("Client's email (optional)"), 'not-an-email');
    await user.click(within(dialog).getByTestId('share-create'));
    expect((await within(dialog).findByTestId('share-error')).textContent).toBe('Please correct the highlighted fields.');
    expect(within(dialog).getByText('Please enter a valid email.')).toBeTruthy();
    expect(within(dialog).getByText('Choose the date the link expires.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('puts the server’s 422 on the fields and its other messages above the form', async () => {
    stubFetch(() => ({
      status: 422,
      body: { statusCode: 422, error: 'Please correct the highlighted fields.', errors: { 'share_link.note': ['At most 2000 characters.'], agreement_ids: ['Save this CV before you share it.'] } },
    }));
    const user = userEvent.setup();
    inRouter(<ShareCvsDialog opened onClose={vi.fn()} agreementIds={[12]} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('share-create'));
    await waitFor(() => expect(within(dialog).getByTestId('share-error').textContent).toBe('Save this CV before you share it.'));
    expect(within(dialog).getByText('At most 2,000 characters.')).toBeTruthy();
  });
});
