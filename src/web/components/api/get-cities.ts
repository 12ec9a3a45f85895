/** `GET places/cities?q=&country=`: places from the offline city data for the location picker. */
import type { z } from 'zod';
import type { citiesAnswerSchema, City } from '../../../shared/schemas/autocomplete.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { useTypeahead } from '../../lib/use-typeahead.js';

export const citiesQueryKey = (country: string | undefined) => ['cities', country ?? ''] as const;

/** §8: a failure gives an empty list (the typeahead's), nothing is shown. */
export const getCities = async (q: string, country: string | undefined, signal: AbortSignal): Promise<City[]> =>
  (await api.get<z.infer<typeof citiesAnswerSchema>>(paths.places.cities, { query: { q, country: country || undefined }, errors: 'caller', signal })).cities;

export const useCities = (query: string, country: string | undefined) => useTypeahead(citiesQueryKey(country), query, (q, signal) => getCities(q, country, signal));
