/**
 * §9 pagination: the page links show only with more than one page, at most 5 of them on wide
 * screens and 3 on narrow ones (the sidebar breakpoint), with first/last edges. Every paged list
 * uses this one control; its "Displaying …" line is the list's own (its noun), with `pageRange`.
 */
import { Pagination, type PaginationProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PAGINATION_MAX_LINKS_NARROW, PAGINATION_MAX_LINKS_WIDE, SIDEBAR_BREAKPOINTS_PX } from '../../shared/constants.js';

type Paging = { page: number; per_page: number; total_count: number; total_pages: number };

/** The first and last item numbers of the page shown ('Displaying {from} to {to} of {total}'). */
export function pageRange(p: Paging): { from: number; to: number } {
  return { from: (p.page - 1) * p.per_page + 1, to: Math.min(p.page * p.per_page, p.total_count) };
}

export function PageLinks({ total, value, onChange, ...rest }: Pick<PaginationProps, 'total' | 'value' | 'onChange'> & Omit<PaginationProps, 'siblings' | 'boundaries'>) {
  const wide = useMediaQuery(`(min-width: ${SIDEBAR_BREAKPOINTS_PX[1]}px)`, true);
  if (total <= 1) return null;
  const links = wide ? PAGINATION_MAX_LINKS_WIDE : PAGINATION_MAX_LINKS_NARROW;
  return <Pagination total={total} value={value} onChange={onChange} siblings={(links - 1) / 2} boundaries={0} withEdges {...rest} />;
}
