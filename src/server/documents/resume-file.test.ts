import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  checkResumeFile,
  decodePdfNames,
  inspectZip,
  isEncryptedPdf,
  isJsonResume,
  isTruncatedPdf,
  jsonDepth,
  RESUME_MESSAGES,
  safeFileName,
  sniff,
  unreadableMessage,
  XmlDeclarationError,
  ZipBombError,
} from './resume-file.js';

const bytes = (s: string) => new Uint8Array(Buffer.from(s));
const pdf = (body = '') => bytes(`%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n${body}\ntrailer << /Root 1 0 R >>\nstartxref\n0\n%%EOF\n`);

async function zipOf(files: Record<string, string | Uint8Array>, level = 6) {
  const zip = new JSZip();
  for (const [name, data] of Object.entries(files)) zip.file(name, data);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level } });
}

async function refusal(data: Uint8Array) {
  try {
    await checkResumeFile(data);
  } catch (error) {
    const e = error as { statusCode: number; message: string; errors?: Record<string, string[]> };
    return { status: e.statusCode, message: e.message, errors: e.errors };
  }
  throw new Error('accepted');
}

describe('sniff: the type by content, not by name', () => {
  it('recognises PDF, ZIP, JSON and the old Word format', () => {
    expect(sniff(pdf())).toBe('pdf');
    expect(sniff(bytes('\n\n%PDF-1.4'))).toBe('pdf');
    expect(sniff(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toBe('zip');
    expect(sniff(bytes('\uFEFF  \n {"basics":{}}'))).toBe('json');
    expect(sniff(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('ole');
    expect(sniff(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniff(bytes('[1,2]'))).toBeNull();
  });

  it('knows a JSON Resume by its basics object', () => {
    expect(isJsonResume(bytes('{"basics":{"name":"A"}}'))).toBe(true);
    expect(isJsonResume(bytes('{"basics":"A"}'))).toBe(false);
    expect(isJsonResume(bytes('{"basics":[]}'))).toBe(false);
    expect(isJsonResume(bytes('{"basics":{'))).toBe(false);
  });
});

describe('PDF checks', () => {
  it('finds /Encrypt in the trailer and a missing %%EOF', () => {
    expect(isEncryptedPdf(bytes('%PDF-1.4\ntrailer << /Root 1 0 R /Encrypt 5 0 R >>\n%%EOF'))).toBe(true);
    expect(isEncryptedPdf(bytes('%PDF-1.5\n9 0 obj << /Type /XRef /Encrypt << /Filter /Standard >> >>'))).toBe(true);
    expect(isEncryptedPdf(pdf())).toBe(false);
    expect(isTruncatedPdf(pdf())).toBe(false);
    expect(isTruncatedPdf(pdf().slice(0, 40))).toBe(true);
  });

  it('answers 422 with the message for encrypted and truncated PDFs', async () => {
    expect(await refusal(bytes('%PDF-1.4\ntrailer << /Encrypt 5 0 R >>\n%%EOF'))).toEqual({ status: 422, message: RESUME_MESSAGES.encrypted, errors: { file: [RESUME_MESSAGES.encrypted] } });
    expect((await refusal(pdf().slice(0, 30))).message).toBe(RESUME_MESSAGES.corrupt);
    expect(await checkResumeFile(pdf())).toBe('pdf');
  });
});

describe('ZIP checks', () => {
  it('accepts a Word document and refuses other archives (415)', async () => {
    expect(await checkResumeFile(await zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }))).toBe('docx');
    expect(await refusal(await zipOf({ 'content.xml': '<office/>' }))).toMatchObject({ status: 415, message: RESUME_MESSAGES.unsupported });
    expect(await refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]))).toMatchObject({ status: 422, message: RESUME_MESSAGES.corrupt });
  });

  it('refuses bombs: too many entries, too much unpacked, too high a ratio', async () => {
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`word/part${i}.xml`, 'x']));
    await expect(inspectZip(await zipOf({ ...many, 'word/document.xml': '<w/>' }))).rejects.toBeInstanceOf(ZipBombError);
    const limits = { maxUncompressedBytes: 50 * 1024 * 1024, maxRatio: 100, maxEntries: 1000, ratioFloorBytes: 1024 * 1024 };
    const tight = await zipOf({ 'word/document.xml': '<w/>', 'word/media/zeros.bin': new Uint8Array(5 * 1024 * 1024) }, 9);
    await expect(inspectZip(tight, limits)).rejects.toBeInstanceOf(ZipBombError);
    await expect(inspectZip(tight, { ...limits, maxRatio: 1e9, maxUncompressedBytes: 4 * 1024 * 1024 })).rejects.toBeInstanceOf(ZipBombError);
    await expect(inspectZip(tight, { ...limits, maxRatio: 1e9 })).resolves.toEqual({ docx: true });
    expect((await refusal(tight)).message).toBe(RESUME_MESSAGES.zipBomb);
  });

  it('does not trust a central directory that understates the sizes', async () => {
    const data = await zipOf({ 'word/document.xml': '<w/>', 'word/media/zeros.bin': new Uint8Array(3 * 1024 * 1024) }, 9);
    // Rewrite the declared uncompressed size of the big entry (central directory and local header) to 1 KB.
    const buf = Buffer.from(data);
    for (let i = 0; i < buf.length - 4; i++) {
      const sig = buf.readUInt32LE(i);
      if (sig === 0x02014b50 && buf.toString('latin1', i + 46, i + 46 + buf.readUInt16LE(i + 28)).endsWith('zeros.bin')) buf.writeUInt32LE(1024, i + 24);
      if (sig === 0x04034b50 && buf.toString('latin1', i + 30, i + 30 + buf.readUInt16LE(i + 26)).endsWith('zeros.bin')) buf.writeUInt32LE(1024, i + 22);
    }
    const status = await refusal(new Uint8Array(buf));
    expect(status.status).toBe(422);
  });
});

