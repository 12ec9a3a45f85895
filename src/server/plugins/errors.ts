/**
 * One error mapper (DESIGN §4, spec §8): every error leaves as `{statusCode, error, errors?}` with a
 * message a person can act on. Bad input is never a 500.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DEFAULT_ERROR_MESSAGE } from '../../shared/constants.js';
import { PoolBusyError, PoolClosedError } from '../documents/chromium-pool.js';
import { BusyError, HttpError } from '../lib/errors.js';

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty; send a JSON object.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'This content type is not accepted here; send application/json.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The Content-Length header does not match the body.' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: 'The Content-Type header is invalid.' },
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not a valid URL.' },
  // Uploads (@fastify/multipart): the routes state their own limits; these are the generic answers.
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Send the file as multipart/form-data.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  FST_FILES_LIMIT: { status: 413, message: 'Send one file at a time.' },
  FST_PARTS_LIMIT: { status: 413, message: 'The upload has too many parts.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The upload has too many fields.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'The upload is malformed.' },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'The upload ended before the file was complete.' },
};

/** The error, or one of its causes (Drizzle wraps what a query throws), that is an instance of `type`. */
function causedBy<T extends Error>(error: unknown, type: new (...args: never[]) => T): T | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) if (e instanceof type) return e;
  return undefined;
}

/**
 * The database gave up a transaction because another one wrote the same rows at the same moment
 * (deadlock detected, or a serialization failure): it was rolled back whole, so nothing of the
 * request was kept, and the same request a moment later goes through.
 */
const CONFLICTS = new Set(['40P01', '40001']);
export const CONFLICT_MESSAGE = 'Another change to the same data was being saved at the same moment, so nothing was saved. Please try again.';
function conflictOf(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (CONFLICTS.has(String((e as { code?: unknown }).code))) return true;
  }
  return false;
}

/**
 * The client went away before the answer was written (the live preview cancels a request it no
 * longer needs): the answer's stream ends early, and nobody is left to answer.
 */
function cancelledByClient(error: FastifyError, request: FastifyRequest): boolean {
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' && (request.raw.destroyed || request.raw.socket?.destroyed === true);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (cancelledByClient(error, request)) {
      // Not an error of the server: recorded as nginx does (499 Client Closed Request), at info level.
      request.log.info('the client closed the connection before the answer was sent');
      return reply.code(499).send({ statusCode: 499, error: 'The request was cancelled.' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = (issue.params as { issue?: { path?: PropertyKey[] } }).issue?.path ?? [];
        const key = path.length ? path.map(String).join('.') : String(issue.instancePath || 'body').replace(/^\//, '').replace(/\//g, '.');
        (errors[key] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.code(422).send({ statusCode: 422, error: 'Please correct the highlighted fields.', errors });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({ statusCode: error.statusCode, error: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (error instanceof PoolBusyError) {
      return reply.code(429).header('retry-after', String(error.retryAfterSeconds)).send({ statusCode: 429, error: error.message });
    }
    if (error instanceof PoolClosedError) return reply.code(503).send({ statusCode: 503, error: error.message });
    const busy = causedBy(error, BusyError);
    if (busy) return reply.code(503).header('retry-after', String(busy.retryAfterSeconds)).send({ statusCode: 503, error: busy.message });
    if (conflictOf(error)) {
      return reply.code(503).header('retry-after', '1').send({ statusCode: 503, error: CONFLICT_MESSAGE });
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ statusCode: known.status, error: known.message });
    if (error.statusCode === 429) {
      return reply.code(429).send({ statusCode: 429, error: 'Too many requests. Please wait a moment and try again.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ statusCode: error.statusCode, error: error.message || 'The request was not accepted.' });
    }
    if (isResponseSerializationError(error)) request.log.error({ err: error }, 'response does not match its schema');
    else request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ statusCode: 500, error: DEFAULT_ERROR_MESSAGE });
  });
}
