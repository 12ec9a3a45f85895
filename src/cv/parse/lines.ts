/**
 * Stage 1, text and layout → lines: the reading-order lines of a file with their layout cues (size,
 * weight, indent, column, gap), PDF through the layout analysis of ./layout.ts, DOCX from its blocks
 * here, and each line's text as a reader sees it (./text.ts).
 */
import { continuesPeriod, findDates, isDateCell, isWholePeriod } from './dates.js';
import { pdfLines } from './layout.js';
import { despaceCapitals, normaliseText, words } from './text.js';
import { COMPANY_CUES, headingSection, INSTITUTION_CUES, isDocumentTitle, isLegalForm, JA_LEGAL_FORMS, JA_ROLE_WORDS, TITLE_CUES, TITLE_SUFFIX } from './vocab.js';
import type { Block, DocxInput, Line, ParseInput } from './types.js';

/** Relative size of a Word heading by its level (h1 largest); body text is 1. */
const HEADING_SIZE = [1, 2, 1.7, 1.45, 1.25, 1.1, 1.0];

/** The reading-order lines of a parser input. */
export function inputLines(input: ParseInput): Line[] {
  return input.kind === 'pdf' ? pdfLines(input) : docxLines(input);
}

/**
 * A Word document's blocks as lines: one per paragraph, heading or list item; a table row whose
 * cells are single paragraphs (title | dates) becomes one line with a part per cell.
 */
export function docxLines(input: DocxInput): Line[] {
  const out: Line[] = [];
  const blocks = input.blocks;
  const rowKey = (b: Block) => (b.table ? `${b.table.id}:${b.table.row}` : null);
  const cellCount = new Map<string, number>();
  for (const b of blocks) if (b.table) cellCount.set(`${rowKey(b)}:${b.table.col}`, (cellCount.get(`${rowKey(b)}:${b.table.col}`) ?? 0) + 1);
  // A cell that is a column of the page (a sidebar, the main column) holds a section heading; a
  // long cell of an entry's row (its dates | its title, place and bullets) does not.
  const headed = new Set<string>();
  for (const b of blocks) if (b.table && headingSection(b.text) && words(b.text).length <= 5) headed.add(`${rowKey(b)}:${b.table.col}`);
  const isPageColumn = (b: Block) => Boolean(b.table) && (cellCount.get(`${rowKey(b)}:${b.table!.col}`) ?? 0) >= 6 && headed.has(`${rowKey(b)}:${b.table!.col}`);
  // (The name, the document's first paragraph, keeps its heading.)
  const body = bodyHeadingLevel(blocks);
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    const level = body && b.heading === body && i > 0 ? 0 : b.heading;
    const mk = (text: string, parts: string[]): Line => ({ text, parts, size: level ? HEADING_SIZE[level] : 1, bold: Boolean(b.bold), heading: level, x: b.list ? 0.05 : 0, right: 1, gap: 1, page: 0, paragraph: true, column: b.table?.col ?? 0, pageColumn: isPageColumn(b) || undefined, list: b.list });
    const key = rowKey(b);
    if (key && cellCount.get(`${key}:${b.table!.col}`) === 1) {
      const row = [b];
      while (i + 1 < blocks.length && rowKey(blocks[i + 1]) === key && cellCount.get(`${key}:${blocks[i + 1].table!.col}`) === 1) row.push(blocks[++i]);
      out.push(mk(row.map((r) => r.text).join(' '), row.map((r) => r.text)));
    } else out.push(mk(b.text, [b.text]));
  }
  return joinStackedPeriods(out);
}

/**
 * A period written cell by cell in paragraphs of its own ("June 2022" / "—" / "March 2025" /
 * "3 years", as a date column of a web page comes out in Word) is one line; a period printed again
 * right under itself (a web page's second, narrow-screen copy) is printed once.
 */
