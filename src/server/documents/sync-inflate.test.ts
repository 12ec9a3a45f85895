import { deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume.js';
import { pdfWithLines } from './resume-fixtures.js';
import { MAX_INFLATED_BYTES, SyncDecompressionStream } from './sync-inflate.js';

/** Writes `chunks` the way pdf.js does and reads the stream out whole. */
async function inflate(format: string, chunks: Buffer[]): Promise<Uint8Array> {
  const { readable, writable } = new SyncDecompressionStream(format);
  const writer = writable.getWriter();
  void (async () => {
    for (const chunk of chunks) await writer.write(chunk);
    await writer.close();
  })().catch(() => undefined);
  const parts: Uint8Array[] = [];
  const reader = readable.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(read.value);
  return new Uint8Array(Buffer.concat(parts));
}

const text = Buffer.from('BT /F1 11 Tf (Anna Berg, nurse at City Hospital) Tj ET\n'.repeat(200));

describe('the synchronous DecompressionStream the PDF reader uses', () => {
  it.each([
    ['deflate', deflateSync(text)],
    ['deflate-raw', deflateRawSync(text)],
    ['gzip', gzipSync(text)],
  ])('inflates %s like the web stream, also from several chunks', async (format, packed) => {
    expect(Buffer.from(await inflate(format, [packed]))).toEqual(text);
    const half = Math.floor(packed.length / 2);
    expect(Buffer.from(await inflate(format, [packed.subarray(0, half), packed.subarray(half)]))).toEqual(text);
  });

  it('is read the way pdf.js reads it (writer ready, write then close, the readable side iterated)', async () => {
    const packed = deflateSync(text);
    const { readable, writable } = new SyncDecompressionStream('deflate');
    const writer = writable.getWriter();
    await writer.ready;
    void writer.write(packed).then(async () => {
      await writer.ready;
      await writer.close();
    });
    const parts: Uint8Array[] = [];
    for await (const chunk of readable) parts.push(chunk);
    expect(Buffer.concat(parts)).toEqual(text);
    await expect(writer.write(packed)).rejects.toThrow(/closed/);
  });

  it('inflates a stream to many times its size (output larger than the first buffer zlib is given)', async () => {
    const zeros = Buffer.alloc(3 * 1024 * 1024);
    const packed = deflateSync(zeros);
    expect(packed.length).toBeLessThan(4096);
    expect(Buffer.from(await inflate('deflate', [packed]))).toEqual(zeros);
  });

  it('refuses a format it does not know in the constructor, as the web stream does', () => {
    expect(() => new SyncDecompressionStream('zip')).toThrow(TypeError);
  });

  it('errors the readable side on data that does not inflate, so pdf.js falls back to its own inflater', async () => {
    const packed = deflateSync(text);
    await expect(inflate('deflate', [packed.subarray(0, packed.length - 8)])).rejects.toThrow();
    await expect(inflate('deflate', [Buffer.from('not compressed at all')])).rejects.toThrow();
  });

  it(`errors on a stream that would inflate beyond ${MAX_INFLATED_BYTES / 1024 / 1024} MB`, async () => {
    const bomb = deflateSync(Buffer.alloc(MAX_INFLATED_BYTES + 1024));
    expect(bomb.length).toBeLessThan(200_000);
    await expect(inflate('deflate', [bomb])).rejects.toThrow(/buffer|length|memory/i);
  });

  it('reads a PDF whose content is compressed, with or without its checksum; a page cut short is refused as damaged', async () => {
    const lines = [{ text: 'Anna Berg', size: 22 }, { text: 'anna.berg@example.com' }, { text: 'Experience', bold: true, size: 14 }, { text: 'Nurse, City Hospital, 2019 – 2021' }];
    // Without the checksum zlib refuses the stream: pdf.js's own inflater, which does not check it, reads it.
    for (const flate of ['whole', 'no-checksum'] as const) {
      const { data } = await parseResume({ bytes: pdfWithLines(lines, { flate }), kind: 'pdf' });
      expect([data.first_name, data.last_name, data.email]).toEqual(['Anna', 'Berg', 'anna.berg@example.com']);
      expect(data.experience?.map((e) => [e.title, e.company?.name])).toEqual([['Nurse', 'City Hospital']]);
    }
    await expect(parseResume({ bytes: pdfWithLines(lines, { flate: 'cut' }), kind: 'pdf' })).rejects.toMatchObject({ name: 'UnreadableResumeError', reason: 'corrupt' });
  });
});
