import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthData } from '../../../shared/schemas/auth.js';
import type { ExternalBatch, ExternalProfile } from '../../../shared/schemas/external-profiles.js';
import { setApiHooks } from '../../lib/api.js';
import { i18next } from '../../lib/i18n.js';
import { storeAuth } from '../../lib/session.js';
import { employeeAuth, renderWithProviders, startAsEmployee, stubFetch, type StubbedCall } from '../../test-utils.js';
import { FakeXhr } from '../../test-xhr.js';
import { ExternalProfilesPage } from './pages.js';

beforeAll(async () => {
  await i18next.loadNamespaces(['external', 'messages']);
});
let auth: AuthData;
beforeEach(() => {
  startAsEmployee();
  auth = employeeAuth();
  storeAuth(auth);
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setApiHooks({ logout: vi.fn(), logoutAndReloadToRoot: vi.fn(), notifyError: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

const profile = (id: number, extra: Partial<ExternalProfile> = {}): ExternalProfile => ({
  id,
  batch_id: 5,
  file_name: `team.zip › p${id}.json`,
  status: 'parsed',
  error: null,
  name: `Person ${id}`,
  title: 'Data Engineer',
  experience_count: 2,
  education_count: 1,
  skills_count: 5,
  agreement_id: null,
  created_at: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const batchOf = (profiles: ExternalProfile[]): ExternalBatch => {
  const count = (s: ExternalProfile['status']) => profiles.filter((p) => p.status === s).length;
  return {
    id: 5,
    provider: 'json_resume',
    counts: { total: profiles.length, parsed: count('parsed'), error: count('error'), imported: count('imported') },
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    external_profiles: profiles,
  };
};

const PROVIDERS = {
  external_providers: [
    { key: 'json_resume', name: 'JSON Resume', accepts: ['.json', '.zip'], multiple: true },
    { key: 'linkedin_export', name: 'LinkedIn data export', accepts: ['.zip'], multiple: false },
  ],
};

function show(path: string, answer: (call: StubbedCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  const { calls } = stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url.endsWith('/api/auth')) return { status: 200, body: auth };
    if (call.url.endsWith('/external_providers')) return { status: 200, body: PROVIDERS };
    if (call.url.includes('/external_profile_batches?')) return { status: 200, body: { external_profile_batches: [], pagination: { page: 1, per_page: 10, total_count: 0, total_pages: 0 } } };
    return { status: 404, body: { statusCode: 404, error: 'Not found.' } };
  });
  const router = createMemoryRouter(
    [
      { path: '/account/external-profiles', element: <ExternalProfilesPage /> },
      { path: '/agreement/:id/edit', element: <p>editor</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { calls, router, user: userEvent.setup() };
}

const file = (name: string) => new File(['{}'], name, { type: 'application/json' });

describe('account/external-profiles', () => {
  it('starts a batch for the chosen provider, pushes each dropped file with its progress, and shows the rows with their status and errors', async () => {
    let current: ExternalBatch = { ...batchOf([]), provider: 'linkedin_export' };
    const { calls, router, user } = show('/account/external-profiles', (call) => {
      if (call.url.endsWith('/external_profile_batches/start')) return { status: 201, body: current };
      if (call.url.endsWith('/external_profile_batches/5')) return { status: 200, body: current };
      return undefined;
    });
    await user.click(await screen.findByRole('radio', { name: /LinkedIn data export/ }));
    expect(screen.getByTestId('external-input').getAttribute('accept')).toBe('.zip,application/zip');
    fireEvent.drop(screen.getByTestId('external-dropzone'), { dataTransfer: { files: [file('export.zip'), file('photos.zip')] } });

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(calls.find((c) => c.url.endsWith('/start'))?.body).toEqual({ batch: { provider: 'linkedin_export' } });
    expect(router.state.location.search).toBe('?batch=5');
    const first = FakeXhr.sent[0];
    expect(first.url).toBe('/api/organisation/external_profile_batches/push?batch_id=5');
    expect(first.headers['X-Upload']).toBe('1');
    first.progress(40, 100);
    expect(screen.getByRole('progressbar', { name: 'Uploading export.zip' }).getAttribute('aria-valuenow')).toBe('40');
    const sofie = profile(1, { file_name: 'export.zip', name: 'Sofie Janssens', title: 'Senior Product Manager' });
    current = { ...batchOf([sofie]), provider: 'linkedin_export' };
    first.respond(200, { batch: current, added: [sofie] });

    // The second file is sent once the first is done; it is refused as a whole with its message.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1].respond(422, {
      statusCode: 422,
      error: 'This is not a LinkedIn data export: it has no Profile.csv. Download your data from LinkedIn (Settings → Data privacy → Get a copy of your data) and upload the ZIP as it came.',
      errors: {},
    });
    expect((await screen.findByRole('alert')).textContent).toContain('it has no Profile.csv');
    expect(screen.getByText('1 profile read')).toBeTruthy();
    const rows = await screen.findAllByTestId('profile-row');
    expect(rows).toHaveLength(1);
    expect(rows[0].textContent).toContain('Sofie Janssens');
    expect(rows[0].textContent).toContain('Jobs 2 · Studies 1 · Skills 5');
    expect(within(screen.getByTestId('batch')).getByTestId('batch-counts').textContent).toBe('1 profile1 ready0 not readable0 imported');
    // The provider cannot change within a batch.
    expect(screen.getByRole('radio', { name: /JSON Resume/ }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a row’s error translated, lets only ready rows be chosen, imports them and links the CVs', async () => {
    await i18next.changeLanguage('de');
    try {
      const bad = profile(3, { status: 'error', name: null, title: null, error: 'This file is not valid JSON. Export it again from the tool that made it.', experience_count: 0, education_count: 0, skills_count: 0 });
      let current = batchOf([profile(1), profile(2), bad]);
      const { calls, user } = show('/account/external-profiles?batch=5', (call) => {
        if (call.url.endsWith('/external_profile_batches/5')) return { status: 200, body: current };
        if (call.url.endsWith('/import_external_profiles')) {
          current = batchOf([profile(1, { status: 'imported', agreement_id: 41 }), profile(2, { status: 'imported', agreement_id: 42 }), bad]);
          return { status: 201, body: { agreements: [{ id: 41, name: 'Person 1', external_profile_id: 1 }, { id: 42, name: 'Person 2', external_profile_id: 2 }], external_profiles: current.external_profiles.slice(0, 2) } };
        }
        return undefined;
      });
      await waitFor(() => expect(screen.getAllByTestId('profile-row')).toHaveLength(3));
      expect(screen.getByTestId('profile-error').textContent).toBe('Diese Datei ist kein gültiges JSON. Exportieren Sie sie erneut aus dem Programm, das sie erstellt hat.');
      expect(screen.getAllByTestId('profile-choose')).toHaveLength(2);
      const importButton = screen.getByTestId('import-chosen');
      expect(importButton.hasAttribute('disabled')).toBe(true);
      await user.click(screen.getByRole('checkbox', { name: 'Alle bereiten Profile auswählen' }));
      expect(importButton.textContent).toBe('2 Profile importieren');
      await user.click(importButton);
      await waitFor(() => expect(calls.find((c) => c.url.endsWith('/import_external_profiles'))?.body).toEqual({ external_profiles: { ids: [1, 2] } }));
      await waitFor(() => expect(screen.getAllByTestId('open-cv')).toHaveLength(2));
      expect(screen.getAllByTestId('open-cv').map((a) => a.getAttribute('href'))).toEqual(['/agreement/41/edit', '/agreement/42/edit']);
      expect(screen.queryAllByTestId('profile-choose')).toHaveLength(0);
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('a refused import lists each profile the server named and keeps the choice', async () => {
    const { user } = show('/account/external-profiles?batch=5', (call) => {
      if (call.url.endsWith('/external_profile_batches/5')) return { status: 200, body: batchOf([profile(1), profile(2)]) };
      if (call.url.endsWith('/import_external_profiles')) {
        return {
          status: 422,
          body: { statusCode: 422, error: 'These profiles cannot be imported, so nothing was imported. Leave them out and import again.', errors: { ids: ['Person 2 has already been imported.'] } },
        };
      }
      return undefined;
    });
    await waitFor(() => expect(screen.getAllByTestId('profile-choose')).toHaveLength(2));
    await user.click(screen.getByRole('checkbox', { name: 'Choose Person 2' }));
    await user.click(screen.getByTestId('import-chosen'));
    const problems = await screen.findByTestId('import-problems');
    expect(problems.textContent).toContain('Nothing was imported');
    expect(problems.textContent).toContain('Person 2 has already been imported.');
    expect(screen.getByTestId('import-chosen').textContent).toBe('Import 1 profile');
  });
});
