import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../lib/i18n.js';
import { renderWithProviders } from '../test-utils.js';
import { YearSelector, yearPageStart } from './year-selector.js';

beforeAll(async () => {
  await i18next.loadNamespaces('cv');
});

const years = () => within(screen.getByTestId('year-grid')).getAllByRole('button', { hidden: true }).map((b) => Number(b.textContent));

describe('year selector (§9: 12 years at a time)', () => {
  it('shows 12 years, pages back and forth, and comes back to the current year', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<YearSelector label="Start year" value={null} onChange={onChange} currentYear={2025} />);
    await user.click(screen.getByLabelText('Start year'));

    const start = yearPageStart(2025);
    expect(years()).toEqual(Array.from({ length: 12 }, (_, i) => start + i));
    expect(years()).toContain(2025);

    await user.click(screen.getByRole('button', { name: 'Previous years', hidden: true }));
    expect(years()).toEqual(Array.from({ length: 12 }, (_, i) => start - 12 + i));
    await user.click(screen.getByRole('button', { name: 'Previous years', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Next years', hidden: true }));
    expect(years()[0]).toBe(start - 12);

    await user.click(screen.getByRole('button', { name: 'Current year', hidden: true }));
    expect(years()).toContain(2025);

    await user.click(screen.getByRole('button', { name: '2019', hidden: true }));
    expect(onChange).toHaveBeenCalledWith(2019);
  });

  it('opens on the page of the chosen year', async () => {
    const user = userEvent.setup();
    renderWithProviders(<YearSelector label="End year" value={1994} onChange={vi.fn()} currentYear={2025} />);
    await user.click(screen.getByLabelText('End year'));
    expect(years()).toContain(1994);
    expect(years()).toHaveLength(12);
    expect(screen.getByRole('button', { name: '1994', pressed: true, hidden: true })).toBeTruthy();
  });
});
