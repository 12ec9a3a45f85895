/**
 * Stage 4, the person: the name (the largest name-like line near the top of the first page, or the
 * one the resume labels "Name:", "Prénom / Nom"…), split into first and last name (./names.ts), and
 * the headline under it (the CV's title).
 */
import type { Line } from '../types.js';
import { EMAIL_IN_TEXT as EMAIL_RE } from '../../../shared/validation.js';
import { fixCase, fold, isLowerParticle, splitName } from '../names.js';
import type { SectionLine, Sections } from '../sections.js';
import { URL_RE, words } from '../text.js';
import { COMPANY_CUES, EUROPASS_LABELS, europassLabelOf, headingSection, isDocumentTitle, LANGUAGE_WORDS, NAME_LABELS, TITLE_CUES, TITLE_SUFFIX } from '../vocab.js';
import { locationOf, startsWithAddressLabel } from './location.js';
import { isPlaceOnly, LOCAL_GAZETTEER, type Gazetteer } from '../places.js';

/** Whether a line reads as a person's name: two to five capitalised words (particles allowed), or a short CJK name. */
function nameLike(t: string): boolean {
  const s = t.trim();
  if (s.length < 3 || s.length > 60 || /[\d@/:|]/.test(s)) return false;
  if (/[\u3040-\u30ff\u3400-\u9fff]/.test(s)) return s.replace(/\s/g, '').length <= 8 && !isDocumentTitle(s.replace(/\s/g, '')) && !headingSection(s.replace(/\s/g, '')) && !COMPANY_CUES.test(s);
  const w = words(s);
  // (Up to five words besides particles: "Juan Carlos Fernández de los Santos".)
  if (w.length < 2 || w.filter((x) => !isLowerParticle(x)).length > 5) return false;
  if (headingSection(s) || isDocumentTitle(s) || europassLabelOf(s)) return false;
  // (An organisation's name: a legal form or a word such as "Hotel", "Group" of three letters or more.)
  if (w.some((x) => x.replace(/[.,]$/, '').length >= 3 && COMPANY_CUES.test(x))) return false;
  if (w.some((x) => LANGUAGE_WORDS.has(x.toLowerCase().replace(/,$/, ''))) && /,/.test(s)) return false;
  // "STEINER, Florian": the family name first, set off by a comma (only one).
  if ((s.match(/,/g) ?? []).length > 1 || /,\s*$/.test(s)) return false;
  if (addressLike(s)) return false;
  return w.every((x) => /^[\p{Lu}][\p{L}'’.-]*,?$/u.test(x) || isLowerParticle(x) || /^(al|el|bin)$/i.test(x));
}

/**
 * Whether a text is written as a place is ("Surry Hills, Sydney NSW", "Brooklyn, NY", "Sydney NSW"):
 * a place the location reader reads, set off by a comma or ended by a state's code. A name that
 * only shares its words with places ("Victoria Washington", "Florence Sydney") is none.
 */
function addressLike(s: string): boolean {
  if (/,/.test(s)) return locationOf(s) !== null || s.split(',').some((seg) => locationOf(seg.trim()) !== null);
  return s !== s.toUpperCase() && /\s\p{Lu}{2,3}$/u.test(s) && locationOf(s) !== null;
}

/**
 * A name set in display type on two lines, a word each ("CHLOE" / "BENNETT", letter-spaced capitals
 * beside a photo; in Word, two bold paragraphs in capitals): the line and the one right under it in the same size and column, both one
 * capitalised word, joined. Null when the line starts no such name.
 */
function stackedName(lines: SectionLine[], headings: Set<number>, i: number): string | null {
  const [a, b] = [lines[i], lines[i + 1]];
  // (Word gives no type size: two bold paragraphs in capitals — "THABO" / "MOKOENA" in a cell beside a photo — stand for display type.)
  if (!b) return null;
  const display = a.size >= 1.4 || (a.paragraph && b.paragraph && a.bold && b.bold && a.text === a.text.toUpperCase() && b.text === b.text.toUpperCase());
  if (headings.has(i + 1) || !display || Math.abs(a.size - b.size) > 0.05 || a.page !== b.page || a.column !== b.column || b.gap > 1.2) return null;
  const one = (l: Line) => l.parts.length === 1 && /^\p{Lu}[\p{L}'’-]+$/u.test(l.text) && !TITLE_CUES.test(l.text) && !TITLE_SUFFIX.test(l.text);
  if (!one(a) || !one(b)) return null;
  const text = `${a.text} ${b.text}`;
  return nameLike(text) ? text : null;
}

const labelKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[:：]\s*$/, '')
    .replace(/\s*\/\s*/g, ' / ')
    .replace(/\s+/g, ' ')
    .trim();
const LABELS = {
  full: new Set(NAME_LABELS.full.map(labelKey)),
  given: new Set(NAME_LABELS.given.map(labelKey)),
  family: new Set(NAME_LABELS.family.map(labelKey)),
};
const nameValue = (s: string) => {
  const t = s.trim();
  return t.length >= 2 && t.length <= 60 && !/[\d@/|]/.test(t) && /\p{L}/u.test(t) ? t : null;
};

/**
 * A name the resume gives with its label, in the header or the personal details of the first page:
 * "Name: Katharina von Bergen", "Prénom : Marie" with "Nom : Dupont", or the label on a line (or
 * in a cell) of its own with the value beside or under it. A label that is both (nom, nombre) is
 * the surname beside a given-name label, the whole name otherwise.
 */
function labelledName(lines: SectionLine[]): { full: string } | { first: string; last: string } | null {
  const found: { label: string; value: string }[] = [];
  lines.forEach((l, i) => {
    if (l.page > 0 || (l.section !== 'header' && l.section !== 'contact')) return;
    const inline = /^([^:：]{2,30})[:：]\s*(.+)$/.exec(l.text);
    if (inline) {
      const value = nameValue(inline[2]);
      if (value) found.push({ label: labelKey(inline[1]), value });
      return;
    }
    const label = labelKey(l.parts.length >= 2 ? l.parts[0] : l.text);
    if (!(LABELS.full.has(label) || LABELS.given.has(label) || LABELS.family.has(label))) return;
    const value = nameValue(l.parts.length >= 2 ? l.parts.slice(1).join(' ') : (lines[i + 1]?.text ?? ''));
    if (value) found.push({ label, value });
  });
  const given = found.find((f) => LABELS.given.has(f.label) && !LABELS.full.has(f.label)) ?? found.find((f) => LABELS.given.has(f.label));
  const family = found.find((f) => LABELS.family.has(f.label) && f !== given);
  if (given && family) return { first: given.value, last: family.value };
  const full = found.find((f) => LABELS.full.has(f.label));
  // A Japanese or Chinese name is written without a space ("小林隆").
  return full && (words(full.value).length >= 2 || /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{2,5}$/u.test(full.value)) ? { full: full.value } : null;
}

/** The person's name as read: first and last name, the full name they were split from, the line it stands on (-1: none), and the unsure paths. */
export type NameReading = { first_name?: string; last_name?: string; full: string; line: number; unsure: string[]; wrapped?: boolean };

/**
 * The end of a name set large and wrapped onto the next line ("Guadalupe Mendoza" / "Ramírez |
 * Contable"): a capitalised word or two of the same size under it that the e-mail address spells.
 */
function wrappedNameEnd(lines: Line[], i: number, email: string | null): string | null {
  const next = lines[i + 1];
  if (!email || !next || next.page !== lines[i].page || Math.abs(next.size - lines[i].size) > 0.05) return null;
  const head = (next.parts[0] ?? next.text).split(/\s+[|·•–—]\s+/)[0].trim();
  if (words(head).some((w) => words(lines[i].text).includes(w))) return null;
  if (!/^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?$/u.test(head) || TITLE_CUES.test(head)) return null;
  return fold(email.split('@')[0]).includes(fold(head)) && fold(head).length >= 3 ? head : null;
}

/**
 * A line's name text: its name-like part when other things stand apart from it on the line ("Éric
 * Roy ······ Canada", "☎ 920 879 737 ······ Djamila Sousa"), or the text before a separator
 * ("Nadia Cherif | Directeur des soins").
 */
function nameText(l: Line): string {
  if (l.parts.length > 1) {
    // (A lone CJK word among icons and contact details is more likely a language or a place.)
    const part = l.parts.map(withoutCredentials).find((p, k) => nameLike(p) && (k === 0 || words(p).length >= 2));
    if (part) return part;
  }
  const text = withoutCredentials(l.text);
  const first = text.split(/\s+[|·•–—]\s+/)[0];
  return first !== text && nameLike(first) ? first : text;
}

/** Personal details set under a name: nationality, marital status and age ("Brasileira, solteira, 30 anos", "ledig, 34 Jahre"). */
const PERSONAL_DETAILS = /(?<![\p{L}])(?:\d{2}\s*(?:anos|años|ans|jahre|years old|jaar|anni)(?=\s*(?:[,;.|·•]|$))|solteir[oa]|casad[oa]|soltera|soltero|single|married|ledig|verheiratet|célibataire|mariée?|ongehuwd|gehuwd|celibe|nubile|sposat[oa])(?![\p{L}])/iu;

/** A credential after a name: letters in capitals or an abbreviation with its stops ("BSN", "RN", "PhD", "P.Eng.", "Dipl.-Ing."). */
const CREDENTIAL = /^(?:[A-Z][A-Za-z]{0,3}[A-Z](?:-[A-Z]{2,4})?|Ph\.?\s?D\.?|M\.?Sc\.?|B\.?Sc\.?|M\.?A\.?|B\.?A\.?|MEng|BEng|(?:\p{Lu}\p{Ll}{0,3}\.\s?-?){1,3})$/u;

/** Credentials told by their letters alone, for a name in capitals (degrees, licences, memberships). */
const KNOWN_CREDENTIALS = new Set(
  'BSN RN RPN LPN NP MSN DNP CNA EMT MD DO DDS DMD PHARMD PHD DPHIL MBA MPA MPH MSC BSC MA BA MENG BENG PENG CENG IENG PE JD LLB LLM ESQ CPA CGA CMA CA CFA ACCA CIMA FCA ACA PMP CISSP CISA SHRM SHRMCP SHRMSCP CHRP CPHR PHR SPHR MRICS FRICS MRCP FRCS LEEDAP'.split(' '),
);

/**
 * A name without the credentials people write after it ("Marisol Delgado-Reyes, BSN, RN", "OWEN
 * MacKINNON, P.Eng.", "Jane Doe, PhD") or the title before it ("Dr. Jane Doe", "Dipl.-Ing. Hans
 * Meier"); the text as it was when only that would be left.
 */
export function withoutCredentials(text: string): string {
  let t = text.trim();
  // (A name in capitals, "SMITH, JOHN", tells no credential by its case: only known ones go.)
  const credential = (c: string, before: string) => (/\p{Ll}/u.test(before) ? CREDENTIAL.test(c) : KNOWN_CREDENTIALS.has(c.replace(/[.\s-]/g, '').toUpperCase()));
  for (let m = /,\s*([^,]+?)\s*$/.exec(t); m && credential(m[1], t.slice(0, m.index)); m = /,\s*([^,]+?)\s*$/.exec(t)) t = t.slice(0, m.index).trim();
  t = t.replace(/^(?:(?:dr|prof|mr|mrs|ms|mx|ing|dipl\.?-ing|mag|drs|ir|mr\.?\s?drs)\.?\s+)+(?=\p{Lu})/iu, '');
  return t || text.trim();
}

/**
 * Whether a name-like text is places set off by commas ("Randburg, Johannesburg", a town and its
 * city read as "Last, First") that the e-mail address does not spell (as it does "Jackson, Victoria").
 * Without an e-mail address to tell them apart, none is.
 */
function placesNotName(text: string, email: string | null, places: Gazetteer | undefined): boolean {
  if (!places || !email || !/,/.test(text) || !isPlaceOnly(text, places)) return false;
  const local = fold(email.split('@')[0]);
  return !words(text).some((w) => fold(w).length >= 3 && local.includes(fold(w)));
}

/**
 * The name: the labelled one, else the best name-like line by size, weight and nearness to the top
 * (never a job title), else the e-mail's local part (unsure). `email` and `country` help split it
 * (an Iberian name carries two surnames).
 */
export function readName(doc: Sections, hints: { email: string | null; country: string | null; language?: string; places?: Gazetteer }): NameReading {
  const { lines, headings, columnIndex } = doc;
  const { email } = hints;
  const unsure: string[] = [];
  let nameIdx = -1;
  let best = -Infinity;
  let stacked: string | null = null;
  lines.forEach((l, i) => {
    const onTwo = headings.has(i) || l.page > 0 ? null : stackedName(lines, headings, i);
    // (A Europass label's line — "POSIZIONE RICOPERTA ‖ Supply Chain Planner" — holds no name, nor does its value.)
    if (headings.has(i) || l.page > 0 || europassLabelOf(l.parts[0] ?? l.text) || !(onTwo || nameLike(nameText(l)))) return;
    if (l.section !== 'header' && l.section !== 'contact' && columnIndex[i] > 12) return;
    const text = onTwo ?? nameText(l);
    if (placesNotName(text, email, hints.places)) return;
    // (A line inside a section of entries — a company's heading — is less likely the name than one above the sections.)
    const inEntries = l.section === 'experience' || l.section === 'education' ? 3 : 0;
    const s = l.size * 3 + (l.heading === 1 ? 3 : l.heading ? 1 : 0) + (l.bold ? 0.5 : 0) - Math.min(i, columnIndex[i] + 4) * 0.08 + (text === text.toUpperCase() ? 0 : 0.2) - (TITLE_CUES.test(text) || TITLE_SUFFIX.test(text) ? 8 : 0) - inEntries;
    if (s > best) {
      best = s;
      nameIdx = i;
      stacked = onTwo;
    }
  });
  const reading: NameReading = { full: '', line: nameIdx, unsure };
  const labelled = labelledName(lines);
  let name = labelled && 'full' in labelled ? fixCase(labelled.full) : nameIdx >= 0 ? fixCase((stacked ?? nameText(lines[nameIdx])).trim()) : '';
  if (stacked && !labelled) reading.wrapped = true;
  const wrapped = !labelled && !stacked && nameIdx >= 0 && nameText(lines[nameIdx]) === lines[nameIdx].text ? wrappedNameEnd(lines, nameIdx, email) : null;
  if (wrapped) {
    name = `${name} ${fixCase(wrapped)}`;
    reading.wrapped = true;
  }
  if (labelled && 'first' in labelled) name = '';
  if (!name && !labelled && email) {
    name = email.split('@')[0].split(/[._-]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
    unsure.push('first_name', 'last_name');
  }
  // A Japanese name set letter-spaced ("伊 藤 誠") is one word.
  if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}](?: [\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])+$/u.test(name)) name = name.replace(/ /g, '');
  if (name) {
    const iberian = hints.language === 'es' || hints.language === 'pt' || ['ES', 'PT', 'BR', 'MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'UY'].includes(hints.country ?? '') || /\.(es|pt|br|mx|ar)$/i.test(email ?? '');
    const split = splitName(name, { iberian, email, familyFirst: !!labelled && 'full' in labelled && labelled.full === labelled.full.toUpperCase() });
    reading.first_name = split.first_name;
    reading.last_name = split.last_name;
    if (words(name).length >= 3 && !/\b(van|von|de|da|del|der|di|du|dos|la|le)\b/i.test(name)) unsure.push('first_name', 'last_name');
  } else if (labelled && 'first' in labelled) {
    reading.first_name = fixCase(labelled.first);
    reading.last_name = fixCase(labelled.last);
  } else unsure.push('first_name', 'last_name');
  reading.full = name;
  return reading;
}

/** The Europass CV's labels of the position sought or held, in the CV languages (./vocab.ts). */
const DESIRED_POSITION = EUROPASS_LABELS.position;

/**
 * The position a Europass CV names beside its label, above its sections of entries ("POSIZIONE
 * RICOPERTA ‖ Supply Chain Planner", "Desired employment: Physiotherapist"); the label may be the
 * start of one its column wrapped ("GEWÜNSCHTE ‖ Physiotherapeut").
 */
function europassPosition(l: SectionLine): string | null {
  if (l.page > 0 || l.section === 'experience' || l.section === 'education') return null;
  const inline = l.parts.length < 2 ? /^([^:：]{3,60})[:：]\s*(.+)$/.exec(l.text) : null;
  const [label, value] = inline ? [inline[1], inline[2]] : l.parts.length >= 2 ? [l.parts[0], l.parts.slice(1).join(' ')] : ['', ''];
  const key = label.toLowerCase().replace(/[\s:/]+$/, '').replace(/\s+/g, ' ');
  if (key.length < 6 && !DESIRED_POSITION.includes(key)) return null;
  return DESIRED_POSITION.some((d) => d === key || (!inline && d.startsWith(`${key} `))) && value.trim() ? value.trim() : null;
}

/** Words a title written in capitals keeps in lower case ("HEAD OF SALES" → "Head of Sales"). */
const SMALL_WORDS = new Set(['of', 'and', 'for', 'the', 'in', 'at', 'to', 'de', 'des', 'du', 'la', 'le', 'et', 'en', 'und', 'für', 'der', 'die', 'van', 'voor', 'di', 'del', 'della', 'da', 'do', 'y', 'e']);

/**
 * A headline set in capitals as a person writes it: words title-cased, small words in lower case,
 * elided words in lower case ("MAÎTRE D’HÔTEL" → "Maître d’hôtel"), abbreviations of up to three letters kept ("CFO", "IT MANAGER" → "IT Manager"), and words in
 * other scripts untouched ("SNS運用担当"). A headline in mixed case stays as written.
 */
export function headlineCase(text: string): string {
  if (text !== text.toUpperCase() || !/\p{Lu}/u.test(text)) return text;
  return text
    .split(' ')
    .map((w, i) => {
      const lower = w.toLowerCase();
      if (i > 0 && (SMALL_WORDS.has(lower) || /^\p{L}{1,4}['’]/u.test(lower))) return lower;
      if (/^\p{Lu}{1,3}$/u.test(w) || /[^\p{Script=Latin}\p{P}\p{N}]/u.test(w)) return w;
      return lower.replace(/^(\P{L}*)(\p{L})/u, (_m, p: string, c: string) => p + c.toUpperCase()).replace(/-(\p{L})/gu, (_m, c: string) => `-${c.toUpperCase()}`);
    })
    .join(' ');
}

/** Labels of a contact or personal-details table's rows, in the CV languages ("Adres ‖ Oudegracht 112", "Telefoon ‖ 06-…"). */
const FIELD_LABEL =
  /^(?:address|home address|adres|adresse|anschrift|wohnort|woonplaats|postcode(?: en woonplaats)?|plz(?: \/ ort)?|dirección|domicilio|indirizzo|residenza|morada|endereço|ort|city|town|phone|telephone|tel\.?|telefoon|telefon|téléphone|teléfono|telefono|telefone|mobile|mobiel|mobil|handy|portable|móvil|cellulare|telemóvel|celular|e-?mail|mail|linkedin|website|web|homepage|github|skype|date of birth|birth date|born|geboortedatum|geboorteplaats|geburtsdatum|geburtsort|date de naissance|née? le|fecha de nacimiento|data di nascita|data de nascimento|nationality|nationaliteit|staatsangehörigkeit|nationalität|nationalité|nacionalidad|nazionalità|nacionalidade|rijbewijs|führerschein|driving licen[cs]e|burgerlijke staat|familienstand|marital status|état civil|estado civil|stato civile)$/iu;
/** Whether a text is the label of a row of a name, contact or personal-details table. */
const isFieldLabel = (text: string) => {
  const key = labelKey(text);
  return FIELD_LABEL.test(key) || LABELS.full.has(key) || LABELS.given.has(key) || LABELS.family.has(key) || EUROPASS_LABELS.personal.includes(key);
};

/**
 * A contact detail no headline is: an icon's letters alone ("in"), a handle or address, behind an
 * icon glyph or not ("ð tomasz-wisniewski-data", "§ twisniewski", "@chloe_designs").
 */
function contactToken(t: string): boolean {
  if (/^\p{L}{1,2}$/u.test(t) || /^\W{1,2}$/u.test(t)) return true;
  const w = words(t);
  const behindIcon = w.length === 2 && w[0].length <= 2 && !/^\p{Lu}{2}$/u.test(w[0]);
  const token = behindIcon ? w[1] : w.length === 1 ? w[0] : null;
  if (!token) return false;
  return /^@\S+$/.test(token) || URL_RE.test(token) || EMAIL_RE.test(token) || (/^[\p{Ll}\d][\p{Ll}\d._-]{2,}$/u.test(token) && (behindIcon || /[._\d-]/.test(token)));
}

/** A street and its house number, nothing after them ("Oudegracht 112", "Hauptstraße 5a"). */
const STREET = /^\p{L}[\p{L}'’. -]*\s\d{1,4}\s?[a-zA-Z]?$/u;

/** The headline: the first short line under the name (in its column) that is no contact detail, date, place or sentence. */
export function readHeadline(doc: Sections, name: NameReading, places: Gazetteer = LOCAL_GAZETTEER): string | undefined {
  const { lines, headings, columnIndex } = doc;
  const nameIdx = name.line;
  if (nameIdx < 0) return undefined;
  // The position a Europass CV names beside its label ("Desired employment ‖ Physiotherapist").
  for (const l of lines) {
    const position = europassPosition(l);
    if (position) return headlineCase(position);
  }
  // "Curriculum Vitae" / "Chefe de Sala" over a table of details that names the person: the
  // headline is the short line under the document's title, aligned with it.
  const titled = lines.slice(0, 2).findIndex((l) => isDocumentTitle(l.text));
  const under = titled >= 0 ? lines[titled + 1] : undefined;
  // (The name is further down, in its labelled row: the line under the title may have been taken for it.)
  const surname = (name.last_name ?? name.full).toLowerCase();
  const namedBelow = surname.length > 1 && lines.some((l, j) => j > titled + 1 && l.parts.length >= 2 && l.text.toLowerCase().includes(surname));
  // (Under it: starting where the title starts, not a photo's placeholder set to the right.)
  if (under && namedBelow && !under.text.toLowerCase().includes(surname) && Math.abs(under.x - lines[titled].x) < 0.05 && !headings.has(titled + 1) && under.parts.length === 1 && words(under.text).length <= 6 && !/[\d@]/.test(under.text) && fixCase(under.text.trim()) !== name.full && !isFieldLabel(under.text) && !contactToken(under.text) && !isPlaceOnly(under.text, places)) {
    return headlineCase(under.text.trim());
  }
  // "Nadia Cherif | Directeur des soins": the headline beside the name.
  const last = nameIdx + (name.wrapped ? 1 : 0);
  const beside = lines[last].text.split(/\s+[|·•–—]\s+/);
  if (beside.length === 2 && (name.wrapped || fixCase(beside[0].trim()) === name.full) && beside[1].trim().length <= 90 && !EMAIL_RE.test(beside[1]) && !/\d{4}/.test(beside[1])) {
    // (A headline set as large as the name, wrapped: "Marc Vila Puig | Preparador de" / "Pedidos".)
    const next = lines[last + 1];
    const rest = next && !name.wrapped && Math.abs(next.size - lines[last].size) < 0.05 && words(next.text).length <= 3 && !/[\d@]/.test(next.text) ? next.text : null;
    const wraps = rest !== null && (/(?:^|\s)(?:de|of|di|du|da|do|del|della|der|für|van|voor|en|and|y|e|et|und)$/i.test(beside[1].trim()) || /^\p{Ll}/u.test(rest));
    return headlineCase(wraps ? `${beside[1].trim()} ${rest}` : beside[1].trim());
  }
  // A name set right of the address on its line ("Via Roma 17 ‖ Simone Bianchi", moderncv): the
  // headline is on that side too, the last part of a line under it; the address lines are passed.
  const nameParts = lines[nameIdx].parts;
  // (A name that is the value of a label's row — "Naam ‖ Femke van den Berg" — stands in a table of details, beside no address.)
  const besideAddress = nameParts.length >= 2 && fixCase(nameParts[nameParts.length - 1].trim()) === name.full && !isFieldLabel(nameParts[0]);
  const nameFirst = nameParts.length === 1 || fixCase(nameParts[0].trim()) === name.full;
  // Else the headline is on the name's side: the first part of a line ("Senior Lecturer ‖ linkedin"),
  // and a line that starts right of the name's end is the other side's (contact details beside it).
  for (let j = last + 1; j < Math.min(lines.length, last + 4); j++) {
    if (besideAddress && lines[j].parts.length < 2) continue;
    if (!besideAddress && lines[j].column === lines[nameIdx].column && lines[j].x >= lines[nameIdx].right) continue;
    // (A line in the name's own size goes on with the name; a label's line ("Indirizzo ‖ …") in body size is no headline's.)
    if (Math.abs(lines[j].size - lines[nameIdx].size) < 0.05 && lines[j].size > 1.5 && !lines[j].paragraph) continue;
    const t = (besideAddress ? lines[j].parts[lines[j].parts.length - 1] : lines[j].parts.length >= 2 && nameFirst && lines[j].size >= 1.15 ? lines[j].parts[0] : lines[j].text).trim();
    if (headings.has(j)) break;
    // (Under a full-width name the headline may open a column.)
    if ((lines[j].column !== lines[nameIdx].column && !(lines[nameIdx].column === 0 && lines[nameIdx].pageColumn && columnIndex[j] === 0)) || fixCase(t) === name.full || !t) continue;
    // (A line of contact details only set to the right — a phone, an e-mail address — is passed: the headline may be under it.
    // Other contact details, an address or a place end the search: they are no headline.)
    // (Set to the right: starting right of the middle, or flush right — a long e-mail address.)
    const rightSide = lines[j].x >= 0.5 || (lines[j].right > 0.95 && lines[j].x > 0.2);
    if (rightSide && (/^[+(]?\d[\d\s().‑-]{6,}$/.test(t.replace(/^[^\d+(]{1,2}\s/, '')) || (EMAIL_RE.test(t) && words(t).length <= 2))) continue;
    // (So are an icon's letters and a handle set to the right; the row of a details table ends the search.)
    if (contactToken(t) && (lines[j].x >= 0.5 || t.length <= 2)) continue;
    if ((lines[j].parts.length >= 2 && isFieldLabel(lines[j].parts[0])) || contactToken(t) || STREET.test(t)) break;
    // (Contact details may follow the headline on its line: "Demand Planner | noor@example.com".)
    const parts = t.split(/\s+[|·•]\s+/);
    const head = parts[0];
    if (EMAIL_RE.test(head) || URL_RE.test(head) || /\d{4}/.test(head) || (head.match(/\d/g) ?? []).length >= 5 || locationOf(head) || /^\d/.test(head) || startsWithAddressLabel(head) || isPlaceOnly(head, places) || head.length > 90 || /[.!?]$/.test(t) || PERSONAL_DETAILS.test(t)) break;
    // The headline's own parts ("Enterprise Account Executive | B2B SaaS"), up to the first contact detail or place.
    const own = parts.findIndex((p, k) => k > 0 && (EMAIL_RE.test(p) || URL_RE.test(p) || contactToken(p) || /\d{3}/.test(p) || locationOf(p) !== null || isPlaceOnly(p, places)));
    return headlineCase(parts.slice(0, own < 0 ? parts.length : own).join(' | '));
  }
  return undefined;
}
