import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../lib/i18n.js';
import { pageReload } from '../../lib/navigation.js';
import { queryClient } from '../../lib/query-client.js';
import { renderWithProviders, stubFetch } from '../../test-utils.js';
import { CvSettingsDialog, sectionRows } from './cv-settings-dialog.js';

beforeAll(async () => {
  await i18next.loadNamespaces('cv');
});

beforeEach(() => {
  queryClient.clear();
  vi.spyOn(pageReload, 'run').mockImplementation(() => undefined);
});

function open(settings = { sections: null, fields: null }) {
  const fetch = stubFetch((call) => (call.method === 'GET' ? { status: 200, body: { settings } } : { status: 200, body: { settings: call.body } }));
  renderWithProviders(<CvSettingsDialog opened onClose={vi.fn()} />);
  return fetch;
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name, hidden: true }) as HTMLInputElement;

describe('CV layout settings dialog', () => {
  it("choosing 'Remove sidebar' disables the other information options and saves only it", async () => {
    const user = userEvent.setup();
    const { calls } = open();
    await user.click(await screen.findByTestId('settings-fields'));
    const info = ['Location', 'Visa status', 'LinkedIn', 'Salary target', 'Notice period', 'Interview availability', 'Date of birth', 'Recruiter'];
    const infoGroup = within(screen.getByRole('group', { name: 'Information', hidden: true }));
    for (const name of info) expect((infoGroup.getByRole('checkbox', { name, hidden: true }) as HTMLInputElement).disabled).toBe(false);

    await user.click(checkbox('Remove sidebar'));
    for (const name of info) expect((infoGroup.getByRole('checkbox', { name, hidden: true }) as HTMLInputElement).disabled).toBe(true);
    // Other groups stay enabled.
    expect((within(screen.getByRole('group', { name: 'Experience', hidden: true })).getByRole('checkbox', { name: 'Summary', hidden: true }) as HTMLInputElement).disabled).toBe(false);

    await user.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/organisation/employees/0/update_settings');
    expect((put.body as { settings: { fields: { info: string[] } } }).settings.fields.info).toEqual(['remove_sidebar']);
    expect(pageReload.run).toHaveBeenCalled();
  });

  it('ticks the saved fields, and each click ticks or clears its box', async () => {
    const user = userEvent.setup();
    open({ sections: null, fields: { header: [], info: ['location', 'linkedin'], experience: null, education: ['institution'] } } as never);
    await user.click(await screen.findByTestId('settings-fields'));
    const ticked = (group: string) =>
      within(screen.getByRole('group', { name: group, hidden: true }))
        .getAllByRole('checkbox', { hidden: true })
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.getAttribute('value'));
    expect(ticked('Header')).toEqual([]);
    expect(ticked('Information')).toEqual(['location', 'linkedin']);
    // Null is the defaults: every field.
    expect(ticked('Experience')).toEqual(['company_industry', 'contract_type', 'start_end_date', 'summary']);
    expect(ticked('Education')).toEqual(['institution']);

    await user.click(checkbox('Visa status'));
    await user.click(checkbox('Location'));
    expect(ticked('Information')).toEqual(['visa_status', 'linkedin']);
    await user.click(checkbox('Remove sidebar'));
    expect(ticked('Information')).toEqual(['remove_sidebar']);
    await user.click(checkbox('Remove sidebar'));
    expect(ticked('Information')).toEqual(['visa_status', 'linkedin']);
  });

  it('opened again, shows the saved settings rather than changes left unsaved', async () => {
    const user = userEvent.setup();
    stubFetch(() => ({ status: 200, body: { settings: { sections: null, fields: { header: [], info: ['location'], experience: null, education: null } } } }));
    const { rerender } = renderWithProviders(<CvSettingsDialog opened onClose={vi.fn()} />);
    await user.click(await screen.findByTestId('settings-fields'));
    await user.click(checkbox('Location'));
    expect(checkbox('Location').checked).toBe(false);
    rerender(<CvSettingsDialog opened={false} onClose={vi.fn()} />);
    rerender(<CvSettingsDialog opened onClose={vi.fn()} />);
    await user.click(await screen.findByTestId('settings-fields'));
    expect(checkbox('Location').checked).toBe(true);
    expect(checkbox('Visa status').checked).toBe(false);
  });

  it('Reset saves nulls and reloads', async () => {
    const user = userEvent.setup();
    const { calls } = open({ sections: ['skills', 'brief'], fields: null } as never);
    await user.click(await screen.findByTestId('settings-reset'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ settings: { sections: null, fields: null } });
    await waitFor(() => expect(pageReload.run).toHaveBeenCalled());
  });

  it('reorders sections with the move buttons and saves the visible ones in order', async () => {
    const user = userEvent.setup();
    const { calls } = open({ sections: ['brief', 'skills', 'experience'], fields: null } as never);
    await user.click(await screen.findByTestId('settings-sections'));
    await user.click(screen.getByRole('button', { name: 'Move Experience up', hidden: true }));
    await user.click(screen.getByRole('switch', { name: 'Education', hidden: true }));
    await user.click(screen.getByRole('switch', { name: 'Brief', hidden: true }));
    await user.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect((calls.find((c) => c.method === 'PUT')!.body as { settings: { sections: string[] } }).settings.sections).toEqual(['experience', 'skills', 'education']);
  });

  it('lists every section key, visible ones first', () => {
    const rows = sectionRows(['skills', 'brief']);
    expect(rows.slice(0, 3)).toEqual([
      { key: 'skills', visible: true },
      { key: 'brief', visible: true },
      { key: 'reasons_for_leaving', visible: false },
    ]);
    expect(rows).toHaveLength(36);
  });
});
