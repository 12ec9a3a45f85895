/**
 * The events that notify someone (issue 13; decision 024), each called by the module
 * where the event happens, inside its transaction:
 * - prospects presented to the client for the first time → the users of the job's client company
 *   who may see its job posts;
 * - a client's rating of a prospect → the job's recruiter;
 * - a client's request for marketplace CVs (purchase) or comment on a prospect → the job's recruiter;
 * - a candidate's approval or rejection of their CV → the CV's recruiter (consultant, else its
 *   creator, else whoever made the review link);
 * - a job invite accepted → whoever sent it.
 * The person who acted is never notified of their own action (`notify`).
 */
import type { TenantScope } from '../../db/tenant.js';
import * as agreementsRepo from '../agreements/repository.js';
import { NOTIFICATION_URLS, clientJobViewers, notify, recruiterUser, type Notice } from './service.js';

export type JobRef = { id: number; title: string; clientAccountId: number; recruiterId: number | null };
export type ProspectRef = { id: number; name: string; anonymous: boolean };

const nameOf = async (tx: TenantScope, userId: number) => (await agreementsRepo.findPeople(tx, [userId])).get(userId)?.name ?? '';

/** Prospects the client sees from now on (presented for the first time, in one action). */
export async function prospectsPresented(tx: TenantScope, actorId: number, job: JobRef, shown: ProspectRef[]): Promise<void> {
  if (!shown.length) return;
  const recipients = await clientJobViewers(tx, job.clientAccountId);
  const [one] = shown;
  const notice = (to: number): Notice =>
    shown.length > 1
      ? { to, kind: 'prospectsPresented', params: { count: String(shown.length), job: job.title }, url: NOTIFICATION_URLS.clientJob(job.id) }
      : one.anonymous
        ? { to, kind: 'anonymousProspectPresented', params: { job: job.title }, url: NOTIFICATION_URLS.clientJob(job.id, one.id) }
        : { to, kind: 'prospectPresented', params: { candidate: one.name, job: job.title }, url: NOTIFICATION_URLS.clientJob(job.id, one.id) };
  await notify(tx, actorId, recipients.map(notice));
}

/** A marketplace client rated a prospect. */
export async function prospectRated(tx: TenantScope, actorId: number, job: JobRef, prospect: ProspectRef, rating: number): Promise<void> {
  const to = await recruiterUser(tx, job.recruiterId);
  if (to === undefined) return;
  await notify(tx, actorId, [
    { to, kind: 'prospectRated', params: { client: await nameOf(tx, actorId), candidate: prospect.name, rating: String(rating), job: job.title }, url: NOTIFICATION_URLS.agencyJob(job.id, prospect.id) },
  ]);
}

/** A marketplace client asked for marketplace CVs for the job (`count` new pending prospects, the first `firstId`). */
export async function prospectsRequested(tx: TenantScope, actorId: number, job: JobRef, count: number, firstId: number): Promise<void> {
  const to = await recruiterUser(tx, job.recruiterId);
  if (to === undefined || count === 0) return;
  const client = await nameOf(tx, actorId);
  await notify(tx, actorId, [
    count === 1
      ? { to, kind: 'prospectRequested', params: { client, job: job.title }, url: NOTIFICATION_URLS.agencyJob(job.id, firstId) }
      : { to, kind: 'prospectsRequested', params: { client, count: String(count), job: job.title }, url: NOTIFICATION_URLS.agencyJob(job.id) },
  ]);
}

/** A marketplace client commented on a prospect. */
export async function prospectCommented(tx: TenantScope, actorId: number, job: JobRef, prospect: ProspectRef): Promise<void> {
  const to = await recruiterUser(tx, job.recruiterId);
  if (to === undefined) return;
  await notify(tx, actorId, [
    { to, kind: 'prospectCommented', params: { client: await nameOf(tx, actorId), candidate: prospect.name, job: job.title }, url: NOTIFICATION_URLS.agencyJob(job.id, prospect.id) },
  ]);
}

/** A candidate approved their CV, or asked for changes, through the review link. */
export async function candidateDecided(tx: TenantScope, recipient: number | undefined, cv: { id: number; candidate: string }, decision: 'approved' | 'rejected'): Promise<void> {
  if (recipient === undefined) return;
  await notify(tx, null, [{ to: recipient, kind: decision === 'approved' ? 'cvApproved' : 'cvRejected', params: { candidate: cv.candidate }, url: NOTIFICATION_URLS.cv(cv.id) }]);
}

/** A job invite was accepted by `actorId`. */
export async function jobInviteAccepted(tx: TenantScope, actorId: number, inviter: number | null, job: { id: number; title: string }): Promise<void> {
  if (inviter === null) return;
  await notify(tx, actorId, [{ to: inviter, kind: 'jobInviteAccepted', params: { person: await nameOf(tx, actorId), job: job.title }, url: NOTIFICATION_URLS.agencyJob(job.id) }]);
}
