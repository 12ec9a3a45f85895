/** `GET places/countries`: every country (name, ISO2, calling code) for the country picker. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { countriesAnswerSchema } from '../../../shared/schemas/autocomplete.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';

export type Country = z.infer<typeof countriesAnswerSchema>['countries'][number];

export const countriesQueryKey = ['places', 'countries'] as const;

/** §8: a failure gives an empty list, nothing is shown. */
export async function getCountries(): Promise<Country[]> {
  try {
    const answer = await api.get<z.infer<typeof countriesAnswerSchema>>(paths.places.countries, { errors: 'caller' });
    return answer.countries.filter((c) => c.country_code);
  } catch {
    return [];
  }
}

/** The countries; null while loading, [] when the call failed. */
export function useCountries(): Country[] | null {
  const { data } = useQuery({ queryKey: countriesQueryKey, queryFn: getCountries, staleTime: Infinity });
  return data ?? null;
}
