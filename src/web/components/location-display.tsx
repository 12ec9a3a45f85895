/** Location display (§2 widget): the country's flag, then city, region and country (each once, those known). */
import { Group, Text } from '@mantine/core';
import { countryFlag } from '../../shared/formatters.js';

export type DisplayedPlace = { city?: string | null; administrative?: string | null; country?: string | null; country_code?: string | null };

export const placeText = (p: DisplayedPlace) =>
  [p.city, p.administrative, p.country].filter((s, i, all): s is string => !!s && all.indexOf(s) === i).join(', ');

export function LocationDisplay({ place }: { place: DisplayedPlace | null | undefined }) {
  const text = place ? placeText(place) : '';
  if (!place || (!text && !place.country_code)) return null;
  const flag = countryFlag(place.country_code);
  return (
    <Group gap={6} wrap="nowrap" data-testid="location-display">
      {flag && (
        <span role="img" aria-label={place.country ?? place.country_code ?? ''}>
          {flag}
        </span>
      )}
      <Text size="sm">{text}</Text>
    </Group>
  );
}
