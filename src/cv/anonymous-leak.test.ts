/**
 * The leak test: for every demo CV × every template × CV languages en and ja, the anonymous HTML
 * contains none of the candidate's identifying values. The values are derived here independently
 * of the view-model's own scrubber, in several spellings, and matched case-insensitively against
 * the entity-decoded document, so an escaped or re-spaced leak is still caught.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CVS } from './demo/index.js';
import type { CvData, CvLanguage } from './model.js';
import { renderCvHtml } from './render.js';
import { buildCvView, decodeEntities, TEMPLATE_KEYS, type CvView } from './view.js';

const TODAY = new Date('2025-06-01T00:00:00Z');
const LOCALES: Record<string, string> = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE', fr: 'fr-FR', it: 'it-IT', ja: 'ja-JP' };

/** Every spelling of the candidate's identifying values we can reasonably expect in a document. */
export function identifyingValues(cv: CvData, language: CvLanguage): string[] {
  const values = new Set<string>();
  const add = (v: string | null | undefined) => {
    if (v && v.trim().length > 1) values.add(v.trim().toLowerCase());
  };
  add(cv.first_name);
  add(cv.last_name);
  add(`${cv.first_name} ${cv.last_name}`);
  add(`${cv.last_name} ${cv.first_name}`);
  add(`${cv.last_name}${cv.first_name}`);
  add(cv.name);
  add(cv.email);
  for (const p of cv.phones ?? []) {
    const national = p.number.replace(/\D/g, '');
    const withoutTrunk = national.replace(/^0+/, '');
    const cc = (p.code?.code ?? '').replace(/\D/g, '');
    add(p.number);
    add(national);
    add(`${p.code?.code} ${p.number}`);
    add(`+${cc}${withoutTrunk}`);
    add(`${cc}${withoutTrunk}`);
    add(`+${cc} ${withoutTrunk}`);
    add(withoutTrunk.replace(/(\d{3})(?=\d)/g, '$1 '));
  }
  if (cv.linkedin) {
    add(cv.linkedin);
    add(cv.linkedin.replace(/^https?:\/\/(www\.)?/, ''));
    add(/\/in\/([^/]+)/.exec(cv.linkedin)?.[1]);
  }
  if (cv.dateofbirth) {
    add(cv.dateofbirth);
    const [y, m, d] = cv.dateofbirth.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    for (const locale of new Set([LOCALES[language], 'en-GB', 'en-US'])) add(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date));
    add(`${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`);
    add(`${d}.${m}.${y}`);
  }
  add(cv.avatar);
  add(cv.agreement_avatar);
  return [...values];
}

/** Digits joined across spaces and punctuation, so "+44 7700 900-123" and "+447700900123" compare equal. */
const compactDigits = (s: string) => s.replace(/(?<=\d)[\s().\-/\u00a0]+(?=\d)/g, '');

/** The identifying values found in a document (entity-decoded, NFC, case-insensitive, digit runs compacted). */
export function findLeaks(html: string, values: string[]): string[] {
  const haystack = decodeEntities(html).normalize('NFC').toLowerCase();
  const compact = compactDigits(haystack);
  return values.filter((v) => haystack.includes(v.normalize('NFC')) || compact.includes(compactDigits(v.normalize('NFC'))));
}

const anonymousView = (cv: CvData, language: CvLanguage, template: (typeof TEMPLATE_KEYS)[number]): CvView =>
  buildCvView({
    data: cv,
    // Every section and every field on, so nothing is hidden merely by the default settings.
    settings: { sections: ['brief', 'key_information', 'candidate_information', 'contact_section', 'candidate_contact', 'crm_ref_info', 'top_skills', 'skills', 'experience', 'reasons_for_leaving', 'education', 'qualification', 'languages_info', 'salary_information', 'current_salary', 'package_info', 'notice_period_info', 'relocation', 'other_info', 'other_information', 'motivation', 'consultant_contact'], fields: null },
    version: 'anonymous',
    language,
    template,
    organisation: { default_currency: null },
    consultant: { name: 'Rachel Adeyemi', email: 'rachel@agency.example', phone: '+44 20 7946 0000' },
    today: TODAY,
  });

describe('anonymous CV leak test', () => {
  for (const cv of DEMO_CVS) {
    for (const language of ['en', 'ja', cv.custom_fields?.template_language_variant ?? 'en'] as CvLanguage[]) {
      for (const template of TEMPLATE_KEYS) {
        it(`${cv.id} · ${language} · ${template}: no identifying value`, () => {
          const html = renderCvHtml(anonymousView(cv, language, template), { branding: null });
          expect(findLeaks(html, identifyingValues(cv, language))).toEqual([]);
        });
      }
    }
  }

  it('the full version does contain them (the check looks in the right place)', () => {
    const cv = DEMO_CVS[0];
    const view = buildCvView({ data: cv, settings: null, version: 'full', template: 'classic', organisation: { default_currency: null }, today: TODAY });
    const leaks = findLeaks(renderCvHtml(view, { branding: null }), identifyingValues(cv, 'nl'));
    expect(leaks).toEqual(expect.arrayContaining([cv.email?.toLowerCase(), 'sanne']));
  });

  it('catches a planted leak: an email slipped into an anonymous section', () => {
    const cv = DEMO_CVS[1];
    const view = anonymousView(cv, 'de', 'modern');
    const planted: CvView = { ...view, sections: [...view.sections, { kind: 'rich', key: 'other_info', title: 'x', html: `<p>${cv.email}</p>` }] };
    expect(findLeaks(renderCvHtml(planted, { branding: null }), identifyingValues(cv, 'de'))).toEqual(expect.arrayContaining([cv.email?.toLowerCase()]));
  });

  it('catches a phone number that was re-spaced, and a name escaped as an HTML entity', () => {
    const cv: CvData = { ...DEMO_CVS[5], last_name: "O'Pennington" };
    const html = `<p>Call +44 (0)7700-900 123 — ${"O&#x27;Pennington".toUpperCase()}</p>`;
    expect(findLeaks(html, identifyingValues(cv, 'en'))).toEqual(expect.arrayContaining(['07700 900123', "o'pennington"]));
  });

  it('scrubs identifying values written into free text of the anonymous version', () => {
    const cv: CvData = {
      ...DEMO_CVS[5],
      anonymous_brief: '<p>Olivia (olivia.p@elsewhere.example, 07700-900-123, +44 7700 900123, born 1 December 1989) — linkedin.com/in/olivia-pennington-rn</p>',
    };
    const view = anonymousView(cv, 'en', 'classic');
    const brief = view.sections.find((s) => s.key === 'brief');
    expect(brief).toMatchObject({ kind: 'rich' });
    const html = brief?.kind === 'rich' ? brief.html : '';
    expect(html).toContain('Registered Nurse (ICU)');
    expect(html).not.toMatch(/olivia|@|7700|1989|linkedin/i);
  });
});
