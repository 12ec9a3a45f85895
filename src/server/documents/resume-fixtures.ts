/**
 * Resume files made in code for tests and benchmarks: small PDFs with chosen text, Word documents
 * from chosen XML, and the heaviest Word document the upload limits let through (issue 7: about
 * 9 MB that unpack to 21 MB of plain paragraphs, text that compresses poorly).
 */
import { deflateSync } from 'node:zlib';
import JSZip from 'jszip';

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CONTENT_TYPES_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `word/document.xml` of paragraphs of plain text; `prolog` goes between the XML declaration and the root (a DOCTYPE, say). */
const PARAGRAPH_MARKUP = '<w:p><w:r><w:t xml:space="preserve"></w:t></w:r></w:p>';
export function documentXml(paragraphs: string[], prolog = ''): string {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${prolog}<w:document xmlns:w="${W_NS}"><w:body>${body}</w:body></w:document>`;
}

/** A header or footer part: `name` is its file in `word/` (`header1.xml`), `xml` its content (given as is), `id` its relationship's id. */
export type DocxPart = { kind: 'header' | 'footer'; id: string; name: string; xml: string };

/** A `w:hdr` (or `w:ftr`) part of paragraphs of plain text. */
export function headerXml(paragraphs: string[], root: 'hdr' | 'ftr' = 'hdr'): string {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:${root} xmlns:w="${W_NS}">${body}</w:${root}>`;
}

/** The `word/document.xml` of paragraphs of plain text whose one section refers to headers and footers (`refs`: type and relationship id), with a title page when `titlePage`. */
export function documentXmlWithSection(paragraphs: string[], refs: { kind: 'header' | 'footer'; type: 'default' | 'first' | 'even'; id: string }[], titlePage = false): string {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`).join('');
  const references = refs.map((r) => `<w:${r.kind}Reference w:type="${r.type}" r:id="${r.id}"/>`).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W_NS}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${body}<w:sectPr>${references}${titlePage ? '<w:titlePg/>' : ''}<w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`;
}

/** A minimal Word document around `document.xml` (given as is, so it may be anything), with header and footer parts when `parts` are given. */
export async function docxFromXml(document: string, level = 6, parts: DocxPart[] = []): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES_XML);
  zip.file('_rels/.rels', RELS_XML);
  zip.file('word/document.xml', document);
  if (parts.length) {
    const rels = parts.map((p) => `<Relationship Id="${p.id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${p.kind}" Target="${p.name}"/>`).join('');
    zip.file('word/_rels/document.xml.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`);
    for (const p of parts) zip.file(`word/${p.name}`, p.xml);
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level } });
}

/**
 * The worst Word document within the limits: `xmlBytes` of plain paragraphs of 40 words each, drawn
 * from 5,000 made-up words so the text packs only about 2.3:1 (about 9 MB of file for 21 MB of XML:
 * under the 10 MB upload limit, the 50 MB unpacked limit and the 100:1 ratio limit).
 */
export async function heavyDocx(xmlBytes = 21_000_000, seed = 7): Promise<Uint8Array> {
  const random = seededRandom(seed);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const vocabulary = Array.from({ length: 5000 }, () => {
    let word = '';
    for (let i = 3 + Math.floor(random() * 8); i > 0; i--) word += letters[Math.floor(random() * 26)];
    return word;
  });
  const paragraphs: string[] = [];
  let size = 0;
  while (size < xmlBytes) {
    const words = Array.from({ length: 40 }, () => vocabulary[Math.floor(random() * vocabulary.length)]);
    const p = words.join(' ');
    paragraphs.push(p);
    size += p.length + PARAGRAPH_MARKUP.length;
  }
  return docxFromXml(documentXml(paragraphs), 6);
}

/** PDF string literal escaping; bytes above 0x7f and controls as octal escapes. */
const pdfString = (s: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what is escaped here
  s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[\u0000-\u001f\u007f-\u00ff]/g, (c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`);

/**
 * A font's Unicode map as some PDF themes write it: byte 0x00 maps to U+0000 (so readers extract a
 * NUL character), printable ASCII maps to itself.
 */
const NUL_TO_UNICODE = [
  '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
  '/CMapName /Nul-UCS def /CMapType 2 def',
  '1 begincodespacerange <00> <FF> endcodespacerange',
  '1 beginbfchar <00> <0000> endbfchar',
  '1 beginbfrange <20> <7E> <0020> endbfrange',
  'endcmap CMapName currentdict /CMap defineresource pop end end',
].join('\n');

/**
 * A one-page PDF with a text layer: each line in Helvetica (WinAnsi), top to bottom. `trailer`
 * adds entries to the trailer dictionary (e.g. an escaped `/Encr#79pt` key); `nulFont` gives the
 * regular font a Unicode map that turns byte 0 into U+0000; `flate` compresses the page's content
 * stream (`'no-checksum'`: without its closing Adler-32 checksum; `'cut'`: without its last 40 bytes,
 * as a damaged download would be). The cross-reference table
 * is exact, so readers need no repair.
 */
export function pdfWithLines(lines: { text: string; size?: number; bold?: boolean }[], options: { trailer?: string; nulFont?: boolean; flate?: 'whole' | 'no-checksum' | 'cut' } = {}): Uint8Array {
  const text = ['BT', ...lines.flatMap((l, i) => [`/${l.bold ? 'F2' : 'F1'} ${l.size ?? 11} Tf`, `1 0 0 1 56 ${780 - i * 22} Tm`, `(${pdfString(l.text)}) Tj`]), 'ET'].join('\n');
  const deflated = options.flate ? deflateSync(Buffer.from(text, 'latin1')) : undefined;
  const cut = { whole: 0, 'no-checksum': 4, cut: 40 }[options.flate ?? 'whole'];
  const content = deflated ? deflated.subarray(0, deflated.length - cut).toString('latin1') : text;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding ${options.nulFont ? '/ToUnicode 7 0 R ' : ''}>>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')}${deflated ? ' /Filter /FlateDecode' : ''} >>\nstream\n${content}\nendstream`,
    ...(options.nulFont ? [`<< /Length ${NUL_TO_UNICODE.length} >>\nstream\n${NUL_TO_UNICODE}\nendstream`] : []),
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${options.trailer ?? ''}>>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
