/**
 * Layout families made by other tools: JSON Resume themes from npm (printed by Chromium, or saved
 * as Word by LibreOffice), LaTeX CV classes of TeX Live, and Word-style documents from LibreOffice.
 */
import type { LayoutFamily } from '../types.js';
import { LATEX_FAMILIES } from './external/latex/families.js';
import { THEME_FAMILIES } from './external/themes.js';
import { WORD_FAMILIES } from './external/word.js';

export const EXTERNAL_FAMILIES: LayoutFamily[] = [...THEME_FAMILIES, ...LATEX_FAMILIES, ...WORD_FAMILIES];
