import { screen } from '@testing-library/react';
import { i18next } from '../lib/i18n.js';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils.js';
import { CvPaginationText } from './pagination-text.js';

const page = (page: number, total_count: number) => ({ page, per_page: 10, total_count, total_pages: Math.ceil(total_count / 10) });

describe('CvPaginationText (§9 pagination text)', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it.each([
    ['en', page(1, 7), 'Displaying 7 CVs'],
    ['en', page(1, 1), 'Displaying 1 CV'],
    ['en', page(2, 12), 'Displaying 11 to 12 of 12 CVs'],
    ['de', page(1, 7), '7 Lebensläufe angezeigt'],
    // After "von" German takes the dative.
    ['de', page(1, 12), '1 bis 10 von 12 Lebensläufen angezeigt'],
  ])('%s: %o reads "%s"', async (language, p, text) => {
    await i18next.changeLanguage(language);
    renderWithProviders(<CvPaginationText p={p} />);
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
