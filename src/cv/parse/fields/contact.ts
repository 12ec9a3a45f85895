/** Stage 4, contact details: e-mail, LinkedIn and phones, from link targets, the header and contact blocks, and the rest of the document. */
import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Phone } from '../../../shared/schemas/cv.js';
import { EMAIL_IN_TEXT as EMAIL_RE } from '../../../shared/validation.js';
import { findDates, stripDates } from '../dates.js';
import { contactLines, type Sections } from '../sections.js';
import { COUNTRY_EN } from '../vocab.js';

/** The e-mail: a mailto: link first, then the text (joining lines a narrow column wrapped). */
export function readEmail(doc: Sections, links: string[]): string | null {
  const { lines } = doc;
  const linked = links.map((u) => /^mailto:([^?]+)/i.exec(u)?.[1]).find((e) => e && EMAIL_RE.test(e)) ?? null;
  let email: string | null = null;
  for (let i = 0; i < lines.length && !email; i++) {
    const m = EMAIL_RE.exec(lines[i].text);
    if (m) {
      const joined = lines[i + 1] ? EMAIL_RE.exec(lines[i].text + lines[i + 1].text) : null;
      email = joined && joined[0].length > m[0].length && /\.$|@[^.]*$/.test(m[0]) ? joined[0] : m[0];
    }
  }
  const text = allText(doc).replace(/\n/g, '');
  if (!email) email = EMAIL_RE.exec(text)?.[0] ?? null;
  // The link's address where the page shows it (perhaps wrapped); the page's own where the link
  // says something else (a scrambled or stale mailto:) — the page is what the candidate wrote.
  const target = linked ? decodeURIComponent(linked).trim() : null;
  if (target && (!email || text.toLowerCase().includes(target.toLowerCase()))) email = target;
  return email ? decodeURIComponent(email).trim() : null;
}

