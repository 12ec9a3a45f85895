/**
 * `GET contact_details/{type}/{id}` (§7): the contact details of a CV's candidate (`agreement`), a job
 * post's recruiter or client manager (`job.recruiter`, `job.client_manager`, the job post's id) or a
 * prospect's candidate (`job.prospect`, the prospect's id).
 */
import { useQuery } from '@tanstack/react-query';
import type { ContactDetails } from '../../../shared/schemas/agreements.js';
import { api } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';

export type ContactType = 'agreement' | 'job.recruiter' | 'job.client_manager' | 'job.prospect';

export const contactDetailsQueryKey = (type: ContactType, id: number) => ['contact-details', type, id] as const;

/** Null when there are none or the call failed (§8: the dialog then closes); a 401 signs out. */
export async function getContactDetails(type: ContactType, id: number): Promise<ContactDetails | null> {
  try {
    return await api.get<ContactDetails>(type === 'agreement' ? paths.contactDetails.agreement(id) : paths.contactDetails.of(type, id), { errors: 'signOutOn401' });
  } catch {
    return null;
  }
}

/** Cached in memory (§7) for as long as the app runs. */
export function useContactDetails(type: ContactType, id: number, enabled: boolean) {
  return useQuery({ queryKey: contactDetailsQueryKey(type, id), queryFn: () => getContactDetails(type, id), enabled, staleTime: Infinity });
}
