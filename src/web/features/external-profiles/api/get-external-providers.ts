/** `GET organisation/external_providers`: the providers a batch can be started for (JSON Resume, LinkedIn data export). */
import { useQuery } from '@tanstack/react-query';
import type { ExternalProvider } from '../../../../shared/schemas/external-profiles.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const EXTERNAL_QUERY_KEY = ['external-profiles'] as const;
export const externalProvidersQueryKey = [...EXTERNAL_QUERY_KEY, 'providers'] as const;

/** The page shows a failure itself; only a 401 signs out. */
export const getExternalProviders = () => api.get<{ external_providers: ExternalProvider[] }>(paths.externalProfiles.providers, { errors: 'signOutOn401' });

export function useExternalProviders() {
  return useQuery({ queryKey: externalProvidersQueryKey, queryFn: getExternalProviders, staleTime: Infinity });
}
