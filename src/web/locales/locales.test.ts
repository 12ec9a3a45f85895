/**
 * Every interface language has every English key, with the same placeholders, and no empty text; and
 * it is a translation: a text equal to the English one is allowed only where the allow-list says why.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../../shared/constants.js';

const dir = path.join(__dirname);
const read = (lang: string, file: string) => JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8'));
const flatten = (value: unknown, prefix = ''): Record<string, string> =>
  typeof value === 'string'
    ? { [prefix]: value }
    : Object.assign({}, ...Object.entries(value as Record<string, unknown>).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const files = readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));
const translated = INTERFACE_LANGUAGES.filter((l) => l !== 'en');

type Lang = (typeof translated)[number];
const EVERY: readonly Lang[] = translated;

/**
 * The only texts that may read exactly as in English (`namespace:key`), per language, each with why.
 * Anything else equal to English is an untranslated text.
 */
const SAME_AS_ENGLISH: readonly { key: string; languages: readonly Lang[]; reason: string }[] = [
  { key: 'cv:fieldKeys.info.linkedin', languages: EVERY, reason: 'brand name' },
  { key: 'jobs:timeline.moved', languages: EVERY, reason: 'only the two stages and an arrow' },
  { key: 'jobs:timeline.action', languages: EVERY, reason: 'only the stage' },
  { key: 'cv:form.header.linkedin', languages: EVERY, reason: 'brand name' },
  { key: 'pages:titles.cvStyler', languages: EVERY, reason: 'the product area’s name, kept as a name in every language' },
  { key: 'pages:cvStyler.title', languages: EVERY, reason: 'the product area’s name' },
  { key: 'shell:nav.cvStyler', languages: EVERY, reason: 'the product area’s name' },
  { key: 'cv:branding.title', languages: ['de'], reason: 'the product area’s name and “Branding”, the German term' },
  { key: 'cv:branding.open', languages: ['de'], reason: '“Branding” is the German term' },
  { key: 'cv:enums.education.mba', languages: EVERY, reason: 'the degree’s abbreviation' },
  { key: 'cv:widgets.richText.bulletListShort', languages: EVERY, reason: 'a symbol' },
  { key: 'cv:widgets.richText.orderedListShort', languages: EVERY, reason: 'a symbol' },
  { key: 'cv:widgets.richText.boldShort', languages: ['nl'], reason: 'Dutch editors label bold “B”' },
  { key: 'cv:widgets.richText.italicShort', languages: ['nl', 'fr', 'pt'], reason: 'cursief, italique, itálico: “I” in these editors' },
  { key: 'cv:fieldKeys.info.recruiter', languages: ['nl', 'de'], reason: 'the Dutch and German job title is “Recruiter”' },
  { key: 'cv:enums.employment.freelance', languages: ['nl'], reason: 'the Dutch word' },
  { key: 'cv:enums.employment.trainee', languages: ['nl', 'de', 'pt'], reason: 'the word these job markets use' },
  { key: 'cv:enums.education.diploma', languages: ['nl', 'pt', 'es'], reason: 'the same word' },
  { key: 'cv:enums.education.bachelor', languages: ['nl', 'de'], reason: 'the degree’s name in these countries' },
  { key: 'cv:enums.education.master', languages: ['nl', 'fr', 'de'], reason: 'the degree’s name in these countries' },
  { key: 'common:pagination.cv_one', languages: ['fr', 'pt', 'es'], reason: '“CV” is the word' },
  { key: 'common:pagination.cvOf_one', languages: ['fr', 'pt', 'es'], reason: '“CV” is the word' },
  { key: 'cv:preview.pages_one', languages: ['fr'], reason: 'the same word' },
  { key: 'cv:preview.pages_other', languages: ['fr'], reason: 'the same word' },
  { key: 'cv:settings.sections', languages: ['fr'], reason: 'the same word' },
  { key: 'cv:sectionKeys.motivation', languages: ['fr', 'de'], reason: 'the same word' },
  { key: 'cv:form.brief.details', languages: ['fr'], reason: 'the same word' },
  { key: 'cv:landing.columns.actions', languages: ['fr'], reason: 'the same word' },
  { key: 'cv:landing.columns.name', languages: ['de'], reason: 'the same word' },
  { key: 'common:errors.errorDialogTitle', languages: ['es'], reason: 'the same word' },
  { key: 'panel:sidebarLabel', languages: ['fr'], reason: 'the same word' },
  { key: 'panel:sidebar.organisations', languages: ['fr'], reason: 'the same word' },
  { key: 'panel:overview.organisations', languages: ['fr'], reason: 'the same word' },
  { key: 'panel:overview.count_one', languages: ['fr'], reason: 'the same word' },
  { key: 'panel:overview.count_other', languages: ['fr'], reason: 'the same word' },
  { key: 'panel:list.title', languages: ['fr'], reason: 'the same word' },
  { key: 'panel:list.label_one', languages: ['fr'], reason: 'the same word' },
  { key: 'panel:list.label_other', languages: ['fr'], reason: 'the same word' },
  { key: 'panel:list.labelOf_one', languages: ['fr'], reason: 'the same word' },
  { key: 'panel:list.labelOf_other', languages: ['fr'], reason: 'the same word' },
  { key: 'panel:list.columns.name', languages: ['de'], reason: 'the same word' },
  { key: 'panel:form.name', languages: ['de'], reason: 'the same word' },
  { key: 'panel:list.columns.subdomain', languages: ['de'], reason: 'the same word' },
  { key: 'panel:form.subdomain', languages: ['de'], reason: 'the same word' },
  { key: 'panel:list.columns.edition', languages: ['de'], reason: 'the same word' },
  { key: 'panel:form.edition', languages: ['de'], reason: 'the same word' },
  { key: 'panel:editions.japan', languages: ['nl', 'de'], reason: 'the country’s name is the same' },
  { key: 'panel:editions.europe', languages: ['fr'], reason: 'the same word' },
  { key: 'panel:editions.france', languages: ['fr'], reason: 'the country’s name is the same' },
  { key: 'panel:detail.logo', languages: ['nl', 'fr', 'de'], reason: 'the same word' },
  { key: 'panel:form.feature.agreements_feature', languages: ['de'], reason: 'the product area’s name' },
  { key: 'pages:titles.panel', languages: ['es'], reason: 'the same word' },
  { key: 'panel:title', languages: ['es'], reason: 'the same word' },
  { key: 'shell:menu.panel', languages: ['es'], reason: 'the same word' },
  { key: 'shell:notifications.label', languages: ['fr'], reason: 'the same word' },
  { key: 'shell:notifications.title', languages: ['fr'], reason: 'the same word' },
  { key: 'lists:tree.count_one', languages: ['fr'], reason: '“CV” is the word' },
  { key: 'lists:page.columns.actions', languages: ['fr'], reason: 'the same word' },
  { key: 'lists:page.columns.name', languages: ['de'], reason: 'the same word' },
  { key: 'candidates:filters.units.km', languages: EVERY, reason: 'the unit’s symbol' },
  { key: 'candidates:filters.units.miles', languages: ['fr'], reason: 'the same word' },
  { key: 'candidates:filters.associations', languages: ['fr'], reason: 'the same word' },
  { key: 'candidates:filters.label', languages: ['nl'], reason: 'the same word' },
  { key: 'candidates:filters.toggle', languages: ['nl'], reason: 'the same word' },
  { key: 'candidates:filters.toggleNone', languages: ['nl'], reason: 'the same word' },
  { key: 'recruitment:projects.statusFilter', languages: ['nl', 'de'], reason: 'the same word' },
  { key: 'recruitment:projects.status.open', languages: ['nl'], reason: 'the same word' },
  { key: 'recruitment:projects.jobStatus.open', languages: ['nl'], reason: 'the same word' },
  { key: 'recruitment:projects.columns.name', languages: ['nl'], reason: 'the same word' },
  { key: 'recruitment:projects.columns.status', languages: ['nl', 'de'], reason: 'the same word' },
  { key: 'recruitment:projects.label_one', languages: ['nl'], reason: 'the same word' },
  { key: 'recruitment:projects.labelOf_one', languages: ['nl'], reason: 'the same word' },
  { key: 'recruitment:links.kind.link', languages: ['nl', 'de', 'pt'], reason: 'the same word' },
  { key: 'recruitment:links.kind.document', languages: ['nl', 'fr'], reason: 'the same word' },
  { key: 'recruitment:dashboard.title', languages: ['nl', 'de'], reason: 'the word these languages use' },
  { key: 'recruitment:dashboard.jobsByStatus', languages: ['nl', 'de', 'pt', 'es'], reason: 'only its placeholders and a colon' },
  { key: 'recruitment:projects.columns.actions', languages: ['fr'], reason: 'the same word' },
  { key: 'recruitment:projects.form.description', languages: ['fr'], reason: 'the same word' },
  { key: 'recruitment:links.columns.actions', languages: ['fr'], reason: 'the same word' },
  { key: 'recruitment:reports.names.placements', languages: ['fr'], reason: 'the same word' },
  { key: 'recruitment:reports.names.pipeline', languages: ['fr', 'de', 'pt'], reason: 'the same word' },
  { key: 'recruitment:projects.form.name', languages: ['de'], reason: 'the same word' },
  { key: 'pages:titles.dashboard', languages: ['nl', 'de'], reason: 'the word these languages use' },
  { key: 'pages:titles.project', languages: ['nl'], reason: 'the same word' },
  { key: 'shell:nav.dashboard', languages: ['nl', 'de'], reason: 'the word these languages use' },
  { key: 'external:providers.json_resume.name', languages: EVERY, reason: 'the format’s name' },
  { key: 'external:profiles.columns.status', languages: ['nl', 'de'], reason: 'the same word' },
  { key: 'external:profiles.columns.details', languages: ['nl', 'de'], reason: 'the same word' },
  { key: 'groups:form.name', languages: ['de'], reason: 'the same word' },
  { key: 'groups:form.logo', languages: ['de', 'fr', 'nl'], reason: 'the same word' },
  { key: 'groups:columns.actions', languages: ['fr'], reason: 'the same word' },
  { key: 'groups:cvCount_one', languages: ['fr', 'es', 'pt'], reason: 'the same words' },
  { key: 'profile:summary.avatar.zoom', languages: ['de', 'fr', 'nl', 'es', 'pt'], reason: 'the word these languages use' },
  { key: 'team:nav.teams', languages: ['de', 'nl'], reason: 'the word these languages use' },
  { key: 'teams:title', languages: ['de', 'nl'], reason: 'the word these languages use' },
  { key: 'teams:columns.name', languages: ['de', 'nl'], reason: 'the word these languages use' },
  { key: 'teams:form.name', languages: ['de'], reason: 'the same word' },
];

