/**
 * The typefaces of the xelatex CVs: Latin Modern, or a system font fontconfig has, serif or sans;
 * Japanese always in Noto CJK (`languagePreamble`). A document draws its font among those that print
 * every character of the person (`printable.ts`); a person no font of a kind prints is refused.
 */
import { pick } from '../../../random.js';
import type { Person } from '../../../types.js';
import { inTempDir, run } from '../tools.js';
import { nameCharacters, personText, unprintable, type Typesetting } from './printable.js';
import { languagePreamble } from './tex.js';

export type FontKind = 'serif' | 'sans';

/**
 * System fonts a LaTeX CV may be set in besides Latin Modern, when fontconfig has them. Not DejaVu:
 * xelatex's PDF maps its hyphen glyph to the soft hyphen now and then, which text extraction drops.
 */
const SYSTEM_FONTS: Record<FontKind, string[]> = { serif: ['Liberation Serif'], sans: ['Liberation Sans'] };

let installedFonts: Promise<Set<string>> | undefined;
function fontFamilies(): Promise<Set<string>> {
  installedFonts ??= inTempDir('fc-list', (dir) => run('fc-list', [':', 'family'], { cwd: dir, timeoutMs: 30_000 }))
    .then((out) => new Set(out.split('\n').flatMap((line) => line.split(',').map((name) => name.trim()))))
    .catch(() => new Set<string>());
  return installedFonts;
}

/** The lines that set a font of `kind` (null: Latin Modern, which needs none). */
const fontLines = (kind: FontKind, font: string | null) => (font ? `\\usepackage{fontspec}\n${kind === 'serif' ? '\\setmainfont' : '\\setsansfont'}{${font}}` : '');

type Choice = { lines: string; setting: Typesetting };

/** The fonts a document of `kind` may draw, in a fixed order, each with the typesetting it makes. */
async function choices(kind: FontKind, person: Person): Promise<Choice[]> {
  const sans = kind === 'sans' ? '\\renewcommand{\\familydefault}{\\sfdefault}\n' : '';
  const setting = (lines: string): Typesetting => ({
    engine: 'xelatex',
    document: (body) => `\\documentclass{article}\n\\usepackage{fontspec}\n${lines}\n${sans}\\begin{document}\n${body}\\end{document}\n`,
  });
  if (person.language === 'ja') return [{ lines: '', setting: setting(languagePreamble('ja')) }];
  const installed = await fontFamilies();
  return [null, ...SYSTEM_FONTS[kind].filter((font) => installed.has(font))].map((font) => ({ lines: fontLines(kind, font), setting: setting(fontLines(kind, font)) }));
}

/** The fonts of `kind` that print every character of the person, and the characters the others lack. */
async function printing(kind: FontKind, person: Person): Promise<{ fit: Choice[]; lacking: string[] }> {
  const text = personText(person);
  const all = await choices(kind, person);
  const missing = await Promise.all(all.map((choice) => unprintable(choice.setting, text)));
  return { fit: all.filter((_, i) => !missing[i].length), lacking: [...new Set(missing.flat())].sort() };
}

/**
 * Lines that set the text in a font drawn from those that print the person, or '' for Latin Modern
 * (always so in Japanese, whose fonts `languagePreamble` sets).
 */
export async function fontPreamble(kind: FontKind, person: Person, random: () => number): Promise<string> {
  const { fit, lacking } = await printing(kind, person);
  if (!fit.length) throw new Error(`no ${kind} font prints ${nameCharacters(lacking)}`);
  return person.language === 'ja' ? '' : pick(fit, random).lines;
}

/** Why an xelatex CV cannot print the person in one of the font kinds it draws from, or null. */
export async function xelatexRefuses(person: Person): Promise<string | null> {
  const kinds = ['serif', 'sans'] as const;
  const found = await Promise.all(kinds.map((kind) => printing(kind, person)));
  const i = found.findIndex(({ fit }) => !fit.length);
  return i < 0 ? null : `no ${kinds[i]} font prints ${nameCharacters(found[i].lacking)}`;
}
