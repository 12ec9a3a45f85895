/**
 * The candidate's identifying values and a leak finder, for the anonymous leak tests of every export
 * format (src/cv/anonymous-leak.test.ts for HTML, src/server/documents/export-leak.test.ts for PDF
 * and DOCX). The values are derived here independently of the view-model's own scrubber, in several
 * spellings, and matched case-insensitively against entity-decoded, NFC-normalised text with digit
 * runs compacted, so an escaped or re-spaced leak is still caught.
 */
import type { CvData, CvLanguage } from '../../shared/schemas/cv.js';
import { decodeEntities } from '../../shared/html.js';

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
