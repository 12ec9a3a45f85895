/**
 * The words the hand-made layouts print besides a person's own data, in every CV language: document
 * titles, "Titel bei Firma", page footers, the closing place-and-date line, the labels of a Europass
 * CV and the rows of a Japanese-style history table. Section headings and contact labels are
 * `format.ts`'s (HEADINGS, CONTACT_LABELS).
 */
import type { CorpusLanguage } from '../../types.js';

export type Words = {
  /** Titles printed above a whole CV ("Lebenslauf", "Curriculum Vitae"). */
  cvTitles: string[];
  /** "Title at Company" as one line. */
  at: (title: string, company: string) => string;
  /** Labels of a name split in two fields ("Prénom" / "Nom"). */
  firstName: string;
  lastName: string;
  /** The parts around the numbers of a page footer: `${before}1${between}2` ("Page 1 of 2"). */
  page: { before: string; between: string };
  /** The closing line of a German-style CV: place and date (the date alone when the CV does not say where the person lives). */
  placeDate: (city: string | null, date: string) => string;
  /** A language level a CEFR grid prints for a mother tongue. */
  motherTongue: string;
};

export const WORDS: Record<CorpusLanguage, Words> = {
  en: {
    cvTitles: ['Curriculum Vitae', 'Résumé', 'CV'],
    at: (t, c) => `${t} at ${c}`,
    firstName: 'First name',
    lastName: 'Surname',
    page: { before: 'Page ', between: ' of ' },
    placeDate: (city, date) => (city ? `${city}, ${date}` : date),
    motherTongue: 'Native',
  },
  nl: {
    cvTitles: ['Curriculum Vitae', 'CV'],
    at: (t, c) => `${t} bij ${c}`,
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    page: { before: 'Pagina ', between: ' van ' },
    placeDate: (city, date) => (city ? `${city}, ${date}` : date),
    motherTongue: 'Moedertaal',
  },
  de: {
    cvTitles: ['Lebenslauf', 'Curriculum Vitae', 'Tabellarischer Lebenslauf'],
    at: (t, c) => `${t} bei ${c}`,
    firstName: 'Vorname',
    lastName: 'Nachname',
    page: { before: 'Seite ', between: ' von ' },
    placeDate: (city, date) => (city ? `${city}, den ${date}` : date),
    motherTongue: 'Muttersprache',
  },
  fr: {
    cvTitles: ['Curriculum Vitae', 'CV'],
    at: (t, c) => `${t} chez ${c}`,
    firstName: 'Prénom',
    lastName: 'Nom',
    page: { before: 'Page ', between: ' sur ' },
    placeDate: (city, date) => (city ? `Fait à ${city}, le ${date}` : `Le ${date}`),
    motherTongue: 'Langue maternelle',
  },
  es: {
    cvTitles: ['Currículum Vitae', 'Currículum', 'CV'],
    at: (t, c) => `${t} en ${c}`,
    firstName: 'Nombre',
    lastName: 'Apellidos',
    page: { before: 'Página ', between: ' de ' },
    placeDate: (city, date) => (city ? `En ${city}, a ${date}` : date),
    motherTongue: 'Lengua materna',
  },
  it: {
    cvTitles: ['Curriculum Vitae', 'CV'],
    at: (t, c) => `${t} presso ${c}`,
    firstName: 'Nome',
    lastName: 'Cognome',
    page: { before: 'Pagina ', between: ' di ' },
    placeDate: (city, date) => (city ? `${city}, ${date}` : date),
    motherTongue: 'Madrelingua',
  },
  pt: {
    cvTitles: ['Curriculum Vitae', 'Currículo', 'CV'],
    at: (t, c) => `${t} em ${c}`,
    firstName: 'Nome próprio',
    lastName: 'Apelido',
    page: { before: 'Página ', between: ' de ' },
    placeDate: (city, date) => (city ? `${city}, ${date}` : date),
    motherTongue: 'Língua materna',
  },
  ja: {
    cvTitles: ['職務経歴書', '履歴書'],
    at: (t, c) => `${c} ${t}`,
    firstName: '名',
    lastName: '姓',
    page: { before: '', between: ' / ' },
    placeDate: (_city, date) => `${date}現在`,
    motherTongue: '母語',
  },
};

