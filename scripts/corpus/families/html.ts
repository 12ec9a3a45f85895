/** Hand-made layout families: HTML pages printed by Chromium, and Word documents built with `docx`. */
import type { LayoutFamily } from '../types.js';

export const HTML_FAMILIES: LayoutFamily[] = [];
