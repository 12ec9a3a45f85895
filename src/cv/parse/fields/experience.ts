/** Stage 4, experience: each job's title, company, period and description from the raw entries of an experience section. */
import type { Experience } from '../../../shared/schemas/cv.js';
import { bodyHtml } from '../body-html.js';
import type { DateRange } from '../dates.js';
import { entriesOf } from '../entries.js';
import { eventEntries } from '../event-entries.js';
import { labelledEntries } from '../labelled-entries.js';
import type { SectionLine } from '../sections.js';
import { joinWrapped, splitOutsideBrackets, withoutSentenceStop, words } from '../text.js';
import { COMPANY_CUES, INSTITUTION_CUES, TITLE_CUES, TITLE_SUFFIX } from '../vocab.js';
import { assignRoles } from './roles.js';
import { isPlaceOnly, LOCAL_GAZETTEER, withoutTrailingPlace, type Gazetteer } from '../places.js';

/** A job's period from its date range; a single date is a job within that month or year. */
function experienceDates(r: DateRange) {
  return {
    start_year: r.start.year,
    start_month: r.start.month,
    end_year: r.current ? null : (r.end?.year ?? (r.end === null && !r.current ? r.start.year : null)),
    end_month: r.current ? null : (r.end?.month ?? null),
    currently_working: r.current,
  };
}

const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・()（）\dA-Za-z&.]+$/u;

/**
 * A Japanese header "株式会社朝日エンジニアリング（仙台） 設計課長": company and title are written
 * apart by a space, the place in brackets after the company. Split at the space, without the place.
 */
function japaneseHeader(text: string, places: Gazetteer): string[] {
  // (A space inside brackets is the note's own: "バックエンドエンジニア（メルペイ 決済基盤チーム）".)
  const chunks = splitOutsideBrackets(text, /\s+/g);
  if (chunks.length !== 2 || !chunks.every((c) => CJK.test(c) && /[\p{Script=Han}\p{Script=Katakana}]/u.test(c))) return [text];
  return chunks.map((c) => withoutTrailingPlace(c, places));
}

/** How much a text reads as a job title rather than a company. */
export function titleScore(t: string): number {
  let s = 0;
  if (TITLE_CUES.test(t) || TITLE_SUFFIX.test(t)) s += 2;
  // (A title's last word is its job's: "Senior Systems Engineer" is a title for all its "Systems".)
  const last = t.split(/\s+/).at(-1) ?? '';
  if (TITLE_CUES.exec(last)?.[0].length === last.length && COMPANY_CUES.test(t) && !COMPANY_CUES.test(last)) s += 1;
  if (COMPANY_CUES.test(t)) s -= 2;
  if (INSTITUTION_CUES.test(t)) s -= 2;
  return s;
}

/**
 * A company without a note in brackets after it, as people add one ("Boulangeries Dupont SAS,
 * Villeurbanne (12 magasins, 85 salariés)", "Jumbo (via Randstad)"): figures or words in lower case.
 * A bracket of the name's own ("Acme (UK)", "Siemens (Schweiz) AG") stays.
 */
export const withoutNote = (company: string): string => company.replace(/\s*[(（](?=[^)）]*\d|\s*\p{Ll})[^)）]*[)）]\s*$/u, '').trim() || company;

