import { describe, expect, it } from 'vitest';
import { dataUrlImage } from '../../cv/docx.js';
import { exifOrientation } from '../../cv/jpeg-orientation.js';
import { ATTACHMENT_LIMITS } from '../../shared/schemas/attachments.js';
import { JPEG_24x16, jpegWithExif, jpegWithMetadata, pngImage } from '../test/images.js';
import { checkReportImage, decodeBase64, decodedLength, IMAGE_MESSAGES, isProblem, type ImageProblem, type ReportImage } from './report-image.js';

const accepted = async (bytes: Uint8Array) => {
  const result = await checkReportImage(bytes);
  if (isProblem(result)) throw new Error(`refused: ${result.message}`);
  return result as ReportImage;
};
const refused = async (bytes: Uint8Array) => {
  const result = await checkReportImage(bytes);
  if (!isProblem(result)) throw new Error('accepted');
  return result as ImageProblem;
};
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('base64', () => {
  it('reads bare base64 and data URLs, with white space; refuses anything else', () => {
    const png = pngImage(4, 3);
    const b64 = png.toString('base64');
    expect(Buffer.from(decodeBase64(b64)!)).toEqual(png);
    expect(Buffer.from(decodeBase64(`data:image/png;base64,${b64.replace(/(.{40})/g, '$1\n')}`)!)).toEqual(png);
    expect(decodeBase64('not base64!')).toBeNull();
    expect(decodeBase64('abcde')).toBeNull(); // a length no base64 has
    expect(decodeBase64('data:image/png,<svg>')).toBeNull();
    expect(decodedLength(b64)).toBe(png.length);
    expect(decodedLength(`data:image/png;base64,${b64}`)).toBe(png.length);
  });
});

