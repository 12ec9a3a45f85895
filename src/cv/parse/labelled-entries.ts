/**
 * Entries written as labelled fields, as the Europass CV writes them in every EU language: a label
 * column ("Dates", "Occupation or position held", "Name and address of employer", "Title of
 * qualification awarded", …) and the values beside it, one block per job or study. Such a section
 * says what each value is, so it is read by its labels instead of by the shape of its lines.
 */
import { findDates, isWholePeriod, type DateRange } from './dates.js';
import type { SectionLine } from './sections.js';
import { foldKey } from './text.js';

type Field = 'dates' | 'role' | 'organisation' | 'activities' | 'sector' | 'subjects' | 'level';

/** The labels of the Europass CV in the CV languages, by the field they introduce. */
const LABELS: Record<Field, string[]> = {
  dates: ['dates', 'date', 'datum', 'data', 'datas', 'fechas', 'zeitraum', 'periode', 'période', 'periodo', 'período'],
  role: [
    'occupation or position held', 'beruf oder funktion', 'fonction ou poste occupé', 'profesión o cargo desempeñado', 'puesto o cargo ocupados',
    'lavoro o posizione ricoperti', 'função ou cargo ocupado', 'functie of positie', 'title of qualification awarded',
    'bezeichnung der erworbenen qualifikation', 'intitulé du certificat ou diplôme délivré', 'título de la cualificación obtenida',
    'titolo della qualifica rilasciata', 'designação da qualificação atribuída', 'benaming toegekende kwalificatie', 'naam van het behaalde diploma',
  ],
  organisation: [
    'name and address of employer', 'name und adresse des arbeitgebers', "nom et adresse de l'employeur", 'nombre y dirección de la empresa o empleador',
    "nome e indirizzo del datore di lavoro", 'nome e morada do empregador', 'naam en adres van de werkgever',
    'name and type of organisation providing education and training', 'name und art der bildungs- oder ausbildungseinrichtung',
    "nom et type de l'établissement d'enseignement ou de formation", 'nombre y tipo del centro de estudios', 'nombre y tipo de la organización que ha impartido la educación o la formación',
    "nome e tipo d'organizzazione erogatrice dell'istruzione e formazione", 'nome e tipo da organização de ensino ou formação',
    'naam en type van de onderwijs- of opleidingsinstelling',
  ],
  activities: [
    'main activities and responsibilities', 'wichtigste tätigkeiten und zuständigkeiten', 'principales activités et responsabilités',
    'funciones y responsabilidades principales', 'principali attività e responsabilità', 'principais actividades e responsabilidades',
    'principais atividades e responsabilidades', 'belangrijkste activiteiten en verantwoordelijkheden',
  ],
  sector: ['type of business or sector', 'tätigkeitsbereich oder branche', "type ou secteur d'activité", 'tipo de empresa o sector', 'tipo di attività o settore', 'tipo de empresa ou sector', 'soort onderneming of sector'],
  subjects: [
    'principal subjects/occupational skills covered', 'hauptfächer/berufliche fähigkeiten', 'principales matières/compétences professionnelles couvertes',
    'principales materias o capacidades profesionales aprendidas', 'principali tematiche/competenze professionali acquisite', 'principais disciplinas/competências profissionais',
    'belangrijkste vakken/beroepsvaardigheden',
  ],
  level: ['level in national or international classification', 'stufe der nationalen oder internationalen klassifikation', 'niveau dans la classification nationale ou internationale', 'nivel en la clasificación nacional o internacional', 'livello nella classificazione nazionale o internazionale', 'nível segundo a classificação nacional ou internacional', 'niveau in nationale of internationale classificatie'],
};

const KNOWN = Object.entries(LABELS).flatMap(([field, labels]) => labels.map((label) => ({ field: field as Field, label: foldKey(label) })));

/** The field a label introduces: the whole label, or the start of one the page wrapped ("Nome e tipo da organização de ensino ou"). */
export function labelField(text: string): Field | null {
  const t = foldKey(text);
  if (!t) return null;
  const exact = KNOWN.find((k) => k.label === t);
  if (exact) return exact.field;
  const start = t.length >= 12 ? KNOWN.find((k) => k.label.startsWith(t)) : undefined;
  if (start) return start.field;
  // Other wordings of the same labels ("Intitulé du diplôme délivré", "Employer"): by their key words.
  if (t.split(' ').length > 10) return null;
  const key = KEY_WORDS.find((k) => k.words.test(t));
  return key?.field ?? null;
}

