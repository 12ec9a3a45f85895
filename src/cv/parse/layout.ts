/**
 * Layout analysis of positioned PDF text: columns (a vertical gutter no text crosses), lines (items
 * sharing a baseline within a column, joined in x order) and reading order (full-width header, then
 * each column top to bottom, page by page). Sizes are made relative to the body text size.
 */
import { continuesPeriod, findDates, isDateCell } from './dates.js';
import { despaceCapitals } from './text.js';
import { headingSection } from './vocab.js';
import type { Line, PdfInput, PdfPage, TextItem } from './types.js';

type RawLine = { items: TextItem[]; y: number; x: number; x2: number; size: number; column: number };

/** Two baselines this close (pt) are one: the same line of text, whatever the size of its letters. */
const SAME_BASELINE = 0.5;

/**
 * Items sharing a baseline (within tolerance) as lines, left to right. An item on the very baseline
 * of an item already in a line goes on that line, even where its own tolerance (a share of its size)
 * would not reach the line's first baseline: small capitals in a period set a little off the row's
 * text ("2015-11 T O 2020-06" beside a larger title) stay one line.
 */
function groupLines(items: TextItem[], column: number): RawLine[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: RawLine[] = [];
  for (const it of sorted) {
    const tol = Math.max(1.5, it.size * 0.35);
    const recent = lines.slice(-4).reverse();
    const line = recent.find((l) => l.items.some((m) => Math.abs(m.y - it.y) <= SAME_BASELINE)) ?? recent.find((l) => Math.abs(l.y - it.y) <= tol);
    if (line) {
      line.items.push(it);
      line.x = Math.min(line.x, it.x);
      line.x2 = Math.max(line.x2, it.x + it.w);
      line.size = Math.max(line.size, it.size);
    } else lines.push({ items: [it], y: it.y, x: it.x, x2: it.x + it.w, size: it.size, column });
  }
  for (const l of lines) l.items.sort((a, b) => a.x - b.x);
  return lines;
}

/** x positions (pt) of vertical gutters that split the page into columns, if any. */
function findGutter(page: PdfPage): number | null {
  const items = page.items.filter((i) => i.text.trim());
  const found = gutterOf(items, page.width);
  if (found !== null || items.length < 12) return found;
  // Columns under a full-width header (the name, a profile paragraph across the page): when the
  // page's wide lines are all in its top third, the gutter of the text below them.
  const minX = Math.min(...items.map((i) => i.x));
  const maxX = Math.max(...items.map((i) => i.x + i.w));
  const across = (f: number) => minX + (maxX - minX) * f;
  // (A wide line is one run of text, however many items it is printed in: no gap of a font size in it.)
  const unbroken = (l: RawLine) => l.items.every((it, k) => k === 0 || it.x - (l.items[k - 1].x + l.items[k - 1].w) < it.size);
  const wide = groupLines(items, 0).filter((l) => l.x <= across(0.15) && l.x2 >= across(0.85) && unbroken(l));
  const band = Math.max(...wide.map((i) => i.y));
  if (!wide.length || band > page.height / 3) return null;
  // (Then neither side may be a column of dates, as a date column beside the entries is.)
  return gutterOf(items.filter((i) => i.y > band + 1), page.width, 0.4);
}

