/** COPY texts (./copy-text.ts) and `copyFrom` (./copy.ts), on the database the tests run on. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper.js';
import { copyRows, copyText, copyValue } from './copy-text.js';
import { copyFrom } from './copy.js';
import { tenantDb, tenantScope } from './tenant.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('copyText', () => {
  it('writes each value as the text format reads it', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(undefined)).toBe('\\N');
    expect(copyValue(true)).toBe('t');
    expect(copyValue(false)).toBe('f');
    expect(copyValue(-2.5)).toBe('-2.5');
    expect(copyValue('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyValue('\\N')).toBe('\\\\N');
    expect(copyValue(new Date('2026-06-01T12:00:00.250Z'))).toBe('2026-06-01T12:00:00.250Z');
    expect(copyValue(['a"b', 'c\\d', null, 'NULL', ''])).toBe('{"a\\\\"b","c\\\\\\\\d",NULL,"NULL",""}');
    expect(copyValue([1, 2.5])).toBe('{1,2.5}');
    expect(copyValue({ k: 'tab\there' })).toBe('{"k":"tab\\\\there"}');
    expect(() => copyValue([[1]])).toThrow('not an array');
    expect(() => copyValue(10n)).toThrow('bigint');
  });

  it('ends every row with a newline and takes the columns from the records’ keys', () => {
    expect(copyText([[1, 'a'], [2, null]])).toBe('1\ta\n2\t\\N\n');
    expect(copyRows([{ id: 1, name: 'x' }, { id: 2, name: 'y' }])).toEqual({ columns: ['id', 'name'], text: '1\tx\n2\ty\n' });
    expect(copyRows([])).toEqual({ columns: [], text: '' });
  });
});

describe('copyFrom', () => {
  const awkward = ['tab\there', 'line\nbreak\r\n', 'back\\slash', '\\N', 'NULL', '', 'quote " and {brace, comma}', 'Zoë Ærø 東京 🙂'];
  const rows = awkward.map((text, i) => ({
    id: i,
    label: text,
    flag: i % 2 === 0,
    amount: i === 3 ? null : i * 1.5,
    at: new Date(Date.UTC(2026, 0, 1 + i, 8, 30)),
    doc: { text, list: [text, i] },
    tags: [text, null, 'NULL', `${text}"`],
    ids: [i, i - 10],
  }));

  it('stores every value as it was given, through either driver', async () => {
    const read = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table copy_probe (id int, label text, flag boolean, amount float8, at timestamptz, doc jsonb, tags text[], ids int[]) on commit drop`);
      const { columns, text } = copyRows(rows);
      await copyFrom(tx, 'copy_probe', columns, text);
      return (await tx.execute(sql`select * from copy_probe order by id`)) as unknown as { rows: Record<string, unknown>[] };
    });
    expect(read.rows.map((r) => ({ ...r, at: new Date(r.at as string) }))).toEqual(rows);
  });

  it('a failing COPY fails its transaction and leaves nothing', async () => {
    const db = t.database.db;
    await db.execute(sql`create table if not exists copy_probe_kept (id int primary key, label text not null)`);
    await expect(
      db.transaction(async (tx) => {
        await copyFrom(tx, 'copy_probe_kept', ['id', 'label'], copyText([[1, 'kept?']]));
        await copyFrom(tx, 'copy_probe_kept', ['id', 'label'], copyText([[2, null]]));
      }),
    ).rejects.toThrow();
    expect(((await db.execute(sql`select count(*)::int as n from copy_probe_kept`)) as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    await db.execute(sql`drop table copy_probe_kept`);
  });

  it('on PostgreSQL, refuses to run outside a transaction (a pool would pick any connection)', async () => {
    if (t.database.kind !== 'postgres') return;
    await expect(copyFrom(t.database.db, 'copy_probe', ['id'], '1\n')).rejects.toThrow('runs inside a transaction');
  });

  it('a tenant scope copies only into the session’s temporary tables', async () => {
    const db = t.database.db;
    // A table the copy would fill if it were named as it is.
    await db.execute(sql`create table if not exists copy_probe_plain (id int)`);
    await expect(db.transaction((tx) => tenantDb(tenantScope(tx, 1)).copyToTemporary('copy_probe_plain', ['id'], '1\n'))).rejects.toThrow('copy_probe_plain');
    expect(((await db.execute(sql`select count(*)::int as n from copy_probe_plain`)) as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    // The same table made temporary takes the row.
    const copied = await db.transaction(async (tx) => {
      await tx.execute(sql`create temp table copy_probe_plain (id int) on commit drop`);
      await tenantDb(tenantScope(tx, 1)).copyToTemporary('copy_probe_plain', ['id'], '1\n');
      return ((await tx.execute(sql`select count(*)::int as n from pg_temp.copy_probe_plain`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    });
    expect(copied).toBe(1);
    await db.execute(sql`drop table copy_probe_plain`);
  });
});
