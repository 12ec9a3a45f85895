/**
 * What an uploaded client document is, decided by its content and never by its name or the type the
 * browser sent (as resumes, decision 019): a PDF (`%PDF-`), a Word document (a ZIP holding
 * `word/document.xml`, after the resume upload's zip-bomb and XML-declaration checks), or a PNG or
 * JPEG image. Anything else is refused with a message a person can act on.
 */
import { BadZipError, inspectZip, sniff, XmlDeclarationError, ZipBombError } from '../../documents/resume-file.js';
import { HttpError } from '../../lib/errors.js';
import { CLIENT_DOCUMENT_MAX_BYTES } from '../../../shared/schemas/client-documents.js';

export const DOCUMENT_MESSAGES = {
  unsupported: 'Upload a PDF, a Word (.docx) document or a PNG or JPEG image.',
  legacyWord: 'This looks like an old Word (.doc) or a password-protected document. Save it as a .docx without a password and upload it again.',
  tooLarge: 'The file is larger than 10 MB.',
  empty: 'The file is empty.',
  corrupt: 'This file is damaged and cannot be opened. Save or export it again and upload the new file.',
  zipBomb: 'This file unpacks to far more data than a document holds, so it was not accepted.',
  xmlDeclarations: 'This Word file contains XML declarations (a DOCTYPE or entities) that Word never writes, so it was not accepted. Open it in Word, save it as a new .docx and upload that.',
} as const;

export type DocumentKind = { contentType: string; extension: string };

const KINDS = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
} as const satisfies Record<string, DocumentKind>;

const refuse = (status: 413 | 415 | 422, message: string) => (status === 422 ? new HttpError(422, message, { file: [message] }) : new HttpError(status, message));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** The kind of an uploaded document by its bytes, or the HttpError the uploader sees (413, 415, 422). */
export async function checkDocumentFile(bytes: Uint8Array): Promise<DocumentKind> {
  if (bytes.length > CLIENT_DOCUMENT_MAX_BYTES) throw refuse(413, DOCUMENT_MESSAGES.tooLarge);
  if (bytes.length === 0) throw refuse(422, DOCUMENT_MESSAGES.empty);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return KINDS.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return KINDS.jpeg;
  switch (sniff(bytes)) {
    case 'pdf':
      return KINDS.pdf;
    case 'zip':
      try {
        if ((await inspectZip(bytes)).docx) return KINDS.docx;
      } catch (error) {
        if (error instanceof ZipBombError) throw refuse(422, DOCUMENT_MESSAGES.zipBomb);
        if (error instanceof BadZipError) throw refuse(422, DOCUMENT_MESSAGES.corrupt);
        if (error instanceof XmlDeclarationError) throw refuse(422, DOCUMENT_MESSAGES.xmlDeclarations);
        throw error;
      }
      throw refuse(415, DOCUMENT_MESSAGES.unsupported);
    case 'ole':
      throw refuse(415, DOCUMENT_MESSAGES.legacyWord);
    default:
      throw refuse(415, DOCUMENT_MESSAGES.unsupported);
  }
}

/** A download name of safe characters with the extension of the kind the content has. */
export function documentFileName(name: string | undefined, kind: DocumentKind): string {
  const base = (name ?? '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._()-]+/g, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, 120);
  return `${base || 'document'}.${kind.extension}`;
}
