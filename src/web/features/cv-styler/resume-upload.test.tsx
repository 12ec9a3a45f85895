import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants.js';
import { api, ApiError, setApiHooks } from '../../lib/api.js';
import { i18next } from '../../lib/i18n.js';
import { renderWithProviders, stubFetch } from '../../test-utils.js';
import { FakeXhr } from '../../test-xhr.js';
import { ResumeUploader, UPLOADS_AT_ONCE } from './resume-upload.js';

beforeAll(async () => {
  await i18next.loadNamespaces(['cv']);
});
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setApiHooks({ logout: vi.fn(), logoutAndReloadToRoot: vi.fn(), notifyError: vi.fn() });
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ jwt: 'token-1', expires_at: '2099-01-01' }));
});
afterEach(() => vi.unstubAllGlobals());

const file = (name: string, text = 'x') => new File([text], name, { type: 'application/octet-stream' });

describe('api.upload', () => {
  it('posts multipart FormData with X-Upload: 1 and the session, reports progress and answers the JSON', async () => {
    const progress: number[] = [];
    const answer = api.upload<{ ok: boolean }>('organisation/agreements/import', file('cv.pdf'), { onProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.sent[0];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/organisation/agreements/import');
    expect(xhr.headers['X-Upload']).toBe('1');
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect(xhr.headers['Content-Type']).toBeUndefined(); // the browser sets multipart with its boundary
    expect(xhr.fileName).toBe('cv.pdf');
    xhr.progress(50, 100);
    xhr.respond(201, { ok: true });
    expect(await answer).toEqual({ ok: true });
    expect(progress).toEqual([0.5, 1]);
  });

  it('fails with the server’s message', async () => {
    const answer = api.upload('organisation/agreements/import', file('a.png'), { errors: 'caller' });
    FakeXhr.sent[0].respond(415, { statusCode: 415, error: 'Please upload a PDF, a Word (.docx) document or a JSON Resume file.' });
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, message: 'Please upload a PDF, a Word (.docx) document or a JSON Resume file.' });
  });
});

