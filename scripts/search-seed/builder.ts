/**
 * The seed's CPU work for one batch, away from the database: the synthetic candidates drawn
 * (./candidates.ts) and their search rows built by the search module's own document builder
 * (`searchDocument`, `searchRowsCopy`) from the same values `refreshProjection` reads back for them
 * (a CV just written: no job posts, no associations, its lists, its consultant's employee record).
 * Pure, so the seed runs it in worker threads while the batches before it are written.
 */
import type { CopyRows } from '../../src/server/db/copy-text.js';
import { searchDocument, searchRowsCopy, type SearchSource } from '../../src/server/modules/search/document.js';
import { batchRows, syntheticCandidates, type SeedTarget } from './candidates.js';

/** What every batch of a run shares: where the CVs go and what their search rows are built with. */
export type BuildContext = {
  target: SeedTarget;
  seed: number;
  /** The organisation's currency, for salaries without one. */
  defaultCurrency: string;
  /** Per consultant (user id): the employee id the projection gives the CV (the one of the CV's account, else their first). */
  employeeOf: Record<number, number>;
};

/** A batch ready to write: agreements, list memberships and search rows as COPY texts. */
export type BuiltBatch = { ids: number[]; agreements: CopyRows; listItems: CopyRows; searchRows: CopyRows };

export function buildBatch(context: BuildContext, start: number, ids: number[]): BuiltBatch {
  const { target } = context;
  const candidates = syntheticCandidates(target, { seed: context.seed, start, ids });
  const sources: SearchSource[] = candidates.map(({ row, listIds }) => ({
    id: row.id,
    data: row.data,
    marketplaceAt: row.marketplaceAt,
    hidden: row.hidden,
    isSpecCv: row.isSpecCv,
    candidateApproved: row.candidateApproved,
    candidateApprovedAt: row.candidateApprovedAt,
    recruiterAcceptedAt: null,
    updatedAt: row.updatedAt,
    defaultCurrency: context.defaultCurrency,
    // As the projection reads them: in list id order.
    listIds: [...listIds].sort((a, b) => a - b),
    jobPostIds: [],
    employeeId: context.employeeOf[row.consultantId] ?? null,
    associations: [],
  }));
  return { ids, ...batchRows(candidates), searchRows: searchRowsCopy(sources.map((s) => searchDocument(s, target.now))) };
}
