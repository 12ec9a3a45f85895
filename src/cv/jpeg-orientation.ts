/**
 * The EXIF orientation of a JPEG, the one EXIF value the stored assessment images keep (decision 019):
 * read at upload, and undone for the Word export, whose readers do not agree on honouring it.
 */

/**
 * The orientation (1–8, TIFF tag 0x0112) an EXIF segment's first image directory gives, or 1 when it
 * gives none or cannot be read: a damaged EXIF block is only metadata and is dropped anyway.
 */
export function exifOrientation(data: Uint8Array): number {
  if (data.length < 14 || ![0x45, 0x78, 0x69, 0x66, 0, 0].every((b, i) => data[i] === b)) return 1; // "Exif\0\0"
  const tiff = new DataView(data.buffer, data.byteOffset + 6, data.byteLength - 6);
  const order = String.fromCharCode(data[6], data[7]);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  if (tiff.getUint16(2, little) !== 42) return 1;
  const ifd = tiff.getUint32(4, little);
  if (ifd + 2 > tiff.byteLength) return 1;
  const entries = tiff.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > tiff.byteLength) return 1;
    if (tiff.getUint16(at, little) !== 0x0112) continue;
    if (tiff.getUint16(at + 2, little) !== 3 || tiff.getUint32(at + 4, little) !== 1) return 1; // one SHORT
    const value = tiff.getUint16(at + 8, little);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/** 5–8 turn the picture a quarter: its upright width is its stored height. */
export const isQuarterTurn = (orientation: number) => orientation >= 5;

/**
 * A JPEG's orientation and the bytes without its EXIF segments, or null when it is not a JPEG with
 * an orientation other than upright. Reads the segments before the first scan only.
 */
export function withoutOrientation(bytes: Uint8Array): { orientation: number; bytes: Uint8Array } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let orientation = 1;
  const dropped: [number, number][] = [];
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1];
    if (marker === 0xda || marker === 0xd9) break;
    const end = offset + 2 + ((bytes[offset + 2] << 8) | bytes[offset + 3]);
    if (end > bytes.length) return null;
    if (marker === 0xe1) {
      const found = exifOrientation(bytes.subarray(offset + 4, end));
      if (found !== 1) orientation = found;
      dropped.push([offset, end]);
    }
    offset = end;
  }
  if (orientation === 1) return null;
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const [start, end] of dropped) {
    parts.push(bytes.subarray(at, start));
    at = end;
  }
  parts.push(bytes.subarray(at));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let write = 0;
  for (const part of parts) {
    out.set(part, write);
    write += part.length;
  }
  return { orientation, bytes: out };
}
