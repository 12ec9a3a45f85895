/**
 * How resumes print dates, headings and levels in each CV language. Layout families pick one style
 * per document (seeded), so the corpus carries the variety the parser meets: `03/2019`, `März 2019`,
 * `2019年4月 – 現在`, `seit Oktober 2014`, `May – August 2014` (a range within one year).
 */
import { pick } from './random.js';
import type { CorpusLanguage, YearMonth } from './types.js';

export type DateStyle = 'mm/yyyy' | 'mm.yyyy' | 'mm-yyyy' | 'yyyy-mm' | 'yyyy/mm' | 'month yyyy' | 'mon yyyy' | 'yyyy';
export const DATE_STYLES: DateStyle[] = ['mm/yyyy', 'mm.yyyy', 'mm-yyyy', 'yyyy-mm', 'yyyy/mm', 'month yyyy', 'mon yyyy', 'yyyy'];

const PRESENT: Record<CorpusLanguage, string[]> = {
  en: ['Present', 'present', 'to date', 'Current', 'now'],
  nl: ['heden', 'nu', 'Heden', 'present'],
  de: ['heute', 'Heute', 'dato', 'jetzt'],
  fr: ["aujourd'hui", 'présent', 'ce jour', 'Aujourd’hui'],
  es: ['actualidad', 'presente', 'Actualidad', 'hoy'],
  it: ['oggi', 'presente', 'in corso', 'Oggi'],
  pt: ['atual', 'presente', 'o momento', 'Atual'],
  ja: ['現在', '現在', '至現在'],
};

/** "since X" for a current job, in languages that write it so ("seit Oktober 2014"). */
const SINCE: Partial<Record<CorpusLanguage, string[]>> = {
  en: ['Since'],
  de: ['seit', 'Seit'],
  nl: ['sinds', 'Sinds'],
  fr: ['Depuis', 'depuis'],
  es: ['Desde'],
  it: ['Dal', 'Da'],
  pt: ['Desde'],
};

const RANGE_JOINERS = [' – ', ' - ', ' — ', '–', ' to ', ' bis ', ' tot ', ' à ', ' a ', ' al ', ' até ', ' ～ ', ' 〜 '];
const JOINERS: Record<CorpusLanguage, string[]> = {
  en: [' – ', ' - ', ' — ', '–', ' to '],
  nl: [' – ', ' - ', ' tot '],
  de: [' – ', ' - ', ' bis '],
  fr: [' – ', ' - ', ' à '],
  es: [' – ', ' - ', ' a '],
  it: [' – ', ' - ', ' al '],
  pt: [' – ', ' - ', ' até '],
  ja: [' – ', ' ～ ', ' 〜 ', '～'],
};
export { RANGE_JOINERS };

const pad = (n: number) => String(n).padStart(2, '0');
const monthName = (language: CorpusLanguage, month: number, form: 'long' | 'short') =>
  new Intl.DateTimeFormat(language, { month: form, timeZone: 'UTC' }).format(new Date(Date.UTC(2020, month - 1, 1)));

/** One month of a year in a style; a date without a month prints its year alone. */
export function formatMonth(date: YearMonth, style: DateStyle, language: CorpusLanguage): string {
  const { year, month } = date;
  if (month == null || style === 'yyyy') return language === 'ja' ? `${year}年` : String(year);
  if (language === 'ja') return `${year}年${month}月`;
  switch (style) {
    case 'mm/yyyy': return `${pad(month)}/${year}`;
    case 'mm.yyyy': return `${pad(month)}.${year}`;
    case 'mm-yyyy': return `${pad(month)}-${year}`;
    case 'yyyy-mm': return `${year}-${pad(month)}`;
    case 'yyyy/mm': return `${year}/${pad(month)}`;
    case 'month yyyy': return `${capitalise(monthName(language, month, 'long'), language)} ${year}`;
    case 'mon yyyy': return `${capitalise(monthName(language, month, 'short').replace(/\.$/, ''), language)} ${year}`;
  }
}

/** Month names are capitalised in English and German CVs, lower case elsewhere (as their readers write them). */
const capitalise = (s: string, language: CorpusLanguage) => (language === 'en' || language === 'de' ? s.charAt(0).toUpperCase() + s.slice(1) : s);

export type RangeOptions = {
  style: DateStyle;
  language: CorpusLanguage;
  random: () => number;
  /** Allow "May – August 2014" for a range within one year (month names only). */
  sameYearShort?: boolean;
  /** Allow "seit Oktober 2014" for a current job. */
  since?: boolean;
};


