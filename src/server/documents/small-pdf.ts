/**
 * A small PDF made in code, with chosen text lines: for tests and benchmarks (./resume-fixtures.ts
 * re-exports it), and for the parse worker to read before it takes uploads (./parse-worker.ts).
 */
import { deflateSync } from 'node:zlib';

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