/** `maxDates`: the largest share of date cells a side may have. */
function gutterOf(items: TextItem[], W: number, maxDates = 1): number | null {
  if (items.length < 12) return null;
  const bin = 2;
  const nb = Math.ceil(W / bin) + 1;
  const cover = new Array<number>(nb).fill(0);
  for (const it of items) {
    const a = Math.max(0, Math.floor(it.x / bin));
    const b = Math.min(nb - 1, Math.floor((it.x + Math.max(it.w, 1)) / bin));
    for (let k = a; k <= b; k++) cover[k]++;
  }
  const minX = Math.min(...items.map((i) => i.x));
  const maxX = Math.max(...items.map((i) => i.x + i.w));
  // The widest run of bins crossed by at most 2 items, between 15 % and 85 % of the text width.
  const lo = minX + (maxX - minX) * 0.15;
  const hi = minX + (maxX - minX) * 0.85;
  const runs: { a: number; b: number }[] = [];
  let start = -1;
  for (let k = Math.floor(lo / bin); k <= Math.ceil(hi / bin) + 1; k++) {
    const free = k <= Math.ceil(hi / bin) && cover[k] <= 2;
    if (free && start < 0) start = k;
    if (!free && start >= 0) {
      if ((k - start) * bin >= 8) runs.push({ a: start, b: k });
      start = -1;
    }
  }
  // The widest free run that passes as a gutter (a wide gap before right-aligned dates is no gutter).
  runs.sort((x, y) => y.b - y.a - (x.b - x.a));
  for (const r of runs.slice(0, 4)) {
    const gx = checkGutter(items, ((r.a + r.b) / 2) * bin, maxDates);
    if (gx != null) return gx;
  }
  return null;
}

