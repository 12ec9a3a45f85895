/**
 * An uploaded assessment-report image, checked by its content (decision 019): base64 → bytes → a PNG
 * or a JPEG read structurally from its first byte to its last, its compressed pixel data inflated
 * (PNG) to the size its header promises, then rewritten with only what draws the picture. Anything
 * else — SVG, HTML, GIF, WebP, PDF, a damaged file, a file with data after the image's end (the usual
 * polyglot) — is refused with a message naming the image.
 *
 * What is kept: PNG's IHDR, PLTE, IDAT, IEND and the colour chunks (tRNS, gAMA, cHRM, sRGB, iCCP,
 * sBIT, pHYs, bKGD); JPEG's tables, frame, scans, JFIF, ICC profile and Adobe segments. Text chunks,
 * EXIF (camera, place, time), XMP and comments are dropped, so no metadata of the file travels into
 * a CV — except the EXIF orientation of a photo taken with the phone turned, which is written back as
 * an EXIF segment holding that one value, so the picture still shows upright (width and height are
 * the upright picture's). The cleaned bytes are scanned once more for markup, so even a file built to hide HTML inside
 * its pixel data is not stored.
 */
import { createHash } from 'node:crypto';
import { crc32, createInflate } from 'node:zlib';
import { exifOrientation, isQuarterTurn } from '../../cv/jpeg-orientation.js';
import { ATTACHMENT_LIMITS, type AttachmentType } from '../../shared/schemas/attachments.js';

export type ReportImage = { bytes: Uint8Array; contentType: AttachmentType; width: number; height: number; sha256: string };
export type ImageProblem = { status: 413 | 415 | 422; message: string };

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/**
 * What a person reads about one image; an upload of several says which one (`imageMessage`), and its
 * `errors` name it by index (`images.<index>`).
 */
export const IMAGE_MESSAGES = {
  base64: 'This image is not valid base64 data. Choose the file again.',
  empty: 'This image is empty.',
  tooLarge: (bytes: number) => `This image is ${megabytes(bytes)}; each image may be at most ${ATTACHMENT_LIMITS.imageBytes / MB} MB.`,
  requestTooLarge: (bytes: number) => `These images are ${megabytes(bytes)} together; upload at most ${ATTACHMENT_LIMITS.requestBytes / MB} MB at a time.`,
  tooManyPixels: (width: number, height: number) =>
    `This image is ${width} × ${height} pixels; an image may have at most ${ATTACHMENT_LIMITS.pixels / 1e6} megapixels and ${ATTACHMENT_LIMITS.side} pixels a side.`,
  markup: 'This file is an SVG or HTML document, not a picture. Upload PNG or JPEG images of the report.',
  unsupported: 'This file is not a PNG or JPEG image. Upload PNG or JPEG images of the report (a screenshot or a scan).',
  damaged: 'This image is damaged or is not a real image and cannot be shown. Save it again as PNG or JPEG and upload it again.',
  trailing: 'This image holds other data after the picture. Save it again as PNG or JPEG and upload it again.',
  hiddenMarkup: 'This image holds HTML or script code and was refused. Save it again as PNG or JPEG and upload it again.',
} as const;

/** The answer's message for image `n` (from 1) of an upload of `count`: the image's message, named by its number when there are several. */
export const imageMessage = (message: string, n: number, count: number) => (count > 1 ? `Image ${n} of ${count}: ${message}` : message);

/**
 * The JSON body: base64 of the images of one upload with room to spare, so that an upload a little
 * over the limit hears how large its images are (`requestTooLarge`) rather than only that the body is too large.
 */
export const UPLOAD_BODY_LIMIT = Math.ceil(((ATTACHMENT_LIMITS.requestBytes + ATTACHMENT_LIMITS.imageBytes) * 4) / 3) + 64 * 1024;

const DATA_URL = /^data:[a-z0-9.+/-]*(;[a-z0-9-]+=[^;,]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 string (bare or a `data:` URL, white space allowed), or null when it is not base64. */
export function decodeBase64(value: string): Uint8Array | null {
  const body = value.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  if (!BASE64.test(body) || body.length % 4 === 1) return null;
  const buffer = Buffer.from(body, 'base64');
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** How many bytes a base64 string decodes to, without decoding it. */
export function decodedLength(value: string): number {
  const body = value.trim().replace(DATA_URL, '');
  let chars = 0;
  let padding = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === 0x3d) padding++;
    else if (c > 0x20) chars++;
  }
  return Math.floor(((chars + padding) * 3) / 4) - padding;
}

class Refused extends Error {
  constructor(readonly problem: string) {
    super(problem);
  }
}
const damaged = () => new Refused(IMAGE_MESSAGES.damaged);

