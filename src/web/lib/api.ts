/**
 * The one request path to the API: base `/api`, Bearer token, `X-Visitor-Id`, JSON bodies, file
 * downloads and multipart uploads with progress, typed errors, and what a failure does (spec §8)
 * stated by each call as its error policy. What a policy does (sign out, reload, toast) is wired at
 * start through `setApiHooks`, so this module has no dependency on the router or the UI.
 *
 * Paths come from ./paths.ts; the calls themselves live in the `api/` folders of the features.
 */
import { fileNameFromDisposition } from '../../cv/export-name.js';
import { DEFAULT_ERROR_MESSAGE, STORAGE_KEYS } from '../../shared/constants.js';
import type { ApiErrorBody } from '../../shared/schemas/auth.js';
import { loadServerMessages } from './i18n.js';
import { getSessionToken } from './session.js';
import { localStore } from './storage.js';

export const API_BASE = '/api';

export class ApiError extends Error {
  /** The HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly errors: Record<string, string[]>;
  readonly retryAfterSeconds: number | null;
  /** True when the error policy already told the user (generic toast), so callers do not repeat it. */
  handled = false;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /**
   * The server did not answer the request itself: unreachable (0), too many requests (429) or too
   * busy (503, with Retry-After). Such a failure may pass if tried again and says nothing about the
   * session.
   */
  get unanswered(): boolean {
    return this.status === 0 || this.status === 429 || this.status === 503;
  }

  /** §8 status mapping. */
  get kind(): 'badRequest' | 'unauthorised' | 'notFound' | 'validation' | 'generic' {
    switch (this.status) {
      case 400:
        return 'badRequest';
      case 401:
        return 'unauthorised';
      case 404:
        return 'notFound';
      case 422:
        return 'validation';
      default:
        return 'generic';
    }
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export type ApiHooks = {
  /** Signs the user out (server call, storage cleanup, go to /a/login). */
  logout: () => void | Promise<void>;
  /** Signs out and reloads the app at its root. */
  logoutAndReloadToRoot: () => void | Promise<void>;
  /** Shows the generic error toast. */
  notifyError: (message: string) => void;
};

const hooks: ApiHooks = {
  logout: () => undefined,
  logoutAndReloadToRoot: () => undefined,
  notifyError: () => undefined,
};

export function setApiHooks(next: Partial<ApiHooks>) {
  Object.assign(hooks, next);
}

function toast(error: ApiError) {
  hooks.notifyError(DEFAULT_ERROR_MESSAGE);
  error.handled = true;
}

/**
 * What a failed call does before its error reaches the caller (spec §8). Every call states one; the
 * error is always passed on. Status 0 is a network failure.
 */
const ERROR_POLICIES = {
  /** §8 by default: a 401 shows the generic toast and signs out, a 404 and a network failure show the generic toast. */
  standard: (error: ApiError) => {
    if (error.status === 0 || error.status === 404) toast(error);
    if (error.status === 401) {
      toast(error);
      void hooks.logout();
    }
  },
  /** §8 for /auth: any status ≥ 400 signs out (the page shows the server's message). */
  signOut: (error: ApiError) => {
    if (error.status === 0) toast(error);
    else void hooks.logout();
  },
  /**
   * §8 'Session info failure: logout' for `GET auth`: any answer about the session (401, 403, 500…)
   * signs out. A server that did not answer (unreachable, 429, 503) says nothing about the session:
   * the generic toast, and the session is kept, since signing out ends it on every device.
   */
  session: (error: ApiError) => {
    if (error.unanswered) toast(error);
    else void hooks.logout();
  },
  /** §8 for the organisation's own calls: any status ≥ 400 signs out and reloads to the app root. */
  signOutAndReload: (error: ApiError) => {
    if (error.status === 0) toast(error);
    else void hooks.logoutAndReloadToRoot();
  },
  /**
   * Campaign activation (§8): a 401 neither toasts nor signs out (the tokens are kept for later);
   * otherwise as `standard`.
   */
  keepSessionOn401: (error: ApiError) => {
    if (error.status !== 401) ERROR_POLICIES.standard(error);
  },
  /**
   * The CV styler's calls under /organisation: §8's sign-out-and-reload would throw a recruiter out
   * of the editor for a 422 on save, so only a 401 signs out (and reloads to the root); every other
   * failure is the page's to show.
   */
  reloadOn401: (error: ApiError) => {
    if (error.status === 401) void hooks.logoutAndReloadToRoot();
  },
  /** Calls outside /organisation whose page shows its own failures: only a 401 (toast, sign out) is handled here. */
  signOutOn401: (error: ApiError) => {
    if (error.status === 401) ERROR_POLICIES.standard(error);
  },
  /** The caller deals with every failure itself (typeahead → empty list, start-up loads, logout). */
  caller: () => undefined,
} satisfies Record<string, (error: ApiError) => void>;

export type ErrorPolicy = keyof typeof ERROR_POLICIES;

function newVisitorId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The visitor identifier, generated once and kept in local storage. */
export function visitorId(): string {
  let id = localStore.get(STORAGE_KEYS.visitorId);
  if (!id) {
    id = newVisitorId();
    localStore.set(STORAGE_KEYS.visitorId, id);
  }
  return id;
}

/** A query's values; an array repeats its key (`status[]=draft&status[]=open`). */
export type Query = Record<string, string | number | boolean | undefined | null | readonly (string | number)[]>;

export type RequestOptions = {
  /** What a failure does before it reaches the caller; `standard` (§8) unless stated. */
  errors?: ErrorPolicy;
  query?: Query;
  signal?: AbortSignal;
  /** Headers a call needs besides the common ones (the candidate search's key). */
  headers?: Record<string, string>;
};

export type UploadOptions = RequestOptions & {
  /** Called with the fraction (0–1) of the file sent so far. */
  onProgress?: (fraction: number) => void;
  /** The multipart field name; `file` unless stated. */
  field?: string;
};

/** A file the API answered: its bytes and the name the server gave it (Content-Disposition), if any. */
export type ApiFile = { blob: Blob; fileName: string | null };

export function buildUrl(path: string, query?: Query): string {
  let url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (Array.isArray(v)) for (const item of v as readonly (string | number)[]) params.append(k, String(item));
      else if (v !== undefined && v !== null) params.append(k, String(v));
    }
    const qs = params.toString();
    if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown, headers: Headers): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Partial<ApiErrorBody> & { message?: string };
  const message = (typeof b.error === 'string' && b.error) || (typeof b.message === 'string' && b.message) || DEFAULT_ERROR_MESSAGE;
  const retry = headers.get('Retry-After');
  const retryAfter = retry !== null && /^\d+$/.test(retry) ? Number(retry) : null;
  return new ApiError(status, message, b.errors ?? {}, retryAfter);
}

