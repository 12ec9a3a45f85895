/**
 * The candidate search's SQL (decision 021), all of it: the projection's reads and writes, and the
 * one query builder every search goes through (hits, count and facets share its conditions). Always
 * through the tenant scope.
 */
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DISTANCE_UNITS, SKILL_MOD, SEARCH_SCORES, DEFAULT_DISTANCE_UNIT, type SearchFacet, type SearchParams, type SearchSortField } from '../../../shared/schemas/search.js';
import { agreementAssociations, agreementListItems, agreements, associations, candidateSearch, candidateSearchFacetCounts, candidateSearchRemovals, employees, prospects } from '../../db/schema.js';
import type { CopyRows } from '../../db/copy-text.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';
import type { SearchDocument, SearchSource, StoredHit } from './document.js';
import { searchRowsJson, searchWords, skillKey } from './document.js';
import { cellsWithin, EARTH_RADIUS_M } from './geo.js';

// ── The projection ───────────────────────────────────────────────────────────────────────────────

/**
 * The agreements among `ids` with what their search rows are built from, and the ids that get no row
 * (gone, or drafts: fresh and not imported). The agreements stay locked until the transaction ends.
 */
export async function loadSources(scope: TenantScope, ids: number[]): Promise<{ sources: (SearchSource & { consultantId: number | null })[]; without: number[] }> {
  if (!ids.length) return { sources: [], without: [] };
  const db = tenantDb(scope);
  const rows = await db
    .select({
      id: agreements.id,
      data: agreements.data,
      accountId: agreements.accountId,
      consultantId: agreements.consultantId,
      fresh: agreements.fresh,
      sourceFileKey: agreements.sourceFileKey,
      marketplaceAt: agreements.marketplaceAt,
      hidden: agreements.hidden,
      isSpecCv: agreements.isSpecCv,
      candidateApproved: agreements.candidateApproved,
      candidateApprovedAt: agreements.candidateApprovedAt,
      recruiterAcceptedAt: agreements.recruiterAcceptedAt,
      updatedAt: agreements.updatedAt,
      // The organisation of the scoped row itself (a correlated read of the tenant, not of another).
      defaultCurrency: sql<string>`(select o.default_currency from organisations o where o.id = ${agreements.organisationId})`,
    })
    .from(agreements)
    .where(inArray(agreements.id, ids))
    .orderBy(asc(agreements.id))
    // Locked until the write commits, in id order: two writes rebuilding the same CV's row take
    // turns, and the later one reads what the earlier one committed (READ COMMITTED).
    .for('no key update');
  const kept = rows.filter((r) => !(r.fresh && r.sourceFileKey === null));
  const keptIds = kept.map((r) => r.id);
  const consultants = [...new Set(kept.map((r) => r.consultantId).filter((x): x is number => x !== null))];
  // One after another: inside a transaction they share one connection.
  const lists = keptIds.length
    ? await db.select({ agreementId: agreementListItems.agreementId, listId: agreementListItems.listId }).from(agreementListItems).where(inArray(agreementListItems.agreementId, keptIds)).orderBy(asc(agreementListItems.listId))
    : [];
  const jobs = keptIds.length
    ? await db.select({ agreementId: prospects.agreementId, jobPostId: prospects.jobPostId }).from(prospects).where(inArray(prospects.agreementId, keptIds)).orderBy(asc(prospects.jobPostId))
    : [];
  const staff = consultants.length
    ? await db.select({ id: employees.id, userId: employees.userId, accountId: employees.accountId }).from(employees).where(inArray(employees.userId, consultants)).orderBy(asc(employees.id))
    : [];
  const groups = keptIds.length
    ? await db
        .select({ agreementId: agreementAssociations.agreementId, name: associations.companyName })
        .from(agreementAssociations)
        .innerJoin(associations, eq(associations.id, agreementAssociations.associationId))
        .where(inArray(agreementAssociations.agreementId, keptIds))
        .orderBy(asc(associations.companyName))
    : [];
  const group = <T, V>(items: T[], key: (t: T) => number, value: (t: T) => V) => {
    const map = new Map<number, V[]>();
    for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), value(item)]);
    return map;
  };
  const listsOf = group(lists, (l) => l.agreementId, (l) => l.listId);
  const groupsOf = group(groups, (g) => g.agreementId, (g) => g.name);
  const jobsOf = group(jobs, (j) => j.agreementId, (j) => j.jobPostId);
  const present = new Set(keptIds);
  return {
    sources: kept.map((r) => {
      // The consultant's employee record of the CV's account, else any of theirs in the organisation.
      const mine = staff.filter((e) => e.userId === r.consultantId);
      const employee = mine.find((e) => e.accountId === r.accountId) ?? mine[0];
      return { ...r, listIds: listsOf.get(r.id) ?? [], jobPostIds: jobsOf.get(r.id) ?? [], employeeId: employee?.id ?? null, associations: [...new Set(groupsOf.get(r.id) ?? [])] };
    }),
    without: ids.filter((id) => !present.has(id)),
  };
}

