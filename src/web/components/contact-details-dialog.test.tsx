import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../lib/i18n.js';
import { renderWithProviders, stubFetch } from '../test-utils.js';
import { ContactDetailsDialog } from './contact-details-dialog.js';

afterEach(() => vi.unstubAllGlobals());
beforeAll(async () => {
  await i18next.loadNamespaces('cv');
});

describe('contact details dialog', () => {
  it('shows the phones in the international format the CV prints, national numbers read in the location country', async () => {
    stubFetch(() => ({
      status: 200,
      body: {
        avatar: null,
        name: 'Sanne van der Heijden',
        email: 'sanne@example.nl',
        location: { city: 'Tilburg', country: 'Nederland', country_code: 'NL' },
        phones: [
          { code: { name: 'Netherlands', code: '+31', country_code: 'NL' }, number: '06 1234 5678' },
          { code: null, number: '013 123 4567' },
          { code: null, number: 'via reception' },
        ],
        preferred_locations: [],
      },
    }));
    renderWithProviders(<ContactDetailsDialog opened onClose={vi.fn()} agreementId={12} />);
    expect((await screen.findByTestId('contact-details')).textContent).toContain('+31 6 12345678, +31 13 123 4567, via reception');
  });
});
