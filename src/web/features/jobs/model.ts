/**
 * What the job screens offer, from the moves the server enforces (`JOB_POST_MOVES`,
 * `PROSPECT_MOVES`, decision 023): a bulk action shows only when every chosen row may take it (the
 * server applies a batch all or nothing), and a card may be dropped only on a column its status may
 * move to.
 */
import {
  JOB_POST_MOVES,
  PROSPECT_MOVES,
  type JobPostMove,
  type JobPostStatus,
  type Prospect,
  type ProspectMove,
  type ProspectStatus,
} from '../../../shared/schemas/job-posts.js';

type Move<S extends string> = { to: S; from: readonly S[] };

/** A move fits a batch when at least one row moves and the others may (or are already there: no change). */
function fits<S extends string>(move: Move<S>, statuses: readonly S[]): boolean {
  if (statuses.length === 0) return false;
  return statuses.some((s) => move.from.includes(s)) && statuses.every((s) => move.from.includes(s) || s === move.to);
}

/** The job post bulk actions (open, close, archive) the chosen job posts all allow. */
export function jobMovesFor(statuses: readonly JobPostStatus[]): JobPostMove[] {
  return (Object.keys(JOB_POST_MOVES) as JobPostMove[]).filter((m) => fits<JobPostStatus>(JOB_POST_MOVES[m], statuses));
}

export type ProspectBulkAction = ProspectMove | 'unreject';

/** The prospect bulk actions (present, reject, interview, hire, unreject) the chosen prospects all allow. */
export function prospectActionsFor(statuses: readonly ProspectStatus[]): ProspectBulkAction[] {
  const moves = (Object.keys(PROSPECT_MOVES) as ProspectMove[]).filter((m) => fits<ProspectStatus>(PROSPECT_MOVES[m], statuses));
  // `interview` on an interviewing prospect takes new availability: allowed for a batch of them alone too.
  if (!moves.includes('interview') && statuses.length > 0 && statuses.every((s) => s === 'interviewing' || s === 'presented')) moves.push('interview');
  const unreject = statuses.length > 0 && statuses.every((s) => s === 'rejected');
  return unreject ? [...moves, 'unreject'] : moves;
}

/** The board's columns: agency staff see the whole pipeline, a client from presented on (§6). */
export const AGENCY_COLUMNS: readonly ProspectStatus[] = ['new', 'prospected', 'presented', 'interviewing', 'hired', 'rejected'];
export const CLIENT_COLUMNS: readonly ProspectStatus[] = ['presented', 'interviewing', 'hired', 'rejected'];

/** The action that moves a card from its status to the column `to`, or null where the pipeline allows none (`force_status` is the table's). */
export function dropAction(from: ProspectStatus, to: ProspectStatus): ProspectMove | null {
  if (from === to) return null;
  const move = (Object.keys(PROSPECT_MOVES) as ProspectMove[]).find((m) => PROSPECT_MOVES[m].to === to);
  return move && (PROSPECT_MOVES[move].from as readonly ProspectStatus[]).includes(from) ? move : null;
}

/** Prospects grouped by column, in the order given. */
export function byColumn(prospects: readonly Prospect[], columns: readonly ProspectStatus[]): Map<ProspectStatus, Prospect[]> {
  const map = new Map<ProspectStatus, Prospect[]>(columns.map((c) => [c, []]));
  for (const p of prospects) map.get(p.status)?.push(p);
  return map;
}

/** The four job states in order, for the status-bar stepper. */
export const JOB_STEPS: readonly JobPostStatus[] = ['draft', 'open', 'closed', 'archived'];
