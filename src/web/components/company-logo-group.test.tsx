import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_LOGO_GROUP_MAX } from '../../shared/constants.js';
import { i18next } from '../lib/i18n.js';
import { renderWithProviders } from '../test-utils.js';
import { CompanyLogoGroup, type LogoCompany } from './company-logo-group.js';

beforeAll(async () => {
  await i18next.loadNamespaces(['common']);
});

const NAMES = ['Northwind Logistics', 'Acme Foods', 'Brightside Energy', 'Copperfield Retail', 'Delta Harbour', 'Evergreen Care', 'Fjord Marine', 'Granite Works', 'Harbourview Hotels'];
const companies = (n: number): LogoCompany[] => NAMES.slice(0, n).map((name, i) => ({ id: i + 1, name, logo_url: i === 0 ? '/logos/northwind.png' : null }));

describe('company logo group (§2, §9: 6 logos plus +N)', () => {
  it('shows nothing without companies', () => {
    renderWithProviders(<CompanyLogoGroup companies={[]} />);
    expect(screen.queryByTestId('company-logo-group')).toBeNull();
  });

  it('shows six companies as six logos, each named by its company, and no counter', () => {
    renderWithProviders(<CompanyLogoGroup companies={companies(6)} label="Client companies of the jobs shown" />);
    const group = screen.getByRole('list', { name: 'Client companies of the jobs shown' });
    const logos = within(group).getAllByTestId('company-logo');
    expect(COMPANY_LOGO_GROUP_MAX).toBe(6);
    expect(logos).toHaveLength(6);
    expect(logos.map((l) => l.getAttribute('aria-label'))).toEqual(NAMES.slice(0, 6));
    // A company without a logo shows its initials; one with a logo shows the image.
    expect(logos[0].querySelector('img')?.getAttribute('src')).toBe('/logos/northwind.png');
    expect(within(logos[1]).getByText('AF')).toBeTruthy();
    expect(logos[1].querySelector('img')).toBeNull();
    expect(screen.queryByTestId('company-logo-more')).toBeNull();
  });

  it('shows nine companies as six logos and "+3", whose name lists the three hidden companies', () => {
    renderWithProviders(<CompanyLogoGroup companies={companies(9)} />);
    const group = screen.getByRole('list', { name: 'Companies' });
    expect(within(group).getAllByTestId('company-logo')).toHaveLength(6);
    const more = within(group).getByTestId('company-logo-more');
    expect(more.textContent).toBe('+3');
    expect(more.getAttribute('aria-label')).toBe('3 more companies: Fjord Marine, Granite Works, Harbourview Hotels');
    expect(within(group).getAllByRole('listitem')).toHaveLength(7);
  });

  it('names a single hidden company in the singular', () => {
    renderWithProviders(<CompanyLogoGroup companies={companies(7)} />);
    expect(screen.getByTestId('company-logo-more').getAttribute('aria-label')).toBe('1 more company: Fjord Marine');
  });
});
