import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils.js';
import { TermsPage } from './terms-page.js';

describe('public terms page', () => {
  it('loads its catalogue on demand and shows the §1 terms facts', async () => {
    renderWithProviders(<TermsPage />);
    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getByText('Last updated: 31 August 2018')).toBeTruthy();
    expect(screen.getByText(/at most 6\.35 euro/).textContent).toContain('40 calendar days');
    expect(screen.getByText(/based in Ireland/)).toBeTruthy();
  });
});