// ── PNG ──────────────────────────────────────────────────────────────────────────────────────────

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs', 'bKGD']);
/** Samples per pixel of each PNG colour type, and the bit depths it allows. */
const PNG_COLOUR: Record<number, { samples: number; depths: number[] }> = {
  0: { samples: 1, depths: [1, 2, 4, 8, 16] },
  2: { samples: 3, depths: [8, 16] },
  3: { samples: 1, depths: [1, 2, 4, 8] },
  4: { samples: 2, depths: [8, 16] },
  6: { samples: 4, depths: [8, 16] },
};
/** Adam7: the start and step of each pass, in x and y. */
const ADAM7 = [
  [0, 8, 0, 8],
  [4, 8, 0, 8],
  [0, 4, 4, 8],
  [2, 4, 0, 4],
  [0, 2, 2, 4],
  [1, 2, 0, 2],
  [0, 1, 1, 2],
];

/** The bytes the inflated pixel data of a PNG must have: each row of each pass, with its filter byte. */
function pngDataLength(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rowBytes = (w: number) => (w === 0 ? 0 : 1 + Math.ceil((w * bitsPerPixel) / 8));
  if (!interlaced) return height * rowBytes(width);
  let total = 0;
  for (const [x0, dx, y0, dy] of ADAM7) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w > 0 && h > 0) total += h * rowBytes(w);
  }
  return total;
}

/** Inflates `data` without keeping it, answering how many bytes it held (stopping once past `limit`). */
function inflatedLength(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflate();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('error', reject);
    inflate.on('end', () => resolve(total));
    inflate.end(data);
  });
}

type Parsed = { bytes: Uint8Array; width: number; height: number; check?: () => Promise<void> };

