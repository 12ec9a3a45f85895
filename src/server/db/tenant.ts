/**
 * The tenant scope: the one way repositories reach tenant-owned rows. A scope is made per request
 * from the organisation the host names; repositories take it as their first argument and build
 * every query with `scoped()`, so a row of another organisation is simply not found.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

export type TenantScope = {
  readonly organisationId: number;
  readonly db: Executor;
};

export function tenantScope(db: Executor, organisationId: number): TenantScope {
  return Object.freeze({ organisationId, db });
}

/** The scope (or request context) with another executor (a transaction), same organisation. */
export const withExecutor = <S extends TenantScope>(scope: S, db: Executor): S => Object.freeze({ ...scope, db });

/** `organisation_id = scope` AND every other condition. */
export function scoped(scope: TenantScope, table: { organisationId: PgColumn }, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.organisationId, scope.organisationId), ...conditions) as SQL;
}

type OwnedTable = PgTable & { organisationId: PgColumn; $inferInsert: { organisationId: number } };
type OwnedValues<T extends OwnedTable> = Omit<T['$inferInsert'], 'organisationId'>;

/**
 * `insert into` a tenant-owned table with the scope's organisation on every row: the values cannot
 * name `organisationId` themselves. Chain `.returning()`, `.onConflictDoNothing()` as with Drizzle.
 */
export function insertScoped<T extends OwnedTable>(scope: TenantScope, table: T, values: OwnedValues<T> | OwnedValues<T>[]) {
  const rows = (Array.isArray(values) ? values : [values]).map((v) => ({ ...v, organisationId: scope.organisationId }));
  return scope.db.insert(table).values(rows as PgInsertValue<T>[]);
}

/** A join condition between two tenant-owned tables: both rows of one organisation, and `on`. */
export function joinScoped(left: { organisationId: PgColumn }, right: { organisationId: PgColumn }, ...on: SQL[]): SQL {
  return and(eq(right.organisationId, left.organisationId), ...on) as SQL;
}

/** Runs `work` in one transaction with the scope (or request context) bound to it. */
export function inTransaction<T, S extends TenantScope = TenantScope>(scope: S, work: (tx: S) => Promise<T>): Promise<T> {
  const db = scope.db as { transaction: (fn: (tx: Executor) => Promise<T>) => Promise<T> };
  return db.transaction((tx) => work(withExecutor(scope, tx)));
}

/**
 * Hot-path queries are prepared once per database (Drizzle builds the SQL once; PostgreSQL plans the
 * named statement once per connection). They are scoped by `scopedPlaceholder` and run through
 * `runPrepared`, which always binds the scope's organisation: the same guarantee as `scoped()`.
 */
export const ORGANISATION_PLACEHOLDER = 'organisationId';

export function scopedPlaceholder(table: { organisationId: PgColumn }, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.organisationId, sql.placeholder(ORGANISATION_PLACEHOLDER)), ...conditions) as SQL;
}

type Prepared<R> = { execute(params: Record<string, unknown>): Promise<R> };

export function preparedQuery<R>(build: (db: Executor) => Prepared<R>) {
  const perDatabase = new WeakMap<object, Prepared<R>>();
  return (scope: TenantScope, params: Record<string, unknown>): Promise<R> => {
    let prepared = perDatabase.get(scope.db);
    if (!prepared) {
      prepared = build(scope.db);
      perDatabase.set(scope.db, prepared);
    }
    return prepared.execute({ ...params, [ORGANISATION_PLACEHOLDER]: scope.organisationId });
  };
}
