/** The generator's vocabulary: one module per CV language (`lang/`), names by culture, places. */
import type { CorpusLanguage } from '../types.js';
import { de } from './lang/de.js';
import { en } from './lang/en.js';
import { es } from './lang/es.js';
import { fr } from './lang/fr.js';
import { it } from './lang/it.js';
import { ja } from './lang/ja.js';
import { nl } from './lang/nl.js';
import { pt } from './lang/pt.js';
import type { LanguageVocab } from './types.js';

export const VOCAB: Record<CorpusLanguage, LanguageVocab> = { en, nl, de, fr, es, it, pt, ja };
export { FIELDS, type FieldKey, type FieldVocab, type LanguageVocab } from './types.js';
