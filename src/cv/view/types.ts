/** The view-model's types: what `buildCvView` answers and what templates and the Word export read. */
import type { TemplateKey } from '../../shared/schemas/agreements.js';
import type { AttachmentCategory } from '../../shared/schemas/attachments.js';
import type { CvData, CvLanguage, CvSettings, CvVersion, SectionKey } from '../../shared/schemas/cv.js';

/** The template designs are named in the contract (a template row names one); the view re-exports them for the CV core. */
export { TEMPLATE_KEYS, type TemplateKey } from '../../shared/schemas/agreements.js';

export type CvContactPerson = { name: string; email?: string | null; phone?: string | null };
export type CvOffice = { name: string; address?: string | null; phone?: string | null; email?: string | null };

export type BuildCvViewInput = {
  data: CvData;
  settings: CvSettings | null;
  version: CvVersion;
  /** Default: `data.custom_fields.template_language_variant`, else English. */
  language?: CvLanguage;
  template: TemplateKey;
  /** `default_country_code` reads national phone numbers of the consultant and office (and of a candidate without a location). */
  organisation: { default_currency: string | null; default_country_code?: string | null };
  consultant?: CvContactPerson | null;
  office?: CvOffice | null;
  /** "Today" for ongoing durations; pinned by tests, defaults to now. */
  today?: Date;
  /** The CV's assessment report images (§3 Attachment), in upload order; shown only in the full version. */
  attachments?: CvAttachmentImage[] | null;
};

/**
 * An assessment report image as the caller hands it in: `src` is a PNG/JPEG `data:` URL (exports) or
 * a signed link of the server (`CV_IMAGE_LINK`, the live preview); its pixel size lays it out before it loads.
 */
export type CvAttachmentImage = { category: AttachmentCategory; src: string; width: number; height: number };

/** A labelled value. `key` says which field it came from (stable across languages). */
export type CvFact = { key: string; label: string; value: string };
export type CvContactLine = { kind: 'email' | 'phone'; label: string; value: string };

export type CvExperienceEntry = {
  id: string;
  title: string;
  subtitle: string | null;
  contractType: string | null;
  location: string | null;
  period: string | null;
  duration: string | null;
  summaryHtml: string | null;
  highlightsHtml: string | null;
};
export type CvExperienceGroup = {
  /** The company as shown: its name, the display name when hidden, or the neutral "confidential" label. */
  company: string;
  industry: string | null;
  descriptionHtml: string | null;
  /** The span of the whole group, only for merged groups (more than one entry). */
  period: string | null;
  duration: string | null;
  entries: CvExperienceEntry[];
};
export type CvEducationEntry = {
  id: string;
  title: string;
  level: string | null;
  institution: string | null;
  address: string | null;
  location: string | null;
  period: string | null;
  summaryHtml: string | null;
};
export type CvQualificationEntry = { id: string; period: string | null; summaryHtml: string };
export type CvNote = { heading: string | null; html: string };
/** An image of an `images` section: `alt` names it in the CV language ("Assessment reports 2"). */
export type CvImage = { src: string; width: number; height: number; alt: string };

type Base<K extends string> = { kind: K; key: SectionKey; title: string };
export type CvSection =
  | (Base<'rich'> & { html: string })
  | (Base<'tags'> & { items: string[] })
  | (Base<'experience'> & { groups: CvExperienceGroup[] })
  | (Base<'education'> & { entries: CvEducationEntry[] })
  | (Base<'qualifications'> & { entries: CvQualificationEntry[] })
  | (Base<'languages'> & { items: { name: string; level: string }[] })
  | (Base<'facts'> & { items: CvFact[]; noteHtml: string | null })
  | (Base<'notes'> & { items: CvNote[] })
  | (Base<'images'> & { items: CvImage[] });

export type CvCover = { title: string; preparedFor: string | null; subtitle: string | null; html: string | null; facts: CvFact[] };

export type CvView = {
  version: CvVersion;
  language: CvLanguage;
  template: TemplateKey;
  /** The document's `<title>`: the name shown on the CV (the anonymous name in the anonymous version). */
  documentTitle: string;
  header: { name: string; title: string | null; contact: CvContactLine[]; avatarUrl: string | null };
  /** The info (sidebar) items in settings order; empty when the sidebar is removed. */
  info: CvFact[];
  /** False when the settings remove the sidebar: templates then lay every section out in one column. */
  sidebar: boolean;
  cover: CvCover | null;
  sections: CvSection[];
  /** Headings templates need beyond section titles, resolved for the CV language. */
  labels: { info: string; contact: string; preparedFor: string; coverSheet: string };
};
