/** Layout families made by other tools: JSON Resume themes from npm, LaTeX CV classes, LibreOffice. */
import type { LayoutFamily } from '../types.js';
import { LATEX_FAMILIES } from './external/latex/families.js';
import { THEME_FAMILIES } from './external/themes.js';

export const EXTERNAL_FAMILIES: LayoutFamily[] = [...THEME_FAMILIES, ...LATEX_FAMILIES];