function requestHeaders(accept: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept, 'X-Visitor-Id': visitorId() };
  const token = getSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** A request its caller cancelled (a left page, a newer search): no failure, nothing to tell. */
export const isAbort = (cause: unknown) => (cause as Error | null)?.name === 'AbortError';

/**
 * An upload POST (multipart, or a JSON body of base64 images) through XMLHttpRequest (only it
 * reports upload progress), answered as a fetch `Response` so that everything after the transport is
 * the same for every call.
 */
function sendWithProgress(url: string, headers: Record<string, string>, body: FormData | string, options: UploadOptions): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const answerHeaders = new Headers();
      for (const name of ['Content-Type', 'Retry-After']) {
        const value = xhr.getResponseHeader(name);
        if (value !== null) answerHeaders.set(name, value);
      }
      const empty = xhr.status === 204 || !xhr.responseText;
      resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers: answerHeaders }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) return xhr.abort();
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}

type Payload = {
  json?: unknown;
  file?: { blob: Blob; field?: string; onProgress?: (fraction: number) => void };
  /** A JSON body sent as an upload (the marker, with progress): base64 images (§7 Images). */
  upload?: { body: unknown; onProgress?: (fraction: number) => void };
};

/** Sends one request; a failure becomes an ApiError that went through the call's error policy. */
async function send(method: string, path: string, payload: Payload, options: RequestOptions, accept = 'application/json'): Promise<Response> {
  const url = buildUrl(path, options.query);
  const headers = { ...requestHeaders(accept), ...options.headers };
  const policy = ERROR_POLICIES[options.errors ?? 'standard'];
  let response: Response;
  try {
    if (payload.file) {
      // Uploads are multipart with the `X-Upload: 1` marker instead of the JSON content type (DESIGN §4).
      const form = new FormData();
      form.append(payload.file.field ?? 'file', payload.file.blob, (payload.file.blob as File).name ?? 'file');
      response = await sendWithProgress(url, { ...headers, 'X-Upload': '1' }, form, { ...options, onProgress: payload.file.onProgress });
    } else if (payload.upload) {
      const body = JSON.stringify(payload.upload.body);
      response = await sendWithProgress(url, { ...headers, 'X-Upload': '1', 'Content-Type': 'application/json' }, body, { ...options, onProgress: payload.upload.onProgress });
    } else {
      if (payload.json !== undefined) headers['Content-Type'] = 'application/json';
      const body = payload.json === undefined ? undefined : JSON.stringify(payload.json);
      response = await fetch(url, { method, headers, body, signal: options.signal });
    }
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    const error = new ApiError(0, DEFAULT_ERROR_MESSAGE);
    policy(error);
    throw error;
  }
  if (!response.ok) {
    const error = toApiError(response.status, await readBody(response), response.headers);
    // Its message is shown in the interface language: the server's catalogue first.
    await loadServerMessages();
    policy(error);
    throw error;
  }
  return response;
}

export async function request<T>(method: string, path: string, options: RequestOptions & { body?: unknown } = {}): Promise<T> {
  const { body, ...rest } = options;
  return (await readBody(await send(method, path, { json: body }, rest))) as T;
}

/** The API client. The answer type comes from the shared schema of the call (`z.infer`), never written by hand. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** GET a file (PDF, Word…) as a blob. */
  file: async (path: string, options: RequestOptions = {}): Promise<ApiFile> => {
    const response = await send('GET', path, {}, options, '*/*');
    return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
  },
  /** POST a JSON body answered by a file (a PDF printed by the server). */
  postFile: async (path: string, body: unknown, options: RequestOptions = {}): Promise<ApiFile> => {
    const response = await send('POST', path, { json: body ?? {} }, options, '*/*');
    return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
  },
  /** POST one file as multipart/form-data, with upload progress. */
  upload: async <T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> => {
    const response = await send('POST', path, { file: { blob: file, field: options.field, onProgress: options.onProgress } }, options);
    options.onProgress?.(1);
    return (await readBody(response)) as T;
  },
  /** POST a JSON body as an upload (the `X-Upload` marker, with progress): images as base64 strings (§7 Images). */
  uploadJson: async <T>(path: string, body: unknown, options: Omit<UploadOptions, 'field'> = {}): Promise<T> => {
    const response = await send('POST', path, { upload: { body, onProgress: options.onProgress } }, options);
    options.onProgress?.(1);
    return (await readBody(response)) as T;
  },
};