describe('accepted images', () => {
  it('a PNG: its type and pixel size, the same bytes when it carries nothing to drop', async () => {
    const png = pngImage(40, 30);
    const image = await accepted(png);
    expect(image).toMatchObject({ contentType: 'image/png', width: 40, height: 30 });
    expect(Buffer.from(image.bytes)).toEqual(png);
    expect(image.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a JPEG as Chromium encodes it, with its JFIF and ICC segments', async () => {
    const image = await accepted(JPEG_24x16);
    expect(image).toMatchObject({ contentType: 'image/jpeg', width: 24, height: 16 });
    expect(Buffer.from(image.bytes)).toEqual(JPEG_24x16);
  });

  it('keeps a turned photo upright: the EXIF orientation alone is written back, the camera and date are not', async () => {
    for (const little of [false, true]) {
      const turned = await accepted(jpegWithExif(6, { little }));
      expect(text(turned.bytes)).not.toMatch(/Pixelphone|GPS|2026:03:14/);
      expect(turned).toMatchObject({ width: 16, height: 24 }); // the upright picture: 24 × 16 turned a quarter
      const app1 = Buffer.from(turned.bytes).indexOf(Buffer.from([0xff, 0xe1]));
      expect(app1).toBeGreaterThan(2); // after SOI and JFIF
      expect(exifOrientation(turned.bytes.subarray(app1 + 4))).toBe(6);
      expect(Buffer.from(turned.bytes).length).toBe(JPEG_24x16.length + 36);
    }
    const mirrored = await accepted(jpegWithExif(2));
    expect(mirrored).toMatchObject({ width: 24, height: 16 });
    // Upright already, or an orientation outside 1–8: nothing of the EXIF block is kept.
    expect(Buffer.from((await accepted(jpegWithExif(1))).bytes)).toEqual(JPEG_24x16);
    expect(Buffer.from((await accepted(jpegWithExif(9))).bytes)).toEqual(JPEG_24x16);
    // A damaged EXIF block is metadata, not the picture: dropped, the image accepted.
    expect(Buffer.from((await accepted(jpegWithMetadata('MM\0*\0\0\xff\xff', ''))).bytes)).toEqual(JPEG_24x16);
  });

  it('drops PNG text chunks and JPEG EXIF and comments: no metadata is stored', async () => {
    const png = await accepted(pngImage(8, 8, { extraChunks: [['tEXt', 'Author\0Sanne Visser'], ['tIME', new Uint8Array(7)]] }));
    expect(text(png.bytes)).not.toContain('Sanne');
    expect(text(png.bytes)).not.toContain('tIME');
    const jpeg = await accepted(jpegWithMetadata('GPS 51.92N 4.48E Canon', 'scanned by Rosa'));
    expect(text(jpeg.bytes)).not.toMatch(/GPS|Canon|Rosa/);
    expect(Buffer.from(jpeg.bytes)).toEqual(JPEG_24x16);
  });
});

describe('refused images', () => {
  it('SVG and HTML: 415, named as documents', async () => {
    for (const markup of ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', '\uFEFF  <!DOCTYPE html><html><body>hi</body></html>', '<?xml version="1.0"?><svg/>']) {
      expect(await refused(Buffer.from(markup))).toEqual({ status: 415, message: IMAGE_MESSAGES.markup });
    }
  });

  it('other types (GIF, WebP, PDF, text): 415', async () => {
    for (const other of ['GIF89a\x01\x00\x01\x00', 'RIFF\x00\x00\x00\x00WEBPVP8 ', '%PDF-1.7\n', 'hello']) {
      expect(await refused(Buffer.from(other, 'latin1'))).toEqual({ status: 415, message: IMAGE_MESSAGES.unsupported });
    }
  });

  it('a fake PNG: the signature followed by HTML is 422 damaged', async () => {
    const fake = Buffer.concat([pngImage(1, 1).subarray(0, 8), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    expect(await refused(fake)).toEqual({ status: 422, message: IMAGE_MESSAGES.damaged });
  });

  it('polyglots: HTML after IEND or after a JPEG’s end is 422; HTML hidden in a kept chunk is 422', async () => {
    expect(await refused(pngImage(4, 4, { trailing: '<html><script>alert(1)</script>' }))).toEqual({ status: 422, message: IMAGE_MESSAGES.trailing });
    expect(await refused(Buffer.concat([JPEG_24x16, Buffer.from('<script>alert(1)</script>')]))).toEqual({ status: 422, message: IMAGE_MESSAGES.trailing });
    // A colour chunk is kept, so markup inside one is found by the scan of what would be stored.
    expect(await refused(pngImage(4, 4, { extraChunks: [['iCCP', 'x\0\0<script>alert(1)</script>']] }))).toEqual({ status: 422, message: IMAGE_MESSAGES.hiddenMarkup });
  });

  it('damaged files: a wrong CRC, cut pixel data, a cut JPEG, no IEND', async () => {
    const png = pngImage(20, 20);
    const badCrc = Buffer.from(png);
    badCrc[29] ^= 0xff; // inside IHDR's CRC
    expect((await refused(badCrc)).message).toBe(IMAGE_MESSAGES.damaged);
    expect((await refused(pngImage(20, 20, { cutIdatTo: 10 }))).status).toBe(422);
    expect((await refused(JPEG_24x16.subarray(0, JPEG_24x16.length - 40))).status).toBe(422);
    expect((await refused(png.subarray(0, png.length - 12))).status).toBe(422);
  });

  it('too many bytes or pixels: 413 before anything is decoded', async () => {
    expect(await refused(new Uint8Array(ATTACHMENT_LIMITS.imageBytes + 1))).toEqual({ status: 413, message: IMAGE_MESSAGES.tooLarge(ATTACHMENT_LIMITS.imageBytes + 1) });
    // A tiny file that claims 20000 × 20000 pixels (a decompression bomb) is refused from its header.
    const bomb = pngImage(1, 1);
    bomb.writeUInt32BE(20000, 16);
    bomb.writeUInt32BE(20000, 20);
    const { crc32 } = await import('node:zlib');
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(await refused(bomb)).toEqual({ status: 413, message: IMAGE_MESSAGES.tooManyPixels(20000, 20000) });
  });

  it('an empty image: 422', async () => {
    expect(await refused(new Uint8Array())).toEqual({ status: 422, message: IMAGE_MESSAGES.empty });
  });
});

describe('a turned photo in the Word export', () => {
  it('goes in as stored, without its orientation, at its stored size; upright pictures are untouched', async () => {
    const turned = await accepted(jpegWithExif(8));
    const url = `data:image/jpeg;base64,${Buffer.from(turned.bytes).toString('base64')}`;
    const image = dataUrlImage(url, turned.width, turned.height)!;
    expect(image).toMatchObject({ type: 'jpg', width: 24, height: 16 });
    expect(Buffer.from(image.data)).toEqual(JPEG_24x16);
    const upright = dataUrlImage(`data:image/jpeg;base64,${JPEG_24x16.toString('base64')}`, 24, 16)!;
    expect(upright).toMatchObject({ width: 24, height: 16 });
    expect(Buffer.from(upright.data)).toEqual(JPEG_24x16);
  });
});