/**
 * The columns a search row is written with (`searchRowsJson`, `searchRowsCopy`): name and type as
 * read. The text vectors come built (`textVector`); the relevance keys are generated from them by
 * the table.
 */
const ROW_COLUMNS: [column: string, read: string][] = [
  ['agreement_id', 'int'],
  ['marketplace', 'boolean'],
  ['hidden', 'boolean'],
  ['ready_for_review', 'boolean'],
  ['is_spec_cv', 'boolean'],
  ['full_text', 'tsvector'],
  ['anon_text', 'tsvector'],
  ['sort_name', 'text'],
  ['full_title', 'text'],
  ['anon_title', 'text'],
  ['skills', 'text[]'],
  ['top_skills', 'text[]'],
  ['list_ids', 'int[]'],
  ['job_post_ids', 'int[]'],
  ['employee_id', 'int'],
  ['full_company', 'text'],
  ['anon_company', 'text'],
  ['tenure', 'smallint'],
  ['experience_time', 'smallint'],
  ['association_names', 'text[]'],
  ['geo_cells', 'text[]'],
  ['geo_lats', 'float8[]'],
  ['geo_lngs', 'float8[]'],
  ['currency', 'text'],
  ['permanent_min', 'float8'],
  ['permanent_max', 'float8'],
  ['contract_min', 'float8'],
  ['contract_max', 'float8'],
  ['hourly_min', 'float8'],
  ['hourly_max', 'float8'],
  ['daily_min', 'float8'],
  ['daily_max', 'float8'],
  ['updated_at', 'timestamptz'],
  ['full_hit', 'jsonb'],
  ['anon_hit', 'jsonb'],
];

const WRITE_ROWS = (() => {
  const names = ROW_COLUMNS.map(([column]) => `"${column}"`).join(', ');
  const values = ROW_COLUMNS.map(([column]) => `r."${column}"`).join(', ');
  const read = ROW_COLUMNS.map(([column, type]) => `"${column}" ${type}`).join(', ');
  const set = ROW_COLUMNS.filter(([column]) => column !== 'agreement_id')
    .map(([column]) => `"${column}" = excluded."${column}"`)
    .join(', ');
  return { names, values, read, set };
})();

/**
 * The one statement that writes search rows, read as `r` from `source` (columns as ROW_COLUMNS reads
 * them), replacing the ones there. The organisation is the scope's, never the source's; a row of
 * another organisation is not replaced.
 */
const insertRows = (organisation: SQL, source: SQL) => {
  const { names, values, set } = WRITE_ROWS;
  return sql`insert into candidate_search ("organisation_id", ${sql.raw(names)})
    select ${organisation}::int, ${sql.raw(values)} from ${source}
    on conflict ("agreement_id") do update set ${sql.raw(set)} where candidate_search.organisation_id = excluded.organisation_id`;
};

/**
 * Writes the search rows of a `searchRowsJson` text for the scope's organisation, replacing the ones
 * there: one statement whatever the number of rows (the CV writes go through it).
 */
export async function writeSearchRows(scope: TenantScope, rowsJson: string): Promise<void> {
  await tenantDb(scope).execute((organisation) => insertRows(organisation, sql`json_to_recordset(${rowsJson}::json) as r(${sql.raw(WRITE_ROWS.read)})`));
}

/** Where `copySearchRows` stages its rows: a table of the transaction's own, dropped at its commit. */
const LOAD_TABLE = 'candidate_search_load';

/**
 * Writes the search rows of a `searchRowsCopy` text for the scope's organisation, as
 * `writeSearchRows` does, for bulk loads (the seed): the text is copied into a temporary table and
 * written from it by the same statement. In a transaction (the table lives until its commit).
 * Decision 022, tenth round: the database reads a COPY text at half the CPU of the same rows as JSON.
 */
export async function copySearchRows(scope: TenantScope, rows: CopyRows): Promise<void> {
  if (!rows.text) return;
  const db = tenantDb(scope);
  await db.execute(() => sql.raw(`create temp table if not exists ${LOAD_TABLE} (${WRITE_ROWS.read}) on commit drop`));
  await db.copyToTemporary(LOAD_TABLE, rows.columns, rows.text);
  await db.execute((organisation) => insertRows(organisation, sql.raw(`${LOAD_TABLE} as r`)));
  // A second load in the same transaction starts from an empty table.
  await db.execute(() => sql.raw(`truncate ${LOAD_TABLE}`));
}

/** Writes the rows of these documents, replacing the ones there. */
export async function upsertDocuments(scope: TenantScope, docs: SearchDocument[]): Promise<void> {
  if (docs.length) await writeSearchRows(scope, searchRowsJson(docs));
}

export async function deleteRows(scope: TenantScope, ids: number[]): Promise<void> {
  if (ids.length) await tenantDb(scope).delete(candidateSearch, inArray(candidateSearch.agreementId, ids));
}

/** The organisation's agreement ids after `afterId`, in id order: a reindex's batches. */
export async function agreementIdsAfter(scope: TenantScope, afterId: number, limit: number): Promise<number[]> {
  const rows = await tenantDb(scope).select({ id: agreements.id }).from(agreements).where(sql`${agreements.id} > ${afterId}`).orderBy(asc(agreements.id)).limit(limit);
  return rows.map((r) => r.id);
}