/** Key words of the labels of each field, for wordings the list above lacks (folded: no accents, lower case). */
const KEY_WORDS: { field: Field; words: RegExp }[] = [
  { field: 'activities', words: /\b(activities|activites|tatigkeiten|attivita|actividades|atividades|actividades|activiteiten|responsibilities|aufgaben|taches|mansioni|funciones)\b/ },
  { field: 'subjects', words: /\b(subjects|matieres|hauptfacher|materias|materie|tematiche|disciplinas|vakken)\b/ },
  // (Before the organisation's words: "Tipo di azienda o settore" names the sector, not the employer.)
  { field: 'sector', words: /\b(sector|settore|secteur|sektor|branche)\b/ },
  { field: 'level', words: /\b(classification|classificazione|clasificacion|classificacao|klassifikation|classificatie)\b/ },
  { field: 'organisation', words: /\b(employer|employeur|arbeitgeber|datore|empregador|werkgever|empleador|etablissement|einrichtung|organisation|organization|organizzazione|organizacao|organizacion|instelling|institution|istituto|instituicao|bildungseinrichtung|ecole|school|schule|company|firma|unternehmen|entreprise|societe|empresa|azienda|bedrijf|werkgever)\b/ },
  { field: 'role', words: /\b(title|titre|intitule|titolo|titulo|titel|bezeichnung|designacao|benaming|qualification|qualifikation|qualifica|cualificacion|qualificacao|kwalificatie|diplome|diploma|abschluss|occupation|position|poste|fonction|beruf|funktion|posizione|funcao|cargo|puesto|functie|designation|role|ruolo|mansione|rol|stelle|impiego|empleo|emploi)\b/ },
  { field: 'dates', words: /^(duration|period|tenure|dauer|duree|duracion|durata|duur|periodo|periode|zeitraum|from to|von bis)$/ },
  // The first Europass's "Dates (from – to)", "Date (da – a)", "Fechas (de – a)", "Datum (von – bis)".
  { field: 'dates', words: /^(dates?|datum|data|datas|fechas?|periodo|periode) (from|da|dal|de|du|desde|von|van) (to|a|al|au|hasta|bis|tot|ate)$/ },
];

/** The rest of a label the page wrapped onto its own line ("formação"): words of the labels only. */
const LABEL_WORDS = new Set(KNOWN.flatMap((k) => k.label.split(' ')));
const isLabelRest = (text: string) => text.split(/\s+/).length <= 4 && foldKey(text).split(' ').every((w) => LABEL_WORDS.has(w));

/** "Company: Infosys Limited" as a label and its value, where the label is one of the fields'. */
function splitLabel(l: SectionLine): SectionLine {
  if (l.parts.length !== 1) return l;
  const m = /^([^:：]{2,40}?)\s*[:：]\s*(\S.*)$/u.exec(l.text);
  return m && labelField(m[1]) ? { ...l, parts: [m[1], m[2]] } : l;
}

export type LabelledEntry = { range: DateRange; role: string | null; organisation: string | null; body: SectionLine[] };

/**
 * The entries of a section written as labelled fields, or null when the section is not written so
 * (fewer than one "dates" label with a date beside it, or no role or organisation label).
 */
export function labelledEntries(section: SectionLine[]): LabelledEntry[] | null {
  const tabled = tableEntries(section);
  if (tabled) return tabled;
  const lines = section.map(splitLabel);
  const labelled = lines.map((l) => (l.parts.length >= 2 ? labelField(l.parts[0]) : null));
  // Jobs whose fields are labelled but whose period stands alone above them ("Mayo 2018 – Actualidad" /
  // "Empresa: SAICA" / "Puesto: Oficial de 1ª" / "Funciones:"): each period alone is the dates' field.
  const roles = labelled.filter((f) => f === 'role').length;
  const employers = labelled.filter((f) => f === 'organisation').length;
  if (!labelled.includes('dates') && Math.min(roles, employers) >= 2) {
    lines.forEach((l, i) => {
      if (!labelled[i] && isWholePeriod(l.text)) {
        labelled[i] = 'dates';
        lines[i] = { ...l, parts: ['', l.text] };
      }
    });
  }
  if (!labelled.includes('dates') || !labelled.some((f) => f === 'role' || f === 'organisation')) return null;
  const out: LabelledEntry[] = [];
  let entry: LabelledEntry | null = null;
  let field: Field | null = null;
  // Fields given before the dates ("Company: …" / "Designation: …" / "Duration: …") wait for them.
  let before: { role: string | null; organisation: string | null } = { role: null, organisation: null };
  lines.forEach((l, i) => {
    const f = labelled[i];
    const value = f ? l.parts.slice(1).join(' ').replace(/^[\s:：]+/, '').trim() : l.text;
    if ((f === 'role' || f === 'organisation') && (!entry || entry[f] !== null)) {
      // Before any dates, or one the entry has already: the next entry's, whose dates come after.
      entry = null;
      before[f] = value;
      field = f;
      return;
    }
    if (f === 'dates') {
      const range = findDates(value)[0];
      entry = range ? { range, role: before.role, organisation: before.organisation, body: [] } : null;
      before = { role: null, organisation: null };
      if (entry) out.push(entry);
      field = f;
      return;
    }
    if (!entry) return;
    // A label on a line of its own, its values on the lines under it ("• Principali mansioni e responsabilità" / • …).
    const own = !f && isOwnLabel(l.text) ? labelField(l.text) : null;
    if (own) {
      field = own;
      return;
    }
    if (f) field = f;
    else if (isLabelRest(l.text)) return;
    // A role or organisation the page wrapped goes on for one short line after its label's.
    const wrapped = !f && labelled[i - 1] === field && value.length <= 60;
    if (field === 'role') entry.role = !f ? (wrapped && entry.role ? `${entry.role} ${value}` : entry.role) : value;
    else if (field === 'organisation') entry.organisation = !f ? (wrapped && entry.organisation ? `${entry.organisation} ${value}` : entry.organisation) : withoutAddress(value);
    else if (field === 'activities' || field === 'subjects') entry.body.push({ ...l, text: value, parts: [value] });
  });
  return out.length ? out : null;
}

