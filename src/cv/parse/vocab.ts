/** Vocabularies of the parser: section headings, months, "present", languages, levels, countries, role cues. */
import type { LanguageLevel } from '../../shared/schemas/cv.js';
import { CV_LABELS } from '../labels/index.js';

export type SectionKey = 'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'contact' | 'certifications' | 'projects' | 'interests' | 'references' | 'other';

/** Heading words per section in en, nl, de, fr, es, it, pt, ja (matched on the whole normalised line). */
const HEADINGS: Record<SectionKey, string[]> = {
  summary: [
    'summary', 'profile', 'about', 'about me', 'professional summary', 'career summary', 'personal profile', 'objective', 'career objective', 'introduction', 'personal statement', 'overview', 'professional profile', 'executive summary',
    'profiel', 'samenvatting', 'over mij', 'persoonlijk profiel', 'profil', 'zusammenfassung', 'über mich', 'kurzprofil', 'persönliches profil', 'résumé', 'à propos', 'a propos', 'présentation', 'profil professionnel', 'perfil', 'resumen', 'sobre mí', 'acerca de mí', 'perfil profesional', 'profilo', 'sommario', 'chi sono', 'profilo professionale', 'riepilogo', 'resumo', 'sobre mim', 'perfil profissional', 'プロフィール', '自己pr', '概要', '要約', 'brief', 'background',
  ],
  experience: [
    'experience', 'work experience', 'professional experience', 'employment', 'employment history', 'work history', 'career history', 'work', 'career', 'relevant experience', 'experience history', 'positions', 'professional background', 'appointments', 'academic appointments', 'academic positions', 'professional appointments', 'positions held', 'academic employment',
    'werkervaring', 'ervaring', 'loopbaan', 'arbeidsverleden', 'beroepservaring', 'berufserfahrung', 'erfahrung', 'beruflicher werdegang', 'werdegang', 'berufspraxis', 'expérience', 'expérience professionnelle', 'expériences professionnelles', 'expériences', 'parcours professionnel', 'experiencia', 'experiencia profesional', 'experiencia laboral', 'trayectoria profesional', 'esperienza', 'esperienze', 'esperienza professionale', 'esperienze professionali', 'esperienza lavorativa', 'experiência', 'experiência profissional', 'histórico profissional', '職歴', '職務経歴', '経歴', '業務経歴',
  ],
  education: [
    'education', 'academic background', 'qualifications', 'education and training', 'academic qualifications', 'studies', 'training', 'educational background',
    'opleiding', 'opleidingen', 'onderwijs', 'studie', 'ausbildung', 'bildung', 'bildungsweg', 'studium', 'schulbildung', 'formation', 'formations', 'études', 'parcours académique', 'educación', 'formación', 'formación académica', 'estudios', 'istruzione', 'formazione', 'studi', 'educação', 'formação', 'formação académica', 'formação acadêmica', '学歴', '教育',
  ],
  skills: [
    'skills', 'key skills', 'technical skills', 'core skills', 'competencies', 'core competencies', 'expertise', 'skills and expertise', 'areas of expertise', 'tools', 'technologies', 'skills & tools',
    'vaardigheden', 'vaardigheden en competenties', 'competenties', 'kennis', 'kenntnisse', 'fähigkeiten', 'kompetenzen', 'fachkenntnisse', 'qualifikationen', 'skills & kompetenzen', 'compétences', 'savoir-faire', 'compétences clés', 'habilidades', 'competencias', 'conocimientos', 'aptitudes', 'competenze', 'capacità', 'abilità', 'competências', 'habilidades e competências', 'スキル', '技能', '資格・スキル', 'スキル・資格',
  ],
  languages: ['languages', 'language skills', 'talen', 'taalvaardigheid', 'talenkennis', 'sprachen', 'sprachkenntnisse', 'langues', 'compétences linguistiques', 'idiomas', 'lenguas', 'lingue', 'conoscenze linguistiche', 'competenze linguistiche', 'línguas', 'competências linguísticas', 'conhecimentos linguísticos', 'competencias lingüísticas', 'competencias linguísticas', '語学', '言語', '語学力'],
  contact: ['contact', 'contact information', 'contact details', 'personal details', 'personal information', 'details', 'contactgegevens', 'persoonlijke gegevens', 'kontakt', 'kontaktdaten', 'persönliche daten', 'coordonnées', 'informations personnelles', 'contacto', 'datos personales', 'datos de contacto', 'contatti', 'dati personali', 'contato', 'dados pessoais', '連絡先', '個人情報', 'profiles', 'links'],
  certifications: ['certifications', 'certificates', 'certification', 'licences', 'licenses', 'licenses & certifications', 'courses', 'awards', 'certificaten', 'cursussen', 'zertifikate', 'zertifizierungen', 'weiterbildung', 'certificats', 'certificaciones', 'certificazioni', 'certificações', '資格', '免許・資格'],
  projects: ['projects', 'projecten', 'projekte', 'projets', 'proyectos', 'progetti', 'projetos', 'publications', 'volunteer', 'volunteering', 'プロジェクト'],
  interests: ['interests', 'hobbies', 'interesses', 'hobby’s', "hobby's", 'interessen', "centres d'intérêt", 'intérêts', 'loisirs', 'intereses', 'aficiones', 'interessi', '趣味'],
  references: ['references', 'referenties', 'referenzen', 'références', 'referencias', 'referenze', 'referências', 'referees', 'referee', 'professional references', 'referentiepersonen', 'referenzpersonen', 'références professionnelles', 'referencias laborales', 'referencias profesionales', 'referenze professionali', 'referências profissionais'],
  other: ['other', 'additional information', 'other information', 'overig', 'sonstiges', 'divers', 'otros', 'altro', 'outros'],
};

/** The Europass CV's section headings in the CV languages (its older and newer forms). */
const EUROPASS_HEADINGS: Partial<Record<SectionKey, string[]>> = {
  contact: ['informação pessoal', 'angaben zur person', 'información personal', 'informazioni personali', 'persoonlijke informatie', 'informations personnelles'],
  education: ['educação e formação', 'schul- und berufsbildung', 'allgemeine und berufliche bildung', 'éducation et formation', 'educación y formación', 'opleiding en training', 'onderwijs en opleiding', 'istruzione e formazione'],
  skills: [
    'personal skills', 'personal skills and competences', 'aptidões e competências pessoais', 'competências pessoais', 'persönliche fähigkeiten', 'persönliche fähigkeiten und kompetenzen', 'compétences personnelles',
    'aptitudes et compétences personnelles', 'competencias personales', 'capacidades y competencias personales', 'competenze personali', 'capacità e competenze personali', 'persoonlijke vaardigheden', 'persoonlijke vaardigheden en competenties',
    'digital skills', 'computer skills and competences', 'competências digitais', 'competência digital', 'digitale kompetenz', 'compétences numériques', 'competencias digitales', 'competenze digitali', 'digitale vaardigheden', 'job-related skills',
    // The rows of its personal skills: organisational and job-related skills list skills.
    'organisational / managerial skills', 'organisational skills', 'managerial skills', 'organisatorische / bestuurlijke vaardigheden', 'organisatorische vaardigheden', 'organisations- / führungskompetenzen', 'organisatorische fähigkeiten',
    'compétences organisationnelles / managériales', 'compétences organisationnelles', 'competencias de organización / gestión', 'competencias organizativas', 'competenze organizzative e gestionali', 'competenze organizzative', 'competências de organização',
    'competências organizacionais', 'berufliche kompetenzen', 'compétences liées à l’emploi', "compétences liées à l'emploi", 'competencias relacionadas con el empleo', 'competenze professionali', 'competências profissionais', 'beroepsgebonden vaardigheden',
  ],
  // Its other rows: communication skills are a text about the person, the driving licence and additional information no skills.
  other: [
    'communication skills', 'communicatieve vaardigheden', 'kommunikative fähigkeiten', 'kommunikative kompetenzen', 'compétences en communication', 'compétences communicationnelles', 'competencias comunicativas', 'competenze comunicative',
    'competências de comunicação', 'driving licence', 'führerschein', 'permis de conduire', 'permiso de conducción', 'permiso de conducir', 'patente di guida', 'carta de condução', 'rijbewijs', 'additional information', 'zusätzliche informationen',
    'informations complémentaires', 'información adicional', 'ulteriori informazioni', 'informação adicional', 'aanvullende informatie', 'annexes', 'anlagen', 'allegati', 'anexos', 'bijlagen', 'dati personali', 'trattamento dei dati personali',
  ],
};
/**
 * The first Europass (2004–2012, still Italy's "formato europeo"): its rows of prose about the person
 * (social, organisational, artistic, other) list no skills; its technical and computer rows do. (Its
 * languages are rows of the language grid: `isLanguageGridLabel`.)
 */
