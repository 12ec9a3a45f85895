/**
 * The CV fonts: reads the @fontsource packages' CSS and woff2 files, keeps them in memory, and
 * builds the @font-face rules of `renderCvHtml` (src/cv cannot read files) — embedded as base64
 * data URLs for a document that must stand alone (the PDF and Word exports, the page count), or
 * linked to `CV_FONTS_PATH` for the live preview, whose browser keeps each file in its cache
 * (decision 015).
 *
 * Only the unicode-range subsets that contain a character of the document are named: Noto Sans
 * JP ships ~120 subsets per weight (~4 MB), a Japanese CV typically uses a dozen of them.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ALL_FONTS, CV_FONT_LINK, CV_FONTS_PATH, type FontRequirement } from '../../cv/render.js';

type Face = { family: string; weight: number; style: string; subset: string; file: string; unicodeRange: string; ranges: [number, number][] };

const require = createRequire(import.meta.url);
const faceCache = new Map<string, Face[]>();
/** Every font file of a face read so far, by its file name (`inter-latin-400-normal.woff2`). */
const filesByName = new Map<string, string>();
const contents = new Map<string, { data: Buffer; hash: string; dataUrl: string }>();

/** "U+0000-00FF,U+0131" → sorted, merged [from, to] pairs. */
export function parseUnicodeRange(range: string): [number, number][] {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((part): [number, number] => {
      if (part.includes('?')) return [parseInt(part.replace(/\?/g, '0'), 16), parseInt(part.replace(/\?/g, 'F'), 16)];
      const [from, to] = part.split('-');
      return [parseInt(from, 16), parseInt(to ?? from, 16)];
    })
    .sort((a, b) => a[0] - b[0])
    // Merged so that overlapping ranges cannot mislead the binary search in `covers`.
    .reduce<[number, number][]>((merged, r) => {
      const last = merged.at(-1);
      if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
      else merged.push([r[0], r[1]]);
      return merged;
    }, []);
}

function covers(ranges: [number, number][], code: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (code < ranges[mid][0]) hi = mid - 1;
    else if (code > ranges[mid][1]) lo = mid + 1;
    else return true;
  }
  return false;
}

/** The faces one @fontsource weight/style CSS file declares (one per unicode-range subset). */
function facesOf(req: FontRequirement): Face[] {
  const key = `${req.package}|${req.weight}|${req.style}`;
  const cached = faceCache.get(key);
  if (cached) return cached;
  const dir = path.dirname(require.resolve(`${req.package}/index.css`));
  const css = readFileSync(path.join(dir, `${req.weight}${req.style === 'italic' ? '-italic' : ''}.css`), 'utf8');
  const faces: Face[] = [];
  for (const block of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = block[1];
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(body)?.[1];
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.trim() ?? 'U+0-10FFFF';
    if (!file) continue;
    const base = path.basename(req.package);
    const subset = file.slice(base.length + 1).replace(new RegExp(`-${req.weight}-${req.style}\\.woff2$`), '').replace(/^\[|\]$/g, '');
    faces.push({ family: req.family, weight: req.weight, style: req.style, subset, file: path.join(dir, 'files', file), unicodeRange, ranges: parseUnicodeRange(unicodeRange) });
    filesByName.set(file, path.join(dir, 'files', file));
  }
  faceCache.set(key, faces);
  return faces;
}

function contentOf(file: string): { data: Buffer; hash: string; dataUrl: string } {
  let content = contents.get(file);
  if (!content) {
    const data = readFileSync(file);
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
    contents.set(file, (content = { data, hash, dataUrl: `data:font/woff2;base64,${data.toString('base64')}` }));
  }
  return content;
}

/** The URL of a font file: its content hash in the path, so that it may be cached for good. */
const linkOf = (file: string) => `${CV_FONTS_PATH}/${contentOf(file).hash}/${path.basename(file)}`;

/**
 * The woff2 data of `GET CV_FONTS_PATH/{hash}/{name}`, or null for a name that is no face of the CV
 * fonts or a hash that is not its content's (an older build's link).
 */
export function linkedFontFile(hash: string, name: string): Buffer | null {
  if (!filesByName.has(name)) for (const req of ALL_FONTS) facesOf(req);
  const file = filesByName.get(name);
  if (!file) return null;
  const content = contentOf(file);
  return content.hash === hash ? content.data : null;
}

const LINKED_FONT = new RegExp(`url\\(${CV_FONT_LINK.source}\\)`, 'g');

/** The document with its linked fonts embedded again (for Chromium, which has no server to ask). */
export function embedLinkedFonts(html: string): string {
  return html.replace(LINKED_FONT, (whole, hash: string, name: string) => {
    const file = linkedFontFile(hash, name) ? filesByName.get(name) : undefined;
    return file ? `url(${contentOf(file).dataUrl})` : whole;
  });
}

/** The faces to embed: those allowed by `subsets` whose unicode-range holds a character of the document. */
export function selectFaces(requirements: FontRequirement[], characters: string): Face[] {
  const codes = [...new Set([...characters].map((c) => c.codePointAt(0) as number))];
  return requirements.flatMap((req) =>
    facesOf(req).filter((f) => (!req.subsets || req.subsets.includes(f.subset)) && codes.some((code) => covers(f.ranges, code))),
  );
}

/**
 * @font-face CSS for `renderCvHtml({ fonts: { css } })`: the woff2 data embedded, or linked to
 * `CV_FONTS_PATH` (`linked`), which `embedLinkedFonts` turns back into the embedded form.
 */
export function buildFontCss(requirements: FontRequirement[], characters: string, source: 'embedded' | 'linked' = 'embedded'): string {
  return selectFaces(requirements, characters)
    .map((f) => {
      const url = source === 'linked' ? linkOf(f.file) : contentOf(f.file).dataUrl;
      return `@font-face{font-family:'${f.family}';font-style:${f.style};font-weight:${f.weight};font-display:block;src:url(${url}) format('woff2');unicode-range:${f.unicodeRange}}`;
    })
    .join('');
}
