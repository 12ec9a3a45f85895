/**
 * Digests of what a candidate decided about: the styled CV they were shown (SHA-256 of its HTML) and
 * the CV's content (data, template, branding, consultant, office), which tells whether an edit since
 * has made an approval outdated. The content digest reads JSON with its keys sorted, so the same CV
 * gives the same digest whatever order its keys were stored in.
 */
import { createHash } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

export type ContentOfCv = {
  data: unknown;
  templateId: number | null;
  brandingAccountId: number | null;
  consultantId: number | null;
  consultant2Id: number | null;
  office: unknown;
};

/** SHA-256 (hex) of what the CV says and how it is styled. */
export const contentDigest = (row: ContentOfCv): string =>
  sha256(
    canonical({
      data: row.data,
      template_id: row.templateId,
      branding_account_id: row.brandingAccountId,
      consultant_id: row.consultantId,
      consultant2_id: row.consultant2Id,
      office: row.office ?? null,
    }),
  );

/** SHA-256 (hex) of the styled CV's HTML exactly as it was shown. */
export const cvDigest = (html: string): string => sha256(html);