/** A date range as a resume prints it; `end` null is the current job. */
export function formatRange(start: YearMonth | null, end: YearMonth | null, o: RangeOptions): string {
  const joiner = pick(JOINERS[o.language], o.random);
  if (!start) return end ? formatMonth(end, o.style, o.language) : '';
  if (!end) {
    const sinceWords = SINCE[o.language];
    if (o.since && sinceWords) return `${pick(sinceWords, o.random)} ${formatMonth(start, o.style, o.language)}`;
    return `${formatMonth(start, o.style, o.language)}${joiner}${pick(PRESENT[o.language], o.random)}`;
  }
  if (o.sameYearShort && start.year === end.year && start.month && end.month && (o.style === 'month yyyy' || o.style === 'mon yyyy') && o.language !== 'ja') {
    const form = o.style === 'month yyyy' ? 'long' : 'short';
    const m = (n: number) => capitalise(monthName(o.language, n, form).replace(/\.$/, ''), o.language);
    return `${m(start.month)}${joiner}${m(end.month)} ${end.year}`;
  }
  return `${formatMonth(start, o.style, o.language)}${joiner}${formatMonth(end, o.style, o.language)}`;
}

/** Whether a style prints months at all (the truth drops months a layout does not show). */
export const printsMonths = (style: DateStyle) => style !== 'yyyy';

export type HeadingKey = 'profile' | 'experience' | 'education' | 'skills' | 'languages' | 'contact' | 'certificates' | 'awards' | 'volunteering' | 'personal';

/** Section headings as resumes in each language write them; a layout picks one variant per document. */
export const HEADINGS: Record<CorpusLanguage, Record<HeadingKey, string[]>> = {
  en: {
    profile: ['Profile', 'Summary', 'About me', 'Professional Summary', 'Personal Statement'],
    experience: ['Experience', 'Work Experience', 'Employment History', 'Professional Experience', 'Career History'],
    education: ['Education', 'Education and Training', 'Academic Background', 'Qualifications'],
    skills: ['Skills', 'Key Skills', 'Technical Skills', 'Core Competencies', 'Expertise'],
    languages: ['Languages', 'Language Skills'],
    contact: ['Contact', 'Contact Details', 'Personal Details'],
    certificates: ['Certifications', 'Certificates', 'Licences & Certifications'],
    awards: ['Awards', 'Honours and Awards', 'Achievements'],
    volunteering: ['Volunteering', 'Volunteer Experience', 'Community Involvement'],
    personal: ['Personal Information', 'Personal Details'],
  },
  nl: {
    profile: ['Profiel', 'Over mij', 'Samenvatting', 'Persoonlijk profiel'],
    experience: ['Werkervaring', 'Ervaring', 'Loopbaan', 'Arbeidsverleden'],
    education: ['Opleiding', 'Opleidingen', 'Onderwijs', 'Opleiding en cursussen'],
    skills: ['Vaardigheden', 'Competenties', 'Kennis en vaardigheden'],
    languages: ['Talen', 'Talenkennis'],
    contact: ['Contact', 'Contactgegevens', 'Personalia'],
    certificates: ['Certificaten', 'Cursussen en certificaten'],
    awards: ['Prijzen', 'Onderscheidingen'],
    volunteering: ['Vrijwilligerswerk', 'Nevenactiviteiten'],
    personal: ['Personalia', 'Persoonlijke gegevens'],
  },
  de: {
    profile: ['Profil', 'Über mich', 'Kurzprofil', 'Zusammenfassung'],
    experience: ['Berufserfahrung', 'Beruflicher Werdegang', 'Berufspraxis', 'Praxiserfahrung'],
    education: ['Ausbildung', 'Bildungsweg', 'Studium', 'Schul- und Berufsausbildung'],
    skills: ['Kenntnisse', 'Fähigkeiten', 'Fachkenntnisse', 'EDV-Kenntnisse', 'Kompetenzen'],
    languages: ['Sprachen', 'Sprachkenntnisse'],
    contact: ['Kontakt', 'Kontaktdaten'],
    certificates: ['Zertifikate', 'Weiterbildungen', 'Fortbildungen'],
    awards: ['Auszeichnungen', 'Preise'],
    volunteering: ['Ehrenamt', 'Ehrenamtliches Engagement'],
    personal: ['Persönliche Daten', 'Angaben zur Person'],
  },
  fr: {
    profile: ['Profil', 'À propos', 'Résumé', 'Profil professionnel'],
    experience: ['Expérience professionnelle', 'Expériences', 'Parcours professionnel', 'Expérience'],
    education: ['Formation', 'Formations', 'Études', 'Diplômes'],
    skills: ['Compétences', 'Compétences techniques', 'Savoir-faire'],
    languages: ['Langues', 'Compétences linguistiques'],
    contact: ['Contact', 'Coordonnées'],
    certificates: ['Certifications', 'Certificats'],
    awards: ['Distinctions', 'Prix'],
    volunteering: ['Bénévolat', 'Engagement associatif'],
    personal: ['État civil', 'Informations personnelles'],
  },
  es: {
    profile: ['Perfil', 'Sobre mí', 'Resumen', 'Perfil profesional'],
    experience: ['Experiencia', 'Experiencia profesional', 'Experiencia laboral', 'Trayectoria profesional'],
    education: ['Formación', 'Educación', 'Formación académica', 'Estudios'],
    skills: ['Habilidades', 'Competencias', 'Conocimientos', 'Aptitudes'],
    languages: ['Idiomas'],
    contact: ['Contacto', 'Datos de contacto'],
    certificates: ['Certificaciones', 'Cursos y certificados'],
    awards: ['Premios', 'Reconocimientos'],
    volunteering: ['Voluntariado'],
    personal: ['Datos personales', 'Información personal'],
  },
  it: {
    profile: ['Profilo', 'Chi sono', 'Sommario', 'Profilo professionale'],
    experience: ['Esperienza', 'Esperienza lavorativa', 'Esperienze professionali', 'Esperienza professionale'],
    education: ['Formazione', 'Istruzione', 'Istruzione e formazione', 'Studi'],
    skills: ['Competenze', 'Capacità', 'Competenze tecniche'],
    languages: ['Lingue', 'Conoscenze linguistiche', 'Competenze linguistiche'],
    contact: ['Contatti', 'Recapiti'],
    certificates: ['Certificazioni', 'Attestati'],
    awards: ['Premi', 'Riconoscimenti'],
    volunteering: ['Volontariato'],
    personal: ['Informazioni personali', 'Dati personali'],
  },
  pt: {
    profile: ['Perfil', 'Sobre mim', 'Resumo', 'Resumo profissional'],
    experience: ['Experiência', 'Experiência profissional', 'Histórico profissional'],
    education: ['Formação', 'Formação académica', 'Formação acadêmica', 'Educação', 'Escolaridade'],
    skills: ['Competências', 'Habilidades', 'Conhecimentos'],
    languages: ['Idiomas', 'Línguas'],
    contact: ['Contacto', 'Contato', 'Dados de contacto'],
    certificates: ['Certificações', 'Cursos'],
    awards: ['Prémios', 'Prêmios', 'Distinções'],
    volunteering: ['Voluntariado'],
    personal: ['Dados pessoais', 'Informações pessoais'],
  },
  ja: {
    profile: ['自己PR', 'プロフィール', '職務要約', '概要'],
    experience: ['職歴', '職務経歴', '経歴'],
    education: ['学歴', '学歴・資格'],
    skills: ['スキル', '技術スキル', '活かせる経験・知識・技術'],
    languages: ['語学', '言語', '語学力'],
    contact: ['連絡先'],
    certificates: ['資格', '免許・資格'],
    awards: ['受賞歴', '表彰'],
    volunteering: ['ボランティア活動', '社会活動'],
    personal: ['個人情報', '基本情報'],
  },
};

