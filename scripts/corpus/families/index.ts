/** Every layout family the corpus generator knows. */
import type { LayoutFamily } from '../types.js';
import { EXTERNAL_FAMILIES } from './external.js';
import { HTML_FAMILIES } from './html.js';
import { PRODUCT_FAMILIES } from './product.js';

export const FAMILIES: LayoutFamily[] = [...PRODUCT_FAMILIES, ...HTML_FAMILIES, ...EXTERNAL_FAMILIES];
