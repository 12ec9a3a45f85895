/**
 * The text of a resume as a reader sees it, before any rule reads it: what PDF and Word extraction
 * leave behind that no person wrote.
 *
 * - Icon-font glyphs (private-use code points: Font Awesome and the like), emoji and the pictographic
 *   symbols CVs put before headings and contact details (☎, ⚑) are dropped, so that a heading behind
 *   an icon is still a heading and no glyph ends up inside a value.
 * - A spacing accent printed beside its letter, as LaTeX PDFs extract them ("f¨ur", "e´te´", "c¸a"),
 *   is put back on the letter.
 * - Soft hyphens, zero-width characters and the byte-order mark are dropped; no-break and other
 *   spaces become plain spaces; typographic ligatures (ﬁ, ﬂ) become their letters.
 * - Full-width letters and digits (２０１９年) become plain ones, half-width katakana full ones, and
 *   the CJK radicals some PDF fonts extract instead of the character (⽊ for 木, ⻘ for 青) the character.
 * - A space that extraction puts between Japanese and Latin text ("ひかり IT ソリューションズ") is
 *   dropped in Japanese text: Japanese is written without one.
 */

import { YEAR_AGAINST_DURATION } from './dates.js';

/** Spacing accents above a letter and the combining mark each stands for: extracted before their letter (TeX's `\\"u`). */
const ABOVE: Record<string, string> = { '¨': '\u0308', '´': '\u0301', 'ˆ': '\u0302', '˜': '\u0303', 'ˇ': '\u030C', '˚': '\u030A', '˘': '\u0306', '˝': '\u030B', '`': '\u0300' };
/** Marks below a letter, which extraction puts on either side: only the letters that take them (ç ş ţ, ą ę į ų). */
const BELOW: Record<string, { mark: string; letters: string }> = { '¸': { mark: '\u0327', letters: 'cCsStT' }, '˛': { mark: '\u0328', letters: 'aAeEiIuU' } };

const ICONS = /[\p{Co}\u{1F000}-\u{1FAFF}\u{2600}-\u{26FF}\u2302\u2328\u2706-\u2709]|\u{FE0E}|\u{FE0F}|\u{20E3}/gu;
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;
const LIGATURES = /[\uFB00-\uFB06]/g;
/** Full-width ASCII, half-width katakana and Kangxi radicals: what NFKC folds to the plain character. */
const COMPATIBLE = /[\uFF01-\uFF5E\uFF61-\uFF9F\u2F00-\u2FD5]+/g;
/** CJK radical supplement forms without a compatibility mapping, and the characters they stand for. */
const RADICALS: Record<string, string> = { '⺟': '母', '⻘': '青', '⻑': '長', '⻄': '西', '⻩': '黄', '⻝': '食', '⻲': '亀', '⻯': '竜', '⻭': '歯' };
const RADICAL = new RegExp(`[${Object.keys(RADICALS).join('')}]`, 'g');
const JAPANESE = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー';
const mostlyJapanese = (text: string) => (text.match(new RegExp(`[${JAPANESE}]`, 'gu'))?.length ?? 0) > (text.match(/[A-Za-z]/g)?.length ?? 0);
const SPACE_AFTER_JAPANESE = new RegExp(`(?<=[${JAPANESE}])\\s+(?=[A-Za-z0-9])|(?<=[A-Za-z0-9])\\s+(?=[${JAPANESE}])`, 'gu');
const ACCENT_ABOVE = new RegExp(`([${Object.keys(ABOVE).join('')}])\\s?(\\p{L})`, 'gu');
const BELOW_AFTER = new RegExp(`([${Object.keys(BELOW).join('')}])\\s?(\\p{L})`, 'gu');
const BELOW_BEFORE = new RegExp(`(\\p{L})\\s?([${Object.keys(BELOW).join('')}])`, 'gu');
const takes = (mark: string, letter: string) => BELOW[mark].letters.includes(letter);