/** Saved or imported CVs without a search row (a database from before the projection, or a crash between writes), up to `limit`. */
export async function unindexedIds(scope: TenantScope, limit: number): Promise<number[]> {
  const db = tenantDb(scope);
  const rows = await db
    .select({ id: agreements.id })
    .from(agreements)
    .where(sql`not (${agreements.fresh} and ${agreements.sourceFileKey} is null)`, sql`not ${db.exists(candidateSearch, eq(candidateSearch.agreementId, agreements.id))}`)
    .orderBy(asc(agreements.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The ids of the CVs in these lists: their rows change when the lists go. */
export async function agreementIdsInLists(scope: TenantScope, listIds: number[]): Promise<number[]> {
  if (!listIds.length) return [];
  const rows = await tenantDb(scope).select({ id: agreementListItems.agreementId }).from(agreementListItems).where(inArray(agreementListItems.listId, listIds));
  return [...new Set(rows.map((r) => r.id))];
}

// ── The search ───────────────────────────────────────────────────────────────────────────────────

/** Who searches: recruiters the full rows of every CV, marketplace clients the anonymous rows of marketplace CVs. */
export type Audience = 'recruiter' | 'client';

const c = candidateSearch;
const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
const intArray = (values: number[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::int[]`;

/** The words of a query a search matches (at most 20), folded as the texts are. */
export const queryWords = (query: string | undefined) => searchWords(query ?? '').slice(0, 20);

/** The words of a query as a tsquery: every word, the last as a prefix (so a word being typed matches); null when it has none. */
export function textQuery(query: string | undefined): string | null {
  const words = queryWords(query);
  if (!words.length) return null;
  return words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
}

/**
 * The relevance of a text query: per query word, these points where the CV has it in its name or
 * title (A), else in its skills (B); companies and summaries give none. Whole numbers, so the
 * database and the in-memory search (./memory-index.ts) sum them to the same values.
 */
export const RELEVANCE_WEIGHTS = { A: 10, B: 4 } as const;

const SALARY_COLUMNS = {
  permanent: [c.permanentMin, c.permanentMax],
  contract: [c.contractMin, c.contractMax],
  hourly: [c.hourlyMin, c.hourlyMax],
  daily: [c.dailyMin, c.dailyMax],
} as const;

const range = (column: PgColumn, r: { min?: number; max?: number } | undefined) =>
  r && (r.min !== undefined || r.max !== undefined)
    ? and(isNotNull(column), r.min !== undefined ? sql`${column} >= ${r.min}` : undefined, r.max !== undefined ? sql`${column} <= ${r.max}` : undefined)
    : undefined;

/**
 * The tag views whose facet counts the database keeps in step (`candidate_search_facet_counts`,
 * migration 0025, where the same numbers define them): the rows each tag rule of `buildSearch`
 * leaves.
 */
export const FACET_VIEWS = { default: 1, withHidden: 2, withReadyForReview: 3, every: 4, specCvs: 5, marketplace: 6 } as const;

/** The view of an audience's tag rules, or null when none is kept (a client asking for spec CVs). */
export function facetView(audience: Audience, params: Pick<SearchParams, 'show_all' | 'show_hidden' | 'show_ready_review' | 'show_spec_cv'>): number | null {
  if (audience === 'client') return params.show_spec_cv ? null : FACET_VIEWS.marketplace;
  if (params.show_spec_cv) return FACET_VIEWS.specCvs;
  if (params.show_all || (params.show_hidden && params.show_ready_review)) return FACET_VIEWS.every;
  if (params.show_hidden) return FACET_VIEWS.withHidden;
  if (params.show_ready_review) return FACET_VIEWS.withReadyForReview;
  return FACET_VIEWS.default;
}

/** A built search: its conditions and its score and relevance expressions (null when constant). */
type Built = {
  where: (SQL | undefined)[];
  /** Conditions beyond the audience and tag rules (text, filters): the matches are not read from the facets index alone. */
  filtered: boolean;
  /** The tag view whose counts are kept (`facetView`): a search without conditions beyond it counts there. */
  view: number | null;
  score: SQL<number> | null;
  rank: SQL<number> | null;
  columns: { text: PgColumn; key: PgColumn; title: PgColumn; company: PgColumn; hit: PgColumn } };

/**
 * The one query builder: the audience's rows (§6), the tag rules, the text, every filter of §7, the
 * §9 score and the text relevance. Hits, count and facets all run on its conditions.
 */
export function buildSearch(audience: Audience, params: SearchParams): Built {
  const client = audience === 'client';
  const columns = client
    ? { text: c.anonText, key: c.anonKey, title: c.anonTitle, company: c.anonCompany, hit: c.anonHit }
    : { text: c.fullText, key: c.fullKey, title: c.fullTitle, company: c.fullCompany, hit: c.fullHit };
  const where: (SQL | undefined)[] = [];
  if (client) where.push(eq(c.marketplace, true));

  // Tags (§7): spec CVs only with show_spec_cv; else no rule with show_all; else hidden and
  // ready-for-review CVs only when asked for. A client's search always leaves both tags out.
  if (params.show_spec_cv) where.push(eq(c.isSpecCv, true));
  if (client || !(params.show_all || params.show_spec_cv)) {
    if (client || !params.show_hidden) where.push(eq(c.hidden, false));
    if (client || !params.show_ready_review) where.push(eq(c.readyForReview, false));
  }

  const tagRules = where.length;
  const tsquery = textQuery(params.query);
  const query = tsquery === null ? null : sql`${tsquery}::tsquery`;
  if (query) where.push(sql`${columns.text} @@ ${query}`);

  const f = params.filters;
  const skills = (f.skills ?? []).map((s) => ({ key: skillKey(s.name), mod: s.mod })).filter((s) => s.key);
  const must = [...new Set(skills.filter((s) => s.mod === SKILL_MOD.mustHave).map((s) => s.key))];
  const nice = [...new Set(skills.filter((s) => s.mod === SKILL_MOD.niceToHave).map((s) => s.key))].filter((k) => !must.includes(k));
  const not = [...new Set(skills.filter((s) => s.mod === SKILL_MOD.mustNotHave).map((s) => s.key))];
  if (must.length) where.push(sql`${c.skills} @> ${textArray(must)}`);
  if (not.length) where.push(sql`not (${c.skills} && ${textArray(not)})`);

  if (f.list_ids?.length) where.push(sql`${c.listIds} && ${intArray(f.list_ids)}`);
  if (f.job_post_ids?.length) where.push(sql`${c.jobPostIds} && ${intArray(f.job_post_ids)}`);
  if (f.employee_id !== undefined) where.push(eq(c.employeeId, f.employee_id));
  if (f.companies?.length) where.push(inArray(columns.company, f.companies));
  if (f.associations?.length) where.push(sql`${c.associationNames} && ${textArray(f.associations)}`);
  where.push(range(c.tenure, f.tenure), range(c.experienceTime, f.experience_time));

  if (f.salary) {
    const [lo, hi] = SALARY_COLUMNS[f.salary.type];
    const min = f.salary.min;
    let max = f.salary.max;
    // §7: a range of one value is widened by one.
    if (min !== undefined && max !== undefined && min === max) max = max + 1;
    where.push(sql`(${lo} is not null or ${hi} is not null)`);
    // The candidate's range (one bound standing for both when the other is missing) overlaps [min, max].
    if (min !== undefined) where.push(sql`coalesce(${hi}, ${lo}) >= ${min}`);
    if (max !== undefined) where.push(sql`coalesce(${lo}, ${hi}) <= ${max}`);
  }

  if (f.location) {
    const { lat, lng } = f.location;
    const metres = f.location.radius * DISTANCE_UNITS[f.location.unit ?? DEFAULT_DISTANCE_UNIT];
    const cells = cellsWithin({ lat, lng }, metres);
    if (cells) where.push(sql`${c.geoCells} && ${textArray(cells)}`);
    where.push(sql`exists (select 1 from unnest(${c.geoLats}, ${c.geoLngs}) as p(lat, lng)
      where 2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(power(sin(radians(p.lat - ${lat}::float8) / 2), 2)
        + cos(radians(${lat}::float8)) * cos(radians(p.lat)) * power(sin(radians(p.lng - ${lng}::float8) / 2), 2)))) <= ${metres}::float8)`);
  }

  // §9: must-have 10 (+3 as a top skill), nice-to-have 1 (2 as a top skill), summed.
  const points = (n: number) => sql.raw(String(Math.trunc(n)));
  const terms = [
    ...must.map((k) => sql`${points(SEARCH_SCORES.mustHave)} + (case when ${k}::text = any(${c.topSkills}) then ${points(SEARCH_SCORES.topSkill)} else 0 end)`),
    ...nice.map(
      (k) =>
        sql`(case when ${k}::text = any(${c.skills}) then (case when ${k}::text = any(${c.topSkills}) then ${points(SEARCH_SCORES.niceToHaveTopSkill)} else ${points(SEARCH_SCORES.niceToHave)} end) else 0 end)`,
    ),
  ];
  const score = terms.length ? sql<number>`(${sql.join(terms, sql` + `)})::int` : null;
  // Relevance (RELEVANCE_WEIGHTS) from the name, title and skills (the key vector, kept in the row):
  // ranking by the whole text read every match's out-of-line vector, 52,000 of them for a common word
  // at a million CVs (decision 022). Matches in companies and summaries only rank 0 and follow by recency.
  const words = queryWords(params.query);
  const found = (word: string, last: boolean, weight: 'A' | 'B') => sql`${columns.key} @@ ${`'${word}':${last ? '*' : ''}${weight}`}::tsquery`;
  const rank = query
    ? sql<number>`(${sql.join(
        words.map((w, i) => {
          const last = i === words.length - 1;
          return sql`(case when ${found(w, last, 'A')} then ${sql.raw(String(RELEVANCE_WEIGHTS.A))} when ${found(w, last, 'B')} then ${sql.raw(String(RELEVANCE_WEIGHTS.B))} else 0 end)`;
        }),
        sql` + `,
      )})`
    : null;
  return { where, filtered: where.slice(tagRules).some(Boolean), view: facetView(audience, params), score, rank, columns };
}

const SORT_COLUMNS: Record<SearchSortField, (b: Built) => PgColumn> = {
  name: () => c.sortName,
  title: (b) => b.columns.title,
  experience_time: () => c.experienceTime,
  tenure: () => c.tenure,
  updated_at: () => c.updatedAt,
};

export type HitRow = { hit: StoredHit; score: number; skills: string[] };

/** Whether the page of hits is ordered by values computed per match (score, relevance): every match is read for it. */
export const readsEveryMatch = (built: Built, params: SearchParams) => !params.sort && (built.score !== null || built.rank !== null);

/**
 * How a page of hits ordered by recency (no text query, no score) is best read, given the number of
 * matches: from the (organisation, updated_at, id) index, row after row until the page is full —
 * about `wanted × rows / matches` rows read, few when most rows match — or by reading the matches
 * and sorting them — `matches` rows. The planner guesses the number of matches of several filters
 * together (a radius, a salary, a tenure) and walked the whole index for a search that matched
 * nothing (370 ms at 100,000 CVs, decision 022); the exact count is known before the page is read.
 * `rows` is the table's size as the planner last measured it (all organisations): too large a value
 * only chooses sorting, which never reads more than the matches.
 */
export function sortsMatches(matches: number, wanted: number, rows: number): boolean {
  return matches * matches < wanted * rows;
}

/** The table's size as the planner last measured it (0 before the first analyse). */
export async function searchRowsEstimate(scope: TenantScope): Promise<number> {
  // A catalog row, not a tenant's: the organisation takes no part in it.
  const result = (await tenantDb(scope).execute(() => sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'candidate_search'::regclass`)) as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The order of the hits: the chosen column, or score, relevance, most recently updated, id. With
 * `sortMatches` the recency order is written `nulls first`, which the indexes cannot give (they are
 * `nulls last`; both columns are never null, so the order is the same): the matches are read and
 * sorted instead of the index walked (`sortsMatches`).
 */
function hitOrder(built: Built, params: SearchParams, sortMatches = false): SQL[] {
  const order: SQL[] = [];
  if (params.sort) {
    const column = SORT_COLUMNS[params.sort.by](built);
    order.push(params.sort.order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, asc(c.agreementId));
  } else {
    if (built.score) order.push(sql`${built.score} desc`);
    if (built.rank) order.push(sql`${built.rank} desc`);
    // `nulls last` as the (organisation, updated_at, id) indexes are built (both columns are never
    // null): a plain `desc` is `nulls first` and cannot be read from them, so a search without a text
    // query or scores sorted every matching row for its page (decision 022).
    order.push(sortMatches ? sql`${c.updatedAt} desc nulls first` : sql`${c.updatedAt} desc nulls last`, sortMatches ? sql`${c.agreementId} desc nulls first` : sql`${c.agreementId} desc nulls last`);
  }
  return order;
}

/** One page of hits, in the chosen order or by score, relevance, most recently updated, id (`hitOrder`). */
export async function searchHits(scope: TenantScope, built: Built, params: SearchParams, sortMatches = false): Promise<HitRow[]> {
  const rows = await tenantDb(scope)
    .select({ hit: built.columns.hit, score: built.score ?? sql<number>`0`, skills: c.skills })
    .from(c)
    .where(...built.where)
    .orderBy(...hitOrder(built, params, sortMatches))
    .limit(params.hitsPerPage)
    .offset(params.page * params.hitsPerPage);
  return rows as HitRow[];
}

/**
 * One page of hits and the number of matches from one pass over the matches, for a search whose
 * order reads every match anyway (`readsEveryMatch`): counting them in a second statement read them
 * all again (decision 022). The matches' ids, scores, relevance and dates are kept once (a CTE read
 * twice is materialised), then counted and the page taken from them: a window count over the matches
 * (`count(*) over ()`) sorted every match whole before the first row came out, where a page of the
 * kept rows is a bounded sort (must-have 'SAP', 17,000 matches at 100,000 CVs: 65–92 → 46–61 ms,
 * decision 022). The page's hits are read by id after. A page past the last match has no row to carry
 * the count: it is counted on its own then.
 */
export async function searchHitsCounted(scope: TenantScope, built: Built, params: SearchParams): Promise<{ rows: HitRow[]; nbHits: number }> {
  const db = tenantDb(scope);
  const matches = db
    .select({
      id: sql<number>`${c.agreementId}`.as('id'),
      score: (built.score ?? sql<number>`0`).as('score'),
      rank: (built.rank ?? sql<number>`0`).as('rank'),
      updated: sql<Date>`${c.updatedAt}`.as('updated'),
    })
    .from(c)
    .where(...built.where);
  // The order of `hitOrder` over the kept columns (both dates and ids are never null).
  const order = [...(built.score ? [sql`m.score desc`] : []), ...(built.rank ? [sql`m.rank desc`] : []), sql`m.updated desc`, sql`m.id desc`];
  const result = (await db.execute(
    () => sql`with m as (${matches})
      select m.id, m.score, (select count(*) from m)::int as total from m
      order by ${sql.join(order, sql`, `)} limit ${params.hitsPerPage} offset ${params.page * params.hitsPerPage}`,
  )) as { rows: { id: number; score: number; total: number }[] };
  const page = result.rows;
  const nbHits = page.length ? Number(page[0].total) : params.page === 0 ? 0 : await countHits(scope, built);
  if (!page.length) return { rows: [], nbHits };
  const found = await db
    .select({ id: c.agreementId, hit: built.columns.hit, skills: c.skills })
    .from(c)
    .where(inArray(c.agreementId, page.map((p) => Number(p.id))));
  const byId = new Map(found.map((f) => [f.id, f]));
  // A row deleted between the two reads leaves the page one short, as a search a moment later would.
  const rows = page.flatMap((p) => {
    const f = byId.get(Number(p.id));
    return f ? [{ hit: f.hit, score: Number(p.score), skills: f.skills } as HitRow] : [];
  });
  return { rows, nbHits };
}

export async function countHits(scope: TenantScope, built: Built): Promise<number> {
  if (!built.filtered && built.view !== null) return (await keptCounts(scope, built.view, [FACET.rows]))[0]?.count ?? 0;
  const [{ n }] = await tenantDb(scope).select({ n: sql<number>`count(*)::int` }).from(c).where(...built.where);
  return n;
}

/** The facets of `candidate_search_facet_counts` (migration 0025). */
const FACET = { rows: 0, tenure: 1, experienceTime: 2, company: 3, association: 4 } as const;
const fc = candidateSearchFacetCounts;

/** The kept counts of a view's facets, every value (tenure, experience time and the rows have few). */
function keptCounts(scope: TenantScope, view: number, facets: number[]) {
  return tenantDb(scope)
    .select({ facet: fc.facet, value: fc.value, count: fc.count })
    .from(fc)
    .where(eq(fc.view, view), inArray(fc.facet, facets), sql`${fc.count} > 0`);
}

/**
 * Counts the organisation's facets again from its search rows (`npm run search:reindex`), in place of
 * the kept ones: what the triggers would have kept had every write passed through them. The table is
 * locked against writes for the moment of the count (reads go on), so no write falls between the two.
 */
export async function recountFacets(scope: TenantScope): Promise<void> {
  const db = tenantDb(scope);
  await db.execute(() => sql`lock table candidate_search in share mode`);
  await db.delete(fc);
  await db.execute(
    (organisation) => sql`insert into candidate_search_facet_counts (organisation_id, view, facet, value, count)
      select d.organisation_id, d.view, d.facet, d.value, sum(d.delta)::int
      from candidate_search r cross join lateral candidate_search_facet_deltas(r.organisation_id, r.marketplace, r.hidden,
        r.ready_for_review, r.is_spec_cv, r.tenure, r.experience_time, r.full_company, r.anon_company, r.association_names, 1) d
      where r.organisation_id = ${organisation}
      group by 1, 2, 3, 4`,
  );
}

/** A view's most frequent values of a facet, as the counts index holds them (`count desc nulls last`). */
function keptTop(scope: TenantScope, view: number, facet: number) {
  return tenantDb(scope)
    .select({ value: fc.value, count: fc.count })
    .from(fc)
    .where(eq(fc.view, view), eq(fc.facet, facet), sql`${fc.count} > 0`)
    .orderBy(sql`${fc.count} desc nulls last`, asc(fc.value))
    .limit(FACET_VALUES_MAX);
}

/** At most this many values per facet, the most frequent first. */
export const FACET_VALUES_MAX = 100;

/**
 * Counts per value of each facet over every matching row, and the number of matching rows. Tenure,
 * experience time and the total come from one statement (`grouping sets`: one pass over the matches
 * instead of three, decision 022), with the company names too when the search has a text query or
 * filters (its matches are read from the heap: once, not twice); without, the company names are
 * counted on their own from the facets index (all the organisation's values, the most frequent
 * kept). The associations (only CVs in one) always on their own.
 */
export async function facetCounts(scope: TenantScope, built: Built): Promise<FacetAnswer> {
  return !built.filtered && built.view !== null ? keptFacets(scope, built.view) : countedFacets(scope, built);
}

type FacetAnswer = { nbHits: number; facets: Record<SearchFacet, Record<string, number>> };

/** As the other facets: the most frequent first, then by value; no null value; at most `FACET_VALUES_MAX`. */
function ranked(rows: { value: string | null; count: number }[]): { value: string; count: number }[] {
  return rows
    .filter((r): r is { value: string; count: number } => r.value !== null)
    .sort((x, y) => y.count - x.count || (x.value < y.value ? -1 : x.value > y.value ? 1 : 0))
    .slice(0, FACET_VALUES_MAX);
}
const record = (rows: { value: string; count: number }[]) => Object.fromEntries(rows.map((r) => [r.value, r.count]));

/**
 * The facets of a search without a text query or filters, read from the counts kept in step with the
 * rows (a few hundred rows) instead of counting the organisation's every CV (950,000 index entries
 * at a million CVs, decision 022).
 */
export async function keptFacets(scope: TenantScope, view: number): Promise<FacetAnswer> {
  // One after another: inside a transaction they share one connection.
  const small = await keptCounts(scope, view, [FACET.rows, FACET.tenure, FACET.experienceTime]);
  const companies = await keptTop(scope, view, FACET.company);
  const groups = await keptTop(scope, view, FACET.association);
  const of = (facet: number) => small.filter((r) => r.facet === facet);
  return {
    nbHits: of(FACET.rows)[0]?.count ?? 0,
    facets: {
      'current_experience.company_name': record(companies),
      tenure: record(ranked(of(FACET.tenure))),
      experience_time: record(ranked(of(FACET.experienceTime))),
      'associations.company.name': record(groups),
    },
  };
}

/** The facets counted over the matching rows (`facetCounts` with a text query or filters). */
export async function countedFacets(scope: TenantScope, built: Built): Promise<FacetAnswer> {
  const db = tenantDb(scope);
  const count = sql<number>`count(*)::int`;
  const company = built.columns.company;
  const byValue = (value: SQL, notNull?: SQL) =>
    db
      .select({ value: sql<string>`(${value})::text`, count })
      .from(c)
      .where(...built.where, notNull)
      .groupBy(sql`1`)
      .orderBy(sql`2 desc`, sql`1 asc`)
      .limit(FACET_VALUES_MAX);
  // Without company names in the sets, a constant stands in for them in the select (grouping() sees
  // it aggregated) and no set groups by it.
  const companyKey = built.filtered ? sql`${company}` : sql`null::text`;
  const sets = built.filtered ? sql`(${c.tenure}), (${c.experienceTime}), (${companyKey}), ()` : sql`(${c.tenure}), (${c.experienceTime}), ()`;
  const [grouped, companies, association] = await Promise.all([
    db
      .select({
        // grouping() with the companies: 3 for the tenure sets, 5 for the experience sets, 6 for the
        // companies, 7 for the total; without: 1, 2 and 3.
        set: sql<number>`grouping(${c.tenure}, ${c.experienceTime}${built.filtered ? sql`, ${company}` : sql``})`,
        tenure: sql<string | null>`(${c.tenure})::text`,
        experience: sql<string | null>`(${c.experienceTime})::text`,
        company: sql<string | null>`(${companyKey})::text`,
        count,
      })
      .from(c)
      .where(...built.where)
      .groupBy(sql`grouping sets (${sets})`),
    built.filtered ? Promise.resolve(null) : byValue(sql`${company}`, isNotNull(company)),
    // Only CVs in an association have a value (and an index of their own).
    byValue(sql`unnest(${c.associationNames})`, sql`${c.associationNames} <> '{}'`),
  ]);
  const inSet = (n: number) => grouped.filter((r) => Number(r.set) === (built.filtered ? n : n >> 1));
  return {
    nbHits: inSet(7)[0]?.count ?? 0,
    facets: {
      'current_experience.company_name': record(companies ?? ranked(inSet(6).map((r) => ({ value: r.company, count: r.count })))),
      tenure: record(ranked(inSet(3).map((r) => ({ value: r.tenure, count: r.count })))),
      experience_time: record(ranked(inSet(5).map((r) => ({ value: r.experience, count: r.count })))),
      'associations.company.name': record(association),
    },
  };
}

/**
 * Whether a client's search can find this CV (§6 more candidates): it has a search row (drafts have
 * none), is on the marketplace and is neither hidden nor ready for review — the client rules of
 * `buildSearch`, for one CV.
 */
export async function isMarketplaceHit(scope: TenantScope, id: number): Promise<boolean> {
  const rows = await tenantDb(scope)
    .select({ id: c.agreementId })
    .from(c)
    .where(and(eq(c.agreementId, id), eq(c.marketplace, true), eq(c.hidden, false), eq(c.readyForReview, false)))
    .limit(1);
  return rows.length > 0;
}

// ── The change feed of the in-memory search (./index-feed.ts, migration 0026) ─────────────────────

/** What the in-memory search reads of a row: its filter, score, sort and facet columns and its texts' words. */
const INDEX_COLUMNS = {
  id: c.agreementId,
  marketplace: c.marketplace,
  hidden: c.hidden,
  readyForReview: c.readyForReview,
  isSpecCv: c.isSpecCv,
  // Each text's words, and those of weights A and B (from the key), space-separated (words hold none).
  fullWords: sql<string>`array_to_string(tsvector_to_array(${c.fullText}), ' ')`,
  fullA: sql<string>`array_to_string(tsvector_to_array(ts_filter(${c.fullKey}, '{a}')), ' ')`,
  fullB: sql<string>`array_to_string(tsvector_to_array(ts_filter(${c.fullKey}, '{b}')), ' ')`,
  anonWords: sql<string>`array_to_string(tsvector_to_array(${c.anonText}), ' ')`,
  anonA: sql<string>`array_to_string(tsvector_to_array(ts_filter(${c.anonKey}, '{a}')), ' ')`,
  anonB: sql<string>`array_to_string(tsvector_to_array(ts_filter(${c.anonKey}, '{b}')), ' ')`,
  sortName: c.sortName,
  fullTitle: c.fullTitle,
  anonTitle: c.anonTitle,
  skills: c.skills,
  topSkills: c.topSkills,
  listIds: c.listIds,
  jobPostIds: c.jobPostIds,
  employeeId: c.employeeId,
  fullCompany: c.fullCompany,
  anonCompany: c.anonCompany,
  tenure: c.tenure,
  experienceTime: c.experienceTime,
  associationNames: c.associationNames,
  geoLats: c.geoLats,
  geoLngs: c.geoLngs,
  permanentMin: c.permanentMin,
  permanentMax: c.permanentMax,
  contractMin: c.contractMin,
  contractMax: c.contractMax,
  hourlyMin: c.hourlyMin,
  hourlyMax: c.hourlyMax,
  dailyMin: c.dailyMin,
  dailyMax: c.dailyMax,
  updatedAt: c.updatedAt,
};

const selectIndexRows = (scope: TenantScope, ...where: SQL[]) => tenantDb(scope).select(INDEX_COLUMNS).from(c).where(...where);
export type IndexSourceRow = Awaited<ReturnType<typeof selectIndexRows>>[number];

/**
 * The oldest transaction this moment's snapshot cannot see (its xmin): every write of an older one is
 * visible now, every later write carries a `change_xid` at or after it.
 */
export async function changeHorizon(scope: TenantScope): Promise<string> {
  // A property of the database's transactions, not of a tenant's rows.
  const result = (await tenantDb(scope).execute(() => sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`)) as { rows: { xmin: string }[] };
  return String(result.rows[0].xmin);
}

/** What a snapshot of an in-memory index is written for (./snapshot.ts): the database and its migrations. */
export type SnapshotIdentity = { database: string; migrations: string };

/**
 * The database as its cluster's system identifier and its own oid (a database made again, or
 * restored into another cluster, is another), and the migrations applied to it (how many, and the
 * latest's time).
 */
export async function snapshotIdentity(scope: TenantScope): Promise<SnapshotIdentity> {
  // Properties of the database, not of a tenant's rows.
  const result = (await tenantDb(scope).execute(
    () => sql`select (select system_identifier::text from pg_control_system()) || '/' || (select oid::text from pg_database where datname = current_database()) as database,
      (select count(*)::text || '/' || coalesce(max(created_at)::text, '') from drizzle.__drizzle_migrations) as migrations`,
  )) as { rows: SnapshotIdentity[] };
  return { database: String(result.rows[0].database), migrations: String(result.rows[0].migrations) };
}

/** The organisation's rows after `afterId`, in id order, up to `limit`: the in-memory search's first read. */
export async function indexRowsAfter(scope: TenantScope, afterId: number, limit: number): Promise<IndexSourceRow[]> {
  return selectIndexRows(scope, sql`${c.agreementId} > ${afterId}`)
    .orderBy(asc(c.agreementId))
    .limit(limit);
}

/** The rows written by a transaction at or after `horizon` (`changeHorizon`). */
export async function indexRowsChangedSince(scope: TenantScope, horizon: string): Promise<IndexSourceRow[]> {
  return selectIndexRows(scope, sql`${c.changeXid} >= ${horizon}::xid8`);
}

/** The ids of the rows deleted by a transaction at or after `horizon`. */
export async function removedSince(scope: TenantScope, horizon: string): Promise<number[]> {
  const r = candidateSearchRemovals;
  const rows = await tenantDb(scope).select({ id: r.agreementId }).from(r).where(sql`${r.changeXid} >= ${horizon}::xid8`);
  return rows.map((row) => row.id);
}

/** Forgets the organisation's removals noted before `before` (an index older than that reads every row again). */
export async function purgeRemovals(scope: TenantScope, before: Date): Promise<void> {
  await tenantDb(scope).delete(candidateSearchRemovals, sql`${candidateSearchRemovals.removedAt} < ${before.toISOString()}::timestamptz`);
}

/** The stored hits and skills of these rows, as an audience gets them (rows gone are left out). */
export async function hitsByIds(scope: TenantScope, audience: Audience, ids: number[]): Promise<Map<number, { hit: StoredHit; skills: string[] }>> {
  if (!ids.length) return new Map();
  const client = audience === 'client';
  const hit = client ? c.anonHit : c.fullHit;
  // A client's page is read only among the CVs a client may find, whatever the index answered: the
  // rows it names are checked against the marketplace and tag rules again.
  const visible = client ? and(inArray(c.agreementId, ids), eq(c.marketplace, true), eq(c.hidden, false), eq(c.readyForReview, false)) : inArray(c.agreementId, ids);
  const found = await tenantDb(scope).select({ id: c.agreementId, hit, skills: c.skills }).from(c).where(visible);
  return new Map(found.map((f) => [f.id, { hit: f.hit as StoredHit, skills: f.skills }]));
}