const FIRST_EUROPASS_HEADINGS: Partial<Record<SectionKey, string[]>> = {
  skills: ['technical skills and competences', 'capacità e competenze tecniche', 'capacità e competenze informatiche', 'capacités et compétences techniques', 'capacités et compétences informatiques', 'capacidades y competencias técnicas', 'capacidades y competencias informáticas', 'technische fähigkeiten und kompetenzen', 'ikt-kenntnisse und kompetenzen', 'aptidões e competências técnicas', 'aptidões e competências informáticas', 'technische vaardigheden en competenties', 'computervaardigheden en -competenties'],
  other: [
    'social skills and competences', 'organisational skills and competences', 'artistic skills and competences', 'other skills and competences', 'capacità e competenze relazionali', 'capacità e competenze organizzative',
    'capacità e competenze artistiche', 'altre capacità e competenze', 'capacités et compétences sociales', 'capacités et compétences organisationnelles', 'capacités et compétences artistiques', 'autres capacités et compétences',
    'capacidades y competencias sociales', 'capacidades y competencias organizativas', 'capacidades y competencias artísticas', 'otras capacidades y competencias', 'soziale fähigkeiten und kompetenzen', 'organisatorische fähigkeiten und kompetenzen',
    'künstlerische fähigkeiten und kompetenzen', 'sonstige fähigkeiten und kompetenzen', 'aptidões e competências sociais', 'aptidões e competências de organização', 'aptidões e competências artísticas', 'outras aptidões e competências',
    'sociale vaardigheden en competenties', 'organisatorische vaardigheden en competenties', 'artistieke vaardigheden en competenties', 'andere vaardigheden en competenties',
  ],
};
for (const headings of [EUROPASS_HEADINGS, FIRST_EUROPASS_HEADINGS]) for (const [k, words] of Object.entries(headings) as [SectionKey, string[]][]) HEADINGS[k].push(...words);

/** More headings as resumes in each language print them. */
HEADINGS.experience.push('praxiserfahrung', 'berufliche erfahrung', 'berufliche stationen');
HEADINGS.education.push('学歴・職業訓練', '教育・訓練', 'opleiding en cursussen', 'schul- und berufsausbildung', 'diplômes', 'escolaridade', 'habilitações literárias', 'habilitações académicas', '学歴・資格', '学歴・職歴');
HEADINGS.skills.push('個人のスキル', 'デジタルスキル', 'kennis en vaardigheden', 'edv-kenntnisse', 'it-kenntnisse', 'compétences techniques', 'competenze tecniche', 'conhecimentos', '技術スキル', '活かせる経験・知識・技術');
HEADINGS.languages.push('competenze linguistiche', 'conhecimentos linguísticos');
HEADINGS.contact.push('location', 'personalia', 'état civil', 'etat civil', 'recapiti', 'dados de contacto', 'informações pessoais', '基本情報');
HEADINGS.summary.push('resumo profissional', '職務要約');
HEADINGS.certifications.push('licences & certifications', 'licenses & certifications', 'cursussen en certificaten', 'weiterbildungen', 'fortbildungen', 'cursos y certificados', 'cursos', 'attestati');

/** Awards and unpaid roles: dated entries that are no jobs. */
HEADINGS.certifications.push(
  'honours and awards', 'honors and awards', 'awards and honours', 'achievements and awards', 'prijzen', 'onderscheidingen', 'auszeichnungen', 'preise', 'distinctions', 'prix et distinctions', 'premios', 'reconocimientos', 'premi', 'riconoscimenti', 'prémios', 'prêmios', 'distinções', '受賞歴', '表彰',
);
HEADINGS.projects.push(
  'volunteer experience', 'volunteer work', 'community involvement', 'community service', 'vrijwilligerswerk', 'nevenactiviteiten', 'ehrenamt', 'ehrenamtliches engagement', 'soziales engagement', 'bénévolat', 'engagement associatif', 'voluntariado', 'volontariato', 'trabalho voluntário', 'ボランティア活動', '社会活動',
);

/**
 * Sections of what a person did beside their jobs and studies, as resumes in each language head them:
 * publications and talks, activities and leadership roles, memberships, licences, personal details.
 * Their dated lines are never jobs.
 */
HEADINGS.projects.push(
  'personal projects', 'side projects', 'academic projects', 'research projects', 'publications and talks', 'publications and presentations', 'presentations', 'talks', 'conferences', 'patents',
  'activities', 'extracurricular activities', 'extra-curricular activities', 'leadership and activities', 'positions of responsibility', 'memberships', 'professional memberships', 'affiliations', 'professional affiliations', 'service', 'professional service', 'academic service', 'service and leadership', 'editorial service',
  'publicaties', 'nevenfuncties', 'lidmaatschappen', 'publikationen', 'veröffentlichungen', 'vorträge', 'mitgliedschaften', 'engagement', 'publications scientifiques', 'activités', 'activités extra-professionnelles', 'vie associative', 'engagements',
  'publicaciones', 'actividades', 'actividades extracurriculares', 'pubblicazioni', 'attività', 'publicações', 'atividades', '論文', '発表',
);
HEADINGS.certifications.push(
  'honors', 'honours', 'achievements', 'awards and achievements', 'honors and achievements', 'awards and certifications', 'certifications and awards', 'training and certifications', 'scholarships', 'grants', 'scholarships and awards', 'research grants', 'grants and funding', 'research funding', 'funding', 'grants and awards', 'awards and grants', 'fellowships', 'fellowships and grants',
  'certificeringen', 'prijzen en onderscheidingen', 'zertifikate und weiterbildungen', 'auszeichnungen und preise', 'stipendien', 'récompenses', 'certifications et formations', 'premios y reconocimientos', 'becas', 'premi e riconoscimenti', 'prémios e distinções',
);
HEADINGS.interests.push(
  'hobbys', 'hobbies and interests', 'interests and hobbies', 'freizeit', 'freizeitaktivitäten', 'freizeitinteressen', 'persönliche interessen', 'interessen und hobbys', 'hobby', 'hobby’s en interesses', "centres d'intérêts", 'centres d’intérêt', 'centres d’intérêts', 'passions', "loisirs et centres d'intérêt",
  'pasatiempos', 'intereses personales', 'hobby e interessi', 'tempo libero', 'passatempos', 'interesses pessoais',
);
HEADINGS.other.push(
  'driving licence', 'driving license', 'rijbewijs', 'führerschein', 'permis de conduire', 'permis', 'carnet de conducir', 'permiso de conducir', 'patente', 'carta de condução', 'carteira de habilitação',
  'miscellaneous', 'additional details', 'varia', 'weitere angaben', 'sonstige angaben', 'informations complémentaires', 'información adicional', 'informazioni aggiuntive', 'informações adicionais',
);
HEADINGS.summary.push(
  'summary of qualifications', 'qualifications summary', 'highlights of qualifications', 'career profile', 'profile summary', 'personal summary', 'who i am', 'über mich', 'kurzprofil', 'profil professionnel', 'perfil personal', 'presentación',
  'objective', 'professional objective', 'career goal', 'career goals', 'objetivo', 'objetivo profesional', 'objetivo laboral', 'objetivos', 'objectif', 'objectif professionnel', 'obiettivo', 'obiettivo professionale', 'obiettivi', 'objetivo profissional', 'doel', 'doelstelling', 'ziel', 'berufsziel', 'karriereziel',
);
HEADINGS.skills.push(
  'computer skills', 'it skills', 'ict skills', 'software', 'software skills', 'tools and technologies', 'technologies and tools', 'tech stack', 'technical stack', 'technical proficiencies', 'technical expertise', 'technical competencies', 'strengths', 'key strengths', 'core strengths', 'abilities', 'capabilities',
  'computervaardigheden', 'ict-vaardigheden', 'software en tools', 'computerkenntnisse', 'edv', 'it-kompetenzen', 'software-kenntnisse', 'technische kenntnisse', 'stärken', 'informatique', 'compétences informatiques', 'connaissances informatiques', 'outils', 'logiciels', 'atouts',
  'informática', 'competências informáticas', 'conhecimentos informáticos', 'competencias informáticas', 'conocimientos informáticos', 'herramientas', 'competencias técnicas', 'fortalezas', 'informatica', 'conoscenze informatiche', 'competenze informatiche', 'strumenti', 'punti di forza', 'conhecimentos de informática', 'ferramentas', 'competências técnicas',
);
HEADINGS.other.push('otros datos', 'otros datos de interés', 'datos de interés', 'información complementaria', 'autres informations', 'altre informazioni', 'outras informações', 'overige gegevens', 'overige informatie', 'sonstige kenntnisse');
HEADINGS.languages.push('languages known', 'languages spoken', 'spoken languages', 'foreign languages', 'gesprochene sprachen', 'fremdsprachen', 'langues parlées', 'langues étrangères', 'idiomas hablados', 'lingue straniere', 'línguas estrangeiras', 'vreemde talen', 'taalkennis');
HEADINGS.education.push('educational qualifications', 'educational qualification', 'academic qualification', 'education details', 'academic details', 'academic profile', 'scholastic record', 'academic record');
HEADINGS.certifications.push('certifications and achievements', 'achievements and certifications', 'courses and certifications', 'certifications and courses', 'trainings', 'training and development', 'professional development');
HEADINGS.certifications.push('awards and honors', 'honors and awards', 'awards and recognition', 'certificates and awards', 'prizes', 'awards and prizes');
HEADINGS.contact.push('personal data', 'personal particulars', 'zur person', 'persönliches', 'données personnelles', 'dati anagrafici', 'anagrafica');

