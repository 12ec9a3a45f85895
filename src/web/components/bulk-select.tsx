/**
 * Bulk select (§2 widget): one box over the rows shown, whose state is empty, partial or full, and
 * Clear selection once anything is chosen. Ticking it when empty or partial chooses every row shown,
 * when full unchooses them; the selection may hold rows of other pages too.
 */
import { Button, Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type BulkState = 'empty' | 'partial' | 'full';

export function bulkState<T>(shown: readonly T[], selected: ReadonlySet<T>): BulkState {
  const chosen = shown.filter((id) => selected.has(id)).length;
  if (chosen === 0) return 'empty';
  return chosen === shown.length ? 'full' : 'partial';
}

/** The selection after the box over `shown` was ticked. */
export function toggleAll<T>(shown: readonly T[], selected: ReadonlySet<T>): Set<T> {
  const next = new Set(selected);
  if (bulkState(shown, selected) === 'full') for (const id of shown) next.delete(id);
  else for (const id of shown) next.add(id);
  return next;
}

export function BulkSelectBox<T>({ shown, selected, onChange, label }: { shown: readonly T[]; selected: ReadonlySet<T>; onChange: (next: Set<T>) => void; label: string }) {
  const state = bulkState(shown, selected);
  return (
    <Checkbox
      aria-label={label}
      checked={state === 'full'}
      indeterminate={state === 'partial'}
      disabled={shown.length === 0}
      onChange={() => onChange(toggleAll(shown, selected))}
      data-state={state}
      data-testid="bulk-select"
    />
  );
}

export function ClearSelectionButton({ count, onClear }: { count: number; onClear: () => void }) {
  const { t } = useTranslation('common');
  if (count === 0) return null;
  return (
    <Button variant="subtle" size="compact-sm" onClick={onClear} data-testid="bulk-clear">
      {t('bulk.clear')}
    </Button>
  );
}
