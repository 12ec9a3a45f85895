/** Answers of the autocomplete and places calls (docs/api.md "Autocomplete, places"). */
import { z } from 'zod';

/** `?q=`: what the user typed, 0–100 characters; absent means empty. */
export const autocompleteQuerySchema = z.object({ q: z.string().max(100).default('') });

export const skillsAnswerSchema = z.object({ skills: z.array(z.string()) });

export const companySuggestionSchema = z.object({
  name: z.string(),
  logo_url: z.string().nullable(),
  industry: z.object({ name: z.string() }).nullable(),
});
export type CompanySuggestion = z.infer<typeof companySuggestionSchema>;
export const companiesAnswerSchema = z.object({ companies: z.array(companySuggestionSchema) });

export const industrySchema = z.object({ id: z.number().int(), name: z.string() });
export type Industry = z.infer<typeof industrySchema>;
export const industriesAnswerSchema = z.object({ industries: z.array(industrySchema) });

export const citiesQuerySchema = z.object({
  q: z.string().max(100).default(''),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Use an ISO 3166-1 alpha-2 country code.')
    .transform((c) => c.toUpperCase())
    .optional(),
});

/** A place as spec §3 Location has it (city, administrative, country, country_code, lat, lng). */
export const citySchema = z.object({
  city: z.string(),
  administrative: z.string().nullable(),
  country: z.string(),
  country_code: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type City = z.infer<typeof citySchema>;
export const citiesAnswerSchema = z.object({ cities: z.array(citySchema) });

export const countriesQuerySchema = z.object({ q: z.string().max(100).default('') });
export const countrySchema = z.object({ name: z.string(), country_code: z.string(), calling_code: z.string() });
export const countriesAnswerSchema = z.object({ countries: z.array(countrySchema) });
