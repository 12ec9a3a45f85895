/** The one error type handlers throw; the error plugin turns it into the DESIGN §4 body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorised = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = "You don't have access to this.") => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const gone = (message: string) => new HttpError(410, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (errors: Record<string, string[]>, message = 'Please correct the highlighted fields.') =>
  new HttpError(422, message, errors);
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
/** 423: the row is locked against changes (a locked CV, spec §4). */
export const locked = (message: string) => new HttpError(423, message);

/**
 * The server cannot take this request now (the database queue is full, the event loop lags): 503
 * with Retry-After, so callers come back instead of waiting.
 */
export class BusyError extends Error {
  readonly retryAfterSeconds = 1;
  constructor(message = 'The server is busy. Please try again in a moment.') {
    super(message);
    this.name = 'BusyError';
  }
}