/** The labels of a Europass CV (the 2004–2012 form with a label column, and the later one with dates in it). */
export type EuropassWords = {
  personal: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  birth: string;
  desired: string;
  work: string;
  dates: string;
  position: string;
  employer: string;
  activities: string;
  education: string;
  qualification: string;
  organisation: string;
  personalSkills: string;
  motherTongues: string;
  otherLanguages: string;
  understanding: string;
  speaking: string;
  writing: string;
  listening: string;
  reading: string;
  interaction: string;
  production: string;
  levels: string;
  digital: string;
};

export const EUROPASS: Record<CorpusLanguage, EuropassWords> = {
  en: {
    personal: 'Personal information', name: 'Name', address: 'Address', phone: 'Telephone', email: 'E-mail', birth: 'Date of birth',
    desired: 'Desired employment / Occupational field', work: 'Work experience', dates: 'Dates', position: 'Occupation or position held',
    employer: 'Name and address of employer', activities: 'Main activities and responsibilities', education: 'Education and training',
    qualification: 'Title of qualification awarded', organisation: 'Name and type of organisation providing education and training',
    personalSkills: 'Personal skills and competences', motherTongues: 'Mother tongue(s)', otherLanguages: 'Other language(s)',
    understanding: 'Understanding', speaking: 'Speaking', writing: 'Writing', listening: 'Listening', reading: 'Reading',
    interaction: 'Spoken interaction', production: 'Spoken production',
    levels: 'Levels: A1 and A2: Basic user – B1 and B2: Independent user – C1 and C2: Proficient user', digital: 'Digital skills',
  },
  nl: {
    personal: 'Persoonlijke informatie', name: 'Naam', address: 'Adres', phone: 'Telefoon', email: 'E-mail', birth: 'Geboortedatum',
    desired: 'Gewenste functie', work: 'Werkervaring', dates: 'Periode', position: 'Functie',
    employer: 'Naam en adres van de werkgever', activities: 'Belangrijkste taken en verantwoordelijkheden', education: 'Onderwijs en opleiding',
    qualification: 'Naam van het diploma', organisation: 'Naam en type van de onderwijsinstelling',
    personalSkills: 'Persoonlijke vaardigheden', motherTongues: 'Moedertaal', otherLanguages: 'Andere talen',
    understanding: 'Begrijpen', speaking: 'Spreken', writing: 'Schrijven', listening: 'Luisteren', reading: 'Lezen',
    interaction: 'Gesprekken voeren', production: 'Vloeiend spreken',
    levels: 'Niveaus: A1 en A2: basisgebruiker – B1 en B2: onafhankelijke gebruiker – C1 en C2: vaardige gebruiker', digital: 'Digitale vaardigheden',
  },
  de: {
    personal: 'Angaben zur Person', name: 'Name', address: 'Adresse', phone: 'Telefon', email: 'E-Mail', birth: 'Geburtsdatum',
    desired: 'Gewünschte Beschäftigung / Beruf', work: 'Berufserfahrung', dates: 'Zeitraum', position: 'Beruf oder Funktion',
    employer: 'Name und Adresse des Arbeitgebers', activities: 'Wichtigste Tätigkeiten und Zuständigkeiten', education: 'Schul- und Berufsbildung',
    qualification: 'Bezeichnung der erworbenen Qualifikation', organisation: 'Name und Art der Bildungs- oder Ausbildungseinrichtung',
    personalSkills: 'Persönliche Fähigkeiten und Kompetenzen', motherTongues: 'Muttersprache(n)', otherLanguages: 'Sonstige Sprache(n)',
    understanding: 'Verstehen', speaking: 'Sprechen', writing: 'Schreiben', listening: 'Hören', reading: 'Lesen',
    interaction: 'An Gesprächen teilnehmen', production: 'Zusammenhängendes Sprechen',
    levels: 'Stufen: A1 und A2: Elementare Sprachverwendung – B1 und B2: Selbständige Sprachverwendung – C1 und C2: Kompetente Sprachverwendung',
    digital: 'Digitale Kompetenzen',
  },
  fr: {
    personal: 'Informations personnelles', name: 'Nom', address: 'Adresse', phone: 'Téléphone', email: 'Courriel', birth: 'Date de naissance',
    desired: 'Emploi recherché', work: 'Expérience professionnelle', dates: 'Dates', position: 'Fonction ou poste occupé',
    employer: "Nom et adresse de l'employeur", activities: 'Principales activités et responsabilités', education: 'Éducation et formation',
    qualification: 'Intitulé du diplôme délivré', organisation: "Nom et type de l'établissement d'enseignement ou de formation",
    personalSkills: 'Aptitudes et compétences personnelles', motherTongues: 'Langue(s) maternelle(s)', otherLanguages: 'Autre(s) langue(s)',
    understanding: 'Comprendre', speaking: 'Parler', writing: 'Écrire', listening: 'Écouter', reading: 'Lire',
    interaction: 'Prendre part à une conversation', production: "S'exprimer oralement en continu",
    levels: 'Niveaux : A1 et A2 : utilisateur élémentaire – B1 et B2 : utilisateur indépendant – C1 et C2 : utilisateur expérimenté',
    digital: 'Compétences numériques',
  },
  es: {
    personal: 'Información personal', name: 'Nombre', address: 'Dirección', phone: 'Teléfono', email: 'Correo electrónico', birth: 'Fecha de nacimiento',
    desired: 'Empleo deseado', work: 'Experiencia profesional', dates: 'Fechas', position: 'Profesión o cargo desempeñado',
    employer: 'Nombre y dirección de la empresa', activities: 'Funciones y responsabilidades principales', education: 'Educación y formación',
    qualification: 'Cualificación obtenida', organisation: 'Nombre y tipo del centro de estudios',
    personalSkills: 'Capacidades y competencias personales', motherTongues: 'Lengua(s) materna(s)', otherLanguages: 'Otro(s) idioma(s)',
    understanding: 'Comprender', speaking: 'Hablar', writing: 'Escribir', listening: 'Comprensión auditiva', reading: 'Comprensión de lectura',
    interaction: 'Interacción oral', production: 'Expresión oral',
    levels: 'Niveles: A1 y A2: usuario básico – B1 y B2: usuario independiente – C1 y C2: usuario competente', digital: 'Competencias digitales',
  },
  it: {
    personal: 'Informazioni personali', name: 'Nome', address: 'Indirizzo', phone: 'Telefono', email: 'E-mail', birth: 'Data di nascita',
    desired: 'Occupazione desiderata', work: 'Esperienza professionale', dates: 'Date', position: 'Lavoro o posizione ricoperti',
    employer: 'Nome e indirizzo del datore di lavoro', activities: 'Principali attività e responsabilità', education: 'Istruzione e formazione',
    qualification: 'Titolo della qualifica rilasciata', organisation: "Nome e tipo d'organizzazione erogatrice dell'istruzione e formazione",
    personalSkills: 'Capacità e competenze personali', motherTongues: 'Madrelingua', otherLanguages: 'Altre lingue',
    understanding: 'Comprensione', speaking: 'Parlato', writing: 'Scritto', listening: 'Ascolto', reading: 'Lettura',
    interaction: 'Interazione orale', production: 'Produzione orale',
    levels: 'Livelli: A1 e A2: utente base – B1 e B2: utente autonomo – C1 e C2: utente avanzato', digital: 'Competenze digitali',
  },
  pt: {
    personal: 'Informação pessoal', name: 'Nome', address: 'Morada', phone: 'Telefone', email: 'Correio electrónico', birth: 'Data de nascimento',
    desired: 'Emprego pretendido', work: 'Experiência profissional', dates: 'Datas', position: 'Função ou cargo ocupado',
    employer: 'Nome e morada do empregador', activities: 'Principais actividades e responsabilidades', education: 'Educação e formação',
    qualification: 'Designação da qualificação atribuída', organisation: 'Nome e tipo da organização de ensino ou formação',
    personalSkills: 'Aptidões e competências pessoais', motherTongues: 'Língua(s) materna(s)', otherLanguages: 'Outra(s) língua(s)',
    understanding: 'Compreensão', speaking: 'Conversação', writing: 'Escrita', listening: 'Compreensão oral', reading: 'Leitura',
    interaction: 'Interacção oral', production: 'Produção oral',
    levels: 'Níveis: A1 e A2: utilizador elementar – B1 e B2: utilizador independente – C1 e C2: utilizador avançado', digital: 'Competências digitais',
  },
  ja: {
    personal: '個人情報', name: '氏名', address: '住所', phone: '電話', email: 'メール', birth: '生年月日',
    desired: '希望職種', work: '職歴', dates: '期間', position: '職種・役職',
    employer: '勤務先名・所在地', activities: '主な業務と責任', education: '学歴・職業訓練',
    qualification: '取得学位・資格', organisation: '教育機関名',
    personalSkills: '個人のスキル', motherTongues: '母語', otherLanguages: 'その他の言語',
    understanding: '理解', speaking: '話す', writing: '書く', listening: '聞く', reading: '読む',
    interaction: 'やり取り', production: '発表',
    levels: 'レベル: A1・A2: 基礎段階の言語使用者 – B1・B2: 自立した言語使用者 – C1・C2: 熟達した言語使用者', digital: 'デジタルスキル',
  },
};

