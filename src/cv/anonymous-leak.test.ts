/**
 * The leak test: for every demo CV × every template × CV languages en and ja, the anonymous HTML
 * contains none of the candidate's identifying values. The values are derived independently of the
 * view-model's own scrubber (test-support/identifying-values.ts, shared with the PDF/DOCX leak
 * test), in several spellings, and matched case-insensitively against the entity-decoded document,
 * so an escaped or re-spaced leak is still caught.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CVS } from './demo/index.js';
import type { CvData, CvLanguage } from '../shared/schemas/cv.js';
import { CV_LABELS } from './labels/index.js';
import { renderCvHtml } from './render.js';
import { findLeaks, identifyingValues } from './test-support/identifying-values.js';
import { buildCvView, TEMPLATE_KEYS, type CvView } from './view.js';

const TODAY = new Date('2025-06-01T00:00:00Z');

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

  it('fills the holes of planted values with phrases and leaves neither a value nor a hole, for every demo CV', () => {
    for (const cv of DEMO_CVS) {
      const phone = cv.phones?.[0] ? `${cv.phones[0].code?.code ?? ''} ${cv.phones[0].number}`.trim() : '';
      const sentences = [
        cv.email && `Write to ${cv.email} for references.`,
        phone && `Call ${cv.first_name} on ${phone}.`,
        cv.email && phone && `Contact: ${phone} / ${cv.email}`,
        cv.linkedin && `More at ${cv.linkedin} on request.`,
        cv.dateofbirth && `Born ${cv.dateofbirth}, a keen runner.`,
      ].filter(Boolean);
      const planted: CvData = {
        ...cv,
        anonymous_brief: `<p>${sentences.join(' ')}</p><ul><li>${sentences.join('</li><li>')}</li></ul>`,
        custom_fields: { ...cv.custom_fields, other_info: `<p>${sentences.join(' ')}</p>` },
      };
      for (const language of ['en', 'ja', cv.custom_fields?.template_language_variant ?? 'en'] as CvLanguage[]) {
        const view = anonymousView(planted, language, 'classic');
        const html = renderCvHtml(view, { branding: null });
        expect(findLeaks(html, identifyingValues(cv, language)), `${cv.id} · ${language}`).toEqual([]);
        const brief = view.sections.find((s) => s.key === 'brief');
        const text = brief?.kind === 'rich' ? brief.html : '';
        if (cv.email) expect(text, `${cv.id} · ${language}`).toContain(CV_LABELS[language].anonymous.email);
        expect(text, `${cv.id} · ${language}`).not.toMatch(/\s{2}|\s[.,]|\(\s*\)|,\s*[,.]|<li>\s*<\/li>/);
      }
    }
  });
});
