/**
 * The one file of an upload request (§7: uploads carry the `X-Upload: 1` marker and send the file as
 * multipart field `file`). A body the multipart reader cannot finish (cut off, no closing boundary,
 * another boundary than the header's) is a 400 with a message, whatever the reader's own error was;
 * a file over the route's limit is a 413 and nothing of it is kept.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.js';

export const UPLOAD_MESSAGES = {
  missingMarker: 'Missing upload marker.',
  noFile: 'Choose a file to upload.',
  malformed: 'The upload was cut off or is not valid multipart/form-data (the file never ended with its closing boundary). Send the file again.',
} as const;

export type UploadedFile = { bytes: Uint8Array; fileName: string | undefined };

export async function readUploadedFile(request: FastifyRequest, limit: { maxBytes: number; tooLarge: string }): Promise<UploadedFile> {
  if (request.headers['x-upload'] !== '1') throw badRequest(UPLOAD_MESSAGES.missingMarker);
  try {
    const part = await request.file({ limits: { fileSize: limit.maxBytes, files: 1 } });
    if (!part || part.fieldname !== 'file') throw new HttpError(422, UPLOAD_MESSAGES.noFile, { file: [UPLOAD_MESSAGES.noFile] });
    return { bytes: new Uint8Array(await part.toBuffer()), fileName: part.filename };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, limit.tooLarge);
    // Fastify's own answers (wrong content type, limits) keep their status and message.
    if (code?.startsWith('FST_') && code !== 'FST_MP_PREMATURE_CLOSE' && code !== 'FST_PROTO_VIOLATION') throw error;
    request.log.info({ err: error }, 'malformed upload');
    throw badRequest(UPLOAD_MESSAGES.malformed);
  }
}
