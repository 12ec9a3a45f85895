/**
 * Typeahead of §5/§9: the query waits 200 ms after the last keystroke, a failure answers an empty
 * list (§8), and the previous options stay while the next ones load.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_DEBOUNCE_MS } from '../../shared/constants.js';

export function useTypeahead<T>(
  key: readonly unknown[],
  query: string,
  fetcher: (q: string, signal: AbortSignal) => Promise<T[]>,
  options: { enabled?: boolean; minLength?: number } = {},
): T[] {
  const [debounced] = useDebouncedValue(query.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const { data } = useQuery({
    queryKey: ['typeahead', ...key, debounced],
    queryFn: async ({ signal }) => {
      try {
        return await fetcher(debounced, signal);
      } catch {
        return [];
      }
    },
    enabled: (options.enabled ?? true) && debounced.length >= (options.minLength ?? 1),
    staleTime: 60_000,
    // The previous options stay while the next ones load.
    placeholderData: (previous) => previous,
  });
  return data ?? [];
}
