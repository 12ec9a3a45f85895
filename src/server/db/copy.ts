/**
 * `COPY table (columns) FROM STDIN` inside a transaction, on either database: a text of rows in the
 * text format (./copy-text.ts) streamed to node-postgres (pg-copy-streams), or handed to PGlite as
 * the blob its `COPY … FROM '/dev/blob'` reads. For bulk loads only: the rows are written as they
 * are, so the caller answers for every column, the organisation's included.
 */
import type { Executor } from './client.js';

/** The driver's own client under a Drizzle transaction (both drivers keep it as `session.client`). */
type DriverClient = { query: (...args: never[]) => unknown; exec?: unknown };

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** A table name, schema-qualified or not (`pg_temp.staging`). */
const quoteTable = (name: string) => name.split('.').map(quoteIdentifier).join('.');

export async function copyFrom(tx: Executor, table: string, columns: readonly string[], text: string): Promise<void> {
  const client = (tx as unknown as { session?: { client?: DriverClient } }).session?.client;
  if (!client) throw new Error('copyFrom needs a Drizzle database or transaction.');
  const pglite = typeof client.exec === 'function';
  // A pool would run the COPY on whichever of its connections it hands out, outside the transaction.
  if (!pglite && 'totalCount' in client) throw new Error('copyFrom on PostgreSQL runs inside a transaction.');
  const statement = `copy ${quoteTable(table)} (${columns.map(quoteIdentifier).join(', ')}) from`;
  if (pglite) {
    const embedded = client as unknown as { query: (sql: string, params: unknown[], options: { blob: Blob }) => Promise<unknown> };
    await embedded.query(`${statement} '/dev/blob'`, [], { blob: new Blob([text]) });
    return;
  }
  const { from } = await import('pg-copy-streams');
  const { Readable } = await import('node:stream');
  const { pipeline } = await import('node:stream/promises');
  const pg = client as unknown as { query: (stream: ReturnType<typeof from>) => ReturnType<typeof from> };
  await pipeline(Readable.from([text]), pg.query(from(`${statement} stdin`)));
}