/** The jobs of an experience section's lines. A job without a company of its own takes the one before it (roles at one employer). */
export function readExperience(lines: SectionLine[], places: Gazetteer = LOCAL_GAZETTEER): Experience[] {
  const labelled = labelledEntries(lines);
  if (labelled) {
    return labelled.map((e, i) => {
      const company = e.organisation && withoutTrailingPlace(e.organisation, places);
      return { id: `exp-${i + 1}`, title: e.role || undefined, company: company ? { name: company } : undefined, ...experienceDates(e.range), summary: bodyHtml(e.body) };
    });
  }
  const events = eventEntries(lines, 'experience');
  if (events) {
    return events.map((e, i) => {
      const company = withoutTrailingPlace(e.subject, places);
      return { id: `exp-${i + 1}`, title: e.role || undefined, company: company ? { name: company } : undefined, ...experienceDates(e.range), summary: undefined };
    });
  }
  // A header text that is only a place (where the job was) is neither the title nor the company.
  const raw = entriesOf(lines, 'experience').map((e) => ({ ...e, header: joinWrapped(e.header).flatMap((h) => japaneseHeader(h, places)).filter((h) => !isPlaceOnly(h, places)) }));
  const roles = assignRoles(raw, titleScore);
  const out: Experience[] = [];
  /** How many jobs' own companies had a place after a comma left out ("Bluebird Care, Stoke-on-Trent"). */
  let placesCut = 0;
  raw.forEach((e, i) => {
    let title = roles[i].first;
    let company = roles[i].second;
    if (e.group) {
      // Under a company heading: the entry's own most title-like text is the title.
      const own = e.header.length ? e.header.reduce((x, y) => (titleScore(y) >= titleScore(x) ? y : x), e.header[e.header.length - 1]) : '';
      title = own || title;
      company = e.group;
      // A heading over one job only that reads as a title more than the job's own text does is the
      // title, the text the company (a company set under its title, in a smaller heading style).
      if (e.single && own && titleScore(e.group) > titleScore(own)) [title, company] = [e.group, own];
    }
    // A title alone beside the dates, and under it a line that names a company or ends in a place
    // ("Controllerin" ‖ "08/2011 – 09/2014" / "Deutsche Post DHL Group, Bonn"): that line is the company.
    // (An employer's address after it, "Pirelli & C. S.p.A., Viale Piero e Alberto Pirelli 25, 20126
    // Milano", is left out from its first part with a figure.)
    let body = e.body;
    const following = e.following?.split(/,\s+/).reduce<{ kept: string[]; done: boolean }>((acc, seg, k) => (acc.done || (k > 0 && /\d/.test(seg)) ? { ...acc, done: true } : { kept: [...acc.kept, seg], done: false }), { kept: [], done: false }).kept.join(', ');
    if (!company && title && following && !e.group && words(following).length <= 8 && (titleScore(following) < 0 || withoutTrailingPlace(following, places) !== following)) {
      company = following;
      body = body.slice(1);
    }
    const own = Boolean(company);
    if (!company && out.length) company = out[out.length - 1].company?.name ?? null;
    // A place after the company or the title is where the job was, not part of either.
    if (company) {
      const bare = withoutNote(company);
      company = withoutSentenceStop(withoutTrailingPlace(bare, places));
      if (own && bare.startsWith(`${company},`)) placesCut++;
    }
    if (title) title = withoutTrailingPlace(title, places);
    // A Japanese title's department or team in brackets after it ("システムエンジニア（金融システム事業本部）") is no part of it.
    if (title) title = title.replace(/^([\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー・]+)\s*[(（][^)）]+[)）]$/u, '$1');
    if (!title && !company) return;
    out.push({ id: `exp-${i + 1}`, title: title || undefined, company: company ? { name: company } : undefined, ...experienceDates(e.range), summary: bodyHtml(body) });
  });
  // Where the section writes its jobs as "Company, Town" (two or more with a known place), a short
  // tail after a comma in the same spot is a town too small or too local for the gazetteer ("Wilko,
  // Hanley", "Cnoc Bistro, Oranmore"): one or two capitalised words that name no company.
  if (placesCut >= 2) {
    for (const job of out) {
      const m = job.company && /^(.*\S),\s*(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)$/u.exec(job.company.name);
      if (m && !COMPANY_CUES.test(m[2]) && !INSTITUTION_CUES.test(m[2]) && titleScore(m[2]) === 0) job.company = { name: m[1] };
    }
  }
  return out;
}
