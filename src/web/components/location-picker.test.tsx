import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Location } from '../../shared/schemas/cv.js';
import { i18next } from '../lib/i18n.js';
import { queryClient } from '../lib/query-client.js';
import { renderWithProviders, stubFetch } from '../test-utils.js';
import { LocationPicker } from './location-picker.js';

beforeAll(async () => {
  await i18next.loadNamespaces('cv');
});
beforeEach(() => queryClient.clear());

function Harness({ initial }: { initial: Location | null }) {
  const [value, setValue] = useState<Location | null>(initial);
  return (
    <>
      <LocationPicker label="Location" value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
const value = () => JSON.parse(screen.getByTestId('value').textContent!);

describe('location picker (§5)', () => {
  it('offers only places with lat/lng and stores the picked one', async () => {
    const { calls } = stubFetch(() => ({
      status: 200,
      body: {
        cities: [
          { city: 'Zürich', administrative: null, country: 'Switzerland', country_code: 'CH', lat: 47.37, lng: 8.54 },
          { city: 'Zurich Nowhere', administrative: null, country: 'Nowhere', country_code: 'XX' },
        ],
      },
    }));
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={null} />);
    await user.type(screen.getByLabelText('Location', { selector: 'input' }), 'zur');
    await user.click(await screen.findByRole('option', { name: 'Zürich, Switzerland', hidden: true }));
    expect(value()).toEqual({ city: 'Zürich', country: 'Switzerland', country_code: 'CH', lat: 47.37, lng: 8.54 });
    expect(screen.queryByRole('option', { name: /Nowhere/, hidden: true })).toBeNull();
    expect(calls[0].url).toBe('/api/places/cities?q=zur');
  });

  it('sets the location to null when the search text is emptied', async () => {
    stubFetch(() => ({ status: 500, body: { error: 'down' } }));
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={{ city: 'Lyon', country: 'France', country_code: 'FR', lat: 45.76, lng: 4.84 }} />);
    const input = screen.getByLabelText('Location', { selector: 'input' }) as HTMLInputElement;
    expect(input.value).toBe('Lyon, France');
    await user.clear(input);
    await waitFor(() => expect(value()).toBeNull());
  });
});
