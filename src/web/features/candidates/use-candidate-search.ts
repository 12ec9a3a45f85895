/**
 * A candidate search screen's state: the filter form as edited (the draft), the form the search
 * runs with, the sort state and the page. Draft changes reach the search 400 ms after the last one
 * and only when the value changed (§5); a new form or sort starts at the first page. What the search
 * runs with is saved in local storage per screen and restored on the next visit (§4).
 */
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { FILTER_FORM_DEBOUNCE_MS } from '../../../shared/constants.js';
import { getSearchKey } from '../../lib/session.js';
import { useCandidateSearch } from './api/search-candidates.js';
import type { CandidatesScreen } from './screens.js';
import { defaultSearchForm, loadSavedSearch, storeSavedSearch, toSearchRequest, type SearchForm, type Sort } from './search-params.js';

const same = (a: SearchForm, b: SearchForm) => JSON.stringify(a) === JSON.stringify(b);

export function useCandidateSearchScreen(screen: CandidatesScreen) {
  const [initial] = useState(() => loadSavedSearch(screen.key));
  const [draft, setDraft] = useState<SearchForm>(initial.form);
  const [form, setForm] = useState<SearchForm>(initial.form);
  const [sort, setSortState] = useState<Sort>(initial.sort);
  const [page, setPage] = useState(initial.page);
  const [debounced] = useDebouncedValue(draft, FILTER_FORM_DEBOUNCE_MS);

  useEffect(() => {
    if (same(debounced, form)) return;
    setForm(debounced);
    setPage(0);
    // Only a settled draft moves the search; `form` is what it last moved to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  useEffect(() => storeSavedSearch(screen.key, { form, sort, page }), [screen.key, form, sort, page]);

  const request = useMemo(() => toSearchRequest({ form, sort, page }), [form, sort, page]);
  const search = useCandidateSearch(screen.key, getSearchKey(), request);

  return {
    draft,
    setDraft,
    form,
    sort,
    setSort: (next: Sort) => {
      setSortState(next);
      setPage(0);
    },
    page,
    setPage,
    /** Every filter back to its default at once (no wait). */
    reset: () => {
      const defaults = defaultSearchForm();
      setDraft(defaults);
      setForm(defaults);
      setPage(0);
    },
    search,
  };
}