/**
 * The rows of a Japanese-style history table (履歴書: 年 | 月 | 学歴・職歴), and the same table idea
 * in the other languages: entering and leaving schools and employers, oldest first.
 */
export type HistoryWords = {
  title: string;
  year: string;
  month: string;
  history: string;
  education: string;
  work: string;
  entered: (school: string) => string;
  graduated: (school: string) => string;
  joined: (company: string) => string;
  role: (title: string) => string;
  left: (company: string) => string;
  /** The row under a current job. */
  present: string;
  /** The closing row of the table. */
  end: string;
  licences: string;
  obtained: (name: string) => string;
  awards: string;
  /** "As of" a date, printed beside the title. */
  asOf: (date: string) => string;
};

export const HISTORY: Record<CorpusLanguage, HistoryWords> = {
  ja: {
    title: '履歴書', year: '年', month: '月', history: '学歴・職歴', education: '学歴', work: '職歴',
    entered: (s) => `${s} 入学`, graduated: (s) => `${s} 卒業`, joined: (c) => `${c} 入社`, role: (t) => `${t}として勤務`,
    left: (c) => `${c} 退社`, present: '現在に至る', end: '以上', licences: '免許・資格', obtained: (n) => `${n} 取得`, awards: '賞罰',
    asOf: (d) => `${d}現在`,
  },
  en: {
    title: 'Curriculum Vitae', year: 'Year', month: 'Month', history: 'Education and employment history', education: 'Education', work: 'Employment',
    entered: (s) => `Entered ${s}`, graduated: (s) => `Graduated: ${s}`, joined: (c) => `Joined ${c}`, role: (t) => `Position: ${t}`,
    left: (c) => `Left ${c}`, present: 'To the present', end: 'End', licences: 'Licences and certificates', obtained: (n) => `Obtained ${n}`,
    awards: 'Awards', asOf: (d) => `As of ${d}`,
  },
  nl: {
    title: 'Curriculum Vitae', year: 'Jaar', month: 'Maand', history: 'Opleiding en loopbaan', education: 'Opleiding', work: 'Loopbaan',
    entered: (s) => `Start opleiding: ${s}`, graduated: (s) => `Diploma behaald: ${s}`, joined: (c) => `In dienst bij ${c}`, role: (t) => `Functie: ${t}`,
    left: (c) => `Uit dienst bij ${c}`, present: 'Tot heden', end: 'Einde', licences: 'Diploma’s en certificaten', obtained: (n) => `${n} behaald`,
    awards: 'Prijzen', asOf: (d) => `Bijgewerkt op ${d}`,
  },
  de: {
    title: 'Lebenslauf', year: 'Jahr', month: 'Monat', history: 'Ausbildung und beruflicher Werdegang', education: 'Ausbildung', work: 'Beruf',
    entered: (s) => `Beginn: ${s}`, graduated: (s) => `Abschluss: ${s}`, joined: (c) => `Eintritt bei ${c}`, role: (t) => `Tätigkeit als ${t}`,
    left: (c) => `Austritt bei ${c}`, present: 'bis heute', end: 'Ende', licences: 'Zertifikate und Lizenzen', obtained: (n) => `${n} erworben`,
    awards: 'Auszeichnungen', asOf: (d) => `Stand: ${d}`,
  },
  fr: {
    title: 'Curriculum Vitae', year: 'Année', month: 'Mois', history: 'Formation et parcours professionnel', education: 'Formation', work: 'Parcours professionnel',
    entered: (s) => `Entrée : ${s}`, graduated: (s) => `Diplôme obtenu : ${s}`, joined: (c) => `Entrée chez ${c}`, role: (t) => `Poste : ${t}`,
    left: (c) => `Départ de ${c}`, present: "Jusqu'à ce jour", end: 'Fin', licences: 'Permis et certifications', obtained: (n) => `Obtention : ${n}`,
    awards: 'Distinctions', asOf: (d) => `Mis à jour le ${d}`,
  },
  es: {
    title: 'Currículum Vitae', year: 'Año', month: 'Mes', history: 'Formación y trayectoria profesional', education: 'Formación', work: 'Trayectoria profesional',
    entered: (s) => `Ingreso: ${s}`, graduated: (s) => `Titulación: ${s}`, joined: (c) => `Incorporación a ${c}`, role: (t) => `Puesto: ${t}`,
    left: (c) => `Baja en ${c}`, present: 'Hasta la actualidad', end: 'Fin', licences: 'Licencias y certificaciones', obtained: (n) => `Obtenido: ${n}`,
    awards: 'Premios', asOf: (d) => `Actualizado a ${d}`,
  },
  it: {
    title: 'Curriculum Vitae', year: 'Anno', month: 'Mese', history: 'Formazione ed esperienze lavorative', education: 'Formazione', work: 'Esperienze lavorative',
    entered: (s) => `Iscrizione: ${s}`, graduated: (s) => `Conseguimento: ${s}`, joined: (c) => `Assunzione presso ${c}`, role: (t) => `Ruolo: ${t}`,
    left: (c) => `Fine rapporto con ${c}`, present: 'Ad oggi', end: 'Fine', licences: 'Patenti e certificazioni', obtained: (n) => `Conseguito: ${n}`,
    awards: 'Premi', asOf: (d) => `Aggiornato al ${d}`,
  },
  pt: {
    title: 'Curriculum Vitae', year: 'Ano', month: 'Mês', history: 'Formação e percurso profissional', education: 'Formação', work: 'Percurso profissional',
    entered: (s) => `Ingresso: ${s}`, graduated: (s) => `Conclusão: ${s}`, joined: (c) => `Admissão em ${c}`, role: (t) => `Cargo: ${t}`,
    left: (c) => `Saída de ${c}`, present: 'Até ao presente', end: 'Fim', licences: 'Licenças e certificações', obtained: (n) => `Obtido: ${n}`,
    awards: 'Prémios', asOf: (d) => `Atualizado em ${d}`,
  },
};

/** Words of language levels, in the corpus languages, that say how well (a CEFR grid prints a code for them). */
const NATIVE = /\b(native|mother tongue|first language|moedertaal|muttersprache|langue maternelle|natif|native|lengua materna|nativo|nativa|madrelingua|língua materna)\b|母語|ネイティブ/i;
const FLUENT = /\b(fluent|proficient|verhandlungssicher|fließend|flie(ss)?end|courant|bilingue|vloeiend|fluido|fluida|fluente|avanzado|avançado|avanzato)\b|ビジネス|流暢/i;
const BASIC = /\b(basic|elementary|beginner|grundkenntnisse|notions|débutant|basis|básico|básica|base|elementare|principiante|iniciante)\b|基礎|初級/i;
const CEFR = /\b([ABC][12])\b/;

/**
 * A level text read as a CEFR level, as a Europass grid prints it: its own code when it names one,
 * else a code for its words (fluent C1, basic A2, anything else B2); null for a mother tongue.
 */
export function cefrLevel(level: string): string | null {
  if (NATIVE.test(level)) return null;
  const code = CEFR.exec(level)?.[1];
  if (code) return code;
  if (FLUENT.test(level)) return 'C1';
  if (BASIC.test(level)) return 'A2';
  return 'B2';
}
