/**
 * Hand-made layout families that reproduce layouts the parser met in real resumes: HTML pages
 * printed by Chromium (two columns, German tabular, Europass, icon fonts, classic capitals, one line
 * per entry, the Japanese history table) and Word documents built with `docx` (tabs, tables,
 * heading styles). Each renders any person in every CV language; see ./html/.
 */
import type { LayoutFamily } from '../types.js';
import { CLASSIC_CAPS } from './html/classic-caps.js';
import { COMPACT } from './html/compact.js';
import { EUROPASS_FAMILY } from './html/europass.js';
import type { HandMadeFamily } from './html/family.js';
import { ICONS } from './html/icons.js';
import { LEBENSLAUF } from './html/lebenslauf.js';
import { RIREKISHO } from './html/rirekisho.js';
import { SIDEBAR } from './html/sidebar.js';
import { WORD_HEADINGS, WORD_TABLE, WORD_TABS } from './html/word.js';

/** The hand-made families with their `trace` (what each printed), for tests. */
export const HAND_MADE_FAMILIES: HandMadeFamily[] = [SIDEBAR, LEBENSLAUF, EUROPASS_FAMILY, ICONS, CLASSIC_CAPS, COMPACT, RIREKISHO, WORD_TABS, WORD_TABLE, WORD_HEADINGS];

export const HTML_FAMILIES: LayoutFamily[] = HAND_MADE_FAMILIES;


