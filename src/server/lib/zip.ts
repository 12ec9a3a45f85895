/**
 * A ZIP written as a stream (fflate's streaming `Zip`, which the Word export's library brings):
 * entries are added one after the other and each is compressed and sent as it comes, so an archive
 * of many files never sits whole in memory. The stream waits for the reader (backpressure) between
 * entries.
 */
import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** `store`: added as it is (a file that is compressed already: PDF, Word, PNG, JPEG), so no time is spent deflating it again. */
export type ZipEntry = { name: string; bytes: Uint8Array; store?: boolean };

/**
 * A readable ZIP of the entries `source` yields (names relative, `/`-separated). An error of the
 * source destroys the stream with it, so the reader sees a broken download rather than a short one.
 */
export function zipStream(source: AsyncIterable<ZipEntry>, options: { mtime?: Date } = {}): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    try {
      for await (const entry of source) {
        if (out.destroyed) return;
        const file = entry.store ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
        if (options.mtime) file.mtime = options.mtime;
        zip.add(file);
        file.push(entry.bytes, true);
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      zip.end();
    } catch (error) {
      zip.terminate();
      out.destroy(error as Error);
    }
  })();
  return out;
}