function readPng(bytes: Uint8Array): Parsed {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  const idat: Uint8Array[] = [];
  let offset = 8;
  let header: { width: number; height: number; bitsPerPixel: number; interlaced: boolean } | null = null;
  let ended = false;
  while (offset < bytes.length) {
    if (ended) throw new Refused(IMAGE_MESSAGES.trailing);
    if (offset + 12 > bytes.length) throw damaged();
    const length = view.getUint32(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) throw damaged();
    const typeBytes = bytes.subarray(offset + 4, offset + 8);
    const type = String.fromCharCode(...typeBytes);
    if (!/^[A-Za-z]{4}$/.test(type)) throw damaged();
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== view.getUint32(offset + 8 + length)) throw damaged();
    if (!header && type !== 'IHDR') throw damaged();
    if (type === 'IHDR') {
      if (header || length !== 13) throw damaged();
      const d = new DataView(data.buffer, data.byteOffset, 13);
      const [width, height, depth, colour, compression, filter, interlace] = [d.getUint32(0), d.getUint32(4), data[8], data[9], data[10], data[11], data[12]];
      const kind = PNG_COLOUR[colour];
      if (!width || !height || !kind || !kind.depths.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) throw damaged();
      header = { width, height, bitsPerPixel: depth * kind.samples, interlaced: interlace === 1 };
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') ended = true;
    // An unknown critical chunk (capital first letter) would change how the picture is drawn.
    else if (!PNG_KEPT.has(type) && type.charCodeAt(0) < 0x61) throw damaged();
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  if (!header || !ended || !idat.length) throw damaged();
  const { width, height, bitsPerPixel, interlaced } = header;
  return {
    bytes: concat(kept),
    width,
    height,
    check: async () => {
      const expected = pngDataLength(width, height, bitsPerPixel, interlaced);
      const actual = await inflatedLength(concat(idat), expected).catch(() => -1);
      if (actual !== expected) throw damaged();
    },
  };
}

// ── JPEG ─────────────────────────────────────────────────────────────────────────────────────────

/** Start-of-frame markers (baseline, extended, progressive, lossless; Huffman and arithmetic). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Tables and segments kept besides frames and scans: DHT, DAC, DQT, DRI, DNL. */
const JPEG_TABLES = new Set([0xc4, 0xcc, 0xdb, 0xdd, 0xdc]);
const startsWith = (data: Uint8Array, text: string) => [...text].every((c, i) => data[i] === c.charCodeAt(0));

/** Whether an APPn segment draws the picture: JFIF (APP0), an ICC colour profile (APP2), Adobe's colour transform (APP14). */
function keptApp(marker: number, data: Uint8Array): boolean {
  if (marker === 0xe0) return startsWith(data, 'JFIF\0');
  if (marker === 0xe2) return startsWith(data, 'ICC_PROFILE\0');
  if (marker === 0xee) return startsWith(data, 'Adobe');
  return false;
}

/** An APP1 segment holding nothing but the orientation: an EXIF header, one directory of one entry. */
function orientationSegment(orientation: number): Uint8Array {
  const body = [
    ...[0x45, 0x78, 0x69, 0x66, 0, 0], // "Exif\0\0"
    ...[0x4d, 0x4d, 0, 42, 0, 0, 0, 8], // big-endian TIFF header, directory at 8
    ...[0, 1], // one entry
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // orientation, SHORT, one value
    ...[0, 0, 0, 0], // no next directory
  ];
  const length = body.length + 2;
  return Uint8Array.of(0xff, 0xe1, length >> 8, length & 0xff, ...body);
}

function readJpeg(bytes: Uint8Array): Parsed {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let offset = 2;
  let size: { width: number; height: number } | null = null;
  let scans = 0;
  let orientation = 1;
  for (;;) {
    if (offset + 2 > bytes.length) throw damaged();
    if (bytes[offset] !== 0xff) throw damaged();
    let markerAt = offset + 1;
    while (bytes[markerAt] === 0xff && markerAt < bytes.length) markerAt++; // fill bytes
    const marker = bytes[markerAt];
    offset = markerAt + 1;
    if (marker === undefined) throw damaged();
    if (marker === 0xd9) {
      if (!size || !scans) throw damaged();
      if (offset < bytes.length) throw new Refused(IMAGE_MESSAGES.trailing);
      kept.push(Uint8Array.of(0xff, 0xd9));
      break;
    }
    if (marker === 0xd8 || marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) throw damaged();
    if (offset + 2 > bytes.length) throw damaged();
    const length = (bytes[offset] << 8) | bytes[offset + 1];
    const end = offset + length;
    if (length < 2 || end > bytes.length) throw damaged();
    const data = bytes.subarray(offset + 2, end);
    const segment = bytes.subarray(markerAt - 1, end);
    if (SOF.has(marker)) {
      if (size || length < 8) throw damaged();
      const height = (data[1] << 8) | data[2];
      const width = (data[3] << 8) | data[4];
      if (!width || !height || !data[5]) throw damaged();
      size = { width, height };
      kept.push(segment);
    } else if (marker === 0xda) {
      if (!size) throw damaged();
      scans++;
      kept.push(segment);
      // The entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      let i = end;
      while (i < bytes.length - 1 && !(bytes[i] === 0xff && bytes[i + 1] !== 0x00 && !(bytes[i + 1] >= 0xd0 && bytes[i + 1] <= 0xd7) && bytes[i + 1] !== 0xff)) i++;
      if (i >= bytes.length - 1) throw damaged();
      kept.push(bytes.subarray(end, i));
      offset = i;
      continue;
    } else if (JPEG_TABLES.has(marker) || (marker >= 0xe0 && marker <= 0xef && keptApp(marker, data))) kept.push(segment);
    else if (marker === 0xe1 && orientation === 1) orientation = exifOrientation(data);
    else if (!(marker >= 0xe0 && marker <= 0xef) && marker !== 0xfe) throw damaged(); // only APPn and comments may go
    offset = end;
  }
  if (!size) throw damaged(); // (the end marker was only taken with a frame)
  if (orientation === 1) return { bytes: concat(kept), ...size };
  // After SOI and JFIF (which must come first when there is one), before the tables and the frame.
  const at = kept[1] && kept[1][1] === 0xe0 ? 2 : 1;
  kept.splice(at, 0, orientationSegment(orientation));
  const turned = isQuarterTurn(orientation);
  return { bytes: concat(kept), width: turned ? size.height : size.width, height: turned ? size.width : size.height };
}

// ── The check ────────────────────────────────────────────────────────────────────────────────────

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * What markup looks like, in any case, anywhere in the bytes (read as Latin-1). Only patterns long
 * enough that compressed pixel data does not hold them by chance (under one image in ten thousand).
 */
const MARKUP = /<(?:script|iframe|object|embed|!doctype|\?xml|html[\s>]|body[\s>]|svg[\s>])|javascript:/i;
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

function kindOf(bytes: Uint8Array): 'png' | 'jpeg' | 'markup' | 'other' {
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = latin1(bytes.subarray(0, 512)).replace(/^\uFEFF|^ï»¿/, '').trimStart();
  if (head.startsWith('<')) return 'markup';
  return 'other';
}

/** An uploaded image as it will be stored, or the reason it is refused. Bytes over the limit are refused before they are read. */
export async function checkReportImage(bytes: Uint8Array): Promise<ReportImage | ImageProblem> {
  if (!bytes.length) return { status: 422, message: IMAGE_MESSAGES.empty };
  if (bytes.length > ATTACHMENT_LIMITS.imageBytes) return { status: 413, message: IMAGE_MESSAGES.tooLarge(bytes.length) };
  const kind = kindOf(bytes);
  if (kind === 'markup') return { status: 415, message: IMAGE_MESSAGES.markup };
  if (kind === 'other') return { status: 415, message: IMAGE_MESSAGES.unsupported };
  try {
    const parsed = kind === 'png' ? readPng(bytes) : readJpeg(bytes);
    const { width, height } = parsed;
    if (width > ATTACHMENT_LIMITS.side || height > ATTACHMENT_LIMITS.side || width * height > ATTACHMENT_LIMITS.pixels) {
      return { status: 413, message: IMAGE_MESSAGES.tooManyPixels(width, height) };
    }
    await parsed.check?.();
    if (MARKUP.test(latin1(parsed.bytes))) return { status: 422, message: IMAGE_MESSAGES.hiddenMarkup };
    return {
      bytes: parsed.bytes,
      contentType: kind === 'png' ? 'image/png' : 'image/jpeg',
      width,
      height,
      sha256: createHash('sha256').update(parsed.bytes).digest('hex'),
    };
  } catch (error) {
    if (error instanceof Refused) return { status: 422, message: error.problem };
    throw error;
  }
}

export const isProblem = (value: ReportImage | ImageProblem): value is ImageProblem => 'status' in value;
