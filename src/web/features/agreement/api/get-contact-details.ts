/** `GET contact_details/agreement/{id}`: the contact details of the CV's candidate. */
import { useQuery } from '@tanstack/react-query';
import type { Agreement, ContactDetails } from '../../../../shared/schemas/agreements.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const contactDetailsQueryKey = (id: Agreement['id']) => ['contact-details', 'agreement', id] as const;

/** Null when there are none or the call failed (§8: the dialog then closes); a 401 signs out. */
export async function getContactDetails(id: Agreement['id']): Promise<ContactDetails | null> {
  try {
    return await api.get<ContactDetails>(paths.contactDetails.agreement(id), { errors: 'signOutOn401' });
  } catch {
    return null;
  }
}

/** Cached in memory (§7) for as long as the app runs. */
export function useContactDetails(id: Agreement['id'], enabled: boolean) {
  return useQuery({ queryKey: contactDetailsQueryKey(id), queryFn: () => getContactDetails(id), enabled, staleTime: Infinity });
}
