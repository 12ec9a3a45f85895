/**
 * Layout families of JSON Resume themes from npm: the person as a JSON Resume document, rendered by
 * the theme's own `render`, printed by Chromium offline (PDF) or opened in LibreOffice and saved as
 * Word (DOCX), as the development corpus was made. Every theme prints its own English headings,
 * month names and "Present" whatever the resume's language; the content stays in the CV language.
 *
 * What a theme leaves out was read from its templates and checked by reading its renders back; per
 * document the resume itself varies (no profile paragraph, no location, no LinkedIn, years
 * without months where the theme prints dates as written), and `notRendered` says so.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chance } from '../../random.js';
import { toJsonResume, withLegacyAliases, type JsonResume } from '../../to-json-resume.js';
import type { LayoutFamily, RenderOptions, Rendered, TruthField } from '../../types.js';
import { convertHtml, htmlForWord, sofficeMissing } from './libreoffice.js';
import { chromiumMissing, chromiumRefuses, printHtml } from '../../chromium.js';

type ThemeSpec = {
  /** The npm package is `jsonresume-theme-<theme>`. */
  theme: string;
  /** A development layout group (decision 017): the labelled corpus's six themes and seven more (actual and paper were held out until they were looked at); the rest are held out. */
  development: boolean;
  /** Written for the pre-1.0 schema: reads `work[].company`, `languages[].name`… (`withLegacyAliases`). */
  legacy: boolean;
  /** Prints a date as written, so a year without a month shows as the year alone (others print `Jan 2019`). */
  datesAsWritten: boolean;
  /**
   * The dates of a study: all of them, only a range (a study without a start date shows no date at
   * all), the end date alone, or none.
   */
  studyDates: 'all' | 'range' | 'end' | 'none';
  /** Prints a study's summary (not a field of the schema, but some themes read it). */
  studySummary: boolean;
  /** What the theme never prints of this resume. */
  leavesOut: (resume: JsonResume, format: 'pdf' | 'docx') => TruthField[];
};

const nothing = () => [];

/** The themes, and what each leaves out. */
export const THEMES: ThemeSpec[] = [
  { theme: 'even', development: true, legacy: false, datesAsWritten: false, studyDates: 'range', studySummary: false, leavesOut: nothing },
  // LinkedIn is an icon link only: the PDF keeps the URL as a link target, LibreOffice drops the empty link.
  { theme: 'elegant', development: true, legacy: true, datesAsWritten: false, studyDates: 'all', studySummary: false, leavesOut: (_, format) => (format === 'docx' ? ['linkedin'] : []) },
  { theme: 'stackoverflow', development: true, legacy: false, datesAsWritten: false, studyDates: 'range', studySummary: true, leavesOut: nothing },
  { theme: 'kendall', development: true, legacy: true, datesAsWritten: true, studyDates: 'all', studySummary: false, leavesOut: nothing },
  { theme: 'macchiato', development: true, legacy: true, datesAsWritten: false, studyDates: 'range', studySummary: false, leavesOut: nothing },
  { theme: 'flat', development: true, legacy: true, datesAsWritten: true, studyDates: 'all', studySummary: false, leavesOut: () => ['location'] },
  // LinkedIn as an icon link (as in elegant); the location only under a street address, with the postcode and country code.
  {
    theme: 'slick',
    development: true,
    legacy: true,
    datesAsWritten: true,
    studyDates: 'all',
    studySummary: false,
    leavesOut: (r, format) => [...(r.basics.location.address ? [] : ['location' as const]), ...(format === 'docx' ? ['linkedin' as const] : [])],
  },
  // Icon headings, dates in a column on the right; e-mail and phone with a hidden span inside them, their links scrambled (ROT13).
  { theme: 'eloquent', development: true, legacy: true, datesAsWritten: false, studyDates: 'range', studySummary: false, leavesOut: nothing },
  // No location at all; a current job ends "Now".
  { theme: 'rocketspacer', development: true, legacy: true, datesAsWritten: false, studyDates: 'all', studySummary: false, leavesOut: () => ['location'] },
  // A sidebar of skills and languages beside the entries; the city with the country's name.
  { theme: 'autumn', development: true, legacy: false, datesAsWritten: false, studyDates: 'range', studySummary: false, leavesOut: nothing },
  // No headline; years only, a study's end year alone; the city without the country; no spoken languages.
  { theme: 'crisp', development: true, legacy: true, datesAsWritten: false, studyDates: 'end', studySummary: true, leavesOut: () => ['title', 'experience.month', 'location.country', 'languages'] },
  // No profile paragraph; LinkedIn as a link labelled "LinkedIn", which the print style sheet hides
  // (LibreOffice keeps it); the city only with a postcode ("Postal Code & City"), never the country.
  {
    theme: 'paper',
    development: true,
    legacy: true,
    datesAsWritten: true,
    studyDates: 'range',
    studySummary: false,
    leavesOut: (r, format) => ['summary', r.basics.location.city && r.basics.location.postalCode ? 'location.country' : 'location', ...(format === 'pdf' ? ['linkedin' as const] : [])],
  },
  { theme: 'short', development: false, legacy: true, datesAsWritten: false, studyDates: 'all', studySummary: false, leavesOut: () => ['title', 'location'] },
  { theme: 'spartan', development: false, legacy: true, datesAsWritten: false, studyDates: 'all', studySummary: false, leavesOut: nothing },
  { theme: 'onepage', development: false, legacy: true, datesAsWritten: true, studyDates: 'range', studySummary: false, leavesOut: nothing },
  // City and region, no country.
  { theme: 'caffeine', development: false, legacy: true, datesAsWritten: false, studyDates: 'range', studySummary: false, leavesOut: () => ['location.country'] },
  // Education without any dates.
  { theme: 'actual', development: true, legacy: false, datesAsWritten: false, studyDates: 'none', studySummary: false, leavesOut: nothing },
  // No location, no language section, education with its end date only.
  { theme: 'compact', development: false, legacy: true, datesAsWritten: false, studyDates: 'end', studySummary: false, leavesOut: () => ['location', 'languages'] },
];

