/**
 * The one API client: base `/api`, Bearer token, `X-Visitor-Id`, JSON bodies, typed errors and the
 * §8 status handling. What happens on failure (logout, reload, toast) is wired at start through
 * `setApiHooks`, so this module has no dependency on the router or the UI.
 */
import { DEFAULT_ERROR_MESSAGE, STORAGE_KEYS } from '../../shared/constants.js';
import type { ApiErrorBody } from '../../shared/schemas/auth.js';
import { getSessionToken } from './session.js';
import { localStore } from './storage.js';

export const API_BASE = '/api';
export const CAMPAIGN_ACTIVATE_PATH = 'my/campaigns/activate';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  readonly retryAfterSeconds: number | null;
  /** True when the client already told the user (generic toast), so callers do not repeat it. */
  handled = false;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
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

export type ApiHooks = {
  /** Signs the user out (server call, storage cleanup, go to /a/login). */
  logout: () => void | Promise<void>;
  /** Signs out and reloads the app at its root (failures of the organisation API). */
  logoutAndReloadToRoot: () => void | Promise<void>;
  /** Shows the generic error toast. */
  notifyError: (message: string) => void;
};

export const hooks: ApiHooks = {
  logout: () => undefined,
  logoutAndReloadToRoot: () => undefined,
  notifyError: () => undefined,
};

export function setApiHooks(next: Partial<ApiHooks>) {
  Object.assign(hooks, next);
}

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

export type RequestOptions = {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** false: skip the §8 handling (the caller deals with every failure itself). */
  handleErrors?: boolean;
  signal?: AbortSignal;
};

const normalise = (path: string) => path.replace(/^\/+/, '');

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  let url = `${API_BASE}/${normalise(path)}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
    const qs = params.toString();
    if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
  }
  return url;
}

export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function toApiError(status: number, body: unknown, headers: Headers): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Partial<ApiErrorBody> & { message?: string };
  const message = (typeof b.error === 'string' && b.error) || (typeof b.message === 'string' && b.message) || DEFAULT_ERROR_MESSAGE;
  const retry = headers.get('Retry-After');
  const retryAfter = retry !== null && /^\d+$/.test(retry) ? Number(retry) : null;
  return new ApiError(status, message, b.errors ?? {}, retryAfter);
}

const isPath = (path: string, root: string) => path === root || path.startsWith(`${root}/`) || path.startsWith(`${root}?`);

/**
 * §8: status ≥ 400 on /auth signs the client out (the page shows the message); on /organisation it
 * signs out and reloads to the root; otherwise a 401 (except campaign activation) shows the generic
 * toast and signs out, and a 404 shows the generic toast. The error is always passed on.
 */
export function handleApiError(path: string, error: ApiError) {
  const p = normalise(path);
  if (isPath(p, 'auth')) {
    void hooks.logout();
    return;
  }
  if (isPath(p, 'organisation')) {
    void hooks.logoutAndReloadToRoot();
    return;
  }
  if (error.status === 401 && !isPath(p, CAMPAIGN_ACTIVATE_PATH)) {
    hooks.notifyError(DEFAULT_ERROR_MESSAGE);
    error.handled = true;
    void hooks.logout();
    return;
  }
  if (error.status === 404) {
    hooks.notifyError(DEFAULT_ERROR_MESSAGE);
    error.handled = true;
  }
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Visitor-Id': visitorId() };
  const token = getSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    // Network failure: no status to map; the generic message.
    const error = new ApiError(0, DEFAULT_ERROR_MESSAGE);
    if (options.handleErrors !== false) {
      hooks.notifyError(DEFAULT_ERROR_MESSAGE);
      error.handled = true;
    }
    throw error;
  }
  const data = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, data, response.headers);
    if (options.handleErrors !== false) handleApiError(path, error);
    throw error;
  }
  return data as T;
}

/** A file the API answered: its bytes and the name the server gave it (Content-Disposition), if any. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
