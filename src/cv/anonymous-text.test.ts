/**
 * What the anonymous version writes where it scrubbed a value out of free text: a neutral phrase of
 * the CV language, or the clause (or sentence) goes; never a hole ("call him on .", "Bereikbaar via
 * voor referenties."), never an identifying value.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CVS } from './demo/index.js';
import { renderCvHtml } from './render.js';
import { findLeaks, identifyingValues } from './test-support/identifying-values.js';
import { buildCvView, type CvSection } from './view.js';
import type { CvData, CvLanguage } from '../shared/schemas/cv.js';

const TODAY = new Date('2025-06-01T00:00:00Z');
// Sanne: email sanne.vanderheijden@example.nl, phone NL 06 1234 5678, born 14 June 1984, LinkedIn sanne-vdheijden-logistiek.
const sanne = DEMO_CVS.find((c) => c.id === 'demo-nl-logistics')!;
const EMAIL = sanne.email!;
const LINKEDIN = sanne.linkedin!;

const anonymous = (data: Partial<CvData>, language: CvLanguage) =>
  buildCvView({
    data: { ...sanne, ...data },
    settings: { sections: ['brief', 'experience', 'skills', 'other_info'], fields: null },
    version: 'anonymous',
    language,
    template: 'classic',
    organisation: { default_currency: null },
    today: TODAY,
  });
const brief = (html: string, language: CvLanguage) => {
  const section = anonymous({ anonymous_brief: html }, language).sections.find((s): s is Extract<CvSection, { kind: 'rich' }> => s.key === 'brief');
  return section?.html ?? null;
};

/** What a hole leaves behind: doubled spaces, a space before a full stop or comma, empty brackets, doubled or dangling commas. */
const HOLES = /\s{2}|\s[.,]|\(\s*\)|\[\s*\]|,\s*[,.)]|\(\s*,|[:：]\s*(?:<\/|$)|<(p|li|strong)>\s*<\/\1>/;

describe('anonymous free text: phrases instead of holes', () => {
  it.each([
    ['nl', '<p>Bereikbaar via 06-12345678 voor referenties.</p>', '<p>Bereikbaar via het telefoonnummer van uw consultant voor referenties.</p>'],
    ['en', '<p>Call him on +31 6 1234 5678.</p>', "<p>Call him on your consultant's phone number.</p>"],
    ['de', `<p>Schreiben Sie an ${EMAIL} für Referenzen.</p>`, '<p>Schreiben Sie an die E-Mail-Adresse Ihres Ansprechpartners für Referenzen.</p>'],
    ['fr', `<p>Références disponibles auprès de ${EMAIL} ou 06 12 34 56 78 sur demande.</p>`, '<p>Références disponibles auprès des coordonnées de votre consultant sur demande.</p>'],
    ['it', '<p>Referenze su richiesta a 0031 6 1234 5678.</p>', '<p>Referenze su richiesta al numero di telefono del suo consulente.</p>'],
    ['it', '<p>Disponibile al 06-12345678 per le referenze.</p>', '<p>Disponibile al numero di telefono del suo consulente per le referenze.</p>'],
    ['it', `<p>Scrivere a ${EMAIL} per le referenze.</p>`, "<p>Scrivere all'indirizzo e-mail del suo consulente per le referenze.</p>"],
    ['de', '<p>Erreichbar unter 06-12345678 für Rückfragen.</p>', '<p>Erreichbar unter der Telefonnummer Ihres Ansprechpartners für Rückfragen.</p>'],
    ['fr', '<p>Joignable de 9h à 18h au 06 12 34 56 78.</p>', '<p>Joignable de 9h à 18h au numéro de téléphone de votre consultant.</p>'],
    ['ja', '<p>経験豊富なマネージャーです。06-1234-5678までご連絡ください。</p>', '<p>経験豊富なマネージャーです。担当コンサルタントの電話番号までご連絡ください。</p>'],
    ['en', `<p>Profile and references at ${LINKEDIN} on request.</p>`, '<p>Profile and references at LinkedIn on request.</p>'],
    ['en', '<p>Sanne van der Heijden leads the team; Sanne can be reached at 06-12345678 after 6 pm.</p>', "<p>Logistiek manager K-214 leads the team; Logistiek manager K-214 can be reached at your consultant's phone number after 6 pm.</p>"],
  ] as const)('%s: %s', (language, html, expected) => {
    expect(brief(html, language)).toBe(expected);
  });

  it.each([
    ['en', '<p>Tel: 06-12345678. E-mail: ' + EMAIL + '. Leads a team of 120.</p>', '<p>Leads a team of 120.</p>'],
    ['nl', `<p>Sanne (${EMAIL}, 06-12345678, geboren 14 juni 1984) — ${LINKEDIN}</p>`, '<p>Logistiek manager K-214</p>'],
    ['en', '<p>Experienced manager, born 14 June 1984, based in Brabant.</p>', '<p>Experienced manager, based in Brabant.</p>'],
    ['en', '<p>Born on 14 June 1984 in a small town. Experienced manager.</p>', '<p>Experienced manager.</p>'],
    ['de', `<p>Kontakt: 06-12345678 / ${EMAIL}</p><p>Erfahrene Managerin.</p>`, '<p>Erfahrene Managerin.</p>'],
    ['ja', '<p>電話：06-12345678。経験豊富なマネージャーです。</p>', '<p>経験豊富なマネージャーです。</p>'],
    ['en', '<p>Led a team of 120. Born 14 June 1984, a keen runner.</p>', '<p>Led a team of 120. A keen runner.</p>'],
    ['en', '<p>Led a team of 120. Tel: 06-12345678. Speaks Dutch!</p>', '<p>Led a team of 120. Speaks Dutch!</p>'],
    ['nl', '<p>Leidde een team van 120. Geboren 14-06-1984. Spreekt Duits.</p>', '<p>Leidde een team van 120. Spreekt Duits.</p>'],
    ['en', '<p>Experienced manager, reach me at 06-12345678</p>', "<p>Experienced manager, reach me at your consultant's phone number</p>"],
  ] as const)('%s: drops a clause or sentence where a phrase would not read: %s', (language, html, expected) => {
    expect(brief(html, language)).toBe(expected);
  });

  it('keeps tags balanced around a phrase, and drops list items and paragraphs left empty', () => {
    expect(brief('<p>Call me on <strong>06-12345678</strong>. Thanks.</p>', 'en')).toBe("<p>Call me on <strong>your consultant's phone number</strong>. Thanks.</p>");
    expect(brief(`<ul><li>Planning of 60 trucks</li><li>Mobile: 06-12345678</li><li>References via <em>${EMAIL}</em> on request</li></ul>`, 'nl')).toBe(
      '<ul><li>Planning of 60 trucks</li><li>References via <em>het e-mailadres van uw consultant</em> on request</li></ul>',
    );
    expect(brief(`<p>${EMAIL}</p>`, 'en')).toBeNull();
    expect(brief('<p>Tel. <b>06-12345678</b></p><p>Planner.</p>', 'en')).toBe('<p>Planner.</p>');
  });

  it('fills plain text too (titles, skills)', () => {
    const view = anonymous({ title: `Logistics manager — ${EMAIL}`, skills: ['SAP', `Bel 06-12345678`, 'Planning'] }, 'en');
    expect(view.header.title).toBe('Logistics manager');
    expect(view.sections.find((s) => s.key === 'skills')).toMatchObject({ items: ['SAP', 'Planning'] });
  });

  it('leaves no hole and no identifying value in any CV language, in every free-text field', () => {
    const sentences = [
      `Bereikbaar via 06-12345678 voor referenties.`,
      `Call Sanne on +31 6 1234 5678 or mail ${EMAIL}.`,
      `Profile: ${LINKEDIN}.`,
      `References (${EMAIL}, 06 1234 5678) on request.`,
      `Born 14 June 1984.`,
      `Team lead since 2015, phone 06-12345678, email ${EMAIL}, all references available.`,
    ].join(' ');
    const data: Partial<CvData> = {
      anonymous_brief: `<p>${sentences}</p><ul><li>Planning</li><li>Contact: 06-12345678</li></ul>`,
      experience: (sanne.experience ?? []).map((e) => ({ ...e, summary: `<p>${sentences}</p>` })),
      custom_fields: { ...sanne.custom_fields, other_info: `<p>${sentences}</p>` },
    };
    for (const language of ['en', 'nl', 'de', 'fr', 'it', 'ja'] as const) {
      const view = anonymous(data, language);
      const html = renderCvHtml(view, { branding: null });
      expect(findLeaks(html, identifyingValues(sanne, language)), language).toEqual([]);
      for (const section of view.sections) {
        const texts = section.kind === 'rich' ? [section.html] : section.kind === 'experience' ? section.groups.flatMap((g) => g.entries.map((e) => e.summaryHtml ?? '')) : [];
        for (const text of texts) expect(text, `${language} ${section.key}`).not.toMatch(HOLES);
      }
    }
  });

  it('leaves the full version as written', () => {
    const view = buildCvView({ data: { ...sanne, details: '<p>Bereikbaar via 06-12345678 voor referenties.</p>' }, settings: null, version: 'full', template: 'classic', organisation: { default_currency: null }, today: TODAY });
    expect(view.sections.find((s) => s.key === 'brief')).toMatchObject({ html: '<p>Bereikbaar via 06-12345678 voor referenties.</p>' });
  });
});
