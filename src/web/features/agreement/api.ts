/**
 * The CV styler calls of docs/api.md "CV styler", through the one API client.
 *
 * Paths under /organisation fall under §8's "sign out and reload to the root on any error", which
 * would throw a recruiter out of the editor for a 422 on save. These calls therefore handle their
 * own failures (`handleErrors: false`) and keep §8's sign-out only for a 401.
 */
import { files } from '../../lib/api-files.js';
import { useQuery } from '@tanstack/react-query';
import type { CvData, CvLanguage, CvSettings } from '../../../shared/schemas/cv.js';
import { api, handleApiError, isApiError, type RequestOptions } from '../../lib/api.js';

export type Template = { id: number | string; key?: string; name: string; token?: string | null; css_url?: string | null; preview_image_url?: string | null };
export type Branding = { account_id: number; name: string; logo_url: string | null };

export type Agreement = {
  id: number | string;
  data: CvData;
  template: Template | null;
  branding: Branding | null;
  locked?: boolean;
  locked_at?: string | null;
  candidate_approved?: boolean;
  candidate_approved_at?: string | null;
  fresh?: boolean;
  created_at?: string;
  updated_at?: string;
};

export type StyledCv = { html: string; pages: number; anonymous: boolean };

export type CvSettingsAnswer = { settings: CvSettings; defaults?: unknown };

export type ContactDetails = {
  avatar?: string | null;
  name?: string | null;
  email?: string | null;
  location?: { city?: string | null; administrative?: string | null; country?: string | null } | null;
  phones?: { code?: { code?: string } | null; number?: string }[] | null;
  preferred_locations?: { city?: string | null; administrative?: string | null; country?: string | null }[] | null;
};

/** The body of a save (docs/api.md): the CV and the agreement's choices. */
export type AgreementSave = { data: CvData; template_id?: Template['id'] | null; branding_account_id?: number | null };

/** A §8 sign-out for a 401; every other failure is the caller's to show. */
async function call<T>(path: string, run: (options: RequestOptions) => Promise<T>): Promise<T> {
  try {
    return await run({ handleErrors: false });
  } catch (error) {
    if (isApiError(error) && error.status === 401) handleApiError(path, error);
    throw error;
  }
}

const agreementPath = (id: Agreement['id']) => `organisation/agreements/${id}`;

export const agreementKeys = {
  one: (id: string) => ['agreement', id] as const,
  templates: ['templates', 'mine'] as const,
  settings: ['cv-settings', 'me'] as const,
  contact: (id: string) => ['contact-details', 'agreement', id] as const,
};

export const fetchAgreement = (id: string) => call(agreementPath(id), (o) => api.get<Agreement>(agreementPath(id), o));

export const saveAgreement = (id: Agreement['id'], agreement: AgreementSave) =>
  call(agreementPath(id), (o) => api.put<Agreement>(agreementPath(id), { agreement, token: null }, o));

export const applyTemplate = (id: Agreement['id'], templateId: Template['id']) =>
  call(agreementPath(id), (o) => api.put<Agreement>(`${agreementPath(id)}/apply_template`, { template_id: templateId }, o));

/**
 * The CV as the server renders it. `data` (and `branding_account_id`) carry unsaved edits for the
 * live preview: the server renders them without saving (see the closing note).
 */
export type StyledCvRequest = { anonymous: boolean; language?: CvLanguage; data?: CvData; branding_account_id?: number | null };
export const fetchStyledCv = (id: Agreement['id'], body: StyledCvRequest, signal?: AbortSignal) =>
  call(agreementPath(id), (o) => api.post<StyledCv>(`${agreementPath(id)}/styled_cvs`, body, { ...o, signal }));

export const fetchMyTemplates = () => call('templates', (o) => api.get<{ templates: Template[] }>('templates', { ...o, query: { show_my: true } }));

const SETTINGS_PATH = 'organisation/employees/0/settings';
export const fetchCvSettings = () => call(SETTINGS_PATH, (o) => api.get<CvSettingsAnswer>(SETTINGS_PATH, o));
export const saveCvSettings = (settings: CvSettings) =>
  call(SETTINGS_PATH, (o) => api.put<{ settings: CvSettings }>('organisation/employees/0/update_settings', { settings }, o));

/** Contact details of the agreement's candidate; null when there are none (the dialog then closes, §8). */
export async function fetchContactDetails(id: string): Promise<ContactDetails | null> {
  try {
    return await call('contact_details', (o) => api.get<ContactDetails>(`contact_details/agreement/${id}`, o));
  } catch {
    return null;
  }
}

export function useAgreement(id: string) {
  return useQuery({ queryKey: agreementKeys.one(id), queryFn: () => fetchAgreement(id), staleTime: Infinity, gcTime: 0 });
}

export function useMyTemplates(enabled: boolean) {
  return useQuery({ queryKey: agreementKeys.templates, queryFn: fetchMyTemplates, enabled });
}

/** The formats of the actions bar's downloads: `GET {id}/pdf` and `GET {id}/docx` (Word-export organisations). */
export type CvExportFormat = 'pdf' | 'docx';
/**
 * The saved CV as a file, in the version shown (`anonymous`) and CV language. The Word call also sends
 * the page's address (`currentUrl`, §7).
 */
export const downloadCv = (id: Agreement['id'], format: CvExportFormat, version: { anonymous: boolean; language?: CvLanguage }, signal?: AbortSignal) =>
  call(agreementPath(id), (o) =>
    files.get(`${agreementPath(id)}/${format}`, {
      ...o,
      signal,
      query: { anonymous: version.anonymous, language: version.language, ...(format === 'docx' ? { currentUrl: window.location.href } : {}) },
    }),
  );
