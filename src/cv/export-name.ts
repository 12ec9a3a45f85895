/**
 * File names of exported CVs (issue "Documents and intake", Export): `<name or anon_name> - <title>.<ext>`
 * from the CV view, so the anonymous version is named by its anonymous name and never by the candidate.
 *
 * Safe characters only: letters (accented and CJK too), marks, digits, spaces and `- _ . , ( ) & + #`.
 * Path separators, quotes, control and format characters, and the characters Windows refuses in
 * file names are dropped; whitespace is collapsed. An empty result falls back to "CV".
 */
import type { CvView } from './view.js';

export type ExportExtension = 'pdf' | 'docx';

const MAX_BASE_LENGTH = 120;
const QUOTES = /["'`\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f\u00ab\u00bb\u2039\u203a]/gu;
const UNSAFE = /[^\p{L}\p{M}\p{N} \-_.,()&+#]/gu;

/** One part of a file name (a name or a title) reduced to safe characters; '' when nothing is left. */
export function safeFileNamePart(value: string | null | undefined): string {
  const cleaned = (value ?? '')
    .normalize('NFC')
    .replace(QUOTES, '')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // No hidden files and no trailing dots (Windows drops them).
    .replace(/^[.\s-]+|[.\s]+$/g, '');
  return [...cleaned].slice(0, MAX_BASE_LENGTH).join('').trim();
}

/** The download name of a CV view: "Sanne van der Heijden - Logistiek manager.pdf". */
export function exportFileName(view: Pick<CvView, 'documentTitle' | 'header'>, extension: ExportExtension): string {
  const name = safeFileNamePart(view.header.name || view.documentTitle);
  const title = safeFileNamePart(view.header.title);
  const base = [name, title].filter(Boolean).join(' - ') || 'CV';
  return `${[...base].slice(0, MAX_BASE_LENGTH).join('').trim()}.${extension}`;
}

/** RFC 5987 percent-encoding for `filename*`. */
const encodeRfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** An ASCII stand-in for clients that ignore `filename*`: accents stripped, anything else non-ASCII as "_". */
export function asciiFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  const ascii = base
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '')
    .replace(/_+/g, '_')
    .trim();
  return `${/[A-Za-z0-9]/.test(ascii) ? ascii : 'CV'}${ext}`;
}

/** `attachment; filename="…"; filename*=UTF-8''…` for a file name made by `exportFileName`. */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** The file name of a Content-Disposition header (`filename*` first), or null. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  return plain ? (plain[1] ?? plain[2]).trim() || null : null;
}