/** A date column's cell: a year, or the rest of a wrapped range ("present", "heute", "現在"). */
const DATE_CELL = /(?:^|\D)(?:19|20)\d{2}(?:\D|$)|^\s*(?:[-–—]\s*)?(?:present|current|now|today|heute|dato|heden|nu|aujourd['’]hui|présent|actualidad|presente|oggi|atual|現在|至\s*現在|年)\s*$/i;

/** A heading set in capitals ("EXPÉRIENCE PROFESSIONNELLE"). */
const isCapitals = (text: string) => /\p{Lu}{3}/u.test(text) && text === text.toUpperCase();

/** The median vertical distance between consecutive lines (same page). */
function medianGap(lines: RawLine[]): number {
  const ys = lines.map((l) => l.y).sort((a, b) => a - b);
  const gaps = ys.slice(1).map((y, i) => y - ys[i]).filter((g) => g > 0.5).sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 0;
}

function checkGutter(items: TextItem[], gx: number, maxDates = 1): number | null {
  const left = items.filter((i) => i.x + i.w <= gx);
  const right = items.filter((i) => i.x >= gx);
  if (left.length < 5 || right.length < 5) return null;
  // A column holds lines of its own; a "right column" whose lines all sit on a left line's baseline
  // is a table-like layout (titles left, dates right), not a column.
  const leftYs = left.map((i) => i.y);
  const rightLines = groupLines(right, 1);
  const aligned = rightLines.filter((l) => leftYs.some((y) => Math.abs(y - l.y) <= Math.max(1.5, l.size * 0.35))).length;
  const rightChars = right.reduce((n, i) => n + i.text.trim().length, 0);
  const leftChars = left.reduce((n, i) => n + i.text.trim().length, 0);
  if (aligned / rightLines.length > 0.7 || Math.min(leftChars, rightChars) / (leftChars + rightChars) < 0.08) return null;
  const leftLines = groupLines(left, 0);
  if (leftLines.length < 4 || rightLines.length < 4) return null;
  // A section heading across the gutter with both sides' text above and below it (a tabular CV's
  // "Professional Experience" over its date and entry cells) is a row of a table: columns of a
  // page have nothing across them under the header.
  const top = Math.max(leftLines[1].y, rightLines[1].y);
  const bottom = Math.min(leftLines.at(-2)!.y, rightLines.at(-2)!.y);
  const across = items.filter((i) => i.x < gx - 2 && i.x + i.w > gx + 2 && i.y > top && i.y < bottom);
  if (across.some((i) => headingSection(i.text.trim()) !== null)) return null;
  // A label or date column on either side (Europass, a tabular CV, dates in the right margin):
  // sparse lines, at least half of them on the baseline of a line of the dense text beside them,
  // are the rows' cells, not a flow of their own.
  const onBaselines = (ls: RawLine[], of: RawLine[], labels = false) => {
    // (A heading or a period set against the top of its row, in other type than the row's text, has its baseline a little off the row's first line.)
    const label = (l: RawLine) => labels && (headingSection(lineText(l.items).text) !== null || isDateCell(lineText(l.items).text));
    const tolerance = (l: RawLine) => Math.max(1.5, l.size * (label(l) ? 0.6 : 0.35));
    return ls.filter((l) => of.some((m) => Math.abs(m.y - l.y) <= tolerance(l))).length / ls.length;
  };
  for (const [sparse, dense] of [[leftLines, rightLines], [rightLines, leftLines]]) {
    if (onBaselines(sparse, dense, true) >= 0.5 && medianGap(sparse) >= 1.8 * medianGap(dense)) return null;
  }
  // A side of dates (wrapped ones too: "2022年9月 –" / "現在") and headings is a date column; so is
  // a side of headings and labels whose dates stand on the baselines of the other side's entries.
  // (A stacked period's dash and duration, "—" / "4 years", are cells of the date column too.)
  const dateLike = (ls: RawLine[]) => ls.filter((l) => DATE_CELL.test(lineText(l.items).text) || isDateCell(lineText(l.items).text)).length / ls.length;
  if ((dateLike(leftLines) >= 0.6 && dateLike(rightLines) < 0.3) || (dateLike(rightLines) >= 0.6 && dateLike(leftLines) < 0.3)) return null;
  if (Math.max(dateLike(leftLines), dateLike(rightLines)) >= maxDates) return null;
  // (Columns found under a header must each open a section of their own: a sidebar's "Skills", the main column's "Work".)
  if (maxDates < 1 && ![leftLines, rightLines].every((side) => side.some((l) => headingSection(lineText(l.items).text) !== null))) return null;
  for (const [side, other] of [[leftLines, rightLines], [rightLines, leftLines]]) {
    const plain = side.filter((l) => !isCapitals(lineText(l.items).text));
    const dates = plain.filter((l) => DATE_CELL.test(lineText(l.items).text));
    if (dates.length >= 3 && dates.length / plain.length >= 0.5 && dateLike(other) < 0.3 && onBaselines(dates, other) >= 0.7) return null;
  }
  // Each column is a flow of left-aligned text; a side whose lines are right-aligned to the gutter
  // (labels, dates) is part of a table-like layout.
  // (Indented blocks, such as jobs under a company heading or bullets, start at recurring x stops.)
  const leftAligned = (ls: RawLine[], stops = false) => {
    const x0 = Math.min(...ls.map((l) => l.x));
    const stop = (l: RawLine) => stops && ls.filter((m) => Math.abs(m.x - l.x) < 1).length >= 3;
    return ls.filter((l) => l.x - x0 < 12 || stop(l)).length / ls.length;
  };
  const rightAligned = (ls: RawLine[]) => {
    const x1 = Math.max(...ls.map((l) => l.x2));
    return ls.filter((l) => x1 - l.x2 < 2).length / ls.length;
  };
  // A sidebar set flush right (against the page's right edge, not the gutter) that opens sections
  // of its own and is no column of dates is a column too.
  const flushRight = rightAligned(rightLines) >= 0.6 && dateLike(rightLines) < 0.3 && rightLines.filter((l) => headingSection(lineText(l.items).text) !== null).length >= 2;
  if (leftAligned(leftLines, true) < 0.6 || (leftAligned(rightLines, true) < 0.6 && !flushRight)) return null;
  for (const side of [leftLines, rightLines]) if (rightAligned(side) > leftAligned(side) && !(side === rightLines && flushRight)) return null;
  return gx;
}

/**
 * How much wider than a space a gap must be to set parts of a line apart (title ··· dates), in
 * font sizes: 0.6, or, on a justified line — a word per item, every word gap stretched alike, less
 * than a font size (wider gaps are the cells of a table or tags) — well beyond its own word spacing.
 */
function partGap(items: TextItem[]): number {
  const shown = items.filter((i) => i.text.trim());
  const size = Math.min(...shown.map((i) => i.size));
  const gaps = shown.slice(1).map((it, k) => it.x - (shown[k].x + shown[k].w)).filter((g) => g > size * 0.12).sort((a, b) => a - b);
  const words = shown.filter((i) => !/\S\s+\S/.test(i.text.trim())).length;
  if (gaps.length < 4 || words < shown.length * 0.7) return 0.6;
  const median = gaps[Math.floor(gaps.length / 2)] / size;
  return median < 1 ? Math.max(0.6, median * 1.8) : 0.6;
}

/** An item of capitals spaced out letter by letter ("G R A P H I C"), and its letters' pitch: its width per letter. */
const SPACED = /^\p{Lu}(?: +\p{Lu})*$/u;
const letterPitch = (it: TextItem) => it.w / Math.max(1, it.text.replace(/\s/g, '').length);

/**
 * A line's text and its parts. Letter-spaced capitals are read as their words (./text.ts), and two
 * items of them a word's gap apart — no wider than a letter and a half of the pitch — are words of
 * one part ("G R A P H I C" · "D E S I G N E R" → "GRAPHIC DESIGNER").
 */
function lineText(items: TextItem[]): { text: string; parts: string[] } {
  let text = '';
  const parts: string[] = [];
  let part = '';
  let prev: TextItem | null = null;
  const apart = partGap(items);
  const shown = items.filter((it) => it.text.trim());
  const wordGap = (a: TextItem, b: TextItem) =>
    SPACED.test(a.text.trim()) && SPACED.test(b.text.trim()) && /\s/.test(`${a.text.trim()}${b.text.trim()}`) && b.x - (a.x + a.w) <= Math.max(letterPitch(a), letterPitch(b)) * 1.6;
  for (const [k, it] of shown.entries()) {
    // (A short word of such a run is one too: "A B O U T" · "M E".)
    const inRun = (k > 0 && wordGap(shown[k - 1], it)) || (k + 1 < shown.length && wordGap(it, shown[k + 1]));
    const t = inRun ? it.text.trim().split(/ {2,}/).map((g) => g.replace(/ /g, '')).join(' ') : despaceCapitals(it.text);
    if (prev) {
      const gap = it.x - (prev.x + prev.w);
      const big = gap > Math.min(it.size, prev.size) * apart && !wordGap(prev, it);
      const space = gap > Math.min(it.size, prev.size) * 0.12 || /\s$/.test(prev.text) || /^\s/.test(t);
      if (big) {
        if (part.trim()) parts.push(part.trim());
        part = '';
      }
      if (space || big) {
        text += ' ';
        part += ' ';
      }
    }
    text += t;
    part += t;
    prev = it;
  }
  if (part.trim()) parts.push(part.trim());
  return { text: text.replace(/\s+/g, ' ').trim(), parts };
}

/**
 * Periods a date column stacks beside the text ("December 2022" / "— Present" / "4 years" to the
 * right of "CFO, Vesuvio Finanziaria"): lines of date cells only (./dates.ts `isDateCell`) in the
 * right half of the column, each close under the one before, are one period; it becomes the last
 * part of the line of text its first cell stands beside (within a line's height), or a line of its
 * own where there is none.
 */
function mergeDateStacks(lines: RawLine[], x0: number, x1: number): RawLine[] {
  const mid = x0 + (x1 - x0) / 2;
  const textOf = (l: RawLine) => lineText(l.items).text;
  const cell = lines.map((l) => l.x >= mid && isDateCell(textOf(l)));
  const stacks: RawLine[][] = [];
  for (const [i, l] of lines.entries()) {
    if (!cell[i]) continue;
    const stack = stacks.at(-1);
    const last = stack?.at(-1);
    if (stack && last && l.y - last.y <= last.size * 2.5 && continuesPeriod(stack.map(textOf), textOf(l))) stack.push(l);
    else stacks.push([l]);
  }
  const merged = new Set<RawLine>();
  const out = lines.filter((l, i) => !cell[i]);
  for (const stack of stacks) {
    const top = stack[0];
    const sx = Math.min(...stack.map((l) => l.x));
    const beside = out
      .filter((l) => !merged.has(l) && l.x < sx && Math.abs(l.y - top.y) <= top.size * 1.2 && !findDates(textOf(l)).length)
      .sort((a, b) => Math.abs(a.y - top.y) - Math.abs(b.y - top.y))[0];
    if (stack.length === 1 && !beside) {
      out.push(top);
      continue;
    }
    const text = stack.map(textOf).join(' ');
    const item: TextItem = { text, x: sx, y: beside?.y ?? top.y, w: Math.max(...stack.map((l) => l.x2)) - sx, size: top.size, bold: stack.every((l) => l.items.every((i) => i.bold)) };
    if (beside) {
      beside.items = [...beside.items, item];
      beside.x2 = Math.max(beside.x2, item.x + item.w);
      merged.add(beside);
    } else out.push({ items: [item], y: top.y, x: sx, x2: item.x + item.w, size: top.size, column: top.column });
  }
  return out.sort((a, b) => a.y - b.y);
}

const textOfLine = (l: RawLine) => lineText(l.items).text;
const isShortLabel = (l: RawLine) => {
  const t = textOfLine(l);
  return t.split(/\s+/).length <= 3 && !/\d/.test(t);
};

/**
 * A heading in a label column on the baseline of a line of the content beside it ("PROFESSIONAL
 * SKILLS ··· laborales", the last word of a wrapped skills line): two lines, the heading first.
 */
function splitLabel(l: RawLine): RawLine[] {
  const shown = l.items.filter((it) => it.text.trim());
  const cut = shown.findIndex((it, k) => k > 0 && it.x - (shown[k - 1].x + shown[k - 1].w) > Math.max(it.size, shown[k - 1].size) * 1.5);
  if (cut < 0) return [l];
  const label = lineText(shown.slice(0, cut)).text;
  if (!headingSection(label) || label.split(/\s+/).length > 4) return [l];
  const of = (items: TextItem[]): RawLine => ({ items, y: l.y, x: Math.min(...items.map((it) => it.x)), x2: Math.max(...items.map((it) => it.x + it.w)), size: Math.max(...items.map((it) => it.size)), column: l.column });
  return [of(shown.slice(0, cut)), of(shown.slice(cut))];
}

/**
 * Section headings in a label column beside their content (a heading left of the lines it heads,
 * in its row): a heading the column wrapped ("PROFESSIONAL SKILLS" / "SUMMARY", with the first
 * line of the content between them in baseline order) is one line; and a heading whose baseline
 * falls a little under a line beside it (larger type set against the top of the row, or in the
 * middle of its height) comes before that line and the lines of its paragraph above it.
 */
export function labelColumnHeadings(lines: RawLine[]): RawLine[] {
  const out = lines.flatMap(splitLabel);
  // (A label's right edge is that of its visible text: a spaced-out heading may end in blank items.)
  // (A heading joined from two lines keeps the edge of the wider one.)
  const edge = new Map<RawLine, number>();
  const right = (l: RawLine) => edge.get(l) ?? Math.max(...l.items.filter((it) => it.text.trim()).map((it) => it.x + it.w), l.x);
  const beside = (l: RawLine, label: RawLine) => l.x >= right(label) - 1;
  for (let i = 0; i < out.length; i++) {
    const a = out[i];
    if (!isShortLabel(a)) continue;
    for (let j = i + 1; j < out.length && j <= i + 3; j++) {
      const b = out[j];
      if (b.y - a.y > a.size * 1.6) break;
      if (Math.abs(b.x - a.x) > 2 || Math.abs(b.size - a.size) > 0.5 || !isShortLabel(b)) {
        if (beside(b, a)) continue;
        break;
      }
      const joined = `${textOfLine(a)} ${textOfLine(b)}`;
      const own = headingSection(textOfLine(a));
      const section = headingSection(joined);
      if (!section || (own !== null && own !== section) || !out.slice(i + 1, j).every((m) => beside(m, a) && beside(m, b))) break;
      const item: TextItem = { text: textOfLine(b), x: a.x2 + a.size * 0.3, y: a.y, w: b.x2 - b.x, size: b.size, bold: b.items.every((it) => it.bold) };
      out[i] = { ...a, items: [...a.items, item] };
      edge.set(out[i], Math.max(right(a), right(b)));
      out.splice(j, 1);
      break;
    }
  }
  for (let i = 1; i < out.length; i++) {
    const h = out[i];
    if (!isShortLabel(h) || !headingSection(textOfLine(h))) continue;
    let k = i;
    while (k > 0 && beside(out[k - 1], h) && out[k - 1].y <= h.y && h.y - h.size * 0.9 < out[k - 1].y) k--;
    // (A heading set in the middle of its row's height heads the paragraph it stands beside, from its first line.)
    if (k < i) while (k > 0 && beside(out[k - 1], h) && out[k].y - out[k - 1].y <= out[k].size * 1.6) k--;
    if (k < i) out.splice(k, 0, ...out.splice(i, 1));
  }
  return out;
}

/**
 * A period in a label column left of its entries, off the baseline of every line beside it (under
 * its section's heading, which takes the cell's top; or centred in a row two lines high): it goes
 * on the first line of the row it stands beside, as a period on that line's baseline would. Its row
 * is the paragraph of content lines just above it (lines less than two line heights apart), when
 * the period is nearer that paragraph's last line than the line after it — a period above its
 * entry's title stays where it is — and the row follows a heading or goes on under the period.
 */
function periodsBesideRows(lines: RawLine[]): RawLine[] {
  const out = [...lines];
  for (let i = 1; i < out.length; i++) {
    const p = out[i];
    // (Read as the line will be: small capitals spaced out are their words, "T O  P R E S E N T".)
    const text = lineText(p.items).parts.map(despaceCapitals).join(' ');
    if (!findDates(text).length || !isDateCell(text)) continue;
    // (The period's right edge is that of its visible text: a line may end in a wide blank item.)
    const right = Math.max(...p.items.filter((it) => it.text.trim()).map((it) => it.x + it.w));
    const content = (l: RawLine | undefined) => l !== undefined && l.x > right + p.size;
    if (!content(out[i - 1])) continue;
    const next = out[i + 1];
    if (content(next) && next.y - p.y <= p.y - out[i - 1].y) continue;
    let r = i - 1;
    while (r > 0 && content(out[r - 1]) && out[r].y - out[r - 1].y <= out[r].size * 1.8) r--;
    const row = out.slice(r, i);
    if (p.y - out[r].y > p.size * 4 || row.some((l) => findDates(textOfLine(l)).length)) continue;
    // (Under the section's heading, or inside a row that goes on under it: a period hanging below a
    // row elsewhere may as well be the next entry's.)
    const underHeading = r > 0 && !content(out[r - 1]) && headingSection(textOfLine(out[r - 1])) !== null;
    const insideRow = content(next) && next.y - out[i - 1].y <= out[i - 1].size * 1.8;
    if (!underHeading && !insideRow) continue;
    out[r] = { ...out[r], items: [...p.items, ...out[r].items], x: Math.min(out[r].x, p.x) };
    out.splice(i, 1);
    i--;
  }
  return out;
}

/** The reading-order lines of a PDF, with layout cues relative to the body text. */
export function pdfLines(input: PdfInput): Line[] {
  const out: Line[] = [];
  // Body size: the most common font size by characters.
  const bySize = new Map<number, number>();
  for (const p of input.pages) for (const it of p.items) bySize.set(Math.round(it.size * 2) / 2, (bySize.get(Math.round(it.size * 2) / 2) ?? 0) + it.text.length);
  const body = [...bySize].sort((a, b) => b[1] - a[1])[0]?.[0] || 10;
  let lastGutter: { gx: number; rightX: number } | null = null;
  let prevItems: TextItem[] | null = null;
  input.pages.forEach((page, pi) => {
    const items = page.items.filter((i) => i.text.length > 0);
    let gx = findGutter(page);
    // A short later page keeps the previous page's columns when no text crosses that gutter.
    if (gx == null && lastGutter != null) {
      const g = lastGutter.gx;
      const text = items.filter((i) => i.text.trim());
      const crossing = text.filter((i) => i.x < g - 2 && i.x + i.w > g + 2).length;
      const right = text.filter((i) => i.x >= g);
      // The right-hand text must start where the previous page's right column started (or indented a little).
      const dx = right.length ? Math.min(...right.map((i) => i.x)) - lastGutter.rightX : NaN;
      if (crossing === 0 && text.some((i) => i.x + i.w <= g) && dx > -3 && dx < 30) gx = g;
    }
    // A page of a single-column (or table-like) layout stays so: a gutter found on this page only
    // (a short page where a date column and a text column happen to leave a free strip) is none when
    // text of the previous page ran across it.
    if (gx != null && lastGutter == null && prevItems != null) {
      const g = gx;
      const across = prevItems.filter((i) => i.text.trim() && i.x < g - 2 && i.x + i.w > g + 2).length;
      if (across >= 5) gx = null;
    }
    prevItems = items;
    const rightItems = gx == null ? [] : items.filter((i) => i.text.trim() && i.x >= gx!);
    lastGutter = gx == null || !rightItems.length ? null : { gx, rightX: Math.min(...rightItems.map((i) => i.x)) };
    let groups: { lines: RawLine[]; x0: number; x1: number; column: number }[];
    if (gx == null) {
      const lines = groupLines(items, 0);
      groups = [{ lines, x0: Math.min(...lines.map((l) => l.x)), x1: Math.max(...lines.map((l) => l.x2)), column: 0 }];
    } else {
      const left = items.filter((i) => i.x + i.w / 2 < gx);
      const right = items.filter((i) => i.x + i.w / 2 >= gx);
      // Items crossing the gutter form a full-width header (e.g. the name across both columns).
      const span = items.filter((i) => i.x < gx - 2 && i.x + i.w > gx + 2);
      const spanSet = new Set(span);
      const ll = groupLines(left.filter((i) => !spanSet.has(i)), 0);
      const rl = groupLines(right.filter((i) => !spanSet.has(i)), 1);
      const sl = groupLines(span, 0);
      groups = [];
      if (sl.length) groups.push({ lines: sl, x0: Math.min(...sl.map((l) => l.x)), x1: Math.max(...sl.map((l) => l.x2)), column: 0 });
      // The column whose top text is higher on the page, or with the larger text (the name), first.
      // Columns are numbered by side (1 left, 2 right; 0 the full-width header), the same on every page.
      [ll, rl].forEach((c, side) => {
        if (c.length) groups.push({ lines: c, x0: Math.min(...c.map((l) => l.x)), x1: Math.max(...c.map((l) => l.x2)), column: side + 1 });
      });
    }
    groups.forEach((g) => {
      g.lines = periodsBesideRows(labelColumnHeadings(mergeDateStacks(g.lines.sort((a, b) => a.y - b.y), g.x0, g.x1)));
      let prevY: number | null = null;
      let prevSize = body;
      const width = Math.max(1, g.x1 - g.x0);
      for (const l of g.lines) {
        const { text, parts } = lineText(l.items);
        if (!text) continue;
        const boldChars = l.items.filter((i) => i.bold).reduce((s, i) => s + i.text.trim().length, 0);
        const allChars = l.items.reduce((s, i) => s + i.text.trim().length, 0);
        const gap = prevY == null ? 3 : (l.y - prevY - l.size) / Math.max(prevSize, body);
        out.push({
          text,
          parts,
          size: l.size / body,
          bold: allChars > 0 && boldChars / allChars >= 0.6,
          heading: 0,
          x: (l.x - g.x0) / width,
          right: (l.x2 - g.x0) / width,
          gap,
          page: pi,
          column: gx == null ? 0 : g.column,
          pageColumn: gx != null,
        });
        prevY = l.y;
        prevSize = l.size;
      }
    });
  });
  return out;
}
