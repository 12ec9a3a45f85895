/** Contact details (spec §7 Other: `GET contact_details/{type}/{id}`): who to reach about a record. */
import type { CvData } from '../../../shared/schemas/cv.js';
import type { TenantScope } from '../../db/tenant.js';
import { notFound } from '../../lib/errors.js';
import * as agreements from '../agreements/service.js';

export async function contactDetails(scope: TenantScope, type: string, id: number) {
  if (type !== 'agreement') throw notFound(`Contact details of type '${type}' are not available yet; only 'agreement' is.`);
  return fromCv((await agreements.get(scope, id)).data);
}

/** The candidate's own contact details from the CV. */
export function fromCv(cv: CvData) {
  const name = cv.name?.trim() || [cv.first_name, cv.last_name].filter((p) => p?.trim()).join(' ');
  return {
    avatar: cv.agreement_avatar || cv.avatar || null,
    name,
    email: cv.email?.trim() || null,
    location: cv.location ?? null,
    phones: (cv.phones ?? []).filter((p) => p.number.trim()),
    preferred_locations: cv.preferences?.preferred_locations ?? [],
  };
}