/** One line or value of extracted text, normalised as above (NFC). */
export function normaliseText(text: string): string {
  return text
    .replace(ICONS, '')
    .replace(INVISIBLE, '')
    .replace(SPACES, ' ')
    .replace(LIGATURES, (c) => c.normalize('NFKC'))
    .replace(COMPATIBLE, (c) => c.normalize('NFKC'))
    .replace(RADICAL, (c) => RADICALS[c])
    // The Japanese middle dot as some PDF fonts extract it ("学歴‧職歴").
    .replace(/\u2027/g, '・')
    .replace(SPACE_AFTER_JAPANESE, (space, at: number, all: string) => (mostlyJapanese(all) ? '' : space))
    // A grave accent is also a backquote: only on a vowel is it an accent.
    .replace(ACCENT_ABOVE, (whole, accent: string, letter: string) => (accent === '`' && !/[aeiou]/i.test(letter) ? whole : letter + ABOVE[accent]))
    .replace(BELOW_AFTER, (whole, mark: string, letter: string) => (takes(mark, letter) ? letter + BELOW[mark].mark : whole))
    .replace(BELOW_BEFORE, (whole, letter: string, mark: string) => (takes(mark, letter) ? letter + BELOW[mark].mark : whole))
    .replace(YEAR_AGAINST_DURATION, '$1 ')
    .normalize('NFC');
}

/**
 * Capitals spaced out letter by letter (CSS letter-spacing, small capitals: "P R E S E N T") as
 * their words. A wider gap between two letters — two spaces or more — is a break between words:
 * "S E N I O R  P R O D U C T  D E S I G N E R" → "SENIOR PRODUCT DESIGNER". Other text is
 * returned as it is, and so are capitals set apart one by one ("A  B  C").
 */
export function despaceCapitals(text: string): string {
  const t = text.trim();
  if (!/^\p{Lu}(?: +\p{Lu})+$/u.test(t)) return text;
  const groups = t.split(/ {2,}/);
  if (groups.length === 1 ? groups[0].length < 5 : groups.every((g) => g.length === 1)) return text;
  return groups.map((g) => g.replace(/ /g, '')).join(' ');
}

/**
 * A letter-spaced text as PDF extraction gives it — a space between every two letters, the wider
 * gaps between words lost ("S E N I O R P R O D U C T") — with its word breaks put back as wider
 * gaps ("S E N I O R  P R O D U C T"), read from the text the page draws (`drawn`: its glyphs in
 * order, a space where the page draws one). Unchanged when the page draws those letters with no
 * space between them, or in more than one way.
 */
export function withWordGaps(text: string, drawn: string): string {
  if (!isLetterSpaced(text)) return text;
  const letters = Array.from(text.replace(/ /g, ''));
  const run = new RegExp(letters.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(' ?'), 'gu');
  const ways = new Set([...drawn.matchAll(run)].map((m) => m[0]));
  if (ways.size !== 1) return text;
  const [way] = ways;
  return way.split(' ').map((w) => Array.from(w).join(' ')).join('  ');
}

/**
 * Whether a text reads as PDF extraction leaves letter-spaced text: a space between every two
 * letters ("S E N I O R"), or capitals in short runs where kerning pulled letters together ("CO N
 * TAC T"), half of them single letters at least.
 */
export function isLetterSpaced(text: string): boolean {
  if (/^\S(?: \S){2,}$/u.test(text)) return true;
  if (!/^\p{Lu}{1,3}(?: \p{Lu}{1,3}){2,}$/u.test(text)) return false;
  const tokens = text.split(' ');
  return tokens.filter((t) => t.length === 1).length * 2 >= tokens.length;
}

// ── Small text helpers every stage shares ──────────────────────────────────────────────────────────

/** A web address in text ("https://…", "www.…", "name.com/…"). */
export const URL_RE = /\b(https?:\/\/|www\.)\S+|\b[\w-]+\.(com|org|net|io|dev|me|nl|de|fr|es|it|co|uk)(\/\S*)?\b/i;
/** Whether a line starts with a bullet glyph followed by a space. */
export const isBulletText = (s: string) => /^[•·▪◦●■\-–*►✓]\s/.test(s);
/** A text folded for lookups: no accents, lower case, punctuation as single spaces ("Saint-Étienne" → "saint etienne"). */
export const foldKey = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/** The words of a text (split on white space). */
export const words = (s: string) => s.split(/\s+/).filter(Boolean);
/** A value without control or private-use characters, and without the bullets, bars and dashes around it. */
export const cleanPart = (s: string) =>
  s
    .replace(/[\p{Cc}\p{Co}]/gu, '')
    .replace(/^[\s•·▪◦●■*►✓|,;:–—-]+|[\s•·▪◦●■*►✓|,;:–—-]+$/g, '')
    .trim();
