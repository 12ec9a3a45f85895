/**
 * The typefaces hand-made PDF layouts set their text in: fonts of the machine (Liberation, DejaVu,
 * Latin Modern for a LaTeX look — Chromium finds them by name; a missing one falls back to another
 * face) and the product's own @fontsource faces, embedded as data URLs since the print page loads
 * nothing from outside. Japanese text falls back to Noto Sans CJK JP, else the embedded Noto Sans JP.
 */
import type { FontRequirement } from '../../../../src/cv/render.js';
import { buildFontCss } from '../../../../src/server/documents/fonts.js';
import { pick } from '../../random.js';
import type { CorpusLanguage } from '../../types.js';

export type Typeface = { stack: string; kind: 'sans' | 'serif'; embedded?: FontRequirement[] };

const LATIN = ['latin', 'latin-ext'];
const fontsource = (family: string, pkg: string, weights: number[]): FontRequirement[] =>
  weights.flatMap((weight) => (['normal', 'italic'] as const).map((style) => ({ family, package: pkg, weight, style, subsets: LATIN })));

export const TYPEFACES: Typeface[] = [
  { stack: "'Liberation Sans', Arial, Helvetica, sans-serif", kind: 'sans' },
  { stack: "'DejaVu Sans', Verdana, sans-serif", kind: 'sans' },
  { stack: "'Source Sans 3', sans-serif", kind: 'sans', embedded: fontsource('Source Sans 3', '@fontsource/source-sans-3', [400, 700]) },
  { stack: "'Liberation Serif', 'Times New Roman', serif", kind: 'serif' },
  { stack: "'DejaVu Serif', Georgia, serif", kind: 'serif' },
  { stack: "'Latin Modern Roman', 'LM Roman 10', serif", kind: 'serif' },
  { stack: "'Lora', serif", kind: 'serif', embedded: fontsource('Lora', '@fontsource/lora', [400, 700]) },
  { stack: "'Merriweather', serif", kind: 'serif', embedded: fontsource('Merriweather', '@fontsource/merriweather', [400, 700]) },
];

const JAPANESE: FontRequirement = { family: 'Noto Sans JP', package: '@fontsource/noto-sans-jp', weight: 400, style: 'normal' };

export const pickTypeface = (random: () => number, kind?: Typeface['kind']): Typeface => pick(kind ? TYPEFACES.filter((t) => t.kind === kind) : TYPEFACES, random);

/** The CSS font-family of a typeface for a document in `language`. */
export const fontStack = (typeface: Typeface, language: CorpusLanguage): string =>
  language === 'ja' ? typeface.stack.replace(/(sans-serif|serif)$/, "'Noto Sans CJK JP', 'Noto Sans JP', $1") : typeface.stack;

/** The @font-face rules a document needs: the embedded subsets that hold one of its characters. */
export function fontFaces(typeface: Typeface, language: CorpusLanguage, text: string): string {
  const requirements = [...(typeface.embedded ?? []), ...(language === 'ja' ? [JAPANESE] : [])];
  return requirements.length ? buildFontCss(requirements, text) : '';
}
