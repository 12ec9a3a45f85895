/**
 * Client share links (issue 11, "Sharing with a client"; decision 018). A recruiter shares CVs of
 * the organisation, full or anonymous, until a moment they choose; the client reads them through a
 * random token without an account, downloads their PDFs and answers per CV; the recruiter sees when
 * the link was opened, which CVs were read or downloaded, and the answers, and can revoke the link.
 *
 * The token (256 random bits) is shown once, at creation; only its SHA-256 is stored. It opens the
 * chosen CVs of its own organisation and nothing else: looked up through the tenant scope of the
 * request's host, so another organisation's host does not find it. An anonymous link renders every
 * CV through the anonymous CV view — the same view the anonymous PDF prints — and names each CV by
 * that view's title (the anonymous name), in its JSON, its HTML, its PDF and the PDF's file name.
 */
import type { SharedCv, SharedLink, ShareFeedback, ShareLinkCreated, ShareLinkDetail, ShareLinkList, ShareLinkSummary } from '../../../shared/schemas/share-links.js';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS, SHARE_MESSAGES, type ShareVerdict } from '../../../shared/schemas/share-links.js';
import type { ChromiumPool } from '../../documents/chromium-pool.js';
import { exportPdf, type ExportedFile } from '../../documents/export.js';
import { styledCvHtml, styledCvView, type StyledCvInput } from '../../documents/styled-cv.js';
import { inTransaction } from '../../db/tenant.js';
import type { RequestContext, SignedInContext } from '../../lib/context.js';
import { gone, notFound, tooManyRequests, unprocessable } from '../../lib/errors.js';
import type { Throttle, ThrottleRule } from '../../lib/throttle.js';
import { randomToken, tokenDigest } from '../../lib/tokens.js';
import { findPeople } from '../agreements/repository.js';
import * as cvSettingsRepo from '../cv-settings/repository.js';
import { savedRenderInput, type DocumentFiles } from '../documents/service.js';
import * as repo from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The openings a link's detail lists (newest first); `opened` counts them all. */
export const OPENINGS_SHOWN = 100;

/**
 * The public calls, per client address (throttle keys span organisations): 600 calls, then a minute's
 * wait, doubling to an hour, forgotten after 10 quiet minutes — far above what a person reading CVs
 * does; and 20 unknown tokens, then a minute, doubling to a day — guessing a 256-bit token is
 * hopeless anyway, this keeps the noise down.
 */
export const SHARE_THROTTLE_RULES = {
  address: { free: 600, lockSeconds: 60, maxLockSeconds: 3600, forgetSeconds: 600 },
  unknown: { free: 20, lockSeconds: 60, maxLockSeconds: DAY_MS / 1000, forgetSeconds: DAY_MS / 1000 },
} satisfies Record<string, ThrottleRule>;

/** What a public call needs besides the request context: the throttle and who is asking. */
/** A client's request: the tenant scope, the throttle, the client's address and the files the CVs' attachments are read from. */
export type PublicShareContext = RequestContext & { throttle: Throttle; address: string; files: DocumentFiles; now: Date };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function stateOf(row: repo.ShareLinkRow, now: Date): ShareLinkSummary['state'] {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'active';
}

function expiryOf(input: { expire_at?: string | null; expires_in_days?: number | null }, at0: Date): Date {
  const now = at0.getTime();
  if (input.expire_at) {
    const at = new Date(input.expire_at);
    if (at.getTime() <= now) throw unprocessable({ expire_at: [SHARE_MESSAGES.expiryInPast] });
    if (at.getTime() > now + SHARE_LINK_MAX_DAYS * DAY_MS) throw unprocessable({ expire_at: [SHARE_MESSAGES.expiryTooFar] });
    return at;
  }
  return new Date(now + (input.expires_in_days ?? SHARE_LINK_DEFAULT_DAYS) * DAY_MS);
}

