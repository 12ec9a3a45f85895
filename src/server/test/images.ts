/**
 * Images for tests of uploads: real PNGs built here (any size, with extra chunks or bytes after the
 * end when a test needs a doctored file) and a real JPEG as Chromium encodes one (24 × 16 pixels,
 * with JFIF and ICC profile segments).
 */
import { crc32, deflateSync } from 'node:zlib';

const be32 = (n: number) => Buffer.from([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** One PNG chunk: length, type, data, CRC. */
export function pngChunk(type: string, data: Uint8Array | string): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from(data as Uint8Array)]);
  return Buffer.concat([be32(body.length - 4), body, be32(crc32(body))]);
}

export type PngOptions = {
  /** Chunks placed after IHDR (a tEXt with HTML, an unknown chunk…). */
  extraChunks?: [string, Uint8Array | string][];
  /** Bytes appended after IEND. */
  trailing?: Uint8Array | string;
  /** The pixel data's compressed stream cut to this many bytes (a damaged file). */
  cutIdatTo?: number;
  /** A seed that changes the colours, so two images differ. */
  seed?: number;
};

/** An 8-bit RGB PNG of `width` × `height` with a colour gradient. */
export function pngImage(width: number, height: number, options: PngOptions = {}): Buffer {
  const seed = options.seed ?? 0;
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = (x * 255) / Math.max(1, width - 1);
      raw[row + 2 + x * 3] = (y * 255) / Math.max(1, height - 1);
      raw[row + 3 + x * 3] = (seed * 37) & 255;
    }
  }
  let idat = deflateSync(raw);
  if (options.cutIdatTo !== undefined) idat = idat.subarray(0, options.cutIdatTo);
  const ihdr = Buffer.concat([be32(width), be32(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...(options.extraChunks ?? []).map(([type, data]) => pngChunk(type, data)),
    pngChunk('IDAT', idat),
    pngChunk('IEND', new Uint8Array()),
    Buffer.from((options.trailing ?? new Uint8Array()) as Uint8Array),
  ]);
}

/** A 24 × 16 JPEG as Chromium writes one (JFIF, ICC profile, baseline). */
export const JPEG_24x16 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAQABgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAABAD/xAAVEAEBAAAAAAAAAAAAAAAAAAAAA//EABYBAQEBAAAAAAAAAAAAAAAAAAYEBf/EABgRAQADAQAAAAAAAAAAAAAAAAADBDJB/9oADAMBAAIRAxEAPwAkjJByMk0r3U9MySUkKzbI4sv/2Q==',
  'base64',
);

/** A JPEG with an EXIF segment (APP1) and a comment (COM) after SOI: metadata the check must drop. */
export function jpegWithMetadata(exif: string, comment: string): Buffer {
  const segment = (marker: number, data: Buffer) => Buffer.concat([Buffer.from([0xff, marker, ((data.length + 2) >> 8) & 255, (data.length + 2) & 255]), data]);
  return Buffer.concat([JPEG_24x16.subarray(0, 2), segment(0xe1, Buffer.from(`Exif\0\0${exif}`, 'latin1')), segment(0xfe, Buffer.from(comment, 'latin1')), JPEG_24x16.subarray(2)]);
}

export const dataUrl = (bytes: Uint8Array, type = 'image/png') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
export const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/**
 * A JPEG whose EXIF segment is what a phone writes: a TIFF directory (`little`- or big-endian) with the
 * camera's make, the orientation and a date, the make and date stored after the directory.
 */
export function jpegWithExif(orientation: number, options: { little?: boolean } = {}): Buffer {
  const little = options.little ?? false;
  const u16 = (n: number) => (little ? [n & 255, n >> 8] : [n >> 8, n & 255]);
  const u32 = (n: number) => (little ? [n & 255, (n >> 8) & 255, (n >> 16) & 255, n >>> 24] : [n >>> 24, (n >> 16) & 255, (n >> 8) & 255, n & 255]);
  const make = Buffer.from('Pixelphone GPS 51.92N\0', 'latin1');
  const date = Buffer.from('2026:03:14 09:26:53\0', 'latin1');
  const directory = 8 + 2 + 3 * 12 + 4;
  const entry = (tag: number, type: number, count: number, value: number[]) => [...u16(tag), ...u16(type), ...u32(count), ...value];
  const tiff = Buffer.from([
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42),
    ...u32(8),
    ...u16(3),
    ...entry(0x010f, 2, make.length, u32(directory)),
    ...entry(0x0112, 3, 1, [...u16(orientation), 0, 0]),
    ...entry(0x0132, 2, date.length, u32(directory + make.length)),
    ...u32(0),
  ]);
  const data = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, make, date]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, ((data.length + 2) >> 8) & 255, (data.length + 2) & 255]), data]);
  return Buffer.concat([JPEG_24x16.subarray(0, 2), segment, JPEG_24x16.subarray(2)]);
}
