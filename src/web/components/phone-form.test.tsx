import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { normalisePhones, phoneCodeFor, type PhoneEntry } from '../../shared/phones.js';
import { i18next } from '../lib/i18n.js';
import { queryClient } from '../lib/query-client.js';
import { renderWithProviders, stubFetch } from '../test-utils.js';
import { PhoneForm } from './phone-form.js';

beforeAll(async () => {
  await i18next.loadNamespaces('cv');
});
beforeEach(() => queryClient.clear());

function Harness({ initial, organisationCountry }: { initial: PhoneEntry[]; organisationCountry?: string }) {
  const [rows, setRows] = useState(normalisePhones(initial, organisationCountry));
  return (
    <>
      <PhoneForm label="Phones" value={rows} onChange={setRows} organisationCountry={organisationCountry} />
      <output data-testid="rows">{JSON.stringify(rows)}</output>
    </>
  );
}
const rows = () => JSON.parse(screen.getByTestId('rows').textContent!) as PhoneEntry[];

describe('phone form', () => {
  it('starts with one empty row in the organisation country and keeps one after removing the last', async () => {
    stubFetch(() => ({ status: 500, body: { error: 'down' } }));
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[]} organisationCountry="NL" />);
    expect(rows()).toEqual([{ code: phoneCodeFor('NL'), number: '' }]);
    await user.type(screen.getByLabelText('Phone number 1'), '6 12345678');
    await user.click(screen.getByRole('button', { name: 'Remove phone 1' }));
    expect(rows()).toEqual([{ code: phoneCodeFor('NL'), number: '' }]);
  });

  it("adds rows in the previous row's country and falls back to the full country list when the server's fails", async () => {
    stubFetch(() => ({ status: 500, body: { error: 'down' } }));
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[{ code: null, number: '+33 6 12 34 56 78' }]} organisationCountry="GB" />);
    expect(rows()[0]).toEqual({ code: phoneCodeFor('FR'), number: '6 12 34 56 78' });
    await user.click(screen.getByRole('button', { name: 'Add a phone number' }));
    expect(rows()[1]).toEqual({ code: phoneCodeFor('FR'), number: '' });
    await user.click(screen.getByLabelText('Country code of phone 2', { selector: 'input' }));
    await waitFor(() => expect(screen.getAllByRole('option', { hidden: true }).length).toBeGreaterThan(200));
  });
});