const allowed = (lang: Lang, key: string) => SAME_AS_ENGLISH.some((a) => a.key === key && a.languages.includes(lang));
/** Every text of a language, as `namespace:key` → text. */
const catalogue = (lang: string) =>
  Object.assign({}, ...files.map((file) => Object.fromEntries(Object.entries(flatten(read(lang, file))).map(([k, v]) => [`${file.replace(/\.json$/, '')}:${k}`, v])))) as Record<
    string,
    string
  >;

describe.each(translated)('%s catalogues', (lang) => {
  it.each(files)('%s has every English key, the same placeholders and no empty text', (file) => {
    const en = flatten(read('en', file));
    const other = flatten(read(lang, file));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(other[key].trim(), `${lang}/${file} ${key}`).not.toBe('');
      expect(placeholders(other[key]), `${lang}/${file} ${key}`).toEqual(placeholders(text));
    }
  });

  it('is a translation: no text equals the English one unless the allow-list says why', () => {
    const en = catalogue('en');
    const other = catalogue(lang);
    const untranslated = Object.keys(en).filter((key) => other[key] === en[key] && !allowed(lang, key));
    expect(untranslated.map((key) => `${key}: ${en[key]}`)).toEqual([]);
  });

  it('allows only texts that are still the same as English (the list does not go stale)', () => {
    const en = catalogue('en');
    const other = catalogue(lang);
    const stale = SAME_AS_ENGLISH.filter((a) => a.languages.includes(lang) && other[a.key] !== en[a.key]).map((a) => a.key);
    expect(stale).toEqual([]);
  });
});

it('every allow-list entry gives a reason', () => {
  for (const entry of SAME_AS_ENGLISH) expect(entry.reason.trim(), entry.key).not.toBe('');
});
