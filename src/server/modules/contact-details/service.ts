/** Contact details (spec §7 Other: `GET contact_details/{type}/{id}`): who to reach about a record. */
import type { CvData } from '../../../shared/schemas/cv.js';
import type { TenantScope } from '../../db/tenant.js';
import { notFound } from '../../lib/errors.js';
import type { JobAccess } from '../../../shared/permissions.js';
import * as agreements from '../agreements/service.js';
import * as jobs from '../job-posts/service.js';
import * as repo from './repository.js';

export async function contactDetails(scope: TenantScope, type: string, id: number) {
  if (type !== 'agreement') throw notFound(`Contact details of type '${type}' are not available; the types are agreement, job.recruiter, job.client_manager and job.prospect.`);
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

export const CONTACT_MESSAGES = {
  noRecruiter: 'This job post has no recruiter.',
  noClientManager: 'This job post has no client manager.',
  personGone: 'This person is no longer with the organisation.',
} as const;

/**
 * `job.recruiter` and `job.client_manager` (`{id}` the job post's): the person's own details from
 * their profile, for whoever sees the job post (a client: its own company's).
 */
export async function jobPersonDetails(scope: TenantScope, access: JobAccess, role: 'recruiter' | 'client_manager', jobPostId: number) {
  const job = await jobs.get(scope, access, jobPostId);
  const person = role === 'recruiter' ? job.recruiter : job.client_manager;
  if (!person) throw notFound(role === 'recruiter' ? CONTACT_MESSAGES.noRecruiter : CONTACT_MESSAGES.noClientManager);
  const row = await repo.employeeContact(scope, person.id);
  if (!row) throw notFound(CONTACT_MESSAGES.personGone);
  return {
    avatar: row.avatar ?? null,
    name: person.name,
    email: row.email,
    location: row.location ?? null,
    phones: (row.phones ?? []).filter((p) => p.number.trim()),
    preferred_locations: [],
  };
}

/** `job.prospect` (`{id}` the prospect's): the candidate's details from the CV, for agency staff (the route's guard). */
export async function prospectDetails(scope: TenantScope, access: JobAccess, prospectId: number) {
  const agreementId = await jobs.agreementOfProspect(scope, access, prospectId);
  return fromCv((await agreements.get(scope, agreementId)).data);
}
