/**
 * Layout families of the product's own CV templates: one family per template (classic, modern,
 * executive), group `product`, in the product's six CV languages. The person becomes CV data
 * (to-cv.ts); the document is what the product itself exports: the styled-CV HTML printed to an A4
 * PDF by the product's Chromium pool (src/server/documents/export.ts), or the product's Word
 * document built from the same CV view (src/cv/docx.ts).
 *
 * Each document gets CV settings of its own (seeded): section order, and now and then a section
 * or field switched off the way a recruiter would (no languages, no profile, no sidebar, no
 * LinkedIn, no entry summaries, graduation years only, no phone). What is switched off goes to
 * `notRendered`, so the truth leaves it out.
 */
import { Packer } from 'docx';
import { buildCvDocx } from '../../../src/cv/docx.js';
import { TEMPLATE_KEYS, type TemplateKey } from '../../../src/cv/view.js';
import { printPdf } from '../../../src/server/documents/chromium-pool.js';
import { styledCvHtml, styledCvView, type StyledCvInput } from '../../../src/server/documents/styled-cv.js';
import type { OrganisationRow } from '../../../src/server/modules/organisation/repository.js';
import { CV_LANGUAGES, FIELD_KEYS, REMOVE_SIDEBAR, type CvData, type CvSettings, type SectionKey } from '../../../src/shared/schemas/cv.js';
import { chromiumMissing, chromiumRefuses, corpusPool } from '../chromium.js';
import { chance } from '../random.js';
import { isProductLanguage, toCv } from '../to-cv.js';
import type { LayoutFamily, Person, RenderOptions, Rendered, TruthField } from '../types.js';

/** The organisation the documents are made for: neutral colours, no logo (what the product prints for an account without branding). */
const ORGANISATION = { name: 'Corpus', defaultCurrency: 'EUR', defaultCountryCode: null, theme: null } as unknown as OrganisationRow;

type Plan = { data: CvData; settings: CvSettings; notRendered: TruthField[]; oldestFirst: ('experience' | 'education')[] };

/** The CV data and settings of one document, and what they leave out. */
export function productPlan(person: Person, random: () => number): Plan {
  const data = toCv(person);
  const notRendered: TruthField[] = [];
  const hide = (...fields: TruthField[]) => notRendered.push(...fields.filter((f) => !notRendered.includes(f)));

  // Sections: profile first; skills before or after the career; languages, certificates, other information at the end.
  const middle: SectionKey[] = chance(0.5, random) ? ['skills', 'experience', 'education'] : ['experience', 'education', 'skills'];
  const sections: SectionKey[] = [];
  if (chance(0.9, random)) sections.push('brief');
  else hide('summary');
  sections.push(...middle);
  if (chance(0.85, random)) sections.push('languages_info');
  else hide('languages');
  if (person.certificates.length) sections.push('qualification');
  if (person.awards.length || person.volunteering.length) sections.push('other_info');
  const contactSection = chance(0.2, random);
  if (contactSection) sections.splice(1, 0, 'contact_section');

  // The sidebar (location, LinkedIn, date of birth) may be removed or trimmed.
  let info: string[] = [...FIELD_KEYS.info];
  if (chance(0.15, random)) info = [REMOVE_SIDEBAR];
  else if (chance(0.2, random)) info = info.filter((k) => k !== 'linkedin');
  const sidebar = !info.includes(REMOVE_SIDEBAR);
  if (!contactSection && !(sidebar && info.includes('location'))) hide('location');
  if (!contactSection && !(sidebar && info.includes('linkedin'))) hide('linkedin');

  const experience = chance(0.15, random) ? FIELD_KEYS.experience.filter((k) => k !== 'summary') : [...FIELD_KEYS.experience];
  if (!experience.includes('summary')) hide('experience.summary');
  const education = chance(0.15, random) ? FIELD_KEYS.education.filter((k) => k !== 'summary') : [...FIELD_KEYS.education];
  if (!education.includes('summary')) hide('education.summary');
  if (chance(0.2, random)) {
    data.education = data.education?.map((e) => ({ ...e, show_only_enddate: true }));
    hide('education.start_year');
  }
  if (chance(0.08, random)) {
    data.add_phone_to_cv = false;
    hide('phones');
  }

  // Japanese CVs list the career oldest first (the view reverses it); education follows suit here.
  const oldestFirst: Plan['oldestFirst'] = [];
  if (person.language === 'ja') {
    oldestFirst.push('experience', 'education');
    data.education = [...(data.education ?? [])].reverse();
  }

  return { data, settings: { sections, fields: { header: [...FIELD_KEYS.header], info, experience, education } }, notRendered, oldestFirst };
}

function productFamily(template: TemplateKey): LayoutFamily {
  return {
    name: `product-${template}`,
    group: 'product',
    formats: ['pdf', 'docx'],
    languages: [...CV_LANGUAGES],
    available: chromiumMissing,
    refuses: chromiumRefuses,
    async render(person: Person, options: RenderOptions): Promise<Rendered> {
      if (!isProductLanguage(person.language)) throw new Error(`product-${template}: no ${person.language} CVs (the product prints ${CV_LANGUAGES.join(', ')})`);
      const plan = productPlan(person, options.random);
      const input: StyledCvInput = {
        data: plan.data,
        template,
        branding: null,
        organisation: ORGANISATION,
        settings: plan.settings,
        anonymous: false,
        language: person.language,
      };
      const view = styledCvView(input);
      let bytes: Uint8Array;
      let producedBy: string;
      if (options.format === 'pdf') {
        bytes = await printPdf(corpusPool(), styledCvHtml(input, view));
        producedBy = `product template "${template}" → HTML → PDF (the product's Chromium pool, A4)`;
      } else {
        bytes = new Uint8Array(await Packer.toBuffer(buildCvDocx(view, { branding: null, avatar: null, creator: 'Corpus' })));
        producedBy = `product template "${template}" → the product's Word export (docx)`;
      }
      return { bytes, format: options.format, producedBy, notRendered: plan.notRendered, oldestFirst: plan.oldestFirst };
    },
  };
}

export const PRODUCT_FAMILIES: LayoutFamily[] = TEMPLATE_KEYS.map(productFamily);
