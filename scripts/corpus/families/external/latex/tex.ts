/**
 * What every LaTeX family shares: text made safe for TeX, the preamble lines for the CV language
 * (hyphenation through babel, Japanese in Noto CJK), and the compile itself with xelatex or pdflatex
 * in a private folder, no shell escape, under a time limit.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CorpusLanguage } from '../../../types.js';
import { inTempDir, run, which } from '../tools.js';

const SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '#': '\\#',
  '%': '\\%',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/**
 * Text as TeX prints it literally: the ten special characters escaped in one pass, line breaks as
 * spaces, and the other spaces as TeX writes them rather than as characters a font may lack: the
 * no-break space as `~`, the narrow ones (French "2 000", U+202F; the figure space) as `\,`, any
 * other (the ideographic space, an em space) as a plain space.
 */
export const tex = (text: string): string =>
  text
    .replace(/[\\{}$&#%_~^]/g, (c) => SPECIAL[c])
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\u00a0/g, '~')
    .replace(/[\u2007\u202f]/g, '\\,')
    .replace(/[^\S ]/g, ' ');

/** TeX's ligatures of quotes and dashes, longest first; xelatex's text mapping also curls the double quote. */
const LIGATURES: [string, string][] = [
  ['---', '—'],
  ['--', '–'],
  ['``', '“'],
  ["''", '”'],
  ['!`', '¡'],
  ['?`', '¿'],
  ['`', '‘'],
  ["'", '’'],
  ['<<', '«'],
  ['>>', '»'],
  [',,', '„'],
];

/**
 * The person's text as a LaTeX document prints it: the fonts' ligatures turn ASCII quotes and dashes
 * into typographic ones ("O'Brien" prints as "O’Brien", "--" as an en dash), so the truth, which
 * holds what is printed, goes through this (`Rendered.printedAs`).
 */
export function texTypography(engine: Engine): (text: string) => string {
  const ligatures = engine === 'xelatex' ? [...LIGATURES, ['"', '”'] as [string, string]] : LIGATURES;
  const pattern = new RegExp(ligatures.map(([from]) => from.replace(/[?!]/g, '\\$&')).join('|'), 'g');
  const to = new Map(ligatures);
  return (text) => text.replace(pattern, (m) => to.get(m)!);
}

/** babel's name of each CV language (Japanese is set in Noto CJK instead). */
const BABEL: Record<Exclude<CorpusLanguage, 'ja'>, string> = {
  en: 'british',
  nl: 'dutch',
  de: 'ngerman',
  fr: 'french',
  es: 'spanish',
  it: 'italian',
  pt: 'portuguese',
};

/**
 * Preamble lines for the document's language: hyphenation patterns through babel, or for Japanese
 * (xelatex only) Noto CJK for all text, which has Latin letters too, and line breaks between
 * Japanese characters. (Noto CJK draws the hyphen-minus and the non-breaking hyphen with one glyph,
 * and the PDF names it by the latter: a reader sees U+2011 where the page shows "-", as it would in
 * any PDF set so.)
 */
export function languagePreamble(language: CorpusLanguage): string {
  if (language === 'ja') {
    return [
      '\\usepackage{fontspec}',
      '\\setmainfont{Noto Serif CJK JP}',
      '\\setsansfont{Noto Sans CJK JP}',
      '\\XeTeXlinebreaklocale "ja"',
      '\\XeTeXlinebreakskip=0pt plus 1pt',
    ].join('\n');
  }
  // Shorthands off: Spanish and French make characters of the text active otherwise. Spanish also
  // sets roman numerals in small capitals through a robust command, which breaks every `\csname`
  // built with `\roman` (moderncv's lists of phones and social links): lower-case numerals instead.
  return `\\usepackage[shorthands=off,${BABEL[language]}${language === 'es' ? ',es-lcroman' : ''}]{babel}`;
}

export type Engine = 'xelatex' | 'pdflatex';

/** null when `engine` and `files` (class, package and font files) are installed; else what to install (`packages`, the Debian packages that hold the files). */
export async function latexMissing(engine: Engine, files: string[], packages = 'texlive-latex-extra texlive-plain-generic'): Promise<string | null> {
  if (!(await which(engine))) return engine === 'xelatex' ? 'xelatex not found (apt-get install texlive-xetex texlive-latex-extra)' : 'pdflatex not found (apt-get install texlive-latex-extra)';
  if (!(await which('kpsewhich'))) return 'kpsewhich not found (apt-get install texlive-binaries)';
  for (const file of files) {
    const found = await inTempDir('kpsewhich', (dir) => run('kpsewhich', [file], { cwd: dir, timeoutMs: 30_000 })).catch(() => '');
    if (!found.trim()) return `${file} not found (apt-get install ${packages})`;
  }
  return null;
}

const COMPILE_TIMEOUT_MS = 120_000;

/**
 * A fixed "now" for TeX (2025-01-15): `\\today` in europasscv's footer and the PDF's dates come
 * from it, so the same seed gives the same document on every machine and day.
 */
const SOURCE_DATE = { SOURCE_DATE_EPOCH: '1736899200', FORCE_SOURCE_DATE: '1' };

/**
 * The PDF of a LaTeX source, compiled `runs` times (a second run fills in page references such as
 * "page 1 / 2"). No shell escape. Strict (the default): the first error stops the run, and so does a
 * character the font lacks, which xelatex only notes in its log ("Missing character") while the
 * truth would still hold it. Not strict (for probes): errors are passed over and whatever PDF TeX
 * made is returned.
 */
export async function compileLatex(source: string, options: { engine?: Engine; runs?: number; strict?: boolean } = {}): Promise<Uint8Array> {
  const { engine = 'xelatex', runs = 1, strict = true } = options;
  return inTempDir('latex', async (dir) => {
    await writeFile(path.join(dir, 'resume.tex'), source, 'utf8');
    const log = () => readFile(path.join(dir, 'resume.log'), 'utf8').catch(() => '');
    const pdf = () => readFile(path.join(dir, 'resume.pdf'));
    for (let i = 0; i < runs; i++) {
      const args = ['-no-shell-escape', '-interaction=nonstopmode', ...(strict ? ['-halt-on-error'] : []), 'resume.tex'];
      await run(engine, args, { cwd: dir, timeoutMs: COMPILE_TIMEOUT_MS, env: SOURCE_DATE }).catch(async (error: Error) => {
        if (!strict && (await pdf().then(() => true, () => false))) return;
        const lines = (await log()).split('\n');
        const first = lines.findIndex((line) => line.startsWith('!'));
        throw new Error(`${engine} failed: ${first >= 0 ? lines.slice(first, first + 6).join('\n') : error.message}`);
      });
    }
    if (strict) {
      const lost = [...new Set((await log()).match(/^Missing character: There is no .+$/gm) ?? [])];
      if (lost.length) throw new Error(`${engine} lost characters: ${lost.slice(0, 5).join('; ')}`);
    }
    return new Uint8Array(await pdf());
  });
}
