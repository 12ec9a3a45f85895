/**
 * A synchronous `DecompressionStream` for the thread that reads PDFs.
 *
 * pdf.js inflates every Flate stream of a PDF (page contents, fonts, a Type 3 font's glyph
 * procedures) through the web `DecompressionStream` when there is one. In Node that stream hands
 * each chunk to zlib on libuv's thread pool and waits for it: a resume whose fonts are a hundred
 * small Type 3 fonts spent most of its read waiting on those round trips (decision 017, parse time).
 * The streams are small and wanted whole at once, so this one inflates them in one synchronous call
 * when its writer closes.
 *
 * It keeps the contract pdf.js relies on: an unknown format throws in the constructor, and data that
 * does not inflate errors the readable side, so pdf.js falls back to its own JavaScript inflater (which
 * reads damaged streams as far as they go). Output is capped at `MAX_INFLATED_BYTES`; a stream that
 * would inflate beyond it errors the same way, and pdf.js's fallback then runs on the V8 heap, inside
 * the parse worker's memory limit.
 */
import zlib from 'node:zlib';

/** The most one stream may inflate to here (a resume's page or font stream is a few MB at most). */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/**
 * zlib's output buffer for `data`: about four times its size, within 1–64 KB. zlib allocates one of
 * these per call, and its default (16 KB, outside Node's small-buffer pool) cost more than the
 * inflating of a glyph's few hundred bytes; a large stream is read in fewer, larger pieces.
 */
const chunkSize = (data: Buffer) => Math.min(64 * 1024, Math.max(1024, 2 ** Math.ceil(Math.log2(data.length * 4 + 1))));

const INFLATERS: Record<string, (data: Buffer) => Buffer> = {
  deflate: (data) => zlib.inflateSync(data, { maxOutputLength: MAX_INFLATED_BYTES, chunkSize: chunkSize(data) }),
  'deflate-raw': (data) => zlib.inflateRawSync(data, { maxOutputLength: MAX_INFLATED_BYTES, chunkSize: chunkSize(data) }),
  gzip: (data) => zlib.gunzipSync(data, { maxOutputLength: MAX_INFLATED_BYTES, chunkSize: chunkSize(data) }),
};

/** What pdf.js reads from the stream's readable side: an async iterable of chunks (or a reader). */
export interface InflatedReadable extends AsyncIterable<Uint8Array> {
  getReader(): { read(): Promise<{ done: false; value: Uint8Array } | { done: true; value: undefined }> };
}

/** What pdf.js writes to: a writer whose `write`s are collected and whose `close` inflates them. */
export interface CollectingWritable {
  getWriter(): { readonly ready: Promise<void>; write(chunk: ArrayBufferView | ArrayBuffer): Promise<void>; close(): Promise<void>; abort(reason?: unknown): Promise<void> };
}

/**
 * Only the surface pdf.js uses (`writable.getWriter()` with `ready`, `write`, `close`; the readable
 * side iterated with `for await`), as plain objects: a web stream pair costs more to build than a
 * small stream costs to inflate, and a Type 3 font makes one per glyph.
 */
export class SyncDecompressionStream {
  readonly readable: InflatedReadable;
  readonly writable: CollectingWritable;

  constructor(format: string) {
    const inflate = INFLATERS[format];
    if (!inflate) throw new TypeError(`Unsupported compression format: '${format}'`);
    const chunks: Buffer[] = [];
    let settle!: (result: { data: Uint8Array } | { error: unknown }) => void;
    const result = new Promise<{ data: Uint8Array } | { error: unknown }>((resolve) => (settle = resolve));
    let closed = false;
    const finish = (outcome: { data: Uint8Array } | { error: unknown }) => {
      if (closed) return;
      closed = true;
      settle(outcome);
    };
    const ready = Promise.resolve();
    const writer = {
      ready,
      write: (chunk: ArrayBufferView | ArrayBuffer) => {
        if (closed) return Promise.reject(new TypeError('The stream is closed.'));
        const view = ArrayBuffer.isView(chunk) ? new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength) : new Uint8Array(chunk);
        chunks.push(Buffer.from(view.buffer, view.byteOffset, view.byteLength));
        return ready;
      },
      close: () => {
        if (closed) return Promise.reject(new TypeError('The stream is closed.'));
        try {
          const inflated = inflate(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
          finish({ data: new Uint8Array(inflated.buffer, inflated.byteOffset, inflated.byteLength) });
          return ready;
        } catch (error) {
          finish({ error });
          return Promise.reject(error);
        }
      },
      abort: (reason?: unknown) => {
        finish({ error: reason });
        return ready;
      },
    };
    this.writable = { getWriter: () => writer };
    const reader = () => {
      let delivered = false;
      return {
        read: async (): Promise<{ done: false; value: Uint8Array } | { done: true; value: undefined }> => {
          const outcome = await result;
          if ('error' in outcome) throw outcome.error;
          if (delivered) return { done: true, value: undefined };
          delivered = true;
          return { done: false, value: outcome.data };
        },
      };
    };
    this.readable = {
      getReader: reader,
      async *[Symbol.asyncIterator]() {
        const read = reader();
        for (let chunk = await read.read(); !chunk.done; chunk = await read.read()) yield chunk.value;
      },
    };
  }
}

/** Makes `DecompressionStream` in this thread the synchronous one (idempotent). */
export function installSyncInflate(): void {
  (globalThis as { DecompressionStream: unknown }).DecompressionStream = SyncDecompressionStream;
}