describe('other files', () => {
  it('413 over 10 MB, 415 for the old Word format, a PNG or a JSON that is not a resume, 422 for an empty file', async () => {
    expect(await refusal(new Uint8Array(10 * 1024 * 1024 + 1))).toMatchObject({ status: 413, message: RESUME_MESSAGES.tooLarge });
    expect((await refusal(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).status).toBe(415);
    expect(await refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toMatchObject({ status: 415, message: RESUME_MESSAGES.unsupported });
    expect((await refusal(bytes('{"name":"x"}'))).status).toBe(415);
    expect((await refusal(new Uint8Array())).status).toBe(422);
    expect(await checkResumeFile(bytes('{"basics":{"name":"A"}}'))).toBe('json');
  });

  it('has a message per parser reason and safe download names', () => {
    expect(unreadableMessage('no_text')).toBe(RESUME_MESSAGES.noText);
    expect(unreadableMessage('corrupt')).toBe(RESUME_MESSAGES.corrupt);
    expect(unreadableMessage('encrypted')).toBe(RESUME_MESSAGES.encrypted);
    expect(safeFileName('Zoë "CV"/2024.pdf', 'pdf')).toBe('Zoe _CV_2024.pdf');
    expect(safeFileName('', 'docx')).toBe('resume.docx');
  });
});

describe('issue 7: what the checks used to let through', () => {
  it('decodes #xx escapes of PDF names before looking for /Encrypt', () => {
    expect(decodePdfNames('/Encr#79pt 3 0 R /Type#20Name (a#79b)')).toBe('/Encrypt 3 0 R /Type Name (a#79b)');
    expect(isEncryptedPdf(bytes('%PDF-1.4\ntrailer << /Root 1 0 R /Encr#79pt 5 0 R >>\n%%EOF'))).toBe(true);
    expect(isEncryptedPdf(bytes('%PDF-1.4\ntrailer << /Root 1 0 R /#45#6e#63#72#79#70#74 << /Filter /Standard >> >>\n%%EOF'))).toBe(true);
  });

  it('looks for /Encrypt outside the streams\' data only: a name in an image is none, one after it still counts', () => {
    const image = '4 0 obj << /Length 40 >>\nstream\n#2F /Encrypt 1 0 R stream #45 junk\nendstream\nendobj\n';
    expect(isEncryptedPdf(bytes(`%PDF-1.4\n${image}trailer << /Root 1 0 R >>\n%%EOF`))).toBe(false);
    expect(isEncryptedPdf(bytes(`%PDF-1.4\n${image}${image}trailer << /Root 1 0 R /Encr#79pt 5 0 R >>\n%%EOF`))).toBe(true);
    expect(isEncryptedPdf(bytes(`%PDF-1.5\n${image}9 0 obj << /Type /XRef /Encrypt << /Filter /Standard >> >>\nstream\nxref data\nendstream`))).toBe(true);
    expect(isEncryptedPdf(bytes('%PDF-1.4\ntrailer << /Root 1 0 R /Info 2 0 R (Encr#79pt 5 0 R) >>\n%%EOF'))).toBe(false);
  });

  it('refuses Word documents whose XML declares a DOCTYPE or entities, in UTF-8 or UTF-16, in any part', async () => {
    const doc = '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>';
    const word = (name: string, data: string | Uint8Array) => zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': doc, [name]: data });
    const declared = [
      ['word/document.xml', `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${doc}`],
      ['word/styles.xml', '<?xml version="1.0"?><!doctype styles><styles/>'],
      ['word/_rels/document.xml.rels', '<!ENTITY a "b"><Relationships/>'],
      ['word/footer1.xml', new Uint8Array(Buffer.from('\ufeff<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE f><f/>', 'utf16le'))],
    ] as const;
    for (const [name, data] of declared) {
      await expect(inspectZip(await word(name, data)), name).rejects.toBeInstanceOf(XmlDeclarationError);
      expect((await refusal(await word(name, data))).message, name).toBe(RESUME_MESSAGES.xmlDeclarations);
    }
    // The words themselves in text are fine; a declaration split across inflate chunks is still found.
    expect(await checkResumeFile(await word('word/comments.xml', '<c>DOCTYPE and ENTITY are words</c>'))).toBe('docx');
    const long = `<?xml version="1.0"?>${'<p/>'.repeat(40_000)}<!DOCTYPE late>`;
    expect((await refusal(await word('word/header1.xml', long))).message).toBe(RESUME_MESSAGES.xmlDeclarations);
  });

  it('bounds JSON Resume files: 2 MB and 32 levels', async () => {
    expect(jsonDepth(bytes('{"a":[{"b":"[[[{{{"}]}'))).toBe(3);
    expect(jsonDepth(bytes('{"a":"\\"[[["}'))).toBe(1);
    const deep = `{"basics":{},"x":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(await refusal(bytes(deep))).toEqual({ status: 422, message: RESUME_MESSAGES.jsonTooDeep, errors: { file: [RESUME_MESSAGES.jsonTooDeep] } });
    const big = JSON.stringify({ basics: { name: 'A', summary: 'x'.repeat(2 * 1024 * 1024) } });
    expect((await refusal(bytes(big))).message).toBe(RESUME_MESSAGES.jsonTooLarge);
    expect(await checkResumeFile(bytes(JSON.stringify({ basics: { name: 'A', summary: 'x'.repeat(100_000) } })))).toBe('json');
  });
});