function joinStackedPeriods(lines: Line[]): Line[] {
  const joined = joinCells(lines);
  const period = (l: Line) => (isDateCell(l.text) ? findDates(l.text)[0] : undefined);
  return joined.filter((l, i) => {
    const [a, b] = [period(l), i > 0 ? period(joined[i - 1]) : undefined];
    return !(a && b && (a.end !== null || a.current) && JSON.stringify([a.start, a.end, a.current]) === JSON.stringify([b.start, b.end, b.current]));
  });
}

function joinCells(lines: Line[]): Line[] {
  const out: Line[] = [];
  let stack: string[] = [];
  for (const l of lines) {
    const prev = out.at(-1);
    const cell = l.parts.length === 1 && isDateCell(l.text);
    if (cell && prev && stack.length && prev.column === l.column && continuesPeriod(stack, l.text)) {
      stack.push(l.text);
      const text = stack.join(' ');
      out[out.length - 1] = { ...prev, text, parts: [text] };
      continue;
    }
    stack = cell ? [l.text] : [];
    out.push(l);
  }
  return out;
}

/**
 * A heading level a Word document sets its body text in (a page converted to Word with its
 * paragraphs in "Heading 1"): the level most paragraphs have, sentences among them. 0 when none.
 */
function bodyHeadingLevel(blocks: Block[]): number {
  const count = new Map<number, { all: number; sentences: number }>();
  for (const b of blocks) {
    if (!b.heading) continue;
    const c = count.get(b.heading) ?? { all: 0, sentences: 0 };
    c.all++;
    if (words(b.text).length >= 6) c.sentences++;
    count.set(b.heading, c);
  }
  const [level, c] = [...count].sort((x, y) => y[1].all - x[1].all)[0] ?? [0, { all: 0, sentences: 0 }];
  return c.all >= 8 && c.all >= blocks.length * 0.4 && c.sentences >= 3 ? level : 0;
}

/** The lines with their text and parts as a reader sees them; lines with nothing left, page footers and a web page's own links are dropped. */
export function readableLines(lines: Line[]): Line[] {
  return apartByTextsNamedElsewhere(titleOnOneLine(lines.map(readableLine).filter((l): l is Line => l !== null && !PAGE_NUMBER.test(l.text) && !WEB_PAGE_LINK.test(l.text))));
}

/** The document's title wrapped over the first lines of a narrow column ("FORMATO EUROPEO" / "PER IL CURRICULUM" / "VITAE"): one line, read as the title it is, never a name or a headline. */
function titleOnOneLine(lines: Line[]): Line[] {
  for (let k = 4; k >= 2; k--) {
    const text = lines.slice(0, k).map((l) => l.text).join(' ');
    if (lines.length > k && isDocumentTitle(text)) return [{ ...lines[0], text, parts: [text] }, ...lines.slice(k)];
  }
  return lines;
}

/**
 * Texts a Word paragraph ran together where nothing in the script marks the boundary, set apart
 * where one of them is a text the resume names again on its own:
 * - near the top, a name then a text named elsewhere is the name and the headline: in Japanese a
 *   family name then a word ending in it ("藤原 さくら配車担当", the title "配車担当" of a job
 *   below), in other scripts a line ending in it with no space before ("Shu Fen OngTrainee Site
 *   Engineer": a surname too short for `unglue`'s change of case to tell);
 * - a Japanese line opening with such a text, the rest two characters or more and no particle, is
 *   that text then another, a legal form staying with the name before it ("作業所長東邦ハウジング"
 *   where "作業所長 · みらい建設有限会社" is a job of the same resume).
 * The texts are those another line sets apart (its parts, or the pieces between its separators): a
 * title beside its company, not a skill or a heading on its own; in Japanese of two to twelve
 * characters, in other scripts of three to sixty.
 */
