import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils.js';
import { PageLinks, pageRange } from './page-links.js';

/** The numbered page buttons Mantine renders (not the first/previous/next/last edges). */
const pageNumbers = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].map((b) => b.textContent ?? '').filter((text) => /^\d+$/.test(text)).map(Number);

function screenWidth(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: wide && query.includes('min-width'), media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList,
  );
}

describe('PageLinks (§9 pagination)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows nothing with a single page', () => {
    screenWidth(true);
    const { container } = renderWithProviders(<PageLinks total={1} value={1} onChange={() => undefined} />);
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });

  it('shows at most 5 page links on a wide screen', async () => {
    screenWidth(true);
    const { container } = renderWithProviders(<PageLinks total={20} value={10} onChange={() => undefined} />);
    await screen.findByText('10');
    expect(pageNumbers(container)).toEqual([8, 9, 10, 11, 12]);
  });

  it('shows at most 3 page links on a narrow screen', async () => {
    screenWidth(false);
    const { container } = renderWithProviders(<PageLinks total={20} value={10} onChange={() => undefined} />);
    await screen.findByText('10');
    expect(pageNumbers(container)).toEqual([9, 10, 11]);
  });

  it.each([
    [{ page: 1, per_page: 10, total_count: 7, total_pages: 1 }, { from: 1, to: 7 }],
    [{ page: 2, per_page: 10, total_count: 12, total_pages: 2 }, { from: 11, to: 12 }],
    [{ page: 3, per_page: 25, total_count: 100, total_pages: 4 }, { from: 51, to: 75 }],
  ])('pageRange(%o) is %o', (p, range) => expect(pageRange(p)).toEqual(range));
});