/** Each study (the resume's order) as a theme prints it: degree and area (not the person's title, "Ausbildung zum Zimmerer"), and which of its years. */
export const printedStudies = (spec: ThemeSpec, resume: JsonResume): NonNullable<Rendered['printedStudies']> =>
  resume.education.map((study) => {
    const dated = spec.studyDates === 'all' || spec.studyDates === 'end' || (spec.studyDates === 'range' && Boolean(study.startDate));
    return { title: `${study.studyType} ${study.area}`, start: dated && spec.studyDates !== 'end' && Boolean(study.startDate), graduation: dated };
  });

type Theme = { render: (resume: Record<string, unknown>) => string | Promise<string> };

const packageName = (spec: ThemeSpec) => `jsonresume-theme-${spec.theme}`;
const requireHere = createRequire(import.meta.url);

/** The installed version of a package, from its package.json (some themes do not export it). */
function installedVersion(name: string): string {
  let dir = path.dirname(requireHere.resolve(name));
  for (let i = 0; i < 6; i++, dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === name && pkg.version) return pkg.version;
    } catch {
      // not this folder
    }
  }
  return 'unknown';
}

/**
 * Template engines that keep one registry of helpers and partials per loaded copy: themes register
 * theirs when they load (macchiato, caffeine and autumn each a `formatAddress` and a `formatDate` of
 * their own), so themes sharing a copy print with the helpers of whichever loaded last.
 */
const SHARED_ENGINES = ['handlebars'];
const engineFolders = SHARED_ENGINES.map((name) => `${path.sep}node_modules${path.sep}${name}${path.sep}`);

/** Drops the engines from Node's module cache, so the next theme to load gets copies of its own. */
function forgetEngines(): void {
  for (const key of Object.keys(requireHere.cache)) if (engineFolders.some((folder) => key.includes(folder))) delete requireHere.cache[key];
}

let loading: Promise<unknown> = Promise.resolve();

/** One theme loads at a time, each with its own copy of the template engines it requires. */
function loadTheme(spec: ThemeSpec): Promise<Theme> {
  const load = async (): Promise<Theme> => {
    forgetEngines();
    try {
      const mod = (await import(packageName(spec))) as Partial<Theme> & { default?: Partial<Theme> };
      const render = mod.render ?? mod.default?.render;
      if (typeof render !== 'function') throw new Error(`${packageName(spec)} has no render function`);
      return { render };
    } finally {
      forgetEngines();
    }
  };
  const theme = loading.then(load);
  loading = theme.catch(() => undefined);
  return theme;
}

/**
 * Per-document variety in the resume itself, with what it takes away: no profile paragraph, no
 * location, no LinkedIn, years without months (only where the theme prints dates as written), no
 * job locations, no volunteering, awards and certificates.
 */