const JAPANESE_NAME_AND_MORE = /^([\p{scx=Han}\p{scx=Katakana}\p{scx=Hiragana}]{1,4}) ([\p{scx=Han}\p{scx=Katakana}\p{scx=Hiragana}ー]{3,})$/u;
const PARTICLE_FIRST = /^[のをにではがともへや]/u;
const JA_LEGAL_FORM_FIRST = new RegExp(`^(?:${JA_LEGAL_FORMS})`, 'u');
function apartByTextsNamedElsewhere(lines: Line[]): Line[] {
  const pieces: Set<string>[] = lines.map((l) => {
    const all = l.parts.flatMap((p) => p.split(' · ')).map((t) => t.trim());
    const fits = (t: string) => (JAPANESE_RUN.test(t) ? t.length >= 2 && t.length <= 12 : t.length >= 3 && t.length <= 60);
    return new Set(all.length >= 2 ? all.filter(fits) : []);
  });
  const elsewhere = (i: number, text: string) => pieces.some((p, k) => k !== i && p.has(text));
  const glued = (l: Line) => l.paragraph && l.parts.length === 1 && !l.text.includes(' · ');
  const top = lines.slice(0, 5).findIndex(glued);
  return lines.map((l, i) => {
    if (!l.paragraph || l.parts.length !== 1) return l;
    const set = (text: string) => ({ ...l, text, parts: [text] });
    const japaneseName = JAPANESE_NAME_AND_MORE.exec(l.text);
    if (i === top && japaneseName) {
      const [, family, rest] = japaneseName;
      for (let at = 1; at <= rest.length - 2; at++) if (elsewhere(i, rest.slice(at))) return set(`${family} ${rest.slice(0, at)} · ${rest.slice(at)}`);
      return l;
    }
    if (i === top && words(l.text).length <= 8) {
      for (let at = 2; at < l.text.length - 2; at++) {
        if (/\p{L}/u.test(l.text[at - 1]) && /\p{Lu}/u.test(l.text[at]) && words(l.text.slice(0, at)).length >= 2 && elsewhere(i, l.text.slice(at))) return set(`${l.text.slice(0, at)} · ${l.text.slice(at)}`);
      }
      return l;
    }
    const run = JAPANESE_RUN.exec(l.text)?.[0];
    if (!run || run.length > 24 || /。/.test(l.text) || elsewhere(i, run)) return l;
    for (let at = run.length - 2; at >= 2; at--) {
      const rest = run.slice(at);
      if (elsewhere(i, run.slice(0, at)) && !PARTICLE_FIRST.test(rest) && !JA_LEGAL_FORM_FIRST.test(rest)) return set(`${run.slice(0, at)} · ${l.text.slice(at)}`);
    }
    return l;
  });
}

/** A web page's own links, printed with a resume made from it ("Go to top", "Download this resume"). */
const WEB_PAGE_LINK = /^(?:go to top|back to top|to top|download (?:this |my )?(?:resume|cv|pdf)|print (?:this )?(?:page|resume|cv))$/i;

/** A page's number as footers print it ("Page 1 of 2", "Page 2 sur 2", "Seite 1 von 3", "Página 1 de 2"). */
const PAGE_NUMBER = /(?<![\p{L}])(?:page|pagina|página|seite|pág\.?|pag\.?)\s*\d{1,2}\s*(?:of|sur|von|de|di|van|\/)\s*\d{1,2}(?![\p{L}\d])/iu;

/**
 * A lone consonant before a capital or a Japanese character at the start of a line is an icon
 * font's bullet read as the letter of its code ("f Progettazione…", "f 循環棚卸を…"): no CV language
 * has a one-consonant word there.
 */
const CONSONANT = '[b-df-hj-np-tv-xz]';
const GLYPH_BULLET = new RegExp(`^${CONSONANT}\\s+(?=[\\p{Lu}\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}])`, 'u');

const GLYPH_ALONE = new RegExp(`^${CONSONANT}$`);

/** Markdown's heading marks at a line's start ("## experience", "### Cloudflare — Senior Systems Engineer"), as a resume made to look like a README prints them: no text. */
const MARKDOWN_HEADING = /^#{1,6}(?:\s+|$)/;

