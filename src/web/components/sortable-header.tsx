/**
 * Sortable table header (§2 widget, §4 sort state): a click on a new column sorts ascending, a second
 * click on it descending, a third clears the sort. The header shows the state as an arrow and as
 * `aria-sort`.
 */
import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

export type SortState<F extends string> = { by: F; order: 'asc' | 'desc' } | null;

export function nextSort<F extends string>(current: SortState<F>, by: F): SortState<F> {
  if (!current || current.by !== by) return { by, order: 'asc' };
  return current.order === 'asc' ? { by, order: 'desc' } : null;
}

export type SortableHeaderProps<F extends string> = {
  field: F;
  sort: SortState<F>;
  onSort: (next: SortState<F>) => void;
  children: ReactNode;
  /** What a screen reader hears for the button, e.g. "Sort by Experience". */
  label: string;
  w?: number | string;
};

const ARROWS = { asc: '▲', desc: '▼' } as const;

/** The header's button: the column's name and its state; also usable outside a table (a narrow screen's sort bar). */
export function SortButton<F extends string>({ field, sort, onSort, children, label }: Omit<SortableHeaderProps<F>, 'w'>) {
  const order = sort?.by === field ? sort.order : null;
  return (
    <UnstyledButton onClick={() => onSort(nextSort(sort, field))} aria-label={label} fw={600} fz="sm" style={{ whiteSpace: 'nowrap' }} data-order={order ?? 'none'}>
      {children}{' '}
      <span aria-hidden style={{ opacity: order ? 1 : 0.3, fontSize: '0.7em' }}>
        {order ? ARROWS[order] : '▲▼'}
      </span>
    </UnstyledButton>
  );
}

export function SortableHeader<F extends string>({ w, ...props }: SortableHeaderProps<F>) {
  const order = props.sort?.by === props.field ? props.sort.order : null;
  return (
    <Table.Th aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'} w={w} data-testid={`sort-${props.field}`}>
      <SortButton {...props} />
    </Table.Th>
  );
}
