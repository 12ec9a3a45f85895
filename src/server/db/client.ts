/**
 * The database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
 * Both speak the same SQL and run the same committed migrations.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { privateDirSync } from '../lib/private-files.js';
import { createGate, DEFAULT_GATE, gatedClient, type GateOptions } from './gate.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database: repositories accept either. */
export type Executor = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its data directory as a tar archive, which `openDatabase({ inMemory, fromDump })` starts from. */
  dump?(): Promise<Blob>;
};

/** Where the committed SQL migrations are, from the source tree or the built server. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'src/server/db/migrations');
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the migrations folder src/server/db/migrations.');
}

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** With `inMemory`: start from a dump (`Database.dump`) instead of an empty database — a tar archive of a data directory. */
  fromDump?: Blob;
  /** The queue in front of the embedded database (PGlite only). */
  gate?: GateOptions;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // JIT compilation off: it suits long analytical queries; on the candidate search at a million
    // rows it added 20–60 ms of compiling to queries that run in tens of milliseconds. A random page
    // read costed as what it is on SSDs and cached data (1.1, not the spinning disk's 4): at 4 the
    // planner read a word that 16 % of the CVs have by scanning and decompressing every CV's text
    // (4.4 s) instead of its index (0.8 s). Bitmaps of up to 16 MB stay exact, so no match's text is
    // decompressed to check it again (decision 022).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off -c random_page_cost=1.1 -c work_mem=16MB' });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let client: InstanceType<typeof PGlite>;
  if (options.inMemory) {
    client = new PGlite(options.fromDump ? { loadDataDir: options.fromDump } : {});
  } else {
    const dir = path.join(path.resolve(options.dataDir ?? './data'), 'pglite');
    privateDirSync(dir);
    client = new PGlite(dir);
  }
  await client.waitReady;
  const gated = gatedClient(client, createGate(options.gate ?? DEFAULT_GATE));
  const db = drizzle({ client: gated, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await gated.query('select 1');
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

export async function migrate(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder: migrationsFolderPath });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder: migrationsFolderPath });
  }
}
