/** Uploads in web tests: jsdom's XMLHttpRequest reaches no server, so a test answers each upload itself. */
import { act } from '@testing-library/react';

/** A stand-in for XMLHttpRequest that the test drives: progress events, then the answer (install with `vi.stubGlobal('XMLHttpRequest', FakeXhr)`). */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | string | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  responseHeaders: Record<string, string> = {};
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: FormData | string) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
  /** The name of the multipart upload's file. */
  get fileName() {
    return this.body instanceof FormData ? (this.body.get('file') as File | null)?.name : undefined;
  }
  /** The JSON body of a JSON upload. */
  get json(): unknown {
    return typeof this.body === 'string' ? JSON.parse(this.body) : undefined;
  }
}