function open() {
  const router = createMemoryRouter(
    [
      { path: '/cv-styler/upload', Component: ResumeUploader },
      { path: '/agreement/:id/edit', element: <p>editor</p> },
    ],
    { initialEntries: ['/cv-styler/upload'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('ResumeUploader', () => {
  it('uploads one picked file with a progress bar, then the parsing animation, then opens the CV (which carries the unsure fields from the server)', async () => {
    const router = open();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeTruthy();
    expect(screen.getByTestId('resume-input').getAttribute('accept')).toContain('.pdf,.docx,.json');
    await user.upload(screen.getByTestId('resume-input'), file('Sanne.pdf'));
    const xhr = FakeXhr.sent[0];
    expect(xhr.fileName).toBe('Sanne.pdf');
    xhr.progress(30, 100);
    expect(screen.getByRole('progressbar', { name: 'Uploading Sanne.pdf' }).getAttribute('aria-valuenow')).toBe('30');
    xhr.progress(100, 100);
    expect(screen.getByText('Reading Sanne.pdf…')).toBeTruthy();
    expect(screen.getByTestId('parsing-animation')).toBeTruthy();
    xhr.respond(201, { agreement: { id: 42, data: {} }, unsure: ['title', 'experience.0.company.name'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agreement/42/edit'));
  });

  it('several dropped files stay on the page with a result list: an open link or the server’s message per file', async () => {
    const router = open();
    fireEvent.drop(screen.getByTestId('resume-dropzone'), { dataTransfer: { files: [file('one.pdf'), file('two.png')] } });
    await waitFor(() => expect(FakeXhr.sent.map((x) => x.fileName)).toEqual(['one.pdf', 'two.png']));
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    FakeXhr.sent[0].respond(201, { agreement: { id: 7, data: {} }, unsure: [] });
    FakeXhr.sent[1].respond(415, { statusCode: 415, error: 'Please upload a PDF, a Word (.docx) document or a JSON Resume file.' });
    const results = await screen.findByTestId('upload-results');
    expect(results.textContent).toContain('one.pdf');
    expect((await screen.findByRole('link', { name: 'Open the CV' })).getAttribute('href')).toBe('/agreement/7/edit');
    expect((await screen.findByRole('alert')).textContent).toBe('Please upload a PDF, a Word (.docx) document or a JSON Resume file.');
    expect(router.state.location.pathname).toBe('/cv-styler/upload');
  });

  it(`sends ${UPLOADS_AT_ONCE} files at a time, the next when one is done, and sends a file again after the Retry-After of a busy answer`, async () => {
    open();
    const names = ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf'];
    fireEvent.drop(screen.getByTestId('resume-dropzone'), { dataTransfer: { files: names.map((n) => file(n)) } });
    await waitFor(() => expect(FakeXhr.sent.map((x) => x.fileName)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']));
    expect(screen.getAllByRole('progressbar')).toHaveLength(5);
    FakeXhr.sent[0].respond(201, { agreement: { id: 1, data: {} }, unsure: [] });
    await waitFor(() => expect(FakeXhr.sent.map((x) => x.fileName)).toEqual(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf']));
    vi.useFakeTimers();
    try {
      FakeXhr.sent[1].respond(429, { statusCode: 429, error: 'The server is reading other resumes.' }, { 'Retry-After': '2' });
      await vi.advanceTimersByTimeAsync(0);
      // b.pdf waits for its Retry-After (no error shown) and keeps its place: e.pdf is not sent meanwhile.
      expect(FakeXhr.sent).toHaveLength(4);
      expect(screen.queryByRole('alert')).toBeNull();
      await vi.advanceTimersByTimeAsync(1900);
      expect(FakeXhr.sent).toHaveLength(4);
      await vi.advanceTimersByTimeAsync(200);
      expect(FakeXhr.sent.map((x) => x.fileName)).toEqual(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'b.pdf']);
    } finally {
      vi.useRealTimers();
    }
    FakeXhr.sent[4].respond(201, { agreement: { id: 2, data: {} }, unsure: [] });
    await waitFor(() => expect(FakeXhr.sent.map((x) => x.fileName)).toContain('e.pdf'));
    for (const xhr of FakeXhr.sent.slice(2)) if (!xhr.status) xhr.respond(201, { agreement: { id: 9, data: {} }, unsure: [] });
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Open the CV' })).toHaveLength(5));
  });

  it('shows the error of a single failed file and stays', async () => {
    const router = open();
    fireEvent.drop(screen.getByTestId('resume-dropzone'), { dataTransfer: { files: [file('scan.pdf')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0].respond(422, { statusCode: 422, error: 'This PDF has no text we can read (it looks like a scan).', errors: {} });
    expect((await screen.findByRole('alert')).textContent).toContain('no text we can read');
    expect(router.state.location.pathname).toBe('/cv-styler/upload');
  });

  it('speaks the interface language: the upload block and the server’s message, in German', async () => {
    await i18next.changeLanguage('de');
    await i18next.loadNamespaces('cv');
    try {
      open();
      expect(screen.getByRole('heading', { name: 'Lebensläufe hochladen' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Dateien auswählen' })).toBeTruthy();
      expect(screen.getByText(/höchstens 10 MB/)).toBeTruthy();
      fireEvent.drop(screen.getByTestId('resume-dropzone'), { dataTransfer: { files: [file('big.pdf')] } });
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
      FakeXhr.sent[0].respond(413, { statusCode: 413, error: 'The file is larger than 10 MB.' });
      expect((await screen.findByRole('alert')).textContent).toBe('Die Datei ist größer als 10 MB.');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('a resume matching an existing CV stays on the page with the warning; "Keep both" keeps the new CV', async () => {
    const router = open();
    fireEvent.drop(screen.getByTestId('resume-dropzone'), { dataTransfer: { files: [file('Sanne (2).pdf')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0].respond(201, { agreement: { id: 43, data: {} }, unsure: [], duplicate_of: { id: 5, name: 'Sanne Visser', matched_by: 'file' } });
    const warning = await screen.findByTestId('duplicate-warning');
    expect(warning.textContent).toContain('This resume matches an existing CV');
    expect(warning.textContent).toContain('The same file was uploaded before: Sanne Visser.');
    expect(router.state.location.pathname).toBe('/cv-styler/upload');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep both' }));
    expect(screen.queryByTestId('duplicate-warning')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the CV' }).getAttribute('href')).toBe('/agreement/43/edit');
  });

  it('"Open the existing CV" discards the new CV (destroy_fresh) and opens the existing one; matched by email it says so', async () => {
    const { calls } = stubFetch(() => ({ status: 204 }));
    const router = open();
    fireEvent.drop(screen.getByTestId('resume-dropzone'), { dataTransfer: { files: [file('a.pdf'), file('b.pdf')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[0].respond(201, { agreement: { id: 50, data: {} }, unsure: [] });
    FakeXhr.sent[1].respond(201, { agreement: { id: 51, data: {} }, unsure: [], duplicate_of: { id: 9, name: '', matched_by: 'email' } });
    expect((await screen.findByTestId('duplicate-warning')).textContent).toContain('A CV with the same email address exists: Unnamed CV.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open the existing CV' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agreement/9/edit'));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('DELETE /api/organisation/agreements/51/destroy_fresh');
    expect(calls.some((c) => c.url.includes('/50'))).toBe(false);
  });

  it('marks the drop zone while files are dragged over it', () => {
    open();
    const zone = screen.getByTestId('resume-dropzone');
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone.getAttribute('data-active')).toBe('true');
    expect(screen.getByText('Drop the files to upload them')).toBeTruthy();
    fireEvent.dragLeave(zone);
    expect(zone.getAttribute('data-active')).toBeNull();
  });
});