/** A line that is a label and nothing else: one of the labels as written, or a label's words set off by a bullet or a colon. */
const isOwnLabel = (text: string) => KNOWN.some((k) => k.label === foldKey(text)) || ((/^\s*[•·▪-]\s/u.test(text) || /[:：]\s*$/.test(text)) && labelField(text) !== null);

/**
 * The employer's name without the address its label asks for ("Nome e indirizzo del datore di
 * lavoro": "Villa Donatello S.p.A., Viale Ugo Bassi 1, 50137 Firenze" → "Villa Donatello S.p.A."):
 * the parts before the first that holds a street number or a postcode.
 */
function withoutAddress(value: string): string {
  const parts = value.split(/,\s+/);
  const at = parts.findIndex((p, k) => k > 0 && /\d/.test(p));
  return at > 0 ? parts.slice(0, at).join(', ') : value;
}

/** What a table's column holds, by its label ("Qualification", "Institution", "Year of Passing", "Percentage / CGPA"). */
type Column = 'role' | 'organisation' | 'dates' | 'other';

const COLUMN_WORDS: { column: Column; words: RegExp }[] = [
  { column: 'other', words: /\b(percentage|cgpa|gpa|grade|grades|marks|result|results|score|division|note|noten|mention|voto|nota|cijfer|board|specialisation|specialization|location|place|city|ort|lieu|ciudad|citta|plaats)\b|%/ },
  { column: 'dates', words: /\b(year|years|passing|period|duration|dates?|from|to|graduation|jahr|zeitraum|annee|periode|ano|anno|periodo|jaar|fechas?)\b/ },
  { column: 'role', words: /\b(qualification|qualifications|degree|course|examination|exam|diploma|diplome|abschluss|titulo|titolo|opleiding|studie|position|designation|role|job title|title|functie|poste|fonction|cargo|puesto|ruolo)\b/ },
  { column: 'organisation', words: /\b(institution|institute|school|college|university|universite|universitat|universidad|universita|universiteit|hochschule|ecole|escuela|scuola|company|employer|organisation|organization|firma|entreprise|empresa|azienda|werkgever)\b/ },
];

/** The column a header cell names, or null when it names none of them. */
function columnOf(cell: string): Column | null {
  const t = foldKey(cell);
  if (!t || t.split(' ').length > 5) return null;
  return COLUMN_WORDS.find((c) => c.words.test(t))?.column ?? null;
}

/**
 * Entries written as a table under a row of column labels ("Qualification ‖ Institution ‖ Board /
 * University ‖ Year of Passing ‖ Percentage / CGPA", then a row per study): each row read by its
 * columns (the first column of a kind when two name it), or null when the section has no such header
 * row (three cells or more, each a known column, among them a role or organisation and the dates).
 */
function tableEntries(lines: SectionLine[]): LabelledEntry[] | null {
  const at = lines.findIndex((l) => l.parts.length >= 3 && !l.dates.length && l.parts.every((p) => columnOf(p) !== null));
  if (at < 0) return null;
  const columns = lines[at].parts.map(columnOf);
  const first = (c: Column) => columns.indexOf(c);
  if (first('dates') < 0 || (first('role') < 0 && first('organisation') < 0)) return null;
  const out: LabelledEntry[] = [];
  for (const l of lines.slice(at + 1)) {
    if (Math.abs(l.parts.length - columns.length) > 1) break;
    const cell = (c: Column) => (first(c) >= 0 ? (l.parts[first(c)]?.trim() ?? null) : null);
    const range = findDates(cell('dates') ?? '')[0] ?? l.dates[0];
    if (!range) continue;
    out.push({ range, role: cell('role') || null, organisation: cell('organisation') || null, body: [] });
  }
  return out.length ? out : null;
}
