/**
 * The language a resume is written in, from its text: the writing system first (kana and kanji are
 * Japanese), then for Latin-script text the words every sentence needs — articles, prepositions,
 * conjunctions, pronouns — and the words only resumes use (section headings, "present", months,
 * level words), counted over the whole text. Function words are what tells languages apart in a
 * resume: its nouns are often English whatever its language (skills, tools, job titles), and its
 * names are anyone's. A word several languages share counts for each of them in proportion
 * (Dutch, French, Spanish and Portuguese "de" a quarter each), accents and endings that belong to a
 * few languages count a little, and a text without enough evidence for another language is English.
 *
 * Recognised: the CV languages of the product (en, nl, de, fr, it, ja) and Spanish and Portuguese,
 * which the product reads but cannot print a CV in (see `cvLanguageOf`).
 */
import type { CvLanguage } from '../../shared/schemas/cv.js';

export type ResumeLanguage = CvLanguage | 'es' | 'pt';

type Latin = Exclude<ResumeLanguage, 'ja'>;

/** Function words and resume words per language (lower case; an elided article keeps its apostrophe). */
const WORDS: Record<Latin, string> = {
  en: `the and of to for with on at as by from an is was were are be been has have had that this these which who whose our their its my i we
       into over across within through while including than more most also such each both other new all not or but can will`,
  nl: `de het een van en in op met voor bij naar aan als door over uit om te tot is zijn was waren werd wordt worden heb heeft hebben ik wij we onze
       mijn ook niet die dat deze dit er binnen tussen onder jaar jaren sinds heden werkervaring opleiding opleidingen vaardigheden talen
       moedertaal vloeiend profiel januari februari maart mei augustus`,
  de: `der die das und in im mit für von vom zu zur zum bei beim auf aus nach als an am ein eine einer eines einem einen den dem des ist sind
       war wurde wurden ich wir unsere meine sowie über durch nicht auch bis seit heute jahre berufserfahrung ausbildung kenntnisse sprachen
       fähigkeiten studium muttersprache fließend verhandlungssicher grundkenntnisse werdegang januar februar märz juni juli oktober dezember`,
  fr: `le la les l' de des du d' un une et en à au aux pour par avec sur dans ce cette ces est sont été je nous notre mes qui que qu' ou plus
       chez depuis aujourd'hui ans mois expérience expériences formation compétences langues courant maternelle profil janvier février mars
       avril juin juillet août septembre octobre novembre décembre`,
  es: `el la los las de del y en a al un una con para por que se su sus es son fue como más entre sobre desde hasta mi nuestro años
       actualidad experiencia formación habilidades idiomas perfil nativo enero febrero marzo abril mayo junio julio agosto septiembre octubre
       noviembre diciembre`,
  pt: `o os a as de do da dos das e em no na nos nas um uma com para por pelo pela que se seu sua é são foi como mais entre sobre desde até
       anos atual atualmente experiência formação competências idiomas perfil fluente janeiro fevereiro março abril maio junho julho agosto
       setembro outubro novembro dezembro`,
  it: `il lo la i gli le l' di del dello della dei degli delle e ed in nel nello nella nei a al alla ai un una un' con per da dal dalla su sul
       che è sono come più tra fra presso anni attuale oggi esperienza esperienze formazione competenze lingue madrelingua profilo gennaio
       febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre`,
};

/** Letters (and Dutch "ij") and word endings that belong to a few languages, each counted at `WEAK` of a word. */
const MARKS: Record<Latin, { within: string[]; endings: string[] }> = {
  en: { within: [], endings: ['ing', 'ed'] },
  nl: { within: [...'ëï', 'ij'], endings: ['heid', 'lijk', 'lijke', 'ische'] },
  de: { within: [...'äöüß'], endings: ['ung', 'ungen', 'keit', 'heit', 'schaft', 'lich', 'liche', 'ische'] },
  fr: { within: [...'çèêëîôûù'], endings: ['eur', 'euse', 'ement', 'ité', 'aire'] },
  es: { within: [...'ñáíóú'], endings: ['ción', 'ciones', 'idad', 'mente'] },
  pt: { within: [...'ãõçáâêôóíú'], endings: ['ção', 'ções', 'dade', 'mente'] },
  it: { within: [...'àèìòù'], endings: ['zione', 'zioni', 'ità', 'mente'] },
};
const MARKED = Object.entries(MARKS) as [Latin, { within: string[]; endings: string[] }][];
/** Whether a word carries a language's marks: one of its letters, or one of its endings after a stem of three letters or more. */
const marked = (word: string, marks: { within: string[]; endings: string[] }) => marks.within.some((c) => word.includes(c)) || marks.endings.some((e) => word.length >= e.length + 3 && word.endsWith(e));
const WEAK = 0.25;

/** Characters read: a resume's language shows long before its end. */
const SAMPLE = 20_000;

/** Evidence (weighted words) another language needs before it wins over English. */
const MIN_EVIDENCE = 1.5;

/** Each word's share per language: 1 / the number of languages that use it. */
const SHARE = new Map<string, { language: Latin; weight: number }[]>();
{
  const users = new Map<string, Latin[]>();
  for (const [language, list] of Object.entries(WORDS) as [Latin, string][]) for (const w of new Set(list.split(/\s+/).filter(Boolean))) users.set(w, [...(users.get(w) ?? []), language]);
  for (const [w, ls] of users) SHARE.set(w, ls.map((language) => ({ language, weight: 1 / ls.length })));
}

const CJK = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const CJK_ALL = new RegExp(CJK.source, 'gu');
const LATIN = /\p{Script=Latin}/gu;
/** E-mail and web addresses: nobody's language. */
const ADDRESSES = /\S+@\S+|\b(?:https?:\/\/|www\.)\S+/gi;
/** Words, with an elided article's apostrophe kept on it ("l'", "dell'"). */
const WORD = /\p{L}+(?:'(?=\p{L}))?/gu;

/** The language the text is written in; English when the text says too little. */
export function detectLanguage(text: string): ResumeLanguage {
  const t = text.slice(0, SAMPLE).normalize('NFC').replace(ADDRESSES, ' ').replace(/[’‘`]/g, "'");
  // Japanese: kana and kanji making up a fair share of the letters (each stands for a word or more).
  if (CJK.test(t)) {
    const cjk = t.length - t.replace(CJK_ALL, '').length;
    const latin = t.length - t.replace(LATIN, '').length;
    if (cjk >= 4 && cjk * 4 >= latin) return 'ja';
  }
  const score: Record<Latin, number> = { en: 0, nl: 0, de: 0, fr: 0, es: 0, pt: 0, it: 0 };
  for (const m of t.toLowerCase().matchAll(WORD)) {
    const word = m[0];
    const shares = SHARE.get(word);
    if (shares) for (const s of shares) score[s.language] += s.weight;
    else for (const [language, marks] of MARKED) if (marked(word, marks)) score[language] += WEAK;
  }
  const [best, evidence] = (Object.entries(score) as [Latin, number][]).reduce((a, b) => (b[1] > a[1] ? b : a));
  return best !== 'en' && evidence >= MIN_EVIDENCE && evidence > score.en ? best : 'en';
}

/**
 * The CV language for a resume's language. Spanish and Portuguese CVs cannot be printed: their CVs
 * are English, the product's default CV language and the one an agency can present to any client;
 * no other CV language is closer to them in a way the candidate or the client would read better.
 */
export function cvLanguageOf(language: ResumeLanguage): CvLanguage {
  return language === 'es' || language === 'pt' ? 'en' : language;
}