function readableLine(l: Line): Line | null {
  // (Letter-spaced capitals are read before the spaces go: a wider gap between their letters is a word break.)
  const tidy = (s: string) => despaceCapitals(normaliseText(s.trim().replace(GLYPH_BULLET, '• '))).replace(/\s+/g, ' ').trim();
  const text = tidy(l.text).replace(MARKDOWN_HEADING, '');
  if (!text) return null;
  // A rirekisho's table header ("年 | 月 | 学歴・職歴"): the column labels before the heading say nothing.
  const cells = l.parts.map(tidy).map((c, k) => (k === 0 ? c.replace(MARKDOWN_HEADING, '') : c)).filter(Boolean);
  const tidied = cells.length >= 2 && cells.slice(0, -1).every((c) => c === '年' || c === '月') ? cells.slice(-1) : cells;
  if (tidied.length !== cells.length) return { ...l, text: tidied[0], parts: tidied };
  const heading = spacedJapaneseHeading(cells);
  if (heading) return { ...l, text: heading, parts: [heading] };
  // The icon bullet as a part of its own, far left of its text: a bullet of the part after it.
  const parts = tidied.flatMap((p, k) => (GLYPH_ALONE.test(p) && k + 1 < tidied.length ? [] : k > 0 && GLYPH_ALONE.test(tidied[k - 1]) ? [`• ${p}`] : [p]));
  if (parts.length !== tidied.length) return { ...l, text: parts.join(' '), parts };
  const periods = joinPeriodParts((l.paragraph ? parts.map(unglue) : parts).map(unspaced));
  if (periods.length !== parts.length || periods.some((p, k) => p !== parts[k])) return { ...l, text: periods.join(' '), parts: periods };
  return { ...l, text, parts: parts.length ? parts : [text] };
}

/**
 * A Japanese form's heading set letter by letter, its characters in cells or apart ("学 | 歴",
 * "年 | 月 | 学 | 歴 ・ 職 | 歴", "免 | 許 ・ 資 | 格"): the heading, when its characters together are
 * one (the column labels 年 and 月 before it say nothing). A name set so ("山 本 | 美 咲") is none.
 */
const SPACED_JAPANESE = /^[\p{scx=Han}\p{scx=Katakana}\p{scx=Hiragana}・](?:\s+[\p{scx=Han}\p{scx=Katakana}\p{scx=Hiragana}・])+$/u;
function spacedJapaneseHeading(cells: string[]): string | null {
  const all = cells.join(' ');
  if (!SPACED_JAPANESE.test(all)) return null;
  const text = all.replace(/\s+/g, '').replace(/^年月/, '');
  return headingSection(text) ? text : null;
}

/**
 * Two texts a conversion to Word printed against each other ("Logistics ManagerKestrel Logistics
 * Limited", "Dennis OtienoLogistics Manager", "BautechnikerRheinblick Wohnbau": two blocks of a page
 * made one paragraph): a short part with a word of lower case run into a capitalised one is two
 * texts set apart by a separator — of three words or more when either side names a role, a company
 * or a school, of two when either side names a role ("Emre ÖztürkStationsleitung": a name run into
 * its headline). A part ending as a sentence is left alone;
 * a company's legal form ending in a full stop ("Inc.", "S.a.s.") ends no sentence.
 * (Names written in camel case, "PowerPoint", "McDonald", "LinkedIn", have a shorter side.)
 */
const GLUED = /(?<=\p{Ll}{4})(?=\p{Lu}\p{Ll}{3}|\p{Lu}\p{Ll}{1,2} \p{Lu})/gu;
/** Camel-case brands whose first half is a word of its own ("PowerPoint", "JavaScript", "WordPress"). */
const CAMEL_BRAND = /^(?:Power|Share|Java|Type|Word|Solid|Quick|Post|Auto)/;
const endsAsSentence = (part: string) => {
  if (/[!?]$/.test(part)) return true;
  if (!part.endsWith('.')) return false;
  const last = part.split(' ').pop() ?? '';
  return !/^(?:\p{L}{1,3}\.){2,}$/u.test(last) && !isLegalForm(last);
};
function unglue(part: string): string {
  if (JAPANESE_RUN.test(part)) return unglueJapanese(part);
  const n = words(part).length;
  if (n < 2 || n > 12 || endsAsSentence(part)) return part;
  const at = [...part.matchAll(GLUED)].map((m) => m.index).find((i) => !CAMEL_BRAND.test(part.slice(part.lastIndexOf(' ', i) + 1)));
  if (at === undefined) return part;
  // (Two texts when one side names a role or a company: a brand in camel case, "ManageEngine
  // ServiceDesk Plus", names neither.)
  const before = part.slice(0, at);
  const after = part.slice(at);
  const isRole = (t: string) => TITLE_CUES.test(t) || TITLE_SUFFIX.test(t);
  if (n < 3 ? !isRole(before) && !isRole(after) : ![before, after].some((t) => isRole(t) || COMPANY_CUES.test(t) || INSTITUTION_CUES.test(t))) return part;
  return `${before} · ${after}`;
}