/** The LinkedIn profile's address: a link, a linkedin.com address in the text, or a handle labelled LinkedIn. */
export function readLinkedin(doc: Sections, links: string[]): string | null {
  const { lines } = doc;
  let linkedin = links.find((u) => /linkedin\.com\/in\//i.test(u)) ?? null;
  if (!linkedin) {
    // (An address a narrow column wrapped after a hyphen or slash goes on on the next line: "…/in/yasmina-" / "benali".)
    const m = /(?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/in\/[^\s/|,)]+/i.exec(allText(doc).replace(/(linkedin\.com\/in\/\S*[-/])\n(?=[\w-]+(?:\n|$))/gi, '$1'));
    if (m) linkedin = m[0];
  }
  if (!linkedin) {
    for (let i = 0; i < lines.length; i++) {
      const t = lines[i].text;
      const paren = /^([\w.-]{3,})\s*\(linkedin\)$/i.exec(t);
      if (paren) linkedin = paren[1];
      else if (/^linkedin:?$/i.test(t) && lines[i + 1] && /^[\w.-]{3,}$/.test(lines[i + 1].text)) linkedin = lines[i + 1].text;
      else if (/^linkedin:\s*([\w.-]{3,})$/i.test(t)) linkedin = /^linkedin:\s*([\w.-]{3,})$/i.exec(t)![1];
      if (linkedin) break;
    }
  }
  if (linkedin && !/linkedin\.com/i.test(linkedin)) linkedin = `https://www.linkedin.com/in/${linkedin}`;
  else if (linkedin && !/^https?:/i.test(linkedin)) linkedin = `https://${linkedin}`;
  return linkedin;
}

const allText = (doc: Sections) => doc.lines.map((l) => l.text).join('\n');

/** A phone as printed: groups of digits, after a calling code also a group of one ("+33 6 39 98 45 21"). */
const PHONE_SHAPE = /(?<![\d.,])(?:\+\d{1,3}[\s.-]?(?:\(0?\d{1,4}\)[\s.-]?)?\d{1,6}|(?:\(0?\d{1,4}\)[\s.-]?)?\d{2,6})(?:[\s.-]\d{2,6}){1,4}(?![\d.,]?\d)/g;
const CONTACT_PREFIX = /^[^\d+(]*[:：]?\s*/;
/** A date written in digits (a birth date: 01.02.1990, 1990-02-01) or a range of years: never a phone. */
const DIGIT_DATE = /^(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2}|(?:19|20)\d{2}\s*[-–—/]\s*(?:(?:19|20)\d{2}|\d{2}))$/;
/** Whether a phone-shaped text is a date, a birth date or a date range (its digits, less the dates', are too few for a phone). */
function isDateLike(text: string): boolean {
  const t = text.trim();
  if (DIGIT_DATE.test(t)) return true;
  const dates = findDates(t);
  return dates.length > 0 && stripDates(t, dates).replace(/\D/g, '').length < 6;
}
/** The number as printed without its country calling code ("+31 (0)6 12…" → "06 12…", "+31612…" → "612…"). */
function withoutCallingCode(raw: string, callingCode: string): string {
  const m = new RegExp(`^(?:\\+|00)\\s*${callingCode}[\\s.-]*(\\(0\\)[\\s.-]*)?`).exec(raw);
  return (m ? (m[1] ? '0' : '') + raw.slice(m[0].length) : raw).trim();
}

/**
 * The phones: libphonenumber over the contact lines (and tel: links), with the location's country as
 * the default; elsewhere in the document only short lines that are (mostly) a phone, and numbers a
 * narrow column wrapped onto the next line.
 */
export function readPhones(doc: Sections, links: string[], country: string | null): Phone[] {
  const { lines } = doc;
  const contact = contactLines(doc);
  const phones: Phone[] = [];
  const seenPhones = new Set<string>();
  const defaultCountry = (country ?? undefined) as CountryCode | undefined;
  const addPhone = (text: string) => {
    let found = findPhoneNumbersInText(text, { defaultCountry, extended: false } as { defaultCountry?: CountryCode });
    if (!found.length && !defaultCountry) {
      for (const c of ['US', 'GB', 'NL', 'DE', 'FR', 'ES', 'IT', 'AU'] as CountryCode[]) {
        found = findPhoneNumbersInText(text, { defaultCountry: c });
        if (found.length) break;
      }
    }
    // Fictional and reserved ranges (UK 07700 900xxx, US 555-01xx) are not "valid" numbers, yet
    // printed as phones: a phone-shaped token that is a possible number counts too.
    const extra: { number: NonNullable<ReturnType<typeof parsePhoneNumberFromString>>; startsAt: number; endsAt: number }[] = [];
    for (const m of text.matchAll(PHONE_SHAPE)) {
      const digitCount = m[0].replace(/\D/g, '').length;
      if (digitCount < 9 || digitCount > 15 || found.some((f) => f.startsAt < m.index + m[0].length && f.endsAt > m.index)) continue;
      const n = parsePhoneNumberFromString(m[0], defaultCountry ?? (m[0].startsWith('+') ? undefined : 'US'));
      if (n?.isPossible()) extra.push({ number: n, startsAt: m.index, endsAt: m.index + m[0].length });
    }
    for (const f of [...found, ...extra]) {
      const n = f.number;
      const key = n.number;
      const printed = text.slice(f.startsAt, f.endsAt);
      // (A number after the postal mark, "〒986-4391", is a postcode.)
      if (seenPhones.has(key) || isDateLike(printed) || /〒\s*$/.test(text.slice(0, f.startsAt))) continue;
      seenPhones.add(key);
      const cc = n.country ?? defaultCountry ?? null;
      phones.push({ code: cc ? { name: COUNTRY_EN[cc] ?? cc, code: `+${n.countryCallingCode}`, country_code: cc } : null, number: n.country ? withoutCallingCode(printed, n.countryCallingCode) : printed.trim() });
    }
  };
  // Each part of a contact line on its own: a birth date or a period beside the number on one line
  // ("69002 Lyon – 06 39 98 45 12 – né le 04/11/1991") leaves the number a phone, and is none.
  const withoutDates = (p: string) => {
    const dates = findDates(p);
    return dates.length ? stripDates(p, dates) : p;
  };
  for (const l of contact) for (const p of l.parts.flatMap((x) => x.split(/\s+[|·•–—]\s+/))) if (withoutDates(p).replace(/\D/g, '').length >= 8) addPhone(p);
  // Sidebars and contact blocks placed after other sections: a short line that is (mostly) a phone.
  lines.forEach((l, i) => {
    // (A referee's number is the referee's.)
    if (l.section === 'references') return;
    const parts = l.parts.flatMap((x) => x.split(/\s+[|·•]\s+/));
    const inEntries = l.section === 'experience' || l.section === 'education';
    if (!contact.includes(l)) {
      for (const p of parts) {
        const m = p.match(PHONE_SHAPE);
        // In job and education lists only an international number standing alone is taken.
        if (m && p.length <= 48 && m[0].length >= p.replace(CONTACT_PREFIX, '').trim().length * (inEntries ? 0.95 : 0.6) && (!inEntries || /^\+/.test(m[0]))) addPhone(p);
      }
    }
    // A number a narrow column wrapped onto the next line ("+1 (212) 555-" / "0190").
    const next = lines[i + 1];
    const tail = /(?:^|\/\s*)(\+?[\d\s().-]{2,})$/.exec(parts[0] && parts.length === 1 ? parts[0] : (l.parts[0] ?? ''))?.[1];
    const head = next ? /^[\d\s().-]{3,}\d/.exec(next.parts[0] ?? '')?.[0] : undefined;
    if (tail && head && /\d[\s-]*$/.test(tail) && (tail + head).replace(/\D/g, '').length >= 9 && /[+(]|\d{3}/.test(tail)) addPhone(`${tail.trim()}${/-$/.test(tail) ? '' : ' '}${head.trim()}`);
  });
  if (!phones.length) for (const u of links) if (/^tel:/i.test(u)) addPhone(decodeURIComponent(u.slice(4)));
  if (!phones.length) {
    // Kendall-like layouts put the contact block after the work history.
    for (const l of lines) if (/^\+?[\d\s().\-/]{8,20}$/.test(l.text.trim())) addPhone(l.text);
  }
  return phones;
}
