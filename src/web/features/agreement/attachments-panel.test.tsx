import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants.js';
import type { Attachment } from '../../../shared/schemas/attachments.js';
import { setApiHooks } from '../../lib/api.js';
import { i18next } from '../../lib/i18n.js';
import { queryClient } from '../../lib/query-client.js';
import { renderWithProviders, stubFetch, type StubbedCall } from '../../test-utils.js';
import { FakeXhr } from '../../test-xhr.js';
import { AttachmentsPanel } from './attachments-panel.js';

const attachment = (id: number, category: Attachment['category']): Attachment => ({
  id,
  agreement_id: 5,
  category,
  content_type: 'image/png',
  width: 1240,
  height: 1754,
  byte_size: 420_000,
  url: `/api/images/${id}/view?expires=1790000000&signature=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG`,
  created_at: '2026-11-20T10:00:00.000Z',
});

const DEFAULTS = { sections: ['brief', 'experience'], fields: null };

/** The API as the panel meets it: the list, the settings (which sections show), removal. */
function serve(attachments: Attachment[], sections: string[] | null = null) {
  let list = attachments;
  const stub = stubFetch((call: StubbedCall) => {
    if (call.url.startsWith('/api/images/5/attachments')) return { status: 200, body: { attachments: list } };
    if (call.url === '/api/organisation/employees/0/settings') return { status: 200, body: { settings: { sections, fields: null }, defaults: DEFAULTS } };
    const removal = /^\/api\/images\/(\d+)\/remove$/.exec(call.url);
    if (removal && call.method === 'DELETE') {
      list = list.filter((a) => a.id !== Number(removal[1]));
      return { status: 204 };
    }
    return { status: 404, body: { statusCode: 404, error: 'Not found.' } };
  });
  return { ...stub, setList: (next: Attachment[]) => (list = next) };
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

beforeAll(async () => {
  await i18next.loadNamespaces(['attachments', 'cv', 'messages']);
});
beforeEach(() => {
  queryClient.clear();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setApiHooks({ logout: vi.fn(), logoutAndReloadToRoot: vi.fn(), notifyError: vi.fn() });
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ jwt: 'token-1', expires_at: '2099-01-01' }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('AttachmentsPanel', () => {
  it('shows each category with its images, and says when the CV settings hide its section', async () => {
    serve([attachment(1, 'arctic'), attachment(2, 'arctic'), attachment(3, 'ikm')], ['brief', 'arctic_shores_attachments']);
    const openSettings = vi.fn();
    renderWithProviders(<AttachmentsPanel agreementId={5} locked={false} onOpenSettings={openSettings} />);
    const arctic = await screen.findByTestId('attachments-arctic');
    expect(within(arctic).getByRole('heading', { name: 'Arctic Shores reports' })).toBeTruthy();
    expect(within(arctic).getByText('2 images')).toBeTruthy();
    const images = within(arctic).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Arctic Shores reports, image 1', 'Arctic Shores reports, image 2']);
    expect(images[0].getAttribute('src')).toBe(attachment(1, 'arctic').url);
    expect(within(arctic).getAllByText('1240 × 1754 px · 410 kB')).toHaveLength(2);
    const ikm = screen.getByTestId('attachments-ikm');
    expect(within(ikm).getByText('1 image')).toBeTruthy();
    // The settings show the Arctic Shores section but not the IKM one.
    await waitFor(() => expect(screen.queryByTestId('attachments-ikm-hidden')).toBeTruthy());
    expect(screen.queryByTestId('attachments-arctic-hidden')).toBeNull();
    expect(within(ikm).getByText(/do not show the section “IKM report attachments”/)).toBeTruthy();
    await userEvent.setup().click(within(ikm).getByRole('button', { name: 'Choose the sections of your CVs' }));
    expect(openSettings).toHaveBeenCalled();
  });

  it('uploads several picked images one after another as marked JSON uploads, with a progress bar each, then reads the list again', async () => {
    const api = serve([]);
    renderWithProviders(<AttachmentsPanel agreementId={5} locked={false} />);
    const arctic = await screen.findByTestId('attachments-arctic');
    expect(within(arctic).getByText('No images yet.')).toBeTruthy();
    expect(screen.getByTestId('attachments-arctic-input').getAttribute('accept')).toBe('image/png,image/jpeg');
    await userEvent.setup().upload(screen.getByTestId('attachments-arctic-input'), [png('report-1.png'), png('report-2.png')]);

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const first = FakeXhr.sent[0];
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/images/upload?reportType=arctic');
    expect(first.headers['X-Upload']).toBe('1');
    expect(first.headers['Content-Type']).toBe('application/json');
    expect(first.headers.Authorization).toBe('Bearer token-1');
    expect(first.json).toEqual({ images: ['data:image/png;base64,iVBORw=='], reportType: 'arctic', agreement_id: 5 });
    expect(screen.getAllByRole('progressbar').map((p) => p.getAttribute('aria-label'))).toEqual(['Upload of report-1.png', 'Upload of report-2.png']);
    first.progress(60, 100);
    expect(screen.getByRole('progressbar', { name: 'Upload of report-1.png' }).getAttribute('aria-valuenow')).toBe('60');

    api.setList([attachment(8, 'arctic')]);
    first.respond(201, { attachments: [attachment(8, 'arctic')] });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1].respond(201, { attachments: [attachment(9, 'arctic')] });
    expect(await within(arctic).findByRole('img', { name: 'Arctic Shores reports, image 1' })).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]));
    expect(api.calls.filter((c) => c.url.startsWith('/api/images/5/attachments')).length).toBeGreaterThanOrEqual(2);
  });

  it('a refused image shows the server’s message beside its name, in the interface language; a file that is no image is refused before sending', async () => {
    serve([]);
    renderWithProviders(<AttachmentsPanel agreementId={5} locked={false} />);
    await screen.findByTestId('attachments-ikm');
    fireEvent.drop(screen.getByTestId('attachments-ikm-dropzone'), {
      dataTransfer: { files: [new File(['<svg/>'], 'notes.txt', { type: 'text/plain' }), png('scan.png')] },
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const message = 'This image is damaged or is not a real image and cannot be shown. Save it again as PNG or JPEG and upload it again.';
    FakeXhr.sent[0].respond(422, { statusCode: 422, error: message, errors: { 'images.0': [message] } });
    await waitFor(() => expect(screen.getAllByTestId('attachment-upload-error')).toHaveLength(2));
    const alerts = screen.getAllByTestId('attachment-upload-error');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'notes.txt: This file is not a PNG or JPEG image. Upload PNG or JPEG images of the report (a screenshot or a scan).',
      `scan.png: ${message}`,
    ]);
    expect(FakeXhr.sent[0].url).toBe('/api/images/upload?reportType=ikm');
    // Dismissed one by one.
    await userEvent.setup().click(within(alerts[0]).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getAllByTestId('attachment-upload-error')).toHaveLength(1);
  });

  it('shows the server’s refusal in German', async () => {
    await i18next.changeLanguage('de');
    serve([]);
    renderWithProviders(<AttachmentsPanel agreementId={5} locked={false} />);
    expect(await screen.findByRole('heading', { name: 'Assessment-Berichte' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Arctic-Shores-Berichte' })).toBeTruthy();
    fireEvent.drop(screen.getByTestId('attachments-arctic-dropzone'), { dataTransfer: { files: [png('gross.png')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const message = 'This image is 6.2 MB; each image may be at most 5 MB.';
    FakeXhr.sent[0].respond(413, { statusCode: 413, error: message, errors: { 'images.0': [message] } });
    expect((await screen.findByTestId('attachment-upload-error')).textContent).toBe('gross.png: Dieses Bild ist 6.2 MB groß; ein Bild darf höchstens 5 MB groß sein.');
  });

  it('removes an image after the delete confirmation', async () => {
    const api = serve([attachment(1, 'arctic')]);
    const user = userEvent.setup();
    renderWithProviders(<AttachmentsPanel agreementId={5} locked={false} />);
    await user.click(await screen.findByRole('button', { name: 'Remove Arctic Shores reports, image 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm you want to delete this record.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /delete/i }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.url === '/api/images/1/remove')).toBe(true));
    expect(await within(screen.getByTestId('attachments-arctic')).findByText('No images yet.')).toBeTruthy();
  });

  it('a locked CV shows its images but offers neither upload nor removal', async () => {
    serve([attachment(1, 'arctic')]);
    renderWithProviders(<AttachmentsPanel agreementId={5} locked />);
    await screen.findByTestId('attachment-thumbnail');
    expect(screen.getByText('This CV is locked: unlock it to add or remove images.')).toBeTruthy();
    expect(screen.queryByTestId('attachments-arctic-dropzone')).toBeNull();
    expect((screen.getByTestId('attachment-remove') as HTMLButtonElement).disabled).toBe(true);
  });
});
