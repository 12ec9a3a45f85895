/** Offline places: the city/location picker and the country list with calling codes (spec §2, §5, §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchCountries } from '../../../shared/country-search.js';
import { citiesAnswerSchema, citiesQuerySchema, countriesAnswerSchema, countriesQuerySchema } from '../../../shared/schemas/autocomplete.js';
import { cityIndex } from './cities.js';
import { countryList } from './countries.js';

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/cities',
    { config: { guard: 'signedIn' }, schema: { querystring: citiesQuerySchema, response: { 200: citiesAnswerSchema } } },
    async (request) => ({ cities: cityIndex().search(request.query.q, { country: request.query.country }) }),
  );

  app.get(
    '/places/countries',
    { config: { guard: 'signedIn' }, schema: { querystring: countriesQuerySchema, response: { 200: countriesAnswerSchema } } },
    async (request) => ({
      countries: matchCountries(countryList(), request.query.q).map(({ name, country_code, calling_code }) => ({ name, country_code, calling_code })),
    }),
  );
};
