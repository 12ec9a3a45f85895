import type { Organisation } from '../../shared/schemas/organisation.js';
import { getOrganisation } from './organisation.js';

/** The organisation loaded at start (the app does not render without one). Kept apart from the
 * query hooks so the sign-in layout does not pull them in. */
export function useOrganisation(): Organisation {
  const organisation = getOrganisation();
  if (!organisation) throw new Error('The organisation is not loaded.');
  return organisation;
}