const HEADING_MAP = new Map<string, SectionKey>();
const SQUASHED = new Map<string, SectionKey>();
for (const [k, words] of Object.entries(HEADINGS) as [SectionKey, string[]][])
  for (const w of words) {
    HEADING_MAP.set(w, k);
    // (Also as a heading is read: "Other language(s)" loses its closing bracket.)
    if (!HEADING_MAP.has(normHeading(w))) HEADING_MAP.set(normHeading(w), k);
    SQUASHED.set(w.replace(/[\s&]+|and/g, ''), k);
  }

/** What a resume calls itself (a document title, never a person's name), in en, nl, de, fr, es, it, pt, ja. */
const DOCUMENT_TITLES = new Set([
  'curriculum vitae', 'curriculum vitæ', 'cv', 'resume', 'résumé', 'resumé', 'lebenslauf', 'tabellarischer lebenslauf', 'levensloop', 'état civil', 'etat civil',
  'hoja de vida', 'currículum', 'currículum vitae', 'currículo', 'curriculum', '履歴書', '職務経歴書',
  'europass curriculum vitae', 'curriculum vitae europass', 'formato europeo per il curriculum vitae', 'modelo europeu de curriculum vitae', 'modelo europeo de curriculum vitae',
]);
/** Whether a line is the document's own title ("Curriculum Vitae", "Lebenslauf", "État civil"). */
export const isDocumentTitle = (text: string) => DOCUMENT_TITLES.has(normHeading(text));

/**
 * Labels of a name on a resume: the whole name, the given name(s) and the surname, in the CV
 * languages ("Name:", "Prénom / Nom :", "Vorname", "Apellidos", "氏名").
 */
export const NAME_LABELS = {
  full: ['name', 'full name', 'naam', 'volledige naam', 'nom', 'nom complet', 'prénom nom', 'prénom / nom', 'nom / prénom', 'nom et prénom', 'prénom et nom', 'vor- und nachname', 'vorname / name', 'vorname name', 'nombre', 'nombre completo', 'nombre y apellidos', 'nome', 'nome completo', 'nome e cognome', '氏名', '名前'],
  given: ['first name', 'given name', 'given names', 'voornaam', 'voornamen', 'vorname', 'vornamen', 'prénom', 'prénoms', 'nombre', 'nome'],
  family: ['last name', 'surname', 'family name', 'achternaam', 'nachname', 'familienname', 'nom de famille', 'nom', 'apellido', 'apellidos', 'cognome', 'sobrenome', 'apelido'],
};

/**
 * The labels of a Europass CV's header, in the CV languages (its older and newer forms): the
 * position sought or held, whose value beside it is the CV's headline, and the personal details.
 * A label is never a name, nor is its value.
 */
export const EUROPASS_LABELS = {
  position: [
    'desired employment / occupational field', 'desired employment', 'job applied for', 'position applied for', 'preferred job', 'position', 'occupation',
    'gewünschte beschäftigung / beruf', 'gewünschte beschäftigung', 'gewünschte stelle', 'beworbene position', 'beworbene stelle', 'angestrebte position', 'berufsbezeichnung', 'beruf',
    'emploi recherché / domaine de compétence', 'emploi recherché', 'poste occupé', 'poste visé', 'poste souhaité', 'poste recherché',
    'empleo deseado / familia profesional', 'empleo deseado', 'puesto solicitado', 'puesto desempeñado', 'puesto deseado', 'ocupación deseada',
    'occupazione desiderata / settore professionale', 'occupazione desiderata', 'posizione per cui si concorre', 'posizione ricoperta', 'impiego per il quale si concorre', 'impiego desiderato',
    'emprego pretendido / área funcional', 'emprego pretendido', 'cargo pretendido', 'posto de trabalho pretendido', 'posto de trabalho', 'posição', 'função',
    'gewenste functie', 'gewenste baan', 'functie waarnaar gesolliciteerd wordt', 'functie', 'beroep', '希望職種',
  ],
  personal: [
    'personal information', 'sex', 'gender', 'date of birth', 'nationality', 'studies applied for', 'personal statement',
    'angaben zur person', 'geschlecht', 'geburtsdatum', 'staatsangehörigkeit', 'nationalität', 'angestrebtes studium', 'persönliche stellungnahme',
    'informations personnelles', 'sexe', 'date de naissance', 'nationalité', 'études visées', 'déclaration personnelle',
    'información personal', 'sexo', 'fecha de nacimiento', 'nacionalidad', 'estudios solicitados', 'declaración personal',
    'informazioni personali', 'sesso', 'data di nascita', 'nazionalità', 'studi applicati', 'titolo di studio', 'dichiarazioni personali',
    'informação pessoal', 'data de nascimento', 'nacionalidade', 'estudos pretendidos', 'declaração pessoal',
    'persoonlijke informatie', 'geslacht', 'geboortedatum', 'nationaliteit', 'gewenste studie', 'persoonlijke verklaring',
  ],
};
const EUROPASS_LABEL_LIST = [...EUROPASS_LABELS.position, ...EUROPASS_LABELS.personal].sort((a, b) => b.length - a.length);
/** The Europass label a text starts with ("POSIZIONE RICOPERTA", "Sesso Femminile", "Date of birth: …"), or null. */
export function europassLabelOf(text: string): string | null {
  const t = text.toLowerCase().replace(/\s+/g, ' ').trim();
  return EUROPASS_LABEL_LIST.find((l) => t === l || (t.startsWith(l) && /^[\s:：]/.test(t.slice(l.length)))) ?? null;
}

/** A heading as its words: lower case, without the punctuation around it or a count after it ("Work Experience (4)", "Skills · 12"). */
export function normHeading(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[:：|•·\-–—_*#]+$/g, '')
    .replace(/\s*(?:[([]\s*\d{1,3}\s*[)\]]|[|•·–—-]\s*\d{1,3})\s*$/, '')
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/ & /g, ' and ')
    .trim();
}

/** The section a heading line names, if it is one. */
export function headingSection(text: string): SectionKey | null {
  const n = normHeading(text);
  if (!n || n.length > 45) return null;
  return knownHeading(n) ?? qualifiedHeading(n) ?? elidedCompound(n) ?? sameSectionPair(n);
}

/** Two headings of one section joined by "and" ("Qualifications & Training", "Studium und Ausbildung"): that section. */
function sameSectionPair(n: string): SectionKey | null {
  const parts = n.split(/\s+(?:and|und|en|et|e|y)\s+/);
  if (parts.length !== 2) return null;
  const [a, b] = parts.map((p) => knownHeading(p) ?? qualifiedHeading(p));
  return a && a === b ? a : null;
}

/**
 * A German or Dutch heading that leaves out the shared end of two compounds ("Aus- und
 * Weiterbildung", "Schul- und Berufsbildung", "Opleidingen en cursussen" is none): the section of
 * the first compound made whole with the second's end ("Ausbildung"), else the second's.
 */
function elidedCompound(n: string): SectionKey | null {
  const m = /^(\p{L}+)-\s*(?:und|u\.|en|and|&)\s+(\p{L}+)$/u.exec(n);
  if (!m) return null;
  for (let k = 1; k < m[2].length - 2; k++) {
    const section = knownHeading(m[1] + m[2].slice(k));
    if (section) return section;
  }
  return knownHeading(m[2]);
}

const knownHeading = (n: string): SectionKey | null =>
  HEADING_MAP.get(n) ?? HEADING_MAP.get(n.replace(/ and /g, ' & ')) ?? (!n.includes(' ') ? (SQUASHED.get(n.replace(/and/g, '')) ?? null) : null);

/**
 * Words that qualify a heading without changing what its section holds ("Professional Skills",
 * "Relevant Work History", "Compétences principales"): before it, or after it.
 */
const HEADING_QUALIFIERS_BEFORE = ['professional', 'technical', 'key', 'core', 'relevant', 'selected', 'main', 'personal', 'additional', 'other', 'academic', 'general', 'berufliche', 'persönliche', 'weitere', 'sonstige', 'relevante', 'belangrijkste', 'overige'];
const HEADING_QUALIFIERS_AFTER = ['summary', 'overview', 'highlights', 'profile', 'principales', 'principaux', 'clés', 'principali', 'principais', 'chave', 'clave', 'relevantes'];

/**
 * A known heading under words that qualify it ("Professional Skills Summary", "Key Experience"),
 * as the section of the heading they qualify; a qualifier that names a section of its own
 * ("Summary", "Profile") stays that section when it stands alone.
 */
