/**
 * The candidate search (spec §3 Candidate search hit, §5 search rules, §6 candidate access, §7
 * candidate search, §9 scores and ranges; decision 021): the projection kept in step with the CVs,
 * its rebuild, and the search itself for the audience the searcher's permissions give.
 */
import { canAccessCandidates, canAccessMoreCandidates, type PermissionContext } from '../../../shared/permissions.js';
import { SKILL_MOD, type SearchAnswer, type SearchParams } from '../../../shared/schemas/search.js';
import type { Executor } from '../../db/client.js';
import { inTransaction, tenantScope, type TenantScope } from '../../db/tenant.js';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import type { RequestContext } from '../../lib/context.js';
import type { StyledCv } from '../../../shared/schemas/agreements.js';
import type { ChromiumPool } from '../../documents/chromium-pool.js';
import { renderStyledCv } from '../../documents/styled-cv.js';
import { savedRenderInput } from '../documents/service.js';
import { organisationIds } from '../organisation/service.js';
import { searchDocument, skillKey } from './document.js';
import type { SearchIndexes } from './index-feed.js';
import * as repo from './repository.js';

export type { Audience } from './repository.js';

export const MESSAGES = {
  sortByName: 'Marketplace searches cannot be sorted by name: choose another column.',
  noAccess: "You don't have access to the candidate search (canAccessCandidates or canAccessMoreCandidates).",
  cvNotFound: 'This CV is not on the marketplace (any more).',
} as const;

/**
 * Who the searcher is to the search (§6): with candidate access, a recruiter (every CV of the
 * organisation, full hits); a marketplace client with more candidates, a client (the marketplace's
 * CVs, anonymous hits); anyone else may not search (403).
 */
export function audienceOf(ctx: PermissionContext): repo.Audience {
  if (canAccessCandidates(ctx)) return 'recruiter';
  if (canAccessMoreCandidates(ctx.viewer)) return 'client';
  throw forbidden(MESSAGES.noAccess);
}

/** Rows written per statement. */
const BATCH = 500;

/**
 * Rebuilds the search rows of these CVs from what is stored now, inside the caller's transaction:
 * every write that changes what a hit shows or matches calls it before it commits, so the search
 * never sees a CV other than it is. CVs that are gone or are drafts lose their row.
 */
export async function refreshProjection(tx: TenantScope, ids: readonly number[], today: Date = new Date()): Promise<void> {
  // In id order, as the rows are locked (see repository.loadSources).
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  for (let i = 0; i < unique.length; i += BATCH) {
    const { sources, without } = await repo.loadSources(tx, unique.slice(i, i + BATCH));
    await repo.deleteRows(tx, without);
    await repo.upsertDocuments(tx, sources.map((s) => searchDocument(s, today)));
  }
}

/** The CVs of these lists (read before the lists change, to refresh them after). */
export const agreementIdsInLists = (tx: TenantScope, listIds: number[]) => repo.agreementIdsInLists(tx, listIds);

/**
 * Rebuilds the organisation's whole projection, `batch` CVs per transaction, then counts its facets
 * again from the rebuilt rows; answers how many CVs it read.
 */
export async function reindex(scope: TenantScope, options: { batch?: number; onBatch?: (done: number) => void } = {}): Promise<number> {
  const batch = options.batch ?? BATCH;
  let after = 0;
  let done = 0;
  for (;;) {
    const ids = await repo.agreementIdsAfter(scope, after, batch);
    if (!ids.length) {
      await inTransaction(scope, (tx) => repo.recountFacets(tx));
      return done;
    }
    await inTransaction(scope, (tx) => refreshProjection(tx, ids));
    after = ids[ids.length - 1];
    done += ids.length;
    options.onBatch?.(done);
  }
}

/** Indexes the saved CVs that have no search row yet (a database from before the projection); answers how many. */
export async function indexMissing(scope: TenantScope): Promise<number> {
  let done = 0;
  for (;;) {
    const ids = await repo.unindexedIds(scope, BATCH);
    if (!ids.length) return done;
    await inTransaction(scope, (tx) => refreshProjection(tx, ids));
    done += ids.length;
  }
}

/** `indexMissing` for every organisation (after migrations and the demo seed). */
export async function indexMissingEverywhere(db: Executor): Promise<number> {
  let done = 0;
  for (const id of await organisationIds(db)) done += await indexMissing(tenantScope(db, id));
  return done;
}

/** Reads every organisation's in-memory search index, one after another, logging each that took a while. */
export async function warmSearchIndexes(indexes: SearchIndexes, db: Executor, log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void }): Promise<void> {
  for (const id of await organisationIds(db)) {
    const started = performance.now();
    try {
      const from = await indexes.warm(tenantScope(db, id));
      const ms = Math.round(performance.now() - started);
      if (ms > 1000) log.info({ organisationId: id, rows: indexes.size(id), from, ms }, 'candidate search: index read');
    } catch (error) {
      log.warn({ err: error, organisationId: id }, 'candidate search: the index could not be read; the database answers its searches');
    }
  }
}

/** `npm run search:reindex`: every organisation's projection rebuilt. */
export async function reindexEverywhere(db: Executor, onBatch?: (organisationId: number, done: number) => void): Promise<number> {
  let done = 0;
  for (const id of await organisationIds(db)) done += await reindex(tenantScope(db, id), { onBatch: (n) => onBatch?.(id, n) });
  return done;
}