/** The links' answers (summary fields), with their CVs, counts and feedback, in the rows' order. */
async function present(ctx: RequestContext, rows: repo.ShareLinkRow[], now: Date): Promise<ShareLinkSummary[]> {
  const ids = rows.map((r) => r.id);
  const [cvs, counts, feedback, people] = await Promise.all([
    repo.linkCvs(ctx, ids),
    repo.eventCounts(ctx, ids),
    repo.feedbackOf(ctx, ids),
    findPeople(ctx, [...new Set(rows.flatMap((r) => (r.createdById === null ? [] : [r.createdById])))]),
  ]);
  const count = (linkId: number, agreementId: number | null, kind: repo.ShareEventKind) =>
    counts.find((c) => c.shareLinkId === linkId && c.agreementId === agreementId && c.kind === kind);
  return rows.map((row) => {
    const opened = count(row.id, null, 'opened');
    return {
      id: row.id,
      anonymous: row.anonymous,
      note: row.note,
      recipient_name: row.recipientName,
      recipient_email: row.recipientEmail,
      expire_at: row.expiresAt.toISOString(),
      revoked_at: iso(row.revokedAt),
      state: stateOf(row, now),
      created_at: row.createdAt.toISOString(),
      created_by: row.createdById === null ? null : (people.get(row.createdById) ?? null),
      opened: opened?.count ?? 0,
      last_opened_at: iso(opened?.last ?? null),
      cvs: cvs
        .filter((cv) => cv.shareLinkId === row.id)
        .map((cv) => {
          const viewed = count(row.id, cv.agreementId, 'viewed');
          const downloaded = count(row.id, cv.agreementId, 'downloaded');
          const answer = feedback.find((f) => f.shareLinkId === row.id && f.agreementId === cv.agreementId);
          return {
            id: cv.agreementId,
            name: cv.name,
            title: cv.title,
            views: viewed?.count ?? 0,
            last_viewed_at: iso(viewed?.last ?? null),
            downloads: downloaded?.count ?? 0,
            last_downloaded_at: iso(downloaded?.last ?? null),
            feedback: answer ? presentFeedback(answer) : null,
          };
        }),
    };
  });
}

const presentFeedback = (row: repo.FeedbackRow): ShareFeedback => ({ verdict: row.verdict as ShareVerdict, comment: row.comment, updated_at: row.updatedAt.toISOString() });

async function detail(ctx: RequestContext, row: repo.ShareLinkRow, now: Date): Promise<ShareLinkDetail> {
  const [[summary], openings] = await Promise.all([present(ctx, [row], now), repo.openings(ctx, row.id, OPENINGS_SHOWN)]);
  return { ...summary, openings: openings.map((at) => ({ at: at.toISOString() })) };
}

async function mustFind(ctx: RequestContext, id: number): Promise<repo.ShareLinkRow> {
  const row = await repo.findLink(ctx, id);
  if (!row) throw notFound(SHARE_MESSAGES.notFound);
  return row;
}

export type ShareLinkCreateInput = {
  agreement_ids: number[];
  anonymous: boolean;
  expire_at?: string | null;
  expires_in_days?: number | null;
  note: string | null;
  recipient_name: string | null;
  recipient_email: string | null;
};

/** `POST organisation/share_links`: the link, with its address and token (shown this once). */
export async function create(ctx: SignedInContext, input: ShareLinkCreateInput, urlOf: (path: string) => string, now: Date): Promise<ShareLinkCreated> {
  const ids = [...new Set(input.agreement_ids)];
  const expiresAt = expiryOf(input, now);
  const token = randomToken();
  const row = await inTransaction(ctx, async (tx) => {
    const found = await repo.findAgreements(tx, ids);
    if (found.length !== ids.length) throw notFound(SHARE_MESSAGES.unknownCvs);
    if (found.some((a) => a.draft)) throw unprocessable({ agreement_ids: [SHARE_MESSAGES.draftCv] });
    return repo.insertLink(
      tx,
      {
        tokenDigest: tokenDigest(token),
        anonymous: input.anonymous,
        note: input.note,
        recipientName: input.recipient_name,
        recipientEmail: input.recipient_email,
        expiresAt,
        createdById: ctx.user.id,
        employeeId: ctx.user.employeeId,
      },
      ids,
    );
  });
  return { ...(await detail(ctx, row, now)), url: urlOf(`/s/${token}`), token };
}

/** `GET organisation/share_links`: newest first, optionally only the links sharing one CV. */
export async function list(ctx: RequestContext, query: { agreement_id?: number; page: number; per_page: number }, now: Date): Promise<ShareLinkList> {
  const { rows, total } = await repo.listLinks(ctx, { agreementId: query.agreement_id, page: query.page, perPage: query.per_page });
  return {
    share_links: await present(ctx, rows, now),
    pagination: { page: query.page, per_page: query.per_page, total_count: total, total_pages: Math.ceil(total / query.per_page) },
  };
}

export async function get(ctx: RequestContext, id: number, now: Date): Promise<ShareLinkDetail> {
  return detail(ctx, await mustFind(ctx, id), now);
}

/** `PUT organisation/share_links/{id}/revoke`: refused at once from then on; revoking again keeps the first time. */
export async function revoke(ctx: RequestContext, id: number, now: Date): Promise<ShareLinkDetail> {
  await inTransaction(ctx, async (tx) => {
    if (!(await repo.findLink(tx, id, { forUpdate: true }))) throw notFound(SHARE_MESSAGES.notFound);
    await repo.revoke(tx, id);
  });
  return get(ctx, id, now);
}

// ── The client's side ────────────────────────────────────────────────────────────────────────────