/**
 * The same in Japanese, which has no change of case to split at ("配車担当富士見物流 · 札幌",
 * "倉庫作業員株式会社森運輸", "富士見物流株式会社配車担当"): the first text of the part, written
 * without spaces, is a role then a company when a job word ends it before a company's legal form or
 * a text naming a company, and a company then a role when its legal form ends it before a text
 * that is a role and nothing else. A company whose name holds a job word ("東京コンサルタント株式会社")
 * leaves a bare legal form, and stays whole.
 */
const JAPANESE_RUN = /^[\p{scx=Han}\p{scx=Katakana}\p{scx=Hiragana}ー・]{4,}/u;
const JA_ROLE = new RegExp(JA_ROLE_WORDS, 'gu');
const JA_ROLE_AT_END = new RegExp(`(?:${JA_ROLE_WORDS})$`, 'u');
const JA_LEGAL_FORM = new RegExp(JA_LEGAL_FORMS, 'gu');
const JA_LEGAL_FORM_AT_EDGE = new RegExp(`^(?:${JA_LEGAL_FORMS})|(?:${JA_LEGAL_FORMS})$`, 'gu');
const JA_LEGAL_FORM_ANYWHERE = new RegExp(JA_LEGAL_FORMS, 'u');
const hasLegalForm = (t: string) => JA_LEGAL_FORM_ANYWHERE.test(t);
const isJapaneseRole = (t: string) => JA_ROLE_AT_END.test(t) && !hasLegalForm(t);
const isJapaneseCompany = (t: string) => COMPANY_CUES.test(t) && t.replace(JA_LEGAL_FORM_AT_EDGE, '').length >= 2 && !JA_ROLE_AT_END.test(t);
function unglueJapanese(part: string): string {
  const run = JAPANESE_RUN.exec(part)![0];
  const rest = part.slice(run.length);
  const split = (at: number) => `${run.slice(0, at)} · ${run.slice(at)}${rest}`;
  // (Where a job word ends, read in the whole run: "エンジニア" of "エンジニアリング" is none.)
  for (const m of run.matchAll(JA_ROLE)) {
    const at = m.index + m[0].length;
    if (at <= run.length - 2 && !hasLegalForm(run.slice(0, at)) && isJapaneseCompany(run.slice(at))) return split(at);
  }
  for (const m of run.matchAll(JA_LEGAL_FORM)) {
    const at = m.index + m[0].length;
    if (at >= 4 && at <= run.length - 2 && isJapaneseCompany(run.slice(0, at)) && isJapaneseRole(run.slice(at))) return split(at);
  }
  return part;
}

/** A part printed in capitals spaced out letter by letter ("P R E S E N T", small capitals) as its word (./text.ts). */
const unspaced = (part: string) => despaceCapitals(part);


/**
 * A period the page set apart in cells ("2020-11 ‖ T O ‖ PRESENT": small capitals spaced out, a
 * dash in a cell of its own) is one part.
 */
export function joinPeriodParts(parts: string[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < parts.length; k++) {
    let taken = 0;
    if (!isWholePeriod(parts[k]))
      for (const n of [3, 2]) {
        if (k + n <= parts.length && isWholePeriod(parts.slice(k, k + n).join(' '))) {
          taken = n;
          break;
        }
      }
    if (taken) {
      out.push(parts.slice(k, k + taken).join(' '));
      k += taken - 1;
    } else out.push(parts[k]);
  }
  return out;
}
