/**
 * Resume files made in code for tests and benchmarks: small PDFs with chosen text, Word documents
 * from chosen XML, and the heaviest Word document the upload limits let through (issue 7: about
 * 9 MB that unpack to 21 MB of plain paragraphs, text that compresses poorly).
 */
import JSZip from 'jszip';

export { pdfWithLines } from './small-pdf.js';

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

