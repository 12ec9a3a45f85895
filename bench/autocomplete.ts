/**
 * Autocomplete latency, in process (no HTTP): p50/p95 per vocabulary over a mix of realistic queries
 * (prefixes of real terms, one-letter typos, multi-word prefixes, misses), plus the cities index's
 * load time and memory. Goal from the "CV styler core" issue: ≤ 10 ms server-side per query.
 * Run alone: `node --import tsx bench/autocomplete.ts`.
 */
import { pathToFileURL } from 'node:url';
import { MAX_CITIES, cityIndex } from '../src/server/modules/places/cities.js';
import { companyIndex, COMPANIES, INDUSTRIES, industryIndex, SKILLS, skillIndex } from '../src/server/modules/autocomplete/vocabularies.js';

export type LatencyFigures = { queries: number; p50_ms: number; p95_ms: number; max_ms: number };
export type AutocompleteBench = {
  skills: LatencyFigures;
  companies: LatencyFigures;
  industries: LatencyFigures;
  cities: LatencyFigures;
  skills_index_build_ms: number;
  cities_load_ms: number;
  cities_heap_mb: number;
};

/** A fixed pseudo-random sequence, so runs compare. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

function queriesFrom(names: readonly string[], count: number): string[] {
  const next = random(42);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = names[Math.floor(next() * names.length)].toLowerCase();
    const kind = i % 5;
    const cut = Math.max(1, Math.min(name.length, 1 + Math.floor(next() * 9)));
    if (kind === 0) out.push(name.slice(0, cut));
    else if (kind === 1) out.push(name);
    else if (kind === 2 && name.length > 5) {
      const at = 1 + Math.floor(next() * (name.length - 2)); // drop one letter
      out.push(name.slice(0, at) + name.slice(at + 1));
    } else if (kind === 3) out.push(name.slice(0, Math.min(name.length, 12)));
    else out.push(`zq${name.slice(0, 4)}x`); // a miss that still runs the typo pass
  }
  return out;
}

function measure(queries: string[], run: (q: string) => unknown): LatencyFigures {
  for (const q of queries.slice(0, 50)) run(q); // warm up
  const times = queries.map((q) => {
    const start = performance.now();
    run(q);
    return performance.now() - start;
  });
  times.sort((a, b) => a - b);
  const at = (p: number) => Number(times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(3));
  return { queries: times.length, p50_ms: at(0.5), p95_ms: at(0.95), max_ms: Number(times[times.length - 1].toFixed(3)) };
}

const heapMb = () => process.memoryUsage().heapUsed / 2 ** 20;
const collect = () => (globalThis as { gc?: () => void }).gc?.();

export async function benchAutocomplete(): Promise<AutocompleteBench> {
  let start = performance.now();
  skillIndex();
  const skillsBuild = performance.now() - start;
  const skills = measure(queriesFrom(SKILLS, 2000), (q) => skillIndex().search(q));
  const companies = measure(
    queriesFrom(
      COMPANIES.map((c) => c.name),
      1000,
    ),
    (q) => companyIndex().search(q),
  );
  const industries = measure(
    queriesFrom(
      INDUSTRIES.map((i) => i.name),
      1000,
    ),
    (q) => industryIndex().search(q),
  );

  collect();
  const before = heapMb();
  start = performance.now();
  const cities = cityIndex();
  const citiesLoad = performance.now() - start;
  collect();
  const citiesHeap = heapMb() - before;
  const cityNames = ['amsterdam', 'rotterdam', 'zürich', 'são paulo', 'sydney', 'melbourne', 'auckland', 'tokyo', 'osaka', 'berlin', 'london', 'paris', 'new york'];
  const cityQueries = queriesFrom(cityNames, 1000).concat(['a', 's', 'b', 'm', 'sa', 'ma'].flatMap((q) => Array(20).fill(q)));
  const citiesFigures = measure(cityQueries, (q) => cities.search(q, { limit: MAX_CITIES }));

  return {
    skills,
    companies,
    industries,
    cities: citiesFigures,
    skills_index_build_ms: Number(skillsBuild.toFixed(1)),
    cities_load_ms: Number(citiesLoad.toFixed(0)),
    cities_heap_mb: Number(citiesHeap.toFixed(1)),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchAutocomplete();
  const goal = 'goal ≤ 10 ms';
  for (const name of ['skills', 'companies', 'industries', 'cities'] as const) {
    const f = figures[name];
    console.log(`autocomplete ${name.padEnd(11)} p50 ${f.p50_ms.toFixed(3)} ms  p95 ${f.p95_ms.toFixed(3)} ms  max ${f.max_ms.toFixed(3)} ms  (${f.queries} queries; ${goal})`);
  }
  console.log(`skills index build ${figures.skills_index_build_ms} ms (${SKILLS.length} skills)`);
  console.log(`cities index load ${figures.cities_load_ms} ms, heap +${figures.cities_heap_mb} MB${(globalThis as { gc?: () => void }).gc ? '' : ' (approximate: run with --expose-gc)'}`);
}
