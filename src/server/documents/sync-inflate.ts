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

const INFLATERS: Record<string, (data: Buffer) => Buffer> = {
  deflate: (data) => zlib.inflateSync(data, { maxOutputLength: MAX_INFLATED_BYTES }),
  'deflate-raw': (data) => zlib.inflateRawSync(data, { maxOutputLength: MAX_INFLATED_BYTES }),
  gzip: (data) => zlib.gunzipSync(data, { maxOutputLength: MAX_INFLATED_BYTES }),
};

export class SyncDecompressionStream {
  readonly readable: ReadableStream<Uint8Array>;
  readonly writable: WritableStream<ArrayBufferView | ArrayBuffer>;

  constructor(format: string) {
    const inflate = INFLATERS[format];
    if (!inflate) throw new TypeError(`Unsupported compression format: '${format}'`);
    const chunks: Buffer[] = [];
    let output!: ReadableStreamDefaultController<Uint8Array>;
    this.readable = new ReadableStream<Uint8Array>({ start: (controller) => void (output = controller) });
    this.writable = new WritableStream<ArrayBufferView | ArrayBuffer>({
      write: (chunk) => {
        const view = ArrayBuffer.isView(chunk) ? new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength) : new Uint8Array(chunk);
        chunks.push(Buffer.from(view.buffer, view.byteOffset, view.byteLength));
      },
      close: () => {
        let inflated: Buffer;
        try {
          inflated = inflate(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
        } catch (error) {
          output.error(error);
          throw error;
        }
        output.enqueue(new Uint8Array(inflated.buffer, inflated.byteOffset, inflated.byteLength));
        output.close();
      },
      abort: (reason) => output.error(reason),
    });
  }
}

/** Makes `DecompressionStream` in this thread the synchronous one (idempotent). */
export function installSyncInflate(): void {
  (globalThis as { DecompressionStream: unknown }).DecompressionStream = SyncDecompressionStream;
}
