/** What every section builder reads: the data, the version, the language and the text filters. */
import type { CvLabels } from '../labels/index.js';
import type { CvData, CvDate, CvLanguage, ResolvedCvSettings } from '../../shared/schemas/cv.js';
import type { CvAttachmentImage, CvContactPerson, CvOffice } from './types.js';

export type Ctx = {
  data: CvData;
  anonymous: boolean;
  language: CvLanguage;
  L: CvLabels;
  settings: ResolvedCvSettings;
  currency: string;
  today: CvDate;
  consultant: CvContactPerson | null;
  office: CvOffice | null;
  attachments: CvAttachmentImage[];
  /** The country a phone number without a country code is read in: the candidate's location, else the organisation's country. */
  phoneCountry: { candidate: string | null; organisation: string | null };
  /** A candidate-supplied plain string, trimmed and (anonymous) scrubbed; null when empty. */
  text: (s: string | null | undefined) => string | null;
  /** Candidate-supplied rich text, sanitised and (anonymous) scrubbed; null when empty. */
  html: (s: string | null | undefined) => string | null;
};

export const has = (list: readonly string[], key: string) => list.includes(key);
/** A signed link to an attachment image of the server (`GET images/{id}/view`), as the live preview names it. */
export const CV_IMAGE_LINK = /^\/api\/images\/\d{1,10}\/view\?expires=\d{1,12}&signature=[A-Za-z0-9_-]{20,100}$/;
/** An image a CV may show: a PNG or JPEG data URL, or a signed link to an attachment. */
export const isCvImageSource = (src: string) => /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(src) || CV_IMAGE_LINK.test(src);
export const isDataUrl = (url: string | null | undefined): url is string => !!url && /^data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,/i.test(url);
export const joinNonEmpty = (parts: (string | null | undefined)[], sep = ', ') => parts.filter((p): p is string => !!p && !!p.trim()).join(sep) || null;
