/**
 * The tenant scope: the one way repositories reach tenant-owned rows. A scope is made per request
 * from the organisation the host names and holds the database privately: a repository gets no
 * executor from it, only `tenantDb(scope)`, whose every select, join, insert, update and delete
 * carries `organisation_id = scope`. A query of a tenant-owned table without it does not compile.
 */
import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgSelectQueryBuilder, PgColumn, PgInsertValue, PgSelectBuilder, PgSelectJoin, PgSelectWithout, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { Placeholder } from 'drizzle-orm/sql';
import type { Executor } from './client.js';
import { copyFrom } from './copy.js';

/** Where the scope keeps its executor: this module alone can read it. */
const EXECUTOR: unique symbol = Symbol('executor');

export type TenantScope = {
  readonly organisationId: number;
  readonly [EXECUTOR]: Executor;
};

export function tenantScope(db: Executor, organisationId: number): TenantScope {
  return Object.freeze({ organisationId, [EXECUTOR]: db });
}

/** The scope (or request context) with another executor (a transaction), same organisation. */
export const withExecutor = <S extends TenantScope>(scope: S, db: Executor): S => Object.freeze({ ...scope, [EXECUTOR]: db });

/** A tenant-owned table: it has an `organisation_id` the scope sets and matches. */
export type OwnedTable = PgTable & { organisationId: PgColumn; $inferInsert: { organisationId: number } };
type OwnedValues<T extends OwnedTable> = Omit<T['$inferInsert'], 'organisationId'>;
type OwnedChanges<T extends OwnedTable> = Omit<PgUpdateSetSource<T>, 'organisationId'>;
type Organisation = number | Placeholder;

/** Loud at run time too: a table without `organisation_id` (cast past the types) is refused. */
function owned<T extends OwnedTable>(table: T): T {
  if (!(table as Partial<OwnedTable>).organisationId) throw new Error(`${getTableName(table)} is not tenant-owned: it has no organisation_id to scope by.`);
  return table;
}

/** `organisation_id = scope` AND every other condition. */
function scopedTo(organisation: Organisation, table: { organisationId: PgColumn }, conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.organisationId, organisation), ...conditions) as SQL;
}

/** A join condition between two tenant-owned tables: both rows of one organisation, and `on`. */
function joinScoped(left: { organisationId: PgColumn }, right: { organisationId: PgColumn }, on: (SQL | undefined)[]): SQL {
  return and(eq(right.organisationId, left.organisationId), ...on) as SQL;
}

type JoinMethods = 'leftJoin' | 'leftJoinLateral' | 'innerJoin' | 'innerJoinLateral' | 'rightJoin' | 'fullJoin' | 'crossJoin' | 'crossJoinLateral';
// Drizzle's joined builder in its "dynamic" form (the builder itself, not an `Omit` of it), so that
// joins chain and `where` below still sees a select builder.
type Joined<B, J extends 'inner' | 'left', T extends OwnedTable> = B extends AnyPgSelectQueryBuilder ? PgSelectJoin<B, true, J, T> : never;
type Filtered<B> = B extends AnyPgSelectQueryBuilder ? PgSelectWithout<B, false, 'where' | JoinMethods> : never;

/**
 * A select from a tenant-owned table before its `where`: joins match `organisation_id` of the
 * joined table to the first one's, and `where(…)` adds `organisation_id = scope` and hands back
 * Drizzle's builder (order, limit, `for('update')`, prepare) with no further joins.
 */
export class ScopedSelect<B> {
  readonly #builder: B;
  readonly #table: OwnedTable;
  readonly #organisation: Organisation;

  constructor(builder: B, table: OwnedTable, organisation: Organisation) {
    this.#builder = builder;
    this.#table = table;
    this.#organisation = organisation;
  }