/**
 * A name without the full stop that ends its sentence ("Universidade do Porto." in "Degree,
 * Universidade do Porto."), keeping the stop of an abbreviation ("Ltd.", "Lda.", "S.A.", "Corp.").
 */
export function withoutSentenceStop(name: string): string {
  const m = /(?<![\p{L}\p{N}.])([\p{L}\p{N}]+)\.$/u.exec(name);
  if (!m || m[1].length < 4 || ABBREVIATIONS.has(m[1].toLowerCase())) return name;
  return name.slice(0, -1);
}
const ABBREVIATIONS = new Set(['corp', 'bros', 'intl', 'assn', 'dept', 'univ', 'mfg', 'inst', 'tech', 'coop', 'ltda', 'cia', 'gmbh', 'mbh']);

const CJK_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]$/u;
const CJK_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;

/**
 * A text and the line after it joined where the page broke a word between them: after a hyphen
 * that follows a small letter, before a small letter ("Agence Ri-" / "viera" → "Agence Riviera"),
 * or in Japanese, which wraps between any two characters, when a few characters go on before a
 * comma or space ("エンジニアリン" / "グ, 仙台").
 * `full`: the text's line ran to the column's edge (where Japanese is wrapped). Null when the
 * page broke no word there.
 */
export function joinBrokenWord(text: string, next: string, full: boolean): string | null {
  if (/\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(next)) return text.slice(0, -1) + next;
  // (The rest of a Japanese word so wrapped is a few characters before the next comma or space.)
  if (full && CJK_END.test(text) && CJK_START.test(next) && next.split(/[,、，\s]/)[0].length <= 3) return text + next;
  return null;
}

/** Header texts with a line the page wrapped joined to the one before ("… at Universidad Politécnica" / "de Madrid"). */
export const joinWrapped = (texts: string[]) => texts.reduce<string[]>((out, t) => (out.length && /^\p{Ll}/u.test(t) && !LOWER_CASE_COMPANY.test(t) ? [...out.slice(0, -1), `${out[out.length - 1]} ${t}`] : [...out, t]), []);

/**
 * A company whose name is written in lower case, known by its legal form ("msg systems ag,
 * Ismaning", "trivago n.v.") or named as its web address ("bol.com, Waalwijk", "zalando.de"): a text
 * of its own, no line the page wrapped.
 */
const LOWER_CASE_COMPANY = /^[^,]*?(?<![\p{L}])(?:ag|gmbh|se|kg|inc|ltd|llc|plc|bv|b\.v\.|nv|n\.v\.|sa|s\.a\.|srl|s\.r\.l\.|spa|s\.p\.a\.|sas|sarl|oy|ab|a\/s|kk)\.?(?=\s*(?:,|$))|^[a-z0-9][a-z0-9-]*\.(?:com|net|org|io|co|ai|app|nl|de|be|fr|es|it|pt|ch|at|uk|ie|eu|jp|br|mx)(?=\s*(?:,|$|\s[-–—|·]))/iu;

/** The items of a list line's parts: split at commas, semicolons, bullets and bars. */
export const listItems = (parts: string[]) =>
  parts
    .flatMap((p) => splitOutsideBrackets(p, /\s*[,;·•|]\s*/g))
    .map(cleanPart)
    .filter(Boolean);

/**
 * A text split at a separator wherever it stands outside brackets: "Excel (TCD, RECHERCHEV), Word"
 * → "Excel (TCD, RECHERCHEV)", "Word". A bracket never closed splits as if it were none.
 */
export function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const inside: boolean[] = [];
  let depth = 0;
  for (const c of text) {
    if (c === '(' || c === '[' || c === '（') depth++;
    else if ((c === ')' || c === ']' || c === '）') && depth > 0) depth--;
    inside.push(depth > 0);
  }
  if (depth > 0) return text.split(separator);
  // (Indexes by UTF-16 unit: the flags above are per code point, so astral characters shift them; they never are brackets.)
  const flags = [...text].flatMap((c, k) => (c.length === 2 ? [inside[k], inside[k]] : [inside[k]]));
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(new RegExp(separator.source, separator.flags.includes('g') ? separator.flags : `${separator.flags}g`))) {
    if (!m[0].length || flags[m.index]) continue;
    out.push(text.slice(start, m.index));
    start = m.index + m[0].length;
  }
  out.push(text.slice(start));
  return out;
}
