/**
 * File transfers with the API: downloads as blobs and multipart uploads with progress. Kept apart
 * from the JSON client (./api.ts) so the sign-in page does not load them.
 */
import { fileNameFromDisposition } from '../../cv/export-name.js';
import { DEFAULT_ERROR_MESSAGE } from '../../shared/constants.js';
import { ApiError, buildUrl, handleApiError, hooks, readBody, toApiError, visitorId, type RequestOptions } from './api.js';
import { getSessionToken } from './session.js';

export type ApiFile = { blob: Blob; fileName: string | null };

/** GET a file (PDF, Word…) as a blob; failures are ApiErrors with the same §8 handling as `request`. */
export async function requestFile(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<ApiFile> {
  const headers: Record<string, string> = { Accept: '*/*', 'X-Visitor-Id': visitorId() };
  const token = getSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method: 'GET', headers, signal: options.signal });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    const error = new ApiError(0, DEFAULT_ERROR_MESSAGE);
    if (options.handleErrors !== false) {
      hooks.notifyError(DEFAULT_ERROR_MESSAGE);
      error.handled = true;
    }
    throw error;
  }
  if (!response.ok) {
    const error = toApiError(response.status, await readBody(response), response.headers);
    if (options.handleErrors !== false) handleApiError(path, error);
    throw error;
  }
  return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}

export type UploadOptions = {
  /** Called with the fraction (0–1) of the file sent so far (XMLHttpRequest upload progress). */
  onProgress?: (fraction: number) => void;
  /** The multipart field name; `file` unless stated. */
  field?: string;
  /** false: skip the §8 handling (the caller deals with every failure itself). */
  handleErrors?: boolean;
  signal?: AbortSignal;
};

/**
 * Uploads one file as multipart/form-data with the `X-Upload: 1` marker instead of the JSON content
 * type (spec §7, DESIGN §4). XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function upload<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Visitor-Id', visitorId());
    xhr.setRequestHeader('X-Upload', '1');
    const token = getSessionToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    const fail = (error: ApiError) => {
      if (options.handleErrors !== false) {
        if (error.status === 0) {
          hooks.notifyError(DEFAULT_ERROR_MESSAGE);
          error.handled = true;
        } else handleApiError(path, error);
      }
      reject(error);
    };
    xhr.onload = () => {
      let data: unknown = null;
      if (xhr.status !== 204 && xhr.responseText) {
        try {
          data = JSON.parse(xhr.responseText);
        } catch {
          data = xhr.responseText;
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(data as T);
        return;
      }
      const headers = new Headers();
      const retry = xhr.getResponseHeader('Retry-After');
      if (retry !== null) headers.set('Retry-After', retry);
      fail(toApiError(xhr.status, data, headers));
    };
    xhr.onerror = () => fail(new ApiError(0, DEFAULT_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) return xhr.abort();
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append(options.field ?? 'file', file, (file as File).name ?? 'file');
    xhr.send(form);
  });
}

export const files = {
  upload: <T>(path: string, file: Blob, options?: UploadOptions) => upload<T>(path, file, options),
  get: (path: string, options?: Omit<RequestOptions, 'body'>) => requestFile(path, options),
};