/**
 * `POST search/candidates` for an audience the caller has derived from the searcher's permissions:
 * recruiters search every CV of the organisation (full hits), marketplace clients the marketplace CVs
 * (anonymous hits). Nothing in `params` changes the audience.
 */
export async function search(scope: TenantScope, audience: repo.Audience, params: SearchParams, indexes?: SearchIndexes | null): Promise<SearchAnswer> {
  const started = performance.now();
  if (audience === 'client' && params.sort?.by === 'name') throw unprocessable({ 'sort.by': [MESSAGES.sortByName] }, MESSAGES.sortByName);
  const [rows, nbHits, facets] = (indexes && (await fromIndex(scope, indexes, audience, params))) || (await fromDatabase(scope, audience, params));
  // The requested skills a hit has (must-not-have ones never are), in the order asked.
  const requested = (params.filters.skills ?? []).filter((s) => s.mod !== SKILL_MOD.mustNotHave);
  return {
    hits: rows.map((r) => {
      const has = new Set(r.skills);
      const matched = [...new Set(requested.filter((s) => has.has(skillKey(s.name))).map((s) => s.name))];
      return { ...r.hit, _rankingInfo: { score: Number(r.score), matched } };
    }),
    nbHits,
    page: params.page,
    nbPages: Math.ceil(nbHits / params.hitsPerPage),
    hitsPerPage: params.hitsPerPage,
    ...(facets ? { facets } : {}),
    processingTimeMS: Math.round(performance.now() - started),
  };
}

type Found = readonly [rows: repo.HitRow[], nbHits: number, facets: SearchAnswer['facets'] | undefined];

/**
 * The search from the in-memory index (decision 022, fifth round): the order, count and facets from
 * the index caught up with every committed write, the page's hits read by id (a row deleted between
 * the two leaves the page one short, as a search a moment later would). Null while the
 * organisation's index is being read, and for the facets of every CV: the database answers those, alike.
 */
async function fromIndex(scope: TenantScope, indexes: SearchIndexes, audience: repo.Audience, params: SearchParams): Promise<Found | null> {
  // Facets of every CV (no text, no filter, the usual order): the counts the database keeps in step
  // and its recency index answer without counting a match (decision 022, sixth round).
  if (params.facets && !params.sort) {
    const built = repo.buildSearch(audience, params);
    if (!built.filtered && built.view !== null) return null;
  }
  const answer = await indexes.search(scope, audience, params);
  if (!answer) return null;
  const found = await repo.hitsByIds(scope, audience, answer.page.map((p) => p.id));
  const rows = answer.page.flatMap((p) => {
    const f = found.get(p.id);
    return f ? [{ hit: f.hit, score: p.score, skills: f.skills }] : [];
  });
  return [rows, answer.nbHits, answer.facets];
}

/** The search in SQL: `buildSearch`'s statements. */
async function fromDatabase(scope: TenantScope, audience: repo.Audience, params: SearchParams): Promise<Found> {
  const built = repo.buildSearch(audience, params);
  // With facets, the number of hits comes with them; without, from the statement of the hits when
  // their order reads every match anyway (one pass over the matches instead of two, decision 022).
  // Otherwise the matches are counted first and the count chooses how the page is read
  // (`sortsMatches`); no page is read past the last match.
  const readsEveryMatch = repo.readsEveryMatch(built, params);
  return params.facets && readsEveryMatch
      ? await Promise.all([repo.searchHits(scope, built, params), repo.facetCounts(scope, built)]).then(([r, f]) => [r, f.nbHits, f.facets] as const)
      : readsEveryMatch
        ? await repo.searchHitsCounted(scope, built, params).then((r) => [r.rows, r.nbHits, undefined] as const)
        : await countThenPage(scope, built, params);
}

/** The count (and facets) of a search, then its page, read as the count says is cheaper. */
async function countThenPage(scope: TenantScope, built: ReturnType<typeof repo.buildSearch>, params: SearchParams) {
  const [counted, tableRows] = await Promise.all([
    params.facets ? repo.facetCounts(scope, built) : repo.countHits(scope, built).then((nbHits) => ({ nbHits, facets: undefined })),
    repo.searchRowsEstimate(scope),
  ]);
  const wanted = (params.page + 1) * params.hitsPerPage;
  const page = wanted - params.hitsPerPage >= counted.nbHits ? [] : await repo.searchHits(scope, built, params, repo.sortsMatches(counted.nbHits, wanted, tableRows));
  return [page, counted.nbHits, counted.facets] as const;
}

/**
 * `GET marketplace/candidates/{id}`: a hit of the client's search opened — the anonymous CV, laid out
 * with the default CV settings (no recruiter shared it), without attachments. Any CV the client's
 * search cannot find (not on the marketplace, hidden, ready for review, a draft, another
 * organisation's, gone) answers the same 404.
 */
export async function marketplaceCv(pool: ChromiumPool, ctx: RequestContext, id: number): Promise<StyledCv> {
  if (!(await repo.isMarketplaceHit(ctx, id))) throw notFound(MESSAGES.cvNotFound);
  const input = await savedRenderInput(ctx, id, { anonymous: true, settings: null, attachments: null });
  if (!input) throw notFound(MESSAGES.cvNotFound);
  return renderStyledCv(pool, input);
}