export const heading = (language: CorpusLanguage, key: HeadingKey, random: () => number) => pick(HEADINGS[language][key], random);

/** Labels printed before contact values in some layouts ("Tel.:", "E-Mail:", "Adresse:"). */
export const CONTACT_LABELS: Record<CorpusLanguage, { phone: string[]; email: string[]; address: string[]; birth: string[]; name: string[] }> = {
  en: { phone: ['Phone', 'Tel', 'Mobile', 'T'], email: ['Email', 'E-mail', 'E'], address: ['Address', 'Location'], birth: ['Date of birth', 'Born'], name: ['Name', 'Full name'] },
  nl: { phone: ['Telefoon', 'Tel.', 'Mobiel'], email: ['E-mail', 'Email'], address: ['Adres', 'Woonplaats'], birth: ['Geboortedatum'], name: ['Naam'] },
  de: { phone: ['Telefon', 'Tel.', 'Mobil', 'Handy'], email: ['E-Mail', 'Mail'], address: ['Adresse', 'Anschrift', 'Wohnort'], birth: ['Geburtsdatum', 'Geboren am', 'Geburtstag'], name: ['Name', 'Vor- und Nachname'] },
  fr: { phone: ['Téléphone', 'Tél.', 'Portable'], email: ['E-mail', 'Courriel', 'Email'], address: ['Adresse'], birth: ['Date de naissance', 'Né le', 'Née le'], name: ['Nom', 'Prénom / Nom'] },
  es: { phone: ['Teléfono', 'Tel.', 'Móvil'], email: ['Correo', 'E-mail', 'Email'], address: ['Dirección', 'Domicilio'], birth: ['Fecha de nacimiento'], name: ['Nombre', 'Nombre y apellidos'] },
  it: { phone: ['Telefono', 'Tel.', 'Cellulare'], email: ['E-mail', 'Email'], address: ['Indirizzo', 'Residenza'], birth: ['Data di nascita', 'Nato il'], name: ['Nome', 'Nome e cognome'] },
  pt: { phone: ['Telefone', 'Tel.', 'Telemóvel', 'Celular'], email: ['E-mail', 'Email'], address: ['Morada', 'Endereço'], birth: ['Data de nascimento'], name: ['Nome', 'Nome completo'] },
  ja: { phone: ['電話', '携帯電話', 'TEL'], email: ['メール', 'E-mail', 'Email'], address: ['住所', '現住所'], birth: ['生年月日'], name: ['氏名', '名前'] },
};