/** The link of a token, throttled per address; unknown (or another organisation's) 404, revoked and expired 410. */
async function openLink(ctx: PublicShareContext, token: string): Promise<repo.ShareLinkRow> {
  const keys = { address: `share:address:${ctx.address}`, unknown: `share:unknown:${ctx.address}` };
  const wait = await ctx.throttle.retryAfter([keys.address, keys.unknown]);
  if (wait > 0) throw tooManyRequests(wait, SHARE_MESSAGES.tooMany);
  await ctx.throttle.hit(keys.address, SHARE_THROTTLE_RULES.address);
  const row = await repo.findLinkByDigest(ctx, tokenDigest(token));
  if (!row) {
    await ctx.throttle.hit(keys.unknown, SHARE_THROTTLE_RULES.unknown);
    throw notFound(SHARE_MESSAGES.linkNotFound);
  }
  if (row.revokedAt) throw gone(SHARE_MESSAGES.revoked);
  if (row.expiresAt <= ctx.now) throw gone(SHARE_MESSAGES.expired);
  return row;
}

/** The CV settings of the recruiter who shared the link (the defaults when none or gone). */
const sharerSettings = (ctx: RequestContext, link: repo.ShareLinkRow) => (link.employeeId === null ? null : cvSettingsRepo.findSettings(ctx, link.employeeId));

/** A CV of the link as rendered for the client: the link's version, the sharing recruiter's settings. */
async function sharedInput(ctx: PublicShareContext, link: repo.ShareLinkRow, agreementId: number, images: 'embedded' | 'linked'): Promise<StyledCvInput> {
  if (!(await repo.isShared(ctx, link.id, agreementId))) throw notFound(SHARE_MESSAGES.cvNotShared);
  const input = await savedRenderInput(ctx, agreementId, { anonymous: link.anonymous, settings: await sharerSettings(ctx, link), attachments: { files: ctx.files, images } });
  if (!input) throw notFound(SHARE_MESSAGES.cvNotShared);
  return input;
}

/** The name and title the client reads: the CV view's (the anonymous name in an anonymous link). */
function shownAs(input: StyledCvInput) {
  const view = styledCvView(input);
  return { view, name: view.documentTitle, title: view.header.title ?? '' };
}

/** `GET shared/{token}`: the link's note, branding and CVs; records an opening. */
export async function open(ctx: PublicShareContext, token: string): Promise<SharedLink> {
  const link = await openLink(ctx, token);
  const [cvs, feedback, settings] = await Promise.all([repo.linkCvs(ctx, [link.id]), repo.feedbackOf(ctx, [link.id]), sharerSettings(ctx, link)]);
  // (The names and titles only: no attachments read.)
  const summaries = await Promise.all(
    cvs.map(async (cv) => {
      const input = await savedRenderInput(ctx, cv.agreementId, { anonymous: link.anonymous, settings, attachments: null });
      // A CV deleted meanwhile leaves the link (its row goes with it); it is simply not listed.
      if (!input) return [];
      const { name, title } = shownAs(input);
      const answer = feedback.find((f) => f.agreementId === cv.agreementId);
      return [{ id: cv.agreementId, name, title, feedback: answer ? presentFeedback(answer) : null }];
    }),
  );
  await repo.recordEvent(ctx, link.id, 'opened');
  return {
    anonymous: link.anonymous,
    note: link.note,
    recipient_name: link.recipientName,
    expire_at: link.expiresAt.toISOString(),
    organisation: { name: ctx.organisation.name, logo_url: ctx.organisation.logoUrl },
    cvs: summaries.flat(),
  };
}

/** `GET shared/{token}/cvs/{id}`: the styled CV (fonts linked); records a view of it. */
export async function cv(ctx: PublicShareContext, token: string, agreementId: number): Promise<SharedCv> {
  const link = await openLink(ctx, token);
  const input = await sharedInput(ctx, link, agreementId, 'linked');
  const { view, name, title } = shownAs(input);
  const html = styledCvHtml(input, view, 'linked');
  await repo.recordEvent(ctx, link.id, 'viewed', agreementId);
  return { id: agreementId, name, title, anonymous: link.anonymous, html };
}

/** `GET shared/{token}/cvs/{id}/pdf`: the CV's PDF, as the recruiter's export prints it; records a download. */
export async function pdf(pool: ChromiumPool, ctx: PublicShareContext, token: string, agreementId: number): Promise<ExportedFile> {
  const link = await openLink(ctx, token);
  const file = await exportPdf(pool, await sharedInput(ctx, link, agreementId, 'embedded'));
  await repo.recordEvent(ctx, link.id, 'downloaded', agreementId);
  return file;
}

/** `PUT shared/{token}/cvs/{id}/feedback`: the client's answer on one CV (a later one replaces it). */
export async function feedback(ctx: PublicShareContext, token: string, agreementId: number, input: { verdict: ShareVerdict; comment: string | null }): Promise<ShareFeedback> {
  const link = await openLink(ctx, token);
  if (!(await repo.isShared(ctx, link.id, agreementId))) throw notFound(SHARE_MESSAGES.cvNotShared);
  return presentFeedback(await repo.saveFeedback(ctx, link.id, agreementId, input.verdict, input.comment));
}