function qualifiedHeading(n: string): SectionKey | null {
  let ws = n.split(' ');
  for (let changed = true; changed && ws.length > 1; ) {
    changed = false;
    if (HEADING_QUALIFIERS_BEFORE.includes(ws[0])) {
      ws = ws.slice(1);
      changed = true;
    } else if (HEADING_QUALIFIERS_AFTER.includes(ws[ws.length - 1])) {
      ws = ws.slice(0, -1);
      changed = true;
    }
    const k = changed ? knownHeading(ws.join(' ')) : null;
    if (k) return k;
  }
  return null;
}

/** Month names and abbreviations (1–12) in en, nl, de, fr, es, it, pt. */
const MONTH_WORDS: [string[], number][] = [
  [['january', 'jan', 'januari', 'januar', 'jänner', 'janvier', 'janv', 'enero', 'ene', 'gennaio', 'gen', 'janeiro'], 1],
  [['february', 'feb', 'februari', 'februar', 'février', 'fevrier', 'févr', 'fevr', 'fév', 'febrero', 'febbraio', 'fevereiro', 'fev'], 2],
  [['march', 'mar', 'maart', 'mrt', 'märz', 'marz', 'mär', 'mars', 'marzo', 'março', 'marco'], 3],
  [['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile'], 4],
  [['may', 'mei', 'mai', 'mayo', 'may', 'maggio', 'mag', 'maio'], 5],
  [['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'junho'], 6],
  [['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'julho'], 7],
  [['august', 'aug', 'augustus', 'août', 'aout', 'agosto', 'ago'], 8],
  [['september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre', 'settembre', 'set', 'setembro'], 9],
  [['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'outubro', 'out'], 10],
  [['november', 'nov', 'novembre', 'noviembre', 'novembro'], 11],
  [['december', 'dec', 'dez', 'dezember', 'décembre', 'decembre', 'déc', 'diciembre', 'dic', 'dicembre', 'dezembro'], 12],
];
export const MONTHS = new Map<string, number>();
for (const [words, m] of MONTH_WORDS) for (const w of words) MONTHS.set(w, m);
export const MONTH_PATTERN = [...MONTHS.keys()].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.]/g, '\\.')).join('|');

const SIGNED = new RegExp(`^\\p{L}[\\p{L} .'’-]*,\\s*(?:(?:den|le|el|il|em|op|am)\\s+)?\\d{1,2}\\.?\\s*(?:de\\s+)?(?:${MONTH_PATTERN})\\.?\\s+(?:de\\s+)?(?:19|20)\\d{2}$`, 'iu');

export const PRESENT_WORDS = [
  '至 現在', '至現在', '現在に至る',
  'present', 'current', 'currently', 'now', 'today', 'ongoing', 'date', 'heden', 'nu', 'huidig', 'tot heden', 'heute', 'aktuell', 'derzeit', 'jetzt', 'bis heute', 'gegenwärtig', "aujourd'hui", 'aujourd’hui', 'présent', 'actuel', 'en cours', 'actualidad', 'presente', 'hoy', 'actual', 'la fecha', 'attuale', 'oggi', 'in corso', 'atual', 'atualmente', 'hoje', 'o momento', '現在',
  // Phrases with their own joining word ("2020 - to date", "sept 2024 à ce jour", "05-2023 bis dato").
  'data attuale', 'alla data attuale', 'fino ad oggi', "a tutt'oggi", 'a tutt’oggi', 'attualmente', 'em curso', 'aktuell tätig', 'lopend',
  'to date', 'till date', 'until now', 'till now', 'up to now', 'until today', 'ce jour', 'à ce jour', 'a ce jour', "jusqu'à présent", 'jusqu’à présent', "jusqu'à aujourd'hui", 'jusqu’à aujourd’hui', 'bis dato', 'dato', 'tot op heden', 'tot nu', 'tot nu toe', 'ad oggi', 'a oggi', 'tuttora', 'hasta la fecha', 'hasta hoy', 'hasta la actualidad', 'la actualidad', 'el presente', 'la data attuale', 'até hoje', 'até ao momento', 'até o momento', 'até à data', 'até a data', '至今', '現職', '在職中',
];

/** A place and a day, as a letter is signed ("München, den 2. August 2022", "Eindhoven, 16 december 2026", "Lyon, le 3 mars 2024"). */
export const isSignedLine = (text: string) => SIGNED.test(text.trim());

/** Language names (as written in several languages) → canonical English name. */
const LANGUAGE_NAMES: Record<string, string[]> = {
  English: ['english', 'engels', 'englisch', 'anglais', 'inglés', 'ingles', 'inglese', 'inglês', '英語'],
  Dutch: ['dutch', 'nederlands', 'niederländisch', 'néerlandais', 'neerlandés', 'olandese', 'holandês', 'flemish', 'vlaams', 'オランダ語'],
  German: ['german', 'duits', 'deutsch', 'allemand', 'alemán', 'aleman', 'tedesco', 'alemão', 'ドイツ語'],
  French: ['french', 'frans', 'französisch', 'français', 'francais', 'francés', 'frances', 'francese', 'francês', 'フランス語'],
  Spanish: ['spanish', 'spaans', 'spanisch', 'espagnol', 'español', 'espanol', 'castellano', 'spagnolo', 'espanhol', 'スペイン語'],
  Italian: ['italian', 'italiaans', 'italienisch', 'italien', 'italiano', 'イタリア語'],
  Portuguese: ['portuguese', 'portugees', 'portugiesisch', 'portugais', 'portugués', 'portoghese', 'português', 'ポルトガル語'],
  Japanese: ['japanese', 'japans', 'japanisch', 'japonais', 'japonés', 'giapponese', 'japonês', '日本語'],
  Chinese: ['chinese', 'mandarin', 'cantonese', 'chinees', 'chinesisch', 'chinois', 'chino', 'cinese', 'chinês', '中国語'],
  Arabic: ['arabic', 'arabisch', 'arabe', 'árabe', 'arabo', 'アラビア語'],
  Russian: ['russian', 'russisch', 'russe', 'ruso', 'russo', 'ロシア語'],
  Polish: ['polish', 'pools', 'polnisch', 'polonais', 'polaco', 'polacco', 'ポーランド語'],
  Turkish: ['turkish', 'turks', 'türkisch', 'turc', 'turco', 'トルコ語'],
  Hindi: ['hindi'], Tamil: ['tamil'], Urdu: ['urdu'], Bengali: ['bengali'], Punjabi: ['punjabi'], Malay: ['malay', 'bahasa', 'bahasa melayu', 'indonesian'],
  Vietnamese: ['vietnamese', 'vietnamees'], Korean: ['korean', 'koreaans', 'koreanisch', 'coréen', 'coreano', '韓国語'], Thai: ['thai'],
  Swedish: ['swedish', 'zweeds', 'schwedisch', 'suédois', 'sueco', 'svenska', 'svedese', 'スウェーデン語'], Danish: ['danish', 'deens', 'dänisch', 'danois', 'danés'], Norwegian: ['norwegian', 'noors', 'norwegisch', 'norvégien', 'noruego'],
  Finnish: ['finnish', 'fins', 'finnisch', 'finnois'], Greek: ['greek', 'grieks', 'griechisch', 'grec', 'griego', 'greco', 'grego'], Czech: ['czech', 'tsjechisch', 'tschechisch', 'tchèque'],
  Hungarian: ['hungarian', 'hongaars', 'ungarisch', 'hongrois', 'ungherese', 'húngaro'], Romanian: ['romanian', 'roemeens', 'rumänisch', 'roumain', 'rumano', 'rumeno', 'romeno'], Ukrainian: ['ukrainian', 'oekraïens', 'ukrainisch'],
  Albanian: ['albanian', 'albanees', 'albanisch', 'albanais', 'albanés', 'albanese', 'albanês'], Hebrew: ['hebrew', 'hebreeuws', 'hebräisch', 'hébreu'], Persian: ['persian', 'farsi'], Swahili: ['swahili', 'kiswahili'], Afrikaans: ['afrikaans'], Zulu: ['zulu', 'isizulu'], Xhosa: ['xhosa', 'isixhosa'],
  Sotho: ['sesotho', 'sotho'], Tswana: ['setswana', 'tswana'], Igbo: ['igbo'], Yoruba: ['yoruba'], Hausa: ['hausa'], Amharic: ['amharic'], Tagalog: ['tagalog', 'filipino'], Catalan: ['catalan', 'català', 'catalán', 'catalaans', 'katalanisch'],
  Basque: ['basque', 'euskara', 'vasco'], Galician: ['galician', 'galego', 'gallego'], Frisian: ['frisian', 'fries'], Luxembourgish: ['luxembourgish', 'luxemburgs'], Latin: ['latin', 'latijn', 'latein'],
  Irish: ['irish', 'gaeilge', 'irisch', 'irlandais', 'irlandés', 'irlandese', 'iers'],
  Welsh: ['welsh', 'cymraeg', 'walisisch', 'gallois', 'galés', 'gallese'],
};
export const LANGUAGE_WORDS = new Map<string, string>();
for (const [k, ws] of Object.entries(LANGUAGE_NAMES)) for (const w of ws) LANGUAGE_WORDS.set(w, k);
const LANGUAGE_KEYS = [...LANGUAGE_WORDS.keys()].sort((a, b) => b.length - a.length);

/**
 * Where a text names a known language ("Native English speaker", "Deutsch – fließend"), as a whole
 * word or glued to a capitalised level ("EnglishNative"); the longest name wins. Null when it names none.
 */
export function findLanguageName(text: string): { index: number; length: number } | null {
  const low = text.toLowerCase();
  for (const name of LANGUAGE_KEYS) {
    for (let at = low.indexOf(name); at >= 0; at = low.indexOf(name, at + 1)) {
      const before = text[at - 1];
      const after = text[at + name.length];
      const cjk = /[\u3040-\u30ff\u3400-\u9fff]/.test(name);
      if (cjk || ((!before || !/\p{L}/u.test(before)) && (!after || !/\p{L}/u.test(after) || /\p{Lu}/u.test(after)))) return { index: at, length: name.length };
    }
  }
  return null;
}

/**
 * Language levels (1 native … 5 basic) as resumes write them, in en, nl, de, fr, es, it, pt, ja: the
 * product's own level labels (what its exported CVs print, read back to the same level), then level
 * words, CEFR codes and JLPT grades. Matched as whole words; the longest phrase in a text decides.
 */
const LEVEL_WORDS: Record<LanguageLevel, string[]> = {
  1: [
    'native', 'native speaker', 'mother tongue', 'first language', 'bilingual', 'moedertaal', 'tweetalig', 'muttersprache', 'muttersprachlich', 'zweisprachig',
    'erstsprache', 'eerste taal', 'première langue', 'primera lengua', 'prima lingua', 'primeira língua', 'langue maternelle', 'maternelle', 'natif', 'bilingue', 'bilingüe', 'lengua materna', 'nativo', 'nativa', 'madrelingua', 'lingua madre', 'língua materna',
    'língua nativa', 'ネイティブ', '母語', '母国語',
  ],
  2: [
    'fluent', 'fluently', 'proficient', 'full professional', 'full professional proficiency', 'near native', 'near-native', 'c1', 'c2', 'vloeiend',
    'uitstekend', 'fließend', 'fliessend', 'sehr gute kenntnisse', 'courant', 'couramment', 'fluide', 'fluido', 'fluida', 'fluente', 'ottimo', 'eccellente',
    'excelente', '流暢', 'ビジネス上級', '上級', 'jlpt n1', 'excellent', 'expert', 'advanced proficiency',
  ],
  3: [
    'très bon', 'bon', 'business', 'business level', 'business fluent', 'professional working', 'professional working proficiency', 'advanced', 'upper intermediate',
    'upper-intermediate', 'b2', 'goed', 'zeer goed', 'zakelijk', 'zakelijk niveau', 'verhandlungssicher', 'sehr gut', 'gut', 'gute', 'avancé', 'avancée',
    'professionnel', 'avanzado', 'avanzada', 'avanzato', 'avanzata', 'livello professionale', 'buono', 'buona', 'avançado', 'avançada', 'good', 'very good',
    'ビジネス', 'ビジネスレベル', 'jlpt n2',
  ],
  4: [
    'intermediate', 'conversational', 'conversational level', 'working knowledge', 'limited working', 'limited working proficiency', 'b1', 'redelijk',
    'gemiddeld', 'conversatie', 'conversatieniveau', 'gute kenntnisse', 'mittel', 'mittelstufe', 'konversation', 'intermédiaire', 'conversationnel',
    'intermedio', 'intermedia', 'conversación', 'conversazione', 'livello colloquiale', 'discreto', 'intermédio', 'intermediário', 'conversação',
    '日常会話', '日常会話レベル', '中級', 'jlpt n3', 'fair', 'moderate', 'average', 'limited',
  ],
  5: [
    'basic', 'basics', 'elementary', 'elemental', 'grundlagen', 'basiskenntnisse', 'notions de base', 'nociones', 'nociones básicas', 'conoscenze di base', 'noções básicas', 'elementary proficiency', 'beginner', 'notions', 'a1', 'a2', 'basis', 'basiskennis', 'grundkenntnisse',
    'anfänger', 'débutant', 'débutante', 'scolaire', 'básico', 'básica', 'basico', 'principiante', 'base', 'elementare', 'iniciante', '初級', '基礎', '入門',
    'jlpt n4', 'jlpt n5', 'poor',
  ],
};
/** Words beside a level that say nothing of it ("native speaker", "level C1", "very good knowledge"). */
const LEVEL_FILLERS = new Set([
  'speaker', 'level', 'proficiency', 'knowledge', 'skills', 'user', 'language', 'written', 'spoken', 'and', 'or', 'very', 'in', 'of', 'niveau', 'kennis', 'taal', 'van', 'der', 'im', 'de', 'du', 'des', 'di', 'del', 'do', 'da', 'en',
  'kenntnisse', 'sprache', 'und', 'langue', 'et', 'très', 'nivel', 'lengua', 'conocimientos', 'y', 'muy', 'livello', 'lingua', 'conoscenza', 'molto', 'nível',
  'língua', 'conhecimentos', 'muito', 'cefr', 'ger', 'cecrl', 'mcer', 'レベル',
]);

/** A level phrase as a key: lower case, hyphens and runs of spaces as one space ("Upper-Intermediate" = "upper intermediate"). */
const levelKey = (s: string) => s.toLowerCase().replace(/[\s-]+/g, ' ').trim();
const LEVEL_OF = new Map<string, LanguageLevel>();
for (const L of Object.values(CV_LABELS)) for (const [level, label] of Object.entries(L.languageLevels)) LEVEL_OF.set(levelKey(label), Number(level) as LanguageLevel);
for (const [level, phrases] of Object.entries(LEVEL_WORDS)) for (const p of phrases) if (!LEVEL_OF.has(levelKey(p))) LEVEL_OF.set(levelKey(p), Number(level) as LanguageLevel);

const isCjk = (s: string) => /[\u3040-\u30ff\u3400-\u9fff]/.test(s);
/** Japanese level phrases, longest first: Japanese writes no spaces, so they are found anywhere in a text. */
const CJK_LEVELS = [...LEVEL_OF.keys()].filter(isCjk).sort((a, b) => b.length - a.length);
/** The most words a level phrase has. */
const LEVEL_WORDS_MAX = Math.max(...[...LEVEL_OF.keys()].map((k) => k.split(' ').length));

/**
 * The level phrases of a text as whole words (the longest at each word; Japanese ones anywhere), and
 * the words no phrase covers.
 */
function levelPhrases(s: string): { phrases: string[]; rest: string[] } {
  let text = s.normalize('NFC').toLowerCase();
  const phrases: string[] = [];
  for (const p of CJK_LEVELS) {
    while (text.includes(p)) {
      phrases.push(p);
      text = text.replace(p, ' ');
    }
  }
  const tokens = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const rest: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    let n = Math.min(LEVEL_WORDS_MAX, tokens.length - i);
    while (n > 0 && !LEVEL_OF.has(tokens.slice(i, i + n).join(' '))) n--;
    if (n > 0) phrases.push(tokens.slice(i, i + n).join(' '));
    else rest.push(tokens[i]);
    i += Math.max(n, 1);
  }
  return { phrases, rest };
}

/** The level a text names (the longest level phrase in it), or null. */
export function languageLevel(s: string): LanguageLevel | null {
  const longest = levelPhrases(s).phrases.reduce<string | null>((a, p) => (a === null || p.length > a.length ? p : a), null);
  return longest === null ? null : (LEVEL_OF.get(longest) ?? null);
}

/** Whether a text holds nothing but level words, their fillers and punctuation (an empty text does). */
export function onlyLevelWords(s: string): boolean {
  return levelPhrases(s).rest.every((w) => LEVEL_FILLERS.has(w));
}

/**
 * The labels of the Europass language grid (the Council of Europe's self-assessment grid) in the CV
 * languages: its columns (understanding, speaking, writing; listening, reading, spoken interaction,
 * spoken production), its rows' labels (mother tongue, other languages) and its key to the levels.
 * They name no skill and no language.
 */
const LANGUAGE_GRID_LABELS = new Set(
  [
    'understanding', 'speaking', 'writing', 'listening', 'reading', 'spoken interaction', 'spoken production', 'mother tongue', 'mother tongues', 'mother tongue(s)', 'other language', 'other languages', 'other language(s)',
    'begrijpen', 'spreken', 'schrijven', 'luisteren', 'lezen', 'gesprekken voeren', 'vloeiend spreken', 'interactie', 'productie', 'moedertaal', 'moedertalen', 'andere talen', 'andere taal',
    'verstehen', 'sprechen', 'schreiben', 'hören', 'lesen', 'an gesprächen teilnehmen', 'zusammenhängendes sprechen', 'muttersprache', 'muttersprachen', 'muttersprache(n)', 'weitere sprachen', 'weitere sprache(n)', 'andere sprachen',
    'comprendre', 'parler', 'écrire', 'écouter', 'lire', 'prendre part à une conversation', "s'exprimer oralement en continu", 'langue maternelle', 'langues maternelles', 'langue(s) maternelle(s)', 'autres langues', 'autre(s) langue(s)',
    'comprender', 'hablar', 'escribir', 'expresión escrita', 'comprensión auditiva', 'comprensión de lectura', 'interacción oral', 'expresión oral', 'lengua materna', 'lenguas maternas', 'lengua(s) materna(s)', 'otros idiomas', 'otro(s) idioma(s)',
    'comprensione', 'parlato', 'produzione scritta', 'ascolto', 'lettura', 'interazione', 'produzione orale', 'lingua madre', 'altre lingue', 'altra lingua',
    // The first Europass's rows under each language ("Capacità di lettura ‖ buono").
    'capacità di lettura', 'capacità di scrittura', 'capacità di espressione orale', 'madrelingua', 'reading skills', 'writing skills', 'verbal skills', 'expression orale', 'expression écrite', 'lecture', 'écriture',
    'comprensión lectora', 'expresión escrita', 'expressão escrita', 'expressão oral', 'compreensão escrita', 'lesefähigkeit', 'schreibfähigkeit', 'sprechfähigkeit',
    'compreender', 'compreensão', 'falar', 'conversação', 'escrever', 'escrita', 'compreensão oral', 'leitura', 'interação oral', 'interacção oral', 'produção oral', 'língua materna', 'línguas maternas', 'língua(s) materna(s)', 'outras línguas', 'outra(s) língua(s)',
    '理解', '会話', '話す', '書く', '聞く', '読む', 'やり取り', '発表', '表現', '母語', '母国語', 'その他の言語', '外国語',
    // A table of languages under its column labels ("Language ‖ Spoken ‖ Written", "Sprache ‖ Niveau").
    'language', 'languages', 'spoken', 'written', 'oral', 'level', 'proficiency', 'taal', 'niveau', 'sprache', 'langue', 'écrit', 'idioma', 'nivel', 'lingua', 'livello', 'língua', 'nível',
  ].map((l) => l.toLowerCase()),
);
/** The words of those labels, for a column label the grid wrapped over two lines ("Produzione" / "orale"). */
const LANGUAGE_GRID_WORDS = new Set([...LANGUAGE_GRID_LABELS].flatMap((l) => l.split(' ')).filter((w) => w.length > 3));

/** The grid's key names the framework of its levels ("Common European Framework of Reference for Languages"). */
const CEFR_NAME = /common european framework|quadro comune europeo|cadre européen commun|gemeinsame[nr]? europäische[nr]? referenzrahmen|marco común europeo|quadro europeu comum|europees referentiekader/i;

/** Whether a text is a label of the Europass language grid ("Listening", "Gesprekken voeren", "Langue(s) maternelle(s)", "Levels: A1 and A2: …"). */
export function isLanguageGridLabel(text: string): boolean {
  const t = text.trim().toLowerCase().replace(/^[•·▪‣◦-]\s*/, '').replace(/[\s:]+$/, '').replace(/\s+/g, ' ');
  if (LANGUAGE_GRID_LABELS.has(t) || (t && t.split(' ').every((w) => LANGUAGE_GRID_WORDS.has(w)))) return true;
  // The key under the grid: "Levels: A1 and A2: Basic user – B1 and B2: Independent user – …".
  return /\ba1\b.*\ba2\b.*\bb1\b.*\bb2\b.*\bc1\b.*\bc2\b/i.test(t) || CEFR_NAME.test(t);
}

/** Whether a text is a level and nothing else ("Native", "C1 – fluent", "(verhandlungssicher)", "JLPT N1"). */
export function isLevelText(s: string): boolean {
  const t = s.trim();
  return t.length > 0 && t.length <= 40 && t.split(/\s+/).length <= 5 && languageLevel(t) !== null && onlyLevelWords(t);
}

/**
 * A list item that is a known language with nothing but level words beside it ("English (fluent)",
 * "Deutsch – C1", "Native English speaker", "EnglishNative"): the language as written and the level
 * the item gives, if any. Null for anything else.
 */
export function knownLanguage(item: string): { name: string; level: LanguageLevel | null } | null {
  const found = findLanguageName(item);
  if (!found) return null;
  const rest = item.slice(0, found.index) + ' ' + item.slice(found.index + found.length);
  return onlyLevelWords(rest) ? { name: item.slice(found.index, found.index + found.length), level: languageLevel(rest) } : null;
}

/** Countries: ISO code → names (en + native + a few other languages). */
const COUNTRY_NAMES: Record<string, string[]> = {
  NL: ['netherlands', 'the netherlands', 'nederland', 'holland', 'niederlande', 'pays-bas', 'países bajos', 'paesi bassi', 'países baixos', 'オランダ'],
  BE: ['belgium', 'belgië', 'belgie', 'belgique', 'belgien', 'bélgica', 'belgio'],
  DE: ['germany', 'deutschland', 'duitsland', 'allemagne', 'alemania', 'germania', 'alemanha', 'ドイツ'],
  AT: ['austria', 'österreich', 'oostenrijk', 'autriche'],
  CH: ['switzerland', 'schweiz', 'suisse', 'svizzera', 'zwitserland', 'suiza'],
  FR: ['france', 'frankrijk', 'frankreich', 'francia', 'frança', 'フランス'],
  ES: ['spain', 'españa', 'espana', 'spanje', 'spanien', 'espagne', 'spagna', 'espanha', 'スペイン'],
  PT: ['portugal'],
  IT: ['italy', 'italia', 'italië', 'italien', 'italie', 'itália', 'イタリア'],
  GB: ['united kingdom', 'uk', 'great britain', 'england', 'scotland', 'wales', 'verenigd koninkrijk', 'vereinigtes königreich', 'royaume-uni', 'reino unido', 'regno unito', 'イギリス'],
  IE: ['ireland', 'ierland', 'irland', 'irlande', 'irlanda'],
  US: ['united states', 'usa', 'united states of america', 'u.s.a.', 'u.s.', 'verenigde staten', 'vereinigte staaten', 'états-unis', 'etats-unis', 'estados unidos', 'stati uniti', 'アメリカ', '米国'],
  CA: ['canada', 'kanada'], MX: ['mexico', 'méxico', 'mexiko', 'mexique', 'messico'], BR: ['brazil', 'brasil', 'brazilië', 'brasilien', 'brésil', 'brasile'], AR: ['argentina', 'argentinië', 'argentinien', 'argentine'],
  CL: ['chile', 'chili'], CO: ['colombia', 'kolumbien', 'colombie'], PE: ['peru', 'perú', 'pérou'],
  AU: ['australia', 'australië', 'australien', 'australie', 'オーストラリア'], NZ: ['new zealand', 'nieuw-zeeland', 'neuseeland', 'nouvelle-zélande'],
  JP: ['japan', 'japon', 'japón', 'giappone', 'japão', '日本'], CN: ['china', 'chine', 'cina', '中国'], HK: ['hong kong'], SG: ['singapore', 'singapur', 'singapour', 'cingapura', 'シンガポール'],
  IN: ['india', 'indië', 'indien', 'inde', 'インド'], KR: ['south korea', 'korea', 'corée du sud', 'corea del sur', 'südkorea', '韓国'], TW: ['taiwan'], MY: ['malaysia', 'malaisie', 'malasia'], ID: ['indonesia', 'indonésie'],
  TH: ['thailand', 'thaïlande', 'tailandia'], VN: ['vietnam', 'viet nam'], PH: ['philippines', 'filipinas'],
  AE: ['united arab emirates', 'uae', 'u.a.e.', 'verenigde arabische emiraten', 'vereinigte arabische emirate', 'émirats arabes unis', 'emiratos árabes unidos', 'emirati arabi uniti'],
  SA: ['saudi arabia', 'arabie saoudite', 'arabia saudita', 'saudi-arabien'], QA: ['qatar', 'katar'], IL: ['israel', 'israël'], TR: ['turkey', 'türkiye', 'turkije', 'türkei', 'turquie', 'turquía'], EG: ['egypt', 'égypte', 'egipto', 'ägypten'],
  ZA: ['south africa', 'zuid-afrika', 'südafrika', 'afrique du sud', 'sudáfrica', 'sudafrica'], NG: ['nigeria', 'nigéria'], KE: ['kenya', 'kenia'], MA: ['morocco', 'maroc', 'marruecos', 'marokko'],
  PL: ['poland', 'polen', 'pologne', 'polonia', 'polska'], CZ: ['czech republic', 'czechia', 'tschechien', 'tsjechië'], SE: ['sweden', 'sverige', 'zweden', 'schweden', 'suède', 'suecia'], NO: ['norway', 'norge', 'noorwegen', 'norwegen', 'norvège'],
  DK: ['denmark', 'danmark', 'denemarken', 'dänemark', 'danemark', 'dinamarca'], FI: ['finland', 'suomi', 'finnland', 'finlande', 'finlandia'], GR: ['greece', 'griekenland', 'griechenland', 'grèce', 'grecia'],
  LU: ['luxembourg', 'luxemburg', 'luxemburgo'], RO: ['romania', 'roemenië', 'rumänien', 'roumanie', 'rumania'], HU: ['hungary', 'hongarije', 'ungarn', 'hongrie', 'hungría'], UA: ['ukraine', 'oekraïne', 'ucrania'], RU: ['russia', 'rusland', 'russland', 'russie', 'rusia'],
};
export const COUNTRY_WORDS = new Map<string, string>();
for (const [code, names] of Object.entries(COUNTRY_NAMES)) for (const n of names) COUNTRY_WORDS.set(n, code);
export const COUNTRY_CODES = new Set([...Object.keys(COUNTRY_NAMES), 'AE', 'LU']);
/** Country code → English name (for the CV's location). */
export const COUNTRY_EN: Record<string, string> = Object.fromEntries(Object.entries(COUNTRY_NAMES).map(([c, n]) => [c, n[0].replace(/\b\w/g, (x) => x.toUpperCase())]));

/** Words that mark a job title in the languages written with spaces (lower-case stems). */
const TITLE_WORDS =
  /(?<![\p{L}\p{N}_])(manager|engineer|developer|director|intern|internship|analyst|consultant|designer|specialist|lead|head|officer|assistant|coordinator|supervisor|technician|teacher|translator|owner|scientist|nurse|architect|administrator|accountant|controller|associate|executive|president|founder|co-founder|cto|ceo|cfo|vp|chief|advisor|adviser|researcher|research|programmer|tester|editor|writer|planner|buyer|agent|representative|clerk|operator|electrician|labourer|laborer|apprentice|trainee|foreman|receptionist|waiter|chef|cook|partner|professor|lecturer|tutor|instructor|fellow|student|volunteer|secretary|recruiter|marketer|strategist|producer|artist|pharmacist|physician|doctor|surgeon|therapist|mechanic|driver|worker|hand|staff|member|expert|leader|principal|senior|junior|medewerker|ontwerper|constructeur|stagiair|afstudeerstagiair|adviseur|beheerder|ingenieur|leidinggevende|teamleider|projectleider|directeur|verkoper|leiter|leiterin|entwickler|entwicklerin|berater|beraterin|referent|referentin|sachbearbeiter|mitarbeiter|mitarbeiterin|werkstudent|praktikant|praktikantin|ingenieurin|geschäftsführer|responsable|chargé|chargée|stagiaire|chef de projet|directrice|développeur|développeuse|conseiller|conseillère|gestionnaire|ingénieur|technicien|jefe|jefa|gerente|desarrollador|ingeniero|ingeniera|analista|consultor|consultora|coordinador|coordinadora|becario|becaria|técnico|técnica|asistente|assistente|responsabile|sviluppatore|ingegnere|tirocinante|stagista|impiegato|programador|desenvolvedor|estagiário|estagiária|practicante|auxiliar|diretor|diretora|gestor|gestora|enfermero|enfermera|especialista|profesor|profesora|maestro|maestra|médico|médica|contable|camarero|camarera|cocinero|cocinera|recepcionista|vendedor|vendedora|administrativo|administrativa|abogado|abogada|farmacéutico|farmacéutica|directora|aprendiz|dependiente|educador|educadora|jefe de \p{L}+|infermiere|infermiera|docente|insegnante|professore|professoressa|medico|contabile|cameriere|cameriera|cuoco|cuoca|commesso|commessa|impiegata|direttore|direttrice|dirigente|addetto|addetta|operaio|operaia|segretario|segretaria|avvocato|farmacista|educatore|educatrice|tecnico|tecnica|sviluppatrice|progettista|capo \p{L}+|infirmier|infirmière|enseignant|enseignante|professeur|professeure|instituteur|institutrice|médecin|comptable|serveur|serveuse|cuisinier|cuisinière|réceptionniste|vendeur|vendeuse|assistante|avocat|avocate|pharmacien|pharmacienne|éducateur|éducatrice|coordinateur|coordinatrice|technicienne|ingénieure|consultante|analyste|secrétaire|gérant|gérante|employé|employée|apprenti|apprentie|aide-soignant|aide-soignante|enfermeiro|enfermeira|professora|contabilista|contador|contadora|empregado|empregada|cozinheiro|cozinheira|rececionista|engenheiro|engenheira|advogado|advogada|farmacêutico|farmacêutica|coordenador|coordenadora|secretária|chefe|desenvolvedora|programadora|krankenpfleger|krankenpflegerin|krankenschwester|pflegefachkraft|lehrer|lehrerin|arzt|ärztin|buchhalter|buchhalterin|koch|köchin|kellner|kellnerin|servicekraft|verkäufer|verkäuferin|kaufmann|kauffrau|angestellte|angestellter|sekretärin|rechtsanwalt|rechtsanwältin|apotheker|apothekerin|erzieher|erzieherin|maître d’hôtel|maître d'hôtel|planeador|planificador|pianificatore|planificateur|verpleegkundige|docent|leraar|lerares|boekhouder|kok|serveerster|secretaresse|advocaat|bedrijfsleider|barista|leerkracht|ejecutivo|ejecutiva|uitvoerder)(?![\p{L}\p{N}_])/iu;

/** Words that mark an organisation in the languages written with spaces. */
const COMPANY_WORDS =
  /((?<![\p{L}\p{N}_])(inc|ltd|lda|ltda|cia|limited|llc|llp|plc|gmbh|ag|kg|se|bv|b\.v|nv|n\.v|sa|s\.a|sas|sarl|s\.r\.l|srl|snc|s\.n\.c|eurl|sasu|vof|v\.o\.f|spa|s\.p\.a|sl|s\.l|pty|co|corp|corporation|company|group|groep|gruppe|groupe|grupo|gruppo|holdings?|bank|banque|partners|associates|labs?|studio|agency|agentur|agence|agencia|solutions|systems|technologies|consulting|services|hospital|clinic|ziekenhuis|klinikum|council|ministry|government|foundation|stichting|stiftung|fondation|fundación|sàrl|sarl|auberge|clínica|clinica|clinique|klinik|kliniek|polyclinique|policlínica|poliklinik|residencia|residenza|résidence|hôpital|ospedale|farmacia|pharmacie|apotheke|apotheek|ayuntamiento|comune|mairie|gemeente|ristorante|restaurante|hôtel|albergo|brasserie|gasthof|gasthaus|finanziaria|banco|sparkasse|treuhand|kanzlei|consultores|asesores|abogados|avocats|university|universiteit|universität|université|universidad|università|universidade|school|college|institute|hotel|hotels|resorts?|restaurant|k\.k|kk)(?![\p{L}\p{N}_])\.?)|(&)/iu;

/**
 * Japanese job words: written without spaces, so they end a title wherever they stand
 * ("主任システムエンジニア", "倉庫作業員"). (エンジニアリング is a company's word.)
 */
export const JA_ROLE_WORDS =
  'コンサルタント|エンジニア(?!リング)|マネージャー|ディレクター|アシスタント|スペシャリスト|コーディネーター|リーダー|アナリスト|プログラマー|デザイナー|プランナー|オペレーター|ドライバー|スタッフ|部長|課長|主任|所長|助手|補助|大工|事務|担当者?|係長|店長|作業員|販売員|事務員|研究員|社員|看護師|保育士|介護士|調理師|技師|教諭|講師|職員|技術者|責任者|薬剤師|医師|秘書|取締役';
/** Japanese legal forms, written before or after the name ("株式会社森運輸", "富士通株式会社", "(株)", "医療法人社団青葉会"). */
export const JA_LEGAL_FORMS = '株式会社|有限会社|合同会社|[(（]株[)）]|(?:一般|公益)?(?:社団|財団)法人|医療法人(?:社団|財団)?|社会福祉法人|学校法人|独立行政法人|(?:特定非営利活動|NPO)法人';
/** Japanese words that end a company's name ("富士見物流", "藤原建設"). */
const JA_COMPANY_WORDS = 'ホールディングス|グループ|銀行|病院|商事|商会|工業|製作所|精機|物産|物流|運輸|電機|産業|建設|証券|保険|不動産|製薬|食品|通信|工務店|事務所|システムズ|ソリューションズ|テクノロジー|エンジニアリング';

/** Words that mark a job title (multi-language, lower-case stems). */
export const TITLE_CUES = new RegExp(`${TITLE_WORDS.source}|${JA_ROLE_WORDS}`, 'iu');
/** Words that mark an organisation. */
export const COMPANY_CUES = new RegExp(`${COMPANY_WORDS.source}|${JA_LEGAL_FORMS}|${JA_COMPANY_WORDS}`, 'iu');

/** Whether a text is a legal form and nothing else ("GmbH", "Inc.", "S.a.s."). */
export const isLegalForm = (text: string): boolean => COMPANY_CUES.exec(text)?.[0].replace(/\.$/, '') === text.replace(/\.$/, '');

export const INSTITUTION_CUES =
  /(?<![\p{L}\p{N}_])(university|universiteit|universität|universitat|université|universidad|università|universidade|univ|college|school|hogeschool|hochschule|fachhochschule|academy|academie|akademie|académie|academia|accademia|institute|instituut|institut|instituto|istituto|polytechnic|politecnico|polytechnique|politécnico|politécnica|politecnica|tecnológico|tecnologico|école|ecole|escuela|escola|scuola|lyceum|lycée|liceo|liceu|colegio|collège|gymnasium|tafe|cégep|cegep|coláiste|colaiste|conservatory|conservatoire|conservatorium|conservatorio|business school|seminary|campus|faculty|faculté|facultad|faculdade|facoltà|fakultät|faculteit|kolleg|berufskolleg|roc|\p{L}*schule|\p{L}*akademie|\p{L}*hogeschool)(?![\p{L}\p{N}_])|大学|大学院|高校|高等学校|専門学校|短期大学|学院/iu;

export const DEGREE_CUES =
  /((?<![\p{L}\p{N}_])(bsc|msc|ba|ma|mba|emba|phd|ph\.d|dphil|md|jd|llb|llm|beng|meng|bcom|bba|bs|ms|mres|mphil|pgce|hnd|hnc|gcse|gcses|nvq|svq|btec|a-levels?|bachelor|bachelors|bachelor's|master|masters|master's|doctorate|doctor|diploma|diplom|certificate|certification|associate|licence|licenciatura|licenciado|grado|graduado|laurea|magistrale|triennale|dottorato|mestrado|doutorado|bacharelado|bac|bts|dut|dea|dess|havo|vwo|mbo|hbo|wo|abitur|staatsexamen|ausbildung|\p{L}+ausbildung|degree|pós-graduação|pós-graduado|posgrado|postgrado|posgraduado|diplomatura|diplomado|diplôme|promotie|doctorat|doctorado|doutoramento|maestría|máster|mestre|magister|bachillerato|baccalauréat|bachelier|matura|maturità|propedeuse|cfc|efz|bep|cap|deug|fp|certificat|certificado|certificato|zertifikat|minor|major|postgraduate|undergraduate|graduate|executive|studies|curso|técnico superior|técnico|técnica|ingeniería técnica|ciclo formativo|tecnólogo|tecnologo)(?![\p{L}\p{N}_]))|学士|修士|博士|専門士|学部|学科|((?<![\p{L}\p{N}_])(in|of|en|de|der|des|di)(?![\p{L}\p{N}_]).*)/iu;

/** Job words at the end of German and Dutch compounds ("Teamleiter", "Projektingenieurin", "Teamleider", "Stationsleitung", "Physiotherapeut"). */
export const TITLE_SUFFIX =
  /\p{L}(leiter|leiterin|ingenieur|ingenieurin|berater|beraterin|entwickler|entwicklerin|referent|referentin|sachbearbeiter|sachbearbeiterin|assistent|assistentin|techniker|technikerin|direktor|direktorin|leider|leidster|medewerker|adviseur|ontwikkelaar|manager|managerin|coördinator|koordinator|koordinatorin|helfer|helferin|voorzitter|voorbereider|leitung|lehrer|lehrerin|pfleger|pflegerin|therapeut|therapeutin|mitarbeiter|mitarbeiterin|fachkraft|kaufmann|kauffrau)\b/iu;

/**
 * States and provinces a resume writes after its city ("Seattle, WA", "Austin, Texas", "Toronto,
 * Ontario", "Sydney NSW"), with their country. A two-letter code that is also a country's (DE, IN,
 * IL…) is read as the country — the map leaves those out — except CA: a Canadian address names its
 * province ("Toronto, ON"), so "City, CA" is California.
 */
export const REGION_COUNTRY = new Map<string, string>();
/**
 * Every state or province code of a country, also those spelling another country's code ("Boston,
 * MA", "Atlanta, GA", "Dover, DE"): read as a state where the city before it is of that country.
 */
export const REGION_CODES_OF = new Map<string, ReadonlySet<string>>();
{
  const US_STATES: [string, string][] = [
    ['AL', 'alabama'], ['AK', 'alaska'], ['AZ', 'arizona'], ['AR', 'arkansas'], ['CA', 'california'], ['CO', 'colorado'], ['CT', 'connecticut'], ['DE', 'delaware'],
    ['FL', 'florida'], ['GA', 'georgia'], ['HI', 'hawaii'], ['ID', 'idaho'], ['IL', 'illinois'], ['IN', 'indiana'], ['IA', 'iowa'], ['KS', 'kansas'], ['KY', 'kentucky'],
    ['LA', 'louisiana'], ['ME', 'maine'], ['MD', 'maryland'], ['MA', 'massachusetts'], ['MI', 'michigan'], ['MN', 'minnesota'], ['MS', 'mississippi'], ['MO', 'missouri'],
    ['MT', 'montana'], ['NE', 'nebraska'], ['NV', 'nevada'], ['NH', 'new hampshire'], ['NJ', 'new jersey'], ['NM', 'new mexico'], ['NY', 'new york'], ['NC', 'north carolina'],
    ['ND', 'north dakota'], ['OH', 'ohio'], ['OK', 'oklahoma'], ['OR', 'oregon'], ['PA', 'pennsylvania'], ['RI', 'rhode island'], ['SC', 'south carolina'], ['SD', 'south dakota'],
    ['TN', 'tennessee'], ['TX', 'texas'], ['UT', 'utah'], ['VT', 'vermont'], ['VA', 'virginia'], ['WA', 'washington'], ['WV', 'west virginia'], ['WI', 'wisconsin'], ['WY', 'wyoming'], ['DC', 'district of columbia'],
  ];
  const CA_PROVINCES: [string, string][] = [['AB', 'alberta'], ['BC', 'british columbia'], ['MB', 'manitoba'], ['NB', 'new brunswick'], ['NL', 'newfoundland and labrador'], ['NS', 'nova scotia'], ['ON', 'ontario'], ['PE', 'prince edward island'], ['QC', 'quebec'], ['SK', 'saskatchewan']];
  const AU_STATES: [string, string][] = [['NSW', 'new south wales'], ['VIC', 'victoria'], ['QLD', 'queensland'], ['TAS', 'tasmania'], ['ACT', 'australian capital territory'], ['NT', 'northern territory'], ['SA', 'south australia'], ['WA', 'western australia']];
  for (const [list, country] of [[US_STATES, 'US'], [CA_PROVINCES, 'CA'], [AU_STATES, 'AU']] as const) {
    REGION_CODES_OF.set(country, new Set(list.map(([code]) => code)));
    for (const [code, name] of list) {
      if ((!COUNTRY_CODES.has(code) || code === 'CA') && !REGION_COUNTRY.has(code)) REGION_COUNTRY.set(code, country);
      if (!COUNTRY_WORDS.has(name)) REGION_COUNTRY.set(name, country);
    }
  }
  // Italian provinces as an address writes them after its town ("50145 Firenze (FI)", "Milano (MI)"):
  // codes only, read as the province where the gazetteer knows the town as Italian ("FI" is also Finland's).
  const IT_PROVINCES = 'AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CL CN CO CR CS CT CZ EN FC FE FG FI FM FR GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OR PA PC PD PE PG PI PN PO PR PT PU PV PZ RA RC RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VT VV';
  REGION_CODES_OF.set('IT', new Set(IT_PROVINCES.split(' ')));
  // Mexican states as a resume writes them after a town ("Zapopan, Jal.", "Monterrey, N.L.",
  // "Celaya, Gto."), read without their final stop; abbreviations that are words of their own
  // ("Son.", "Col.", "Ver.", "Mor.") and states named as their capital ("Puebla") are left out.
  const MX_STATES = ['jal', 'jalisco', 'n.l', 'nuevo león', 'nuevo leon', 'cdmx', 'gto', 'guanajuato', 'qro', 'chih', 'coah', 'coahuila', 'ags', 's.l.p', 'slp', 'tamps', 'tamaulipas', 'yuc', 'yucatán', 'yucatan', 'dgo', 'zac', 'oax', 'hgo', 'hidalgo', 'tlax', 'b.c', 'b.c.s', 'baja california', 'baja california sur', 'q. roo', 'quintana roo', 'edo. méx', 'edo. mex', 'estado de méxico', 'estado de mexico', 'sonora', 'sinaloa', 'michoacán', 'michoacan', 'chiapas', 'nayarit', 'tabasco'];
  for (const name of MX_STATES) if (!REGION_COUNTRY.has(name)) REGION_COUNTRY.set(name, 'MX');
}
