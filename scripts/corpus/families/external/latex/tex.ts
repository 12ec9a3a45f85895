/**
 * What every LaTeX family shares: text made safe for TeX, the preamble lines for the CV language
 * (hyphenation through babel, Japanese through xeCJK with Noto CJK), and the compile itself with
 * xelatex in a private folder, no shell escape, under a time limit.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pick } from '../../../random.js';
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

/** Text as TeX prints it literally: the ten special characters escaped in one pass, line breaks as spaces. */
export const tex = (text: string): string => text.replace(/[\\{}$&#%_~^]/g, (c) => SPECIAL[c]).replace(/\s*\n\s*/g, ' ');

/** babel's name of each CV language (Japanese is set with xeCJK instead). */
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
 * Japanese characters.
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
  // Shorthands off: Spanish and French make characters of the text active otherwise.
  return `\\usepackage[shorthands=off,${BABEL[language]}]{babel}`;
}

/**
 * System fonts a LaTeX CV may be set in besides Latin Modern, when fontconfig has them. Not DejaVu:
 * xelatex's PDF maps its hyphen glyph to the soft hyphen now and then, which text extraction drops.
 */
const SYSTEM_FONTS = { serif: ['Liberation Serif'], sans: ['Liberation Sans'] };

let installedFonts: Promise<Set<string>> | undefined;
function fontFamilies(): Promise<Set<string>> {
  installedFonts ??= inTempDir('fc-list', (dir) => run('fc-list', [':', 'family'], { cwd: dir, timeoutMs: 30_000 }))
    .then((out) => new Set(out.split('\n').flatMap((line) => line.split(',').map((name) => name.trim()))))
    .catch(() => new Set<string>());
  return installedFonts;
}

/**
 * Lines that set the text in a font drawn from those installed, or '' for Latin Modern (always so
 * in Japanese, whose fonts `languagePreamble` sets).
 */
export async function fontPreamble(kind: 'serif' | 'sans', language: CorpusLanguage, random: () => number): Promise<string> {
  if (language === 'ja') return '';
  const installed = await fontFamilies();
  const choice = pick([null, ...SYSTEM_FONTS[kind].filter((font) => installed.has(font))], random);
  if (!choice) return '';
  return `\\usepackage{fontspec}\n${kind === 'serif' ? '\\setmainfont' : '\\setsansfont'}{${choice}}`;
}

export type Engine = 'xelatex' | 'pdflatex';

/** null when `engine` and `files` (class, package and font files) are installed; else what to install. */
export async function latexMissing(engine: Engine, files: string[]): Promise<string | null> {
  if (!(await which(engine))) return engine === 'xelatex' ? 'xelatex not found (apt-get install texlive-xetex texlive-latex-extra)' : 'pdflatex not found (apt-get install texlive-latex-extra)';
  if (!(await which('kpsewhich'))) return 'kpsewhich not found (apt-get install texlive-binaries)';
  for (const file of files) {
    const found = await inTempDir('kpsewhich', (dir) => run('kpsewhich', [file], { cwd: dir, timeoutMs: 30_000 })).catch(() => '');
    if (!found.trim()) return `${file} not found (apt-get install texlive-latex-extra texlive-plain-generic)`;
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
 * "page 1 / 2"). No shell escape; the first error stops the run.
 */
export async function compileLatex(source: string, options: { engine?: Engine; runs?: number } = {}): Promise<Uint8Array> {
  const { engine = 'xelatex', runs = 1 } = options;
  return inTempDir('latex', async (dir) => {
    await writeFile(path.join(dir, 'resume.tex'), source, 'utf8');
    for (let i = 0; i < runs; i++) {
      await run(engine, ['-no-shell-escape', '-interaction=nonstopmode', '-halt-on-error', 'resume.tex'], { cwd: dir, timeoutMs: COMPILE_TIMEOUT_MS, env: SOURCE_DATE }).catch(async (error: Error) => {
        const log = await readFile(path.join(dir, 'resume.log'), 'utf8').catch(() => '');
        const first = log.split('\n').findIndex((line) => line.startsWith('!'));
        throw new Error(`${engine} failed: ${first >= 0 ? log.split('\n').slice(first, first + 6).join('\n') : error.message}`);
      });
    }
    return new Uint8Array(await readFile(path.join(dir, 'resume.pdf')));
  });
}