function vary(resume: JsonResume, spec: ThemeSpec, random: () => number): TruthField[] {
  const left: TruthField[] = [];
  if (chance(0.12, random)) {
    delete resume.basics.summary;
    left.push('summary');
  }
  if (chance(0.1, random)) {
    // Empty rather than missing: some themes read its fields unguarded.
    resume.basics.location = {};
    left.push('location');
  }
  if (resume.basics.profiles.length && chance(0.1, random)) {
    resume.basics.profiles = [];
    left.push('linkedin');
  }
  if (spec.datesAsWritten && chance(0.15, random)) {
    const year = (date: string) => date.slice(0, 4);
    for (const entry of [...resume.work, ...resume.volunteer, ...resume.education]) {
      if (entry.startDate) entry.startDate = year(entry.startDate);
      if (entry.endDate) entry.endDate = year(entry.endDate);
    }
    left.push('experience.month');
  }
  if (chance(0.5, random)) for (const work of resume.work) delete work.location;
  if (chance(0.4, random)) {
    resume.volunteer = [];
    resume.awards = [];
    resume.certificates = [];
  }
  return left;
}

const themes = new Map<string, Promise<Theme>>();

/** The theme's page of a resume; the theme gets a copy of its own (with the pre-1.0 names where it reads them), since themes change what they are given. */
export async function themeHtml(spec: ThemeSpec, resume: JsonResume): Promise<string> {
  const theme = themes.get(spec.theme) ?? loadTheme(spec);
  themes.set(spec.theme, theme);
  const input = spec.legacy ? withLegacyAliases(resume) : (structuredClone(resume) as unknown as Record<string, unknown>);
  // Themes change what they are given (each render gets its own copy) and some log what they format.
  return quietly(async () => (await theme).render(input));
}

/**
 * The theme printed to PDF (`theme-<name>`), or its page saved as Word by LibreOffice
 * (`theme-<name>-word`); both in the theme's group, since they share its markup.
 */
function themeFamily(spec: ThemeSpec, format: 'pdf' | 'docx'): LayoutFamily {
  const name = format === 'pdf' ? `theme-${spec.theme}` : `theme-${spec.theme}-word`;
  return {
    name,
    group: `theme-${spec.theme}`,
    formats: [format],
    async available() {
      try {
        requireHere.resolve(packageName(spec));
      } catch {
        return `${packageName(spec)} not installed (npm ci)`;
      }
      return format === 'pdf' ? chromiumMissing() : sofficeMissing();
    },
    ...(format === 'pdf' ? { refuses: chromiumRefuses } : {}),
    async render(person, options: RenderOptions): Promise<Rendered> {
      if (options.format !== format) throw new Error(`${name} renders ${format} only`);
      const resume = toJsonResume(person);
      const varied = vary(resume, spec, options.random);
      const html = await themeHtml(spec, resume);
      const version = `${packageName(spec)}@${installedVersion(packageName(spec))}`;
      const bytes = format === 'pdf' ? await printHtml(html) : await convertHtml(htmlForWord(html), 'docx');
      const notRendered = new Set<TruthField>([...varied, ...spec.leavesOut(resume, options.format)]);
      if (!spec.studySummary) notRendered.add('education.summary');
      if (spec.studyDates === 'end' || spec.studyDates === 'none') notRendered.add('education.start_year');
      return {
        bytes,
        format: options.format,
        producedBy: options.format === 'pdf' ? `${version} → Chromium (print, A4, offline)` : `${version} → LibreOffice (HTML → DOCX)`,
        notRendered: [...notRendered],
        printedStudies: printedStudies(spec, resume),
      };
    },
  };
}

export const THEME_FAMILIES: LayoutFamily[] = THEMES.flatMap((spec) => [themeFamily(spec, 'pdf'), themeFamily(spec, 'docx')]);

/** Groups of the development themes (the others are held out from development). */
export const DEVELOPMENT_THEME_GROUPS = THEMES.filter((spec) => spec.development).map((spec) => `theme-${spec.theme}`);

/**
 * Runs a theme's render with console.log silenced: some themes log every date they format. Renders
 * run several at a time, so the first to start silences it and the last to end gives it back (each
 * restoring what it found would leave it silenced when they overlap).
 */
let rendering = 0;
let logOutside = console.log;
export async function quietly<T>(render: () => Promise<T>): Promise<T> {
  if (rendering++ === 0) {
    logOutside = console.log;
    console.log = () => undefined;
  }
  try {
    return await render();
  } finally {
    if (--rendering === 0) console.log = logOutside;
  }
}
