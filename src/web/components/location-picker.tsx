/**
 * City/location picker (§2, §5): cities from `GET places/cities?q=&country=` (offline data, 200 ms,
 * failure → no options), or countries only from `GET places/countries` (a list whose first entry is
 * empty). Emptying the search sets the location to null; a picked place must carry lat/lng.
 */
import { Autocomplete, Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from '../../shared/schemas/autocomplete.js';
import type { Location } from '../../shared/schemas/cv.js';
import { useCities } from './api/get-cities.js';
import { useCountries } from './api/get-countries.js';

/** A place of the city data, or the CV's own location. */
export type Place = City | Location;

/** "Amsterdam, North Holland, Netherlands". */
export const placeLabel = (p: Place | null | undefined) =>
  p ? [p.city, p.administrative, p.country].filter((s, i, all) => s && all.indexOf(s) === i).join(', ') : '';

/** The CV's location of a place; the offline data has no region names (null), which the CV leaves out. */
export function toLocation(p: Place): Location {
  const location: Location = {};
  for (const key of ['city', 'administrative', 'country', 'country_code'] as const) if (p[key]) location[key] = p[key];
  if (hasGeometry(p)) Object.assign(location, { lat: p.lat, lng: p.lng });
  return location;
}

/** §5: a place can be picked only with its geometry. */
export const hasGeometry = (p: Place) => Number.isFinite(p.lat) && Number.isFinite(p.lng);


export type LocationPickerProps = {
  label: string;
  value: Location | null | undefined;
  onChange: (location: Location | null) => void;
  /** Only a country is chosen. */
  countryOnly?: boolean;
  /** Limits the cities to one country (ISO2). */
  country?: string;
  error?: string;
  testId?: string;
};

export function LocationPicker(props: LocationPickerProps) {
  return props.countryOnly ? <CountryPicker {...props} /> : <CityPicker {...props} />;
}

function CountryPicker({ label, value, onChange, error, testId }: LocationPickerProps) {
  const { t } = useTranslation('cv');
  const countries = useCountries() ?? [];
  // The empty first entry clears the choice.
  const data = [{ value: '', label: t('widgets.location.noCountry') }, ...countries.map((c) => ({ value: c.country_code, label: c.name }))];
  return (
    <Select
      label={label}
      data={data}
      searchable
      value={value?.country_code ?? ''}
      error={error}
      onChange={(code) => {
        const c = countries.find((x) => x.country_code === code);
        onChange(c ? { country: c.name, country_code: c.country_code } : null);
      }}
      data-testid={testId}
    />
  );
}

function CityPicker({ label, value, onChange, country, error, testId }: LocationPickerProps) {
  const { t } = useTranslation('cv');
  const [search, setSearch] = useState(placeLabel(value));
  // A location set from outside (loading, reset) shows as the search text.
  useEffect(() => setSearch(placeLabel(value)), [value]);
  const places = useCities(search, country).filter(hasGeometry);
  const byLabel = new Map(places.map((p) => [placeLabel(p), p]));

  return (
    <Autocomplete
      label={label}
      value={search}
      error={error}
      placeholder={t('widgets.location.placeholder')}
      data={[...byLabel.keys()]}
      filter={({ options }) => options}
      onChange={(text) => {
        setSearch(text);
        if (!text.trim()) onChange(null);
      }}
      onOptionSubmit={(text) => {
        const p = byLabel.get(text);
        if (!p || !hasGeometry(p)) return;
        onChange(toLocation(p));
      }}
      onBlur={() => {
        // Text that was not picked from the list is not a place: show the chosen one again.
        if (search.trim() && search !== placeLabel(value)) setSearch(placeLabel(value));
      }}
      data-testid={testId}
    />
  );
}
