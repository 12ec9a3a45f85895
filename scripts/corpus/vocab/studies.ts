/** Notes printed under an education entry, per CV language (`{focus}` from the career's field). */
import type { CorpusLanguage } from '../types.js';

export const STUDY_NOTES: Record<CorpusLanguage, string[]> = {
  en: ['Dissertation on {focus}.', 'First-class honours.', 'Graduated with distinction.', 'Exchange semester at a partner university abroad.', 'Modules included {focus} and {focus2}.'],
  nl: ['Afstudeerscriptie over {focus}.', 'Cum laude afgestudeerd.', 'Uitwisselingssemester in het buitenland.', 'Minor: {focus}.'],
  de: ['Abschlussarbeit zum Thema {focus}.', 'Abschlussnote 1,3.', 'Auslandssemester an einer Partneruniversität.', 'Schwerpunkte: {focus} und {focus2}.'],
  fr: ['Mémoire sur {focus}.', 'Mention bien.', 'Semestre d’échange à l’étranger (Erasmus).', 'Spécialisation : {focus}.'],
  es: ['Trabajo de fin de grado sobre {focus}.', 'Matrícula de honor en el proyecto final.', 'Erasmus en una universidad europea.', 'Especialidad: {focus}.'],
  it: ['Tesi su {focus}.', 'Votazione 110/110 e lode.', 'Semestre Erasmus all’estero.', 'Indirizzo: {focus}.'],
  pt: ['Dissertação sobre {focus}.', 'Média final de 17 valores.', 'Semestre Erasmus no estrangeiro.', 'Especialização: {focus}.'],
  ja: ['卒業論文のテーマ：{focus}', 'ゼミでは{focus}を専攻。', '交換留学（1学期）を経験。'],
};
