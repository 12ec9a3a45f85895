/** Layout families of the product's own CV templates (HTML → Chromium PDF, and the DOCX export). */
import type { LayoutFamily } from '../types.js';

export const PRODUCT_FAMILIES: LayoutFamily[] = [];
