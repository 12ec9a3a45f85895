import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PermissionContext } from '../../../shared/permissions.js';
import { i18next } from '../../lib/i18n.js';
import { saveBlob } from '../../lib/download.js';
import * as toasts from '../../lib/toast.js';
import { employeeAuth, organisation, renderWithProviders, stubFetch } from '../../test-utils.js';
import { CvActionsBar, type CvActionsBarProps } from './cv-actions-bar.js';

vi.mock('../../lib/download.js', () => ({ saveBlob: vi.fn() }));
afterEach(() => {
  vi.mocked(saveBlob).mockClear();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  await i18next.loadNamespaces('cv');
});

function show(ctx: PermissionContext, onSettings = vi.fn(), extra: Partial<CvActionsBarProps> = {}) {
  const router = createMemoryRouter([{ path: '*', element: <CvActionsBar agreementId={12} ctx={ctx} onSettings={onSettings} {...extra} /> }]);
  renderWithProviders(<RouterProvider router={router} />);
}

const entries = () => [...screen.getByTestId('cv-actions-bar').querySelectorAll('a, button')].map((b) => b.textContent);
const viewer = employeeAuth();

describe('CV actions bar', () => {
  it('shows Word only for Word-export organisations and the candidate link only with the review feature', () => {
    show({ viewer, organisation: { ...organisation, word_export_feature: false, candidate_review_feature: false } });
    expect(entries()).toEqual(['Edit', 'Add to List', 'Download to PDF', 'Settings']);
  });

  it('shows every entry when the organisation has both features', () => {
    show({ viewer, organisation: { ...organisation, word_export_feature: true, candidate_review_feature: true } });
    expect(entries()).toEqual(['Edit', 'Add to List', 'Download to PDF', 'Download to MS Word', 'Settings', 'Create Candidate Link']);
    expect(screen.getByTestId('action-edit').getAttribute('href')).toBe('/agreement/12/edit');
  });

  it('hides Settings (and Word) without the agreements permission', () => {
    const noAgreements = { ...viewer, employee: { ...viewer.employee!, can_manage_agreements: false } };
    show({ viewer: noAgreements, organisation: { ...organisation, word_export_feature: true, candidate_review_feature: false } });
    expect(entries()).toEqual(['Edit', 'Add to List', 'Download to PDF']);
  });

  it('offers Delete only with can_delete_agreements; it asks the §8 question, deletes, then calls onDeleted', async () => {
    const features = { ...organisation, word_export_feature: false, candidate_review_feature: false };
    show({ viewer, organisation: features }, vi.fn(), { onDeleted: vi.fn() });
    expect(entries()).not.toContain('Delete');
    cleanup();
    const deleter = { ...viewer, employee: { ...viewer.employee!, can_delete_agreements: true } };
    const onDeleted = vi.fn();
    const { calls } = stubFetch(() => ({ status: 204 }));
    show({ viewer: deleter, organisation: features }, vi.fn(), { onDeleted });
    expect(entries()).toEqual(['Edit', 'Add to List', 'Download to PDF', 'Settings', 'Delete']);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('delete-cv'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm you want to delete this record.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/organisation/agreements/12']);
  });

  it('Add to Marketplace asks first, puts the CV on the marketplace and says so; then offers Remove from Marketplace', async () => {
    vi.spyOn(toasts, 'showToast').mockImplementation(() => undefined);
    const features = { ...organisation, word_export_feature: false, candidate_review_feature: false };
    const { calls } = stubFetch((call) => ({ status: 200, body: { id: 12, marketplace_at: call.method === 'POST' ? '2026-11-24T09:00:00.000Z' : null } }));
    show({ viewer, organisation: features }, vi.fn(), { marketplaceAt: null });
    expect(entries()).toContain('Add to Marketplace');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('action-marketplace'));
    let dialog = await screen.findByRole('dialog', { name: 'Add to Marketplace' });
    expect(within(dialog).getByText(/in its anonymous version/)).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Add to Marketplace' }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'The CV is on the marketplace.'));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/organisation/agreements/12/add-to-marketplace' });
    expect(screen.getByTestId('action-marketplace').textContent).toBe('Remove from Marketplace');

    await user.click(screen.getByTestId('action-marketplace'));
    dialog = await screen.findByRole('dialog', { name: 'Remove from Marketplace' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from Marketplace' }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'The CV was taken off the marketplace.'));
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/api/organisation/agreements/12/add-to-marketplace' });
    expect(screen.getByTestId('action-marketplace').textContent).toBe('Add to Marketplace');
  });

  it('shows no marketplace entry to someone who may not manage CVs', () => {
    const noAgreements = { ...viewer, employee: { ...viewer.employee!, can_manage_agreements: false } };
    show({ viewer: noAgreements, organisation: { ...organisation, candidate_review_feature: false } }, vi.fn(), { marketplaceAt: '2026-11-01T00:00:00.000Z' });
    expect(screen.queryByTestId('action-marketplace')).toBeNull();
  });

  it('Add to List opens the candidate lists manager for this CV, with a box per list', async () => {
    await i18next.loadNamespaces('lists');
    const { calls } = stubFetch(() => ({ status: 200, body: { lists: [{ id: 5, name: 'Shortlist', parent_id: null, count: 0, level: 1, contains: false }] } }));
    const user = userEvent.setup();
    show({ viewer, organisation });
    await user.click(screen.getByTestId('action-addToList'));
    const dialog = await screen.findByRole('dialog', { name: 'Add to List' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Shortlist' })).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(['/api/organisation/agreement_lists/flat?agreement_id=12']);
  });

  it('Create Candidate Link opens its dialog, which makes the link at once (§4) for the CV’s email', async () => {
    await i18next.loadNamespaces('review');
    const link = { token: 't0k', expire_at: '2026-06-01T10:00:00.000Z', url: 'http://demo.localhost:3000/candidate/review/12/t0k' };
    const { calls } = stubFetch(() => ({ status: 200, body: link }));
    const user = userEvent.setup();
    show({ viewer, organisation: { ...organisation, candidate_review_feature: true } }, vi.fn(), { candidateEmail: 'noor@example.com' });
    await user.click(screen.getByTestId('action-candidateLink'));
    await waitFor(() => expect((screen.getByTestId('candidate-link-url') as HTMLInputElement).value).toBe(link.url));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/organisation/agreements/12/candidate_token']);
    expect((screen.getByTestId('candidate-link-email') as HTMLInputElement).value).toBe('noor@example.com');
    expect(screen.queryByTestId('coming-later')).toBeNull();
  });
});

describe('CV actions bar downloads', () => {
  const wordOrganisation = { ...organisation, word_export_feature: true };
  const disposition = (name: string) => `attachment; filename="x"; filename*=UTF-8''${encodeURIComponent(name)}`;

  it('downloads the PDF of the version shown, with the server’s file name, showing progress meanwhile', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch(() => ({ status: 200, body: '%PDF-1.4', headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': disposition('Kandidaat K-1 - Zoë.pdf') } }));
    show({ viewer, organisation }, vi.fn(), { version: { anonymous: true } });
    await user.click(screen.getByTestId('action-pdf'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(calls[0].url).toBe('/api/organisation/agreements/12/pdf?anonymous=true');
    expect(vi.mocked(saveBlob).mock.calls[0][1]).toBe('Kandidaat K-1 - Zoë.pdf');
    expect(screen.queryByTestId('download-error')).toBeNull();
  });

  it('shows a progress state while the file is made', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        return new Response('PK', { status: 200, headers: { 'Content-Disposition': disposition('A - B.docx') } });
      }),
    );
    show({ viewer, organisation: wordOrganisation });
    await user.click(screen.getByTestId('action-word'));
    expect(await screen.findByTestId('download-progress')).toBeTruthy();
    expect(screen.getByTestId('action-pdf').hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(screen.queryByTestId('download-progress')).toBeNull());
    expect(vi.mocked(saveBlob).mock.calls.at(-1)?.[1]).toBe('A - B.docx');
  });

  it('asks Word for the full version with the page address', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch(() => ({ status: 200, body: 'PK', headers: { 'Content-Disposition': disposition('A.docx') } }));
    show({ viewer, organisation: wordOrganisation });
    await user.click(screen.getByTestId('action-word'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(calls[0].url).toMatch(/^\/api\/organisation\/agreements\/12\/docx\?anonymous=false&currentUrl=/);
  });

  it('says the service is busy on a 429, and shows the server’s message otherwise', async () => {
    const user = userEvent.setup();
    stubFetch(() => ({ status: 429, body: { error: 'The document service is busy.' }, headers: { 'Retry-After': '3' } }));
    show({ viewer, organisation: wordOrganisation });
    await user.click(screen.getByTestId('action-pdf'));
    expect((await screen.findByTestId('download-error')).textContent).toContain('The document service is busy. Please try again in a moment.');
    stubFetch(() => ({ status: 403, body: { error: 'Word export is not enabled for this organisation.' } }));
    await user.click(screen.getByTestId('action-word'));
    await waitFor(() => expect(screen.getByTestId('download-error').textContent).toContain('Word export is not enabled for this organisation.'));
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('with unsaved changes asks to save first, then downloads; nothing when the save fails', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch(() => ({ status: 200, body: '%PDF', headers: { 'Content-Disposition': disposition('A.pdf') } }));
    const onSave = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    show({ viewer, organisation }, vi.fn(), { dirty: true, onSave });
    await user.click(screen.getByTestId('action-pdf'));
    expect((await screen.findByTestId('download-unsaved')).textContent).toBe('Downloads are made from the saved CV. Save your changes first, then download?');
    expect(calls).toHaveLength(0);
    await user.click(screen.getByTestId('download-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(0);
    await user.click(screen.getByTestId('action-pdf'));
    await user.click(await screen.findByTestId('download-save'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(1);
  });
});
