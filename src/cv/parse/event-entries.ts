/**
 * Entries written as events, as a Japanese rirekisho (履歴書) lists its history: one row per event,
 * year and month in their own cells, "株式会社X 入社" (joined) and "株式会社X 退社" (left), "X大学
 * 入学" (entered) and "X大学 卒業" (graduated), "現在に至る" (to this day) after a current job. A job or
 * study is the span between its two events.
 */
import type { DateRange } from './dates.js';
import type { SectionLine } from './sections.js';

/** An event word at the end of a row, with the role in brackets after it ('入社（英語科教諭）'). */
const JOIN = /\s*(?:に)?(?:入社|入職|入庁|入行|入所|就職|入団)\s*(?:[(（]([^)）]+)[)）])?$/;
const LEAVE = /\s*(?:を)?(?:一身上の都合により)?(?:退社|退職|退所|退行|退庁|退団|契約満了により退職)$/;
const ENTER = /\s*(?:に)?(?:入学|編入学|入校)$/;
const GRADUATE = /\s*(?:を)?(?:卒業|修了|卒業見込み|修了見込み)$/;
const TO_THIS_DAY = /^現在に至る$|^現在$/;
/** "デジタルマーケターとして勤務", "（営業部 課長）": the role under a join row. */
const ROLE = /^(.+?)として(?:勤務|従事|配属|着任)?$|^[(（](.+)[)）]$/;

type Event = { year: number; month: number | null; text: string; line: number };

/** The era's first year less one: 令和 began in 2019, 平成 in 1989, 昭和 in 1926. */
const ERA_START: Record<string, number> = { 令和: 2018, 平成: 1988, 昭和: 1925 };
/** "2015", "平成27" (2015), "令和元" (2019, the era's first year). */
function westernYear(text: string): number {
  const era = ERA_START[text.slice(0, 2)];
  if (era === undefined) return Number(text);
  const n = text.slice(2);
  return era + (n === '元' ? 1 : Number(n));
}

/** A row's year, month and text: "2019 | 4 | X 入社", "2019年4月 X 入社", "平成27 | 4 | X 入社" (a year of an era). */
function eventOf(l: SectionLine, line: number): Event | null {
  const cells = l.parts.map((p) => p.trim()).filter(Boolean);
  let year: number | null = null;
  let month: number | null = null;
  const rest: string[] = [];
  for (const c of cells) {
    const ym = /^((?:19|20)\d{2}|(?:令和|平成|昭和)(?:\d{1,2}|元))\s*年?(?:\s*(\d{1,2})\s*月?)?$/.exec(c);
    if (year === null && ym) {
      year = westernYear(ym[1]);
      if (ym[2]) month = Number(ym[2]);
    } else if (year !== null && month === null && rest.length === 0 && /^\d{1,2}\s*月?$/.test(c)) month = Number(c.replace(/\D/g, ''));
    else rest.push(c);
  }
  const text = rest.join(' ').trim();
  if (year === null || !text || (month !== null && (month < 1 || month > 12))) return null;
  return { year, month, text, line };
}

export type EventEntry = { range: DateRange; subject: string; role: string | null };

/** Jobs (kind experience) or studies (education) of a section written as events, or null when it is not written so. */
export function eventEntries(lines: SectionLine[], kind: 'experience' | 'education'): EventEntry[] | null {
  const [start, end] = kind === 'experience' ? [JOIN, LEAVE] : [ENTER, GRADUATE];
  const events = lines.map(eventOf).filter((e): e is Event => e !== null);
  const starts = events.filter((e) => start.test(e.text));
  if (starts.length === 0 || starts.length + events.filter((e) => end.test(e.text)).length < 2) return null;
  const out: EventEntry[] = [];
  const used = new Set<Event>();
  for (const s of starts) {
    const subject = s.text.replace(start, '').trim();
    const close = events.find((e) => e.line > s.line && !used.has(e) && end.test(e.text) && e.text.replace(end, '').trim() === subject)
      ?? events.find((e) => e.line > s.line && !used.has(e) && end.test(e.text) && !starts.some((o) => o.line > s.line && o.line < e.line));
    if (close) used.add(close);
    const next = lines[s.line + 1];
    const bracketed = start.exec(s.text)?.[1];
    const role = bracketed ? [bracketed, bracketed] : next && !eventOf(next, s.line + 1) ? ROLE.exec(next.text.trim()) : null;
    const current = !close && lines.slice(s.line + 1).some((l) => TO_THIS_DAY.test(l.text.trim()));
    out.push({
      subject,
      role: role ? (role[1] ?? role[2]).trim() : null,
      range: { start: { year: s.year, month: s.month }, end: close ? { year: close.year, month: close.month } : null, current, index: 0, length: 0 },
    });
  }
  // A graduation without its entry ("修士 … 卒業" after the bachelor's): a study known by its end.
  if (kind === 'education') {
    for (const e of events) {
      if (used.has(e) || !end.test(e.text)) continue;
      out.push({ subject: e.text.replace(end, '').trim(), role: null, range: { start: { year: e.year, month: e.month }, end: null, current: false, index: 0, length: 0 } });
    }
  }
  return out;
}