  innerJoin<T extends OwnedTable>(table: T, ...on: (SQL | undefined)[]): ScopedSelect<Joined<B, 'inner', T>> {
    const joined = (this.#builder as AnyPgSelectQueryBuilder).innerJoin(owned(table) as never, joinScoped(this.#table, table, on));
    return new ScopedSelect(joined as Joined<B, 'inner', T>, this.#table, this.#organisation);
  }

  leftJoin<T extends OwnedTable>(table: T, ...on: (SQL | undefined)[]): ScopedSelect<Joined<B, 'left', T>> {
    const joined = (this.#builder as AnyPgSelectQueryBuilder).leftJoin(owned(table) as never, joinScoped(this.#table, table, on));
    return new ScopedSelect(joined as Joined<B, 'left', T>, this.#table, this.#organisation);
  }

  where(...conditions: (SQL | undefined)[]): Filtered<B> {
    return (this.#builder as AnyPgSelectQueryBuilder).where(scopedTo(this.#organisation, this.#table, conditions)) as Filtered<B>;
  }
}

/**
 * The query API repositories are given: Drizzle's, restricted to tenant-owned tables and always
 * scoped. `select(fields?).from(table)…where(…)`, `insert(table, values)` (the values cannot name
 * `organisationId`; the scope's is set on every row), `update(table, changes, …where)` (the changes
 * cannot move a row to another organisation) and `delete(table, …where)`.
 */
export class TenantDb {
  readonly #db: Executor;
  readonly #organisation: Organisation;

  constructor(db: Executor, organisation: Organisation) {
    this.#db = db;
    this.#organisation = organisation;
  }

  select<F extends SelectedFields | undefined = undefined>(fields?: F) {
    const builder = (fields ? this.#db.select(fields) : this.#db.select()) as PgSelectBuilder<F>;
    return {
      from: <T extends OwnedTable>(table: T) => new ScopedSelect(builder.from<T>(owned(table) as never), table, this.#organisation),
    };
  }

  insert<T extends OwnedTable>(table: T, values: OwnedValues<T> | OwnedValues<T>[]) {
    const rows = (Array.isArray(values) ? values : [values]).map((v) => ({ ...v, organisationId: this.#organisation }));
    return this.#db.insert(owned(table)).values(rows as PgInsertValue<T>[]);
  }

  update<T extends OwnedTable>(table: T, changes: OwnedChanges<T>, ...conditions: (SQL | undefined)[]) {
    if ('organisationId' in changes) throw new Error('A row never moves to another organisation.');
    return this.#db
      .update(owned(table))
      .set(changes as PgUpdateSetSource<T>)
      .where(scopedTo(this.#organisation, table, conditions));
  }

  delete<T extends OwnedTable>(table: T, ...conditions: (SQL | undefined)[]) {
    return this.#db.delete(owned(table)).where(scopedTo(this.#organisation, table, conditions));
  }

  /**
   * A statement the builders above cannot write (an `insert … select` from a JSON recordset: many rows
   * in one statement), given the scope's organisation to bind. The statement must scope every
   * tenant-owned table it reads or writes by it.
   */
  execute(statement: (organisation: SQL) => SQL) {
    return this.#db.execute(statement(sql`${this.#organisation}`));
  }

  /**
   * Rows of a COPY text (./copy-text.ts) into a temporary table of the transaction, a bulk load's
   * staging: only the session's own temporary tables can be named (`pg_temp`), which hold no
   * organisation's rows until a statement of `execute` moves them on, scoped.
   */
  copyToTemporary(table: string, columns: readonly string[], text: string) {
    return copyFrom(this.#db, `pg_temp.${table}`, columns, text);
  }

  /**
   * `exists(select 1 from table where organisation_id = scope and …)`: a condition on other rows
   * (correlated through `conditions`), scoped like every query.
   */
  exists<T extends OwnedTable>(table: T, ...conditions: (SQL | undefined)[]): SQL<boolean> {
    return sql<boolean>`exists(${this.select({ one: sql`1` }).from(table).where(...conditions)})`;
  }
}

/** The scoped query API of a scope (or request context, or transaction bound to one). */
export function tenantDb(scope: TenantScope): TenantDb {
  return new TenantDb(scope[EXECUTOR], scope.organisationId);
}

/** Runs `work` in one transaction with the scope (or request context) bound to it. */
export function inTransaction<T, S extends TenantScope = TenantScope>(scope: S, work: (tx: S) => Promise<T>): Promise<T> {
  const db = scope[EXECUTOR] as { transaction: (fn: (tx: Executor) => Promise<T>) => Promise<T> };
  return db.transaction((tx) => work(withExecutor(scope, tx)));
}

/**
 * Hot-path queries are prepared once per database (Drizzle builds the SQL once; PostgreSQL plans the
 * named statement once per connection). `build` gets the same scoped API with the organisation a
 * placeholder, and every run binds it to the scope's: the same guarantee as `tenantDb(scope)`.
 */
export const ORGANISATION_PLACEHOLDER = 'organisationId';

type Prepared<R> = { execute(params: Record<string, unknown>): Promise<R> };

export function preparedQuery<R>(build: (db: TenantDb) => Prepared<R>) {
  const perDatabase = new WeakMap<object, Prepared<R>>();
  return (scope: TenantScope, params: Record<string, unknown>): Promise<R> => {
    const db = scope[EXECUTOR];
    let prepared = perDatabase.get(db);
    if (!prepared) {
      prepared = build(new TenantDb(db, sql.placeholder(ORGANISATION_PLACEHOLDER)));
      perDatabase.set(db, prepared);
    }
    return prepared.execute({ ...params, [ORGANISATION_PLACEHOLDER]: scope.organisationId });
  };
}
