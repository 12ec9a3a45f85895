/**
 * Notifications (spec §3 Notification, §4 notification states, §7 Notifications; issue 13;
 * decision 024). `notify` is what other modules call, inside the transaction of the
 * event it tells of, so a notification exists exactly when its event does. A notification is kept
 * as its kind and the values its text is written from; the text (`content`) is written when it is
 * read, in English, and the web shows it in the interface language through its `messages` catalogue
 * (the English wording, word for word, is the key). The person who caused an event never gets a
 * notification of it.
 */
import type { Notification, NotificationHasNew, NotificationList } from '../../../shared/schemas/notifications.js';
import { NOTIFICATION_PAGE_SIZE } from '../../../shared/schemas/notifications.js';
import type { TenantScope } from '../../db/tenant.js';
import type { SignedInContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './repository.js';

export const MESSAGES = {
  notFound: 'This notification does not exist or was deleted.',
} as const;

/**
 * The texts of the notifications, one per kind, written from the values kept with it. Each is in the
 * web's `messages` catalogue (`notifications.*`) with its values as `{{placeholders}}`; no two can be
 * read as one another.
 */
export const NOTIFICATION_TEXTS = {
  prospectPresented: (p: { candidate: string; job: string }) => `New candidate for ${p.job}: ${p.candidate}.`,
  anonymousProspectPresented: (p: { job: string }) => `New anonymous candidate for ${p.job}.`,
  prospectsPresented: (p: { count: string; job: string }) => `${p.count} new candidates for ${p.job}.`,
  prospectRated: (p: { client: string; candidate: string; rating: string; job: string }) => `${p.client} rated ${p.candidate} ${p.rating} out of 5 for ${p.job}.`,
  prospectRequested: (p: { client: string; job: string }) => `${p.client} asked for a marketplace candidate for ${p.job}.`,
  prospectsRequested: (p: { client: string; count: string; job: string }) => `${p.client} asked for ${p.count} marketplace candidates for ${p.job}.`,
  prospectCommented: (p: { client: string; candidate: string; job: string }) => `${p.client} commented on ${p.candidate} for ${p.job}.`,
  cvApproved: (p: { candidate: string }) => `${p.candidate} approved their CV.`,
  cvRejected: (p: { candidate: string }) => `${p.candidate} asked for changes to their CV.`,
  jobInviteAccepted: (p: { person: string; job: string }) => `${p.person} accepted your invitation to ${p.job}.`,
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_TEXTS;
type ParamsOf<K extends NotificationKind> = Parameters<(typeof NOTIFICATION_TEXTS)[K]>[0];

/** One notification to send: its recipient, kind, values and link. */
export type Notice = { [K in NotificationKind]: { to: number; kind: K; params: ParamsOf<K>; url: string } }[NotificationKind];

/**
 * Writes the notices in the caller's transaction. A notice to the actor (the person whose action it
 * tells of) is dropped, and one recipient gets one notice of the same kind and link per call.
 */
export async function notify(tx: TenantScope, actorId: number | null, notices: Notice[]): Promise<void> {
  const seen = new Set<string>();
  const rows = notices
    .filter((n) => n.to !== actorId)
    .filter((n) => {
      const key = `${n.to}:${n.kind}:${n.url}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((n) => ({ userId: n.to, kind: n.kind, params: { ...n.params }, url: n.url, actorId }));
  await repo.insertNotifications(tx, rows);
}

/** The text of a stored notification (a kind this version does not know reads as its link). */
export function contentOf(kind: string, params: Record<string, string | number | null>): string {
  const text = (NOTIFICATION_TEXTS as unknown as Record<string, ((p: Record<string, string>) => string) | undefined>)[kind];
  if (!text) return kind;
  return text(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v === null ? '' : String(v)])));
}

const present = (row: repo.NotificationRow): Notification => ({
  id: row.id,
  content: contentOf(row.kind, row.params),
  url: row.url,
  created_at: row.createdAt.toISOString(),
  viewed: row.viewedAt !== null,
});

/** `GET ?page=`: a page of the user's notifications, the newest first. */
export async function list(ctx: SignedInContext, page: number): Promise<NotificationList> {
  const { rows, total } = await repo.pageOf(ctx, ctx.user.id, { limit: NOTIFICATION_PAGE_SIZE, offset: (page - 1) * NOTIFICATION_PAGE_SIZE });
  return {
    notifications: rows.map(present),
    pagination: { page, per_page: NOTIFICATION_PAGE_SIZE, total_count: total, total_pages: Math.ceil(total / NOTIFICATION_PAGE_SIZE) },
  };
}

/** `GET has_new`: whether the user has notifications not viewed yet, and how many. */
export async function hasNew(ctx: SignedInContext): Promise<NotificationHasNew> {
  const count = await repo.unviewedCount(ctx, ctx.user.id);
  return { has_new: count > 0, count };
}

/** `PUT {id}/mark_as_viewed`: 404 for an id that is not one of the user's notifications. */
export async function markViewed(ctx: SignedInContext, id: number): Promise<Notification> {
  const row = await repo.markViewed(ctx, ctx.user.id, id, new Date());
  if (!row) throw notFound(MESSAGES.notFound);
  return present(row);
}

/** `DELETE {id}`: 404 for an id that is not one of the user's notifications. */
export async function remove(ctx: SignedInContext, id: number): Promise<void> {
  if (!(await repo.remove(ctx, ctx.user.id, id))) throw notFound(MESSAGES.notFound);
}

// ── Recipients ───────────────────────────────────────────────────────────────────────────────────

/** The users of a client company who may see its job posts (view or manage them). */
export const clientJobViewers = (tx: TenantScope, clientAccountId: number) => repo.jobViewersOf(tx, clientAccountId);

/** The user of a job's recruiter (an employee record), if it has one. */
export const recruiterUser = async (tx: TenantScope, recruiterEmployeeId: number | null) => (recruiterEmployeeId === null ? undefined : repo.userOfEmployee(tx, recruiterEmployeeId));

/** The links notifications point to: web routes (docs/api.md "Notifications"). */
export const NOTIFICATION_URLS = {
  clientJob: (jobId: number, prospectId?: number) => `/marketplace/jobs/${jobId}${prospectId === undefined ? '' : `?prospect=${prospectId}`}`,
  agencyJob: (jobId: number, prospectId?: number) => `/account/jobs/${jobId}${prospectId === undefined ? '' : `?prospect=${prospectId}`}`,
  cv: (agreementId: number) => `/agreement/${agreementId}/edit`,
} as const;
