/** The assembly: the context (language, labels, settings, text filters), then header, info, cover and sections. */
import { DEFAULT_CURRENCY, DEFAULT_TEMPLATE_LANGUAGE } from '../../shared/constants.js';
import { cvDateOf } from '../format.js';
import { CV_LABELS } from '../labels/index.js';
import { REMOVE_SIDEBAR, resolveCvSettings, type CvLanguage } from '../../shared/schemas/cv.js';
import { anonymousName, makeScrubber } from './anonymise.js';
import { fillHoles, fillHolesInHtml } from './redaction.js';
import { has, type Ctx } from './context.js';
import { coverSheet } from './cover.js';
import { infoItems } from './facts.js';
import { displayName, header } from './header.js';
import { sanitizeRichText } from './sanitise.js';
import { buildSection, sectionOrder } from './sections.js';
import type { BuildCvViewInput, CvView } from './types.js';

export function buildCvView(input: BuildCvViewInput): CvView {
  const { data, version, template } = input;
  const language: CvLanguage = input.language ?? data.custom_fields?.template_language_variant ?? DEFAULT_TEMPLATE_LANGUAGE;
  const L = CV_LABELS[language];
  const anonymous = version === 'anonymous';
  const settings = resolveCvSettings(input.settings);

  const scrubWith = anonymous ? makeScrubber(data, language) : null;
  const anonName = scrubWith ? anonymousName(data, L, (s) => scrubWith(s, '\u0000')) : '';
  const scrub = scrubWith ? (s: string) => scrubWith(s, anonName) : null;
  const text = (s: string | null | undefined) => {
    const t = s?.trim();
    if (!t) return null;
    return (scrub ? fillHoles(scrub(t), L.anonymous).trim() : t) || null;
  };
  const html = (s: string | null | undefined) => {
    const clean = sanitizeRichText(s, scrub ?? undefined);
    return (scrub && clean ? fillHolesInHtml(clean, L.anonymous) : clean) || null;
  };

  const ctx: Ctx = {
    data,
    anonymous,
    language,
    L,
    settings,
    currency: data.preferences?.salary?.currency || input.organisation.default_currency || DEFAULT_CURRENCY,
    today: cvDateOf(input.today ?? new Date()),
    consultant: input.consultant ?? null,
    office: input.office ?? null,
    attachments: input.attachments ?? [],
    phoneCountry: {
      candidate: data.location?.country_code || input.organisation.default_country_code || null,
      organisation: input.organisation.default_country_code || null,
    },
    text,
    html,
  };

  const name = anonymous ? anonName : displayName(data, language);
  // §5: with remove-sidebar the info fields are ignored; their items vanish rather than move, since the user chose to drop them.
  const sidebar = !has(settings.fields.info, REMOVE_SIDEBAR);

  return {
    version,
    language,
    template,
    documentTitle: name || L.misc.candidate,
    header: header(ctx, name),
    info: sidebar ? infoItems(ctx, settings.fields.info) : [],
    sidebar,
    cover: coverSheet(ctx),
    sections: sectionOrder(settings, data.custom_fields).flatMap((key) => buildSection(ctx, key) ?? []),
    labels: { info: L.sections.key_information, contact: L.sections.contact_section, preparedFor: L.misc.preparedFor, coverSheet: L.misc.coverSheet },
  };
}
