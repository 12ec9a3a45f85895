/** Layout families made by other tools: JSON Resume themes from npm, LaTeX CV classes, LibreOffice. */
import type { LayoutFamily } from '../types.js';

export const EXTERNAL_FAMILIES: LayoutFamily[] = [];
