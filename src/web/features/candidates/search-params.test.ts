import { describe, expect, it } from 'vitest';
import { bulkState, toggleAll } from '../../components/bulk-select.js';
import { nextSort } from '../../components/sortable-header.js';
import { addSkill, defaultSavedSearch, defaultSearchForm, loadSavedSearch, savedSearchKey, toSearchRequest } from './search-params.js';

describe('candidate search parameters', () => {
  it('§4: the default parameters are show_all true, first page, no sort', () => {
    expect(defaultSavedSearch()).toMatchObject({ page: 0, sort: null, form: { show_all: true, show_hidden: false, show_ready_review: false, show_spec_cv: false } });
    expect(toSearchRequest(defaultSavedSearch())).toEqual({ page: 0, hitsPerPage: 10, filters: {}, facets: true, show_all: true });
  });

  it('sends a range only where it narrows the §9 bounds (tenure 0–5, experience 0–25), and salary with its type', () => {
    const form = { ...defaultSearchForm(), tenure: [1, 5] as [number, number], experience: [0, 10] as [number, number], salary: { type: 'daily' as const, min: 400, max: null } };
    expect(toSearchRequest({ form, sort: null, page: 2 }).filters).toEqual({ tenure: { min: 1 }, experience_time: { max: 10 }, salary: { type: 'daily', min: 400 } });
    // No salary type: the amounts say nothing.
    expect(toSearchRequest({ form: { ...form, salary: { type: null, min: 1, max: 2 } }, sort: null, page: 0 }).filters?.salary).toBeUndefined();
  });

  it('sends a location only with a picked place (its geometry), in the chosen unit', () => {
    const place = { city: 'Utrecht', country: 'Netherlands', country_code: 'NL', lat: 52.09, lng: 5.12 };
    const form = { ...defaultSearchForm(), location: { place, radius: 40, unit: 'miles' as const } };
    expect(toSearchRequest({ form, sort: null, page: 0 }).filters?.location).toEqual({ lat: 52.09, lng: 5.12, radius: 40, unit: 'miles' });
    expect(toSearchRequest({ form: { ...form, location: { ...form.location, place: null } }, sort: null, page: 0 }).filters?.location).toBeUndefined();
  });

  it('§5: a skill is added once by name, whatever its kind; quotes and braces become a single quote', () => {
    let skills = addSkill([], 'React', 0);
    skills = addSkill(skills, 'react', 2);
    skills = addSkill(skills, '{C#}', 1);
    skills = addSkill(skills, "'C#'", 0);
    skills = addSkill(skills, '"Node"', 1);
    expect(skills).toEqual([
      { name: 'React', mod: 0 },
      { name: "'C#'", mod: 1 },
      { name: "'Node'", mod: 1 },
    ]);
    expect(addSkill(skills, '   ', 0)).toBe(skills);
  });

  it('restores saved parameters field by field; what is broken falls back to the default', () => {
    localStorage.setItem(
      savedSearchKey('account.candidates'),
      JSON.stringify({
        form: { query: 'kotlin', tenure: [9, -3], experience: [3, 12], location: { place: { city: 'X' }, radius: -5, unit: 'parsecs' }, companies: ['Acme', 7], show_all: false, skills: [{ name: 'Go', mod: 5 }, { name: 'Rust', mod: 0 }] },
        sort: { by: 'salary', order: 'asc' },
        page: 3,
      }),
    );
    const saved = loadSavedSearch('account.candidates');
    expect(saved.page).toBe(3);
    expect(saved.sort).toBeNull();
    expect(saved.form).toMatchObject({
      query: 'kotlin',
      tenure: [5, 5],
      experience: [3, 12],
      location: { place: null, radius: 25, unit: 'km' },
      companies: ['Acme'],
      show_all: false,
      skills: [{ name: 'Rust', mod: 0 }],
    });
    localStorage.setItem(savedSearchKey('marketplace.candidates'), '{not json');
    expect(loadSavedSearch('marketplace.candidates')).toEqual(defaultSavedSearch());
  });
});

describe('§2 widgets: sort state and bulk select', () => {
  it('§4 sort state: a new column ascending, again descending, a third click clears', () => {
    expect(nextSort(null, 'tenure')).toEqual({ by: 'tenure', order: 'asc' });
    expect(nextSort({ by: 'tenure', order: 'asc' }, 'tenure')).toEqual({ by: 'tenure', order: 'desc' });
    expect(nextSort({ by: 'tenure', order: 'desc' }, 'tenure')).toBeNull();
    expect(nextSort({ by: 'tenure', order: 'desc' }, 'name')).toEqual({ by: 'name', order: 'asc' });
  });

  it('bulk select is empty, partial or full over the rows shown; ticking it fills or empties them', () => {
    const shown = ['1', '2', '3'];
    expect(bulkState(shown, new Set())).toBe('empty');
    expect(bulkState(shown, new Set(['2', '9']))).toBe('partial');
    expect(bulkState(shown, new Set(['1', '2', '3']))).toBe('full');
    expect([...toggleAll(shown, new Set(['2', '9']))].sort()).toEqual(['1', '2', '3', '9']);
    expect([...toggleAll(shown, new Set(['1', '2', '3', '9']))]).toEqual(['9']);
  });
});
