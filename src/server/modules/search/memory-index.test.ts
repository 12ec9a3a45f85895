/**
 * The in-memory search (decision 022, fifth round) answers what the database's statements answer:
 * the same hits in the same order, the same count and the same facets, for random searches of both
 * audiences over synthetic CVs the bulk seed writes (every filter, the tag rules, scores, relevance,
 * sorts, pages); it follows writes and deletes through the change feed; and its parts on their own.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, inArray } from 'drizzle-orm';
import { searchRequestSchema, SALARY_TYPES, SEARCH_SORT_FIELDS, type SearchAnswer, type SearchRequest } from '../../../shared/schemas/search.js';
import { candidateSearch } from '../../db/schema.js';
import { tenantDb, tenantScope, type TenantScope } from '../../db/tenant.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { buildContext, runSeed, seedTarget } from '../../../../scripts/search-seed/batches.js';
import * as randomly from '../../../../scripts/corpus/random.js';

const pick = <T>(random: () => number, xs: readonly T[]) => randomly.pick(xs, random);
const chance = (random: () => number, p: number) => randomly.chance(p, random);
const int = (random: () => number, min: number, max: number) => randomly.int(min, max, random);
import { createSearchIndexes, settledWithin, type SearchIndexes } from './index-feed.js';
import { CandidateIndex, type IndexRow, type IndexText } from './memory-index.js';
import { deleteRows } from './repository.js';
import { distanceM, EARTH_RADIUS_M } from './geo.js';
import { readSnapshot, snapshotFile, SnapshotUnreadable, writeSnapshot, type SnapshotMeta } from './snapshot.js';
import { search, type Audience } from './service.js';

/** A text of these words, none in the name, title or skills. */
const plain = (...words: string[]): IndexText => ({ words, a: [], b: [] });

describe('CandidateIndex', () => {
  const row = (id: number, over: Partial<IndexRow> = {}): IndexRow => ({
    id,
    marketplace: false,
    hidden: false,
    readyForReview: false,
    isSpecCv: false,
    full: plain(`word${id % 7}`),
    anon: plain(),
    sortName: `name ${id}`,
    fullTitle: null,
    anonTitle: null,
    skills: [`skill${id % 5}`],
    topSkills: [],
    listIds: [],
    jobPostIds: [],
    employeeId: null,
    fullCompany: `company${id % 3}`,
    anonCompany: null,
    tenure: id % 6,
    experienceTime: id % 26,
    associationNames: [],
    geoLats: [],
    geoLngs: [],
    salary: [null, null, null, null, null, null, null, null],
    updatedAt: id * 1000,
    ...over,
  });
  const params = (request: SearchRequest) => searchRequestSchema.parse(request);

  it('answers the same after compacting its dead slots', () => {
    const index = new CandidateIndex();
    index.upsert(Array.from({ length: 5000 }, (_, i) => row(i + 1)));
    // Replaced twice, then most removed: past a third of dead slots the index compacts.
    const again = (id: number) => row(id, { skills: ['skill9'], full: { words: ['again'], a: ['again'], b: [] } });
    index.upsert(Array.from({ length: 3000 }, (_, i) => again(i + 1)));
    const asked = [
      params({ query: 'word3', facets: true, hitsPerPage: 100 }),
      params({ query: 'again', hitsPerPage: 50, page: 3 }),
      params({ filters: { skills: [{ name: 'skill9', mod: 0 }] }, hitsPerPage: 20 }),
      params({ sort: { by: 'tenure', order: 'desc' }, hitsPerPage: 30, page: 7 }),
    ];
    const before = asked.map((p) => index.search('recruiter', p));
    index.remove(Array.from({ length: 2000 }, (_, i) => 4000 - i));
    // The same rows again: removed and put back, the answers are the same.
    index.upsert(Array.from({ length: 2000 }, (_, i) => (4000 - i <= 3000 ? again(4000 - i) : row(4000 - i))));
    expect(index.size).toBe(5000);
    expect(asked.map((p) => index.search('recruiter', p))).toEqual(before);
    index.remove(Array.from({ length: 4000 }, (_, i) => i + 1));
    expect(index.size).toBe(1000);
    expect(index.search('recruiter', params({ query: 'again' })).nbHits).toBe(0);
    expect(index.search('recruiter', params({ query: 'word', hitsPerPage: 100 })).nbHits).toBe(1000);
  });

  it('scores the skills by §9 alike whether marked from the skill lists or counted per row', () => {
    const index = new CandidateIndex();
    const cv = (id: number, skills: string[], topSkills: string[]) => row(id, { skills, topSkills, full: plain('common') });
    index.upsert([
      cv(1, ['python', 'sql'], ['python']), // 10 + 3, sql 1: 14
      cv(2, ['python', 'sql', 'excel'], ['sql', 'excel']), // 10, sql 2, excel 2: 14
      cv(3, ['python'], ['sql']), // 10; a top skill that is not among the skills counts nothing
      cv(4, ['sql'], ['python']), // no must-have skill
      cv(5, ['python', 'excel'], ['python', 'excel']), // 10 + 3, excel 2: 15
      cv(6, ['python', 'excel', 'cobol'], ['python']), // must not have cobol
      // Hidden, so never a match, but on every list: a text's few candidates are scored per row.
      ...Array.from({ length: 200 }, (_, i) => row(100 + i, { hidden: true, skills: ['python', 'sql', 'excel'], topSkills: ['python', 'sql', 'excel'] })),
    ]);
    const skills = [
      { name: 'Python', mod: 0 as const },
      { name: 'sql', mod: 1 as const },
      { name: 'excel', mod: 1 as const },
      { name: 'cobol', mod: 2 as const },
    ];
    const expected = [
      { id: 5, score: 15 },
      { id: 2, score: 14 },
      { id: 1, score: 14 },
      { id: 3, score: 10 },
    ];
    const marked = index.search('recruiter', params({ filters: { skills } }));
    expect(marked).toEqual({ page: expected, nbHits: 4 });
    expect(index.search('recruiter', params({ query: 'common', filters: { skills } }))).toEqual({ page: expected, nbHits: 4 });
    // The marks of one search are gone before the next.
    expect(index.search('recruiter', params({ filters: { skills } }))).toEqual(marked);
    expect(index.search('recruiter', params({ filters: { skills: [{ name: 'excel', mod: 1 }] } })).page.slice(0, 3)).toEqual([
      { id: 5, score: 2 },
      { id: 2, score: 2 },
      { id: 6, score: 1 },
    ]);
  });

  it('matches the last word as a prefix and orders by relevance, then recency', () => {
    const index = new CandidateIndex();
    index.upsert([
      row(1, { full: plain('developer') }),
      row(2, { full: { words: ['developer'], a: ['developer'], b: [] } }),
      row(3, { full: { words: ['development'], a: [], b: ['development'] } }),
      row(4, { full: { words: ['design'], a: ['design'], b: [] } }),
    ]);
    expect(index.search('recruiter', params({ query: 'devel' })).page.map((p) => p.id)).toEqual([2, 3, 1]);
    expect(index.search('recruiter', params({ query: 'developer' })).page.map((p) => p.id)).toEqual([2, 1]);
  });

  it('finds the CVs within a radius from the bands of latitude, for rows added after the bands were laid out, and around a pole', () => {
    const centres = [
      { lat: 52.37, lng: 4.89, radius: 50 },
      { lat: 45.1, lng: 2.3, radius: 120 },
      { lat: 89.95, lng: 0, radius: 20 },
    ];
    // Each centre's radius in degrees of latitude: points just inside its southern and northern tips, and just outside.
    const degrees = (c: (typeof centres)[number]) => ((c.radius * 1000) / EARTH_RADIUS_M) * (180 / Math.PI);
    const tips = centres.slice(0, 2).flatMap((c) => [0.999, -0.999, 1.001, -1.001].map((f) => ({ lat: c.lat + f * degrees(c), lng: c.lng })));
    const random = randomly.seeded(7);
    const points = new Map<number, { lat: number; lng: number }[]>();
    const withPoints = (id: number, at?: { lat: number; lng: number }) => {
      // Scattered over western Europe, a quarter with a second point near the North Pole.
      const p = at ?? { lat: 43 + random() * 12, lng: -3 + random() * 14 };
      const all = id % 4 ? [p] : [p, { lat: 89.9, lng: random() * 360 - 180 }];
      points.set(id, all);
      return row(id, { geoLats: all.map((q) => q.lat), geoLngs: all.map((q) => q.lng) });
    };
    const expected = (c: (typeof centres)[number]) =>
      [...points].filter(([, ps]) => ps.some((q) => distanceM(c, q) <= c.radius * 1000)).map(([id]) => id).sort((x, y) => x - y);
    const index = new CandidateIndex();
    const found = (c: (typeof centres)[number]) =>
      index.search('recruiter', params({ filters: { location: { ...c, unit: 'km' } }, hitsPerPage: 100, sort: { by: 'updated_at', order: 'asc' } }));
    const check = () => {
      for (const c of centres) {
        const want = expected(c);
        expect(want.length).toBeGreaterThan(0);
        expect(found(c).nbHits).toBe(want.length);
        expect(found(c).page.map((p) => p.id)).toEqual(want.slice(0, 100));
      }
    };
    index.upsert([...Array.from({ length: 3000 }, (_, i) => withPoints(i + 1)), ...tips.map((t, i) => withPoints(3001 + i, t))]);
    check();
    // Rows added after the bands were laid out (fewer than lay them out again: they are read whole), then many more (which do).
    index.upsert(tips.map((t, i) => withPoints(4001 + i, t)));
    check();
    index.upsert(Array.from({ length: 5000 }, (_, i) => withPoints(5001 + i)));
    check();
  });

  it('answers alike whether its rows came in one bulk read or one by one, and after rows join the bulk-read lists', () => {
    // Rows come in two reads of 500 and 2,500, each grouped by word (the second onto the first's
    // lists); single rows are pushed onto their lists.
    // 450 more words a row: the second read's entries waiting to be grouped pass a million (a second chunk).
    const filler = (id: number) => Array.from({ length: 450 }, (_, k) => `f${(id + k) % 900}`);
    const text = (id: number): IndexText => ({ words: [`word${id % 7}`, `w${id % 11}`, 'shared', ...filler(id)], a: id % 3 ? [] : ['shared'], b: id % 2 ? [`w${id % 11}`] : [] });
    const rows = Array.from({ length: 3000 }, (_, i) => row(i + 1, { full: text(i + 1) }));
    const bulk = new CandidateIndex();
    bulk.upsert(rows.slice(0, 500));
    expect(bulk.search('recruiter', params({ query: 'shared' })).nbHits).toBe(500);
    bulk.upsert(rows.slice(500));
    const single = new CandidateIndex();
    for (const r of rows) {
      single.upsert([r]);
      single.search('recruiter', params({ query: 'shared', hitsPerPage: 1 }));
    }
    const asked = [
      params({ query: 'shared', hitsPerPage: 100, page: 2 }),
      params({ query: 'w3 shared', hitsPerPage: 100, facets: true }),
      params({ query: 'word2 w', hitsPerPage: 50 }),
      params({ query: 'f123 f5', hitsPerPage: 100, page: 1 }),
    ];
    expect(asked.map((p) => bulk.search('recruiter', p))).toEqual(asked.map((p) => single.search('recruiter', p)));
    expect(bulk.search('recruiter', params({ query: 'shared' })).nbHits).toBe(3000);
    // New rows join lists that the bulk read laid out in shared arrays, and new words appear.
    const later = [row(3001, { full: { words: ['shared', 'fresh'], a: ['fresh'], b: [] } }), row(3002, { full: plain('shared') })];
    for (const index of [bulk, single]) index.upsert(later);
    expect(bulk.search('recruiter', params({ query: 'shared', hitsPerPage: 100 }))).toEqual(single.search('recruiter', params({ query: 'shared', hitsPerPage: 100 })));
    expect(bulk.search('recruiter', params({ query: 'shared' })).nbHits).toBe(3002);
    expect(bulk.search('recruiter', params({ query: 'fresh shared' })).page.map((p) => p.id)).toEqual([3001]);
  });
});

describe('a snapshot of the index (./snapshot.ts)', () => {
  const meta: SnapshotMeta = { organisationId: 7, database: '7715/16386', migrations: '27/1796177559713', horizon: '1234', caughtUpAt: 1_780_000_000_000 };
  const params = (request: SearchRequest) => searchRequestSchema.parse(request);
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'talentfolio-snapshot-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A CV with every column drawn: words of both audiences with ranks, skills, lists, places, salaries, tags. */
  function drawn(random: () => number, id: number): IndexRow {
    const words = (n: number) => Array.from({ length: n }, () => `w${int(random, 0, 60)}`);
    const text = (): IndexText => {
      const all = words(int(random, 0, 12));
      return { words: [...new Set(all)], a: all.slice(0, 2), b: all.slice(2, 4) };
    };
    const skills = Array.from({ length: int(random, 0, 6) }, () => `skill${int(random, 0, 25)}`);
    const points = Array.from({ length: int(random, 0, 2) }, () => ({ lat: 40 + random() * 15, lng: -5 + random() * 20 }));
    const amount = () => (chance(random, 0.6) ? int(random, 1, 150) * 1000 : null);
    return {
      id,
      marketplace: chance(random, 0.5),
      hidden: chance(random, 0.1),
      readyForReview: chance(random, 0.1),
      isSpecCv: chance(random, 0.05),
      full: text(),
      anon: text(),
      sortName: `név ${int(random, 0, 500)}`,
      fullTitle: chance(random, 0.8) ? `title ${int(random, 0, 9)}` : null,
      anonTitle: chance(random, 0.8) ? `title ${int(random, 0, 9)}` : null,
      skills,
      topSkills: skills.slice(0, int(random, 0, 2)),
      listIds: chance(random, 0.3) ? [int(random, 1, 4)] : [],
      jobPostIds: chance(random, 0.2) ? [int(random, 1, 3)] : [],
      employeeId: chance(random, 0.5) ? int(random, 1, 4) : null,
      fullCompany: chance(random, 0.8) ? `Company ${int(random, 0, 12)}` : null,
      anonCompany: chance(random, 0.8) ? `a company of ${int(random, 0, 5)}` : null,
      tenure: chance(random, 0.9) ? int(random, 0, 5) : null,
      experienceTime: chance(random, 0.9) ? int(random, 0, 25) : null,
      associationNames: chance(random, 0.3) ? [`Association ${int(random, 0, 3)}`] : [],
      geoLats: points.map((q) => q.lat),
      geoLngs: points.map((q) => q.lng),
      salary: Array.from({ length: 8 }, amount),
      updatedAt: 1_700_000_000_000 + int(random, 0, 1_000_000) * 1000,
    };
  }

  const asked = [
    params({ query: 'w1', facets: true, hitsPerPage: 100 }),
    params({ query: 'w2 w', hitsPerPage: 50, page: 1 }),
    params({ filters: { skills: [{ name: 'skill3', mod: 0 }, { name: 'skill4', mod: 1 }, { name: 'skill5', mod: 2 }] }, hitsPerPage: 100 }),
    params({ query: 'w3', filters: { skills: [{ name: 'skill1', mod: 0 }] }, show_hidden: true, show_ready_review: true }),
    params({ filters: { list_ids: [2], job_post_ids: [1, 3] }, show_all: true, hitsPerPage: 100 }),
    params({ filters: { employee_id: 2, companies: ['Company 3', 'Company 4'], associations: ['Association 1'] }, hitsPerPage: 100 }),
    params({ filters: { tenure: { min: 1, max: 3 }, experience_time: { min: 5, max: 20 }, salary: { type: 'hourly', min: 20_000, max: 90_000 } }, facets: true }),
    params({ filters: { location: { lat: 48, lng: 5, radius: 300, unit: 'km' } }, hitsPerPage: 100 }),
    params({ sort: { by: 'name', order: 'asc' }, hitsPerPage: 100, page: 2 }),
    params({ sort: { by: 'title', order: 'desc' }, hitsPerPage: 30 }),
    params({ sort: { by: 'tenure', order: 'asc' }, show_spec_cv: true }),
    params({ facets: true, hitsPerPage: 100 }),
  ];
  const answers = (index: CandidateIndex) => asked.flatMap((p) => (['recruiter', 'client'] as const).filter((a) => a === 'recruiter' || p.sort?.by !== 'name').map((a) => index.search(a, p)));

  it('is read back as the index it was taken of, which then follows writes as that one does', async () => {
    const random = randomly.seeded(9);
    const index = new CandidateIndex();
    const held = new Map<number, IndexRow>();
    const upsert = (targets: CandidateIndex[], rows: IndexRow[]) => {
      for (const t of targets) t.upsert(rows);
      for (const r of rows) held.set(r.id, r);
    };
    const remove = (targets: CandidateIndex[], ids: number[]) => {
      for (const t of targets) t.remove(ids);
      for (const id of ids) held.delete(id);
    };
    upsert([index], Array.from({ length: 3000 }, (_, i) => drawn(random, i + 1)));
    // Dead slots, rows added one by one after the bulk read, words only they hold.
    upsert([index], Array.from({ length: 300 }, (_, i) => drawn(random, 2 * i + 1)));
    remove([index], [4, 6, 8, 10]);
    upsert([index], [{ ...drawn(random, 5000), full: { words: ['lonely', 'w1'], a: ['lonely'], b: [] } }]);
    const file = snapshotFile(dir, 7);
    await writeSnapshot(file, meta, index.parts());
    const read = await readSnapshot(file);
    expect(read.meta).toEqual(meta);
    const restored = CandidateIndex.fromParts(read.parts);
    expect(restored.size).toBe(index.size);
    const before = answers(index);
    expect(before.filter((a) => a.nbHits > 0).length).toBeGreaterThan(15);
    expect(answers(restored)).toEqual(before);
    expect(restored.search('recruiter', params({ query: 'lonely' })).page.map((p) => p.id)).toEqual([5000]);
    // The same writes on both, enough to compact the dead slots: the same answers, those of an index of the rows held.
    upsert([index, restored], Array.from({ length: 1500 }, (_, i) => drawn(random, i < 1200 ? i + 1 : 6000 + i)));
    remove([index, restored], Array.from({ length: 900 }, (_, i) => 1001 + i));
    upsert([index, restored], [{ ...drawn(random, 7000), full: { words: ['newword'], a: [], b: ['newword'] }, skills: ['skill99'] }]);
    const fresh = new CandidateIndex();
    fresh.upsert([...held.values()].sort((x, y) => x.id - y.id));
    expect(answers(restored)).toEqual(answers(index));
    expect(answers(restored)).toEqual(answers(fresh));
    expect(restored.search('recruiter', params({ query: 'newword', show_all: true })).page.map((p) => p.id)).toEqual([7000]);
  });

  it('holds the rows as they were when its parts were taken, whatever the index does while they are written', async () => {
    const random = randomly.seeded(10);
    const index = new CandidateIndex();
    index.upsert(Array.from({ length: 2000 }, (_, i) => drawn(random, i + 1)));
    const before = answers(index);
    const parts = index.parts();
    // Rows replaced, removed (alive changes in place) and added between taking the parts and writing them.
    index.upsert(Array.from({ length: 500 }, (_, i) => drawn(random, i + 1)));
    index.remove(Array.from({ length: 500 }, (_, i) => 1000 + i));
    index.upsert(Array.from({ length: 200 }, (_, i) => drawn(random, 3000 + i)));
    expect(answers(index)).not.toEqual(before);
    await writeSnapshot(snapshotFile(dir, 8), meta, parts);
    expect(answers(CandidateIndex.fromParts((await readSnapshot(snapshotFile(dir, 8))).parts))).toEqual(before);
  });

  it('replaces the file whole, and removes what a process stopped while writing left behind', async () => {
    const file = snapshotFile(dir, 12);
    const left = `${file}.4242.1.part`;
    const inProgress = `${file}.4343.2.part`;
    writeFileSync(left, 'half a snapshot');
    writeFileSync(inProgress, 'being written');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(left, twoHoursAgo, twoHoursAgo);
    const index = new CandidateIndex();
    index.upsert(Array.from({ length: 50 }, (_, i) => drawn(randomly.seeded(12), i + 1)));
    await writeSnapshot(file, meta, index.parts());
    expect(existsSync(left)).toBe(false);
    expect(existsSync(inProgress)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(CandidateIndex.fromParts((await readSnapshot(file)).parts).size).toBe(50);
  });

  it('is refused when its bytes were changed or cut short, or it is of another format', async () => {
    const index = new CandidateIndex();
    const random = randomly.seeded(11);
    index.upsert(Array.from({ length: 200 }, (_, i) => drawn(random, i + 1)));
    const file = snapshotFile(dir, 9);
    await writeSnapshot(file, meta, index.parts());
    const whole = readFileSync(file);
    const refused = async (bytes: Uint8Array, why: RegExp) => {
      writeFileSync(file, bytes);
      await expect(readSnapshot(file)).rejects.toThrow(why);
      await expect(readSnapshot(file)).rejects.toBeInstanceOf(SnapshotUnreadable);
    };
    const flipped = Buffer.from(whole);
    flipped[whole.length - 100] ^= 1;
    await refused(flipped, /checksum/);
    // The header too: a snapshot that says it is of another organisation.
    const otherOrganisation = Buffer.from(whole);
    otherOrganisation.write('"organisationId":8', whole.indexOf('"organisationId":7'));
    await refused(otherOrganisation, /checksum/);
    await refused(whole.subarray(0, whole.length - 9), /cut short/);
    await refused(Buffer.concat([whole, Buffer.from([0])]), /cut short or longer/);
    await refused(Buffer.from('not a snapshot at all'), /not a snapshot/);
    const headerAt = whole.indexOf('"format":1');
    const otherFormat = Buffer.from(whole);
    otherFormat.write('"format":0', headerAt);
    await refused(otherFormat, /format 0/);
    // Parts that do not fit together are refused by the index.
    writeFileSync(file, whole);
    const { parts } = await readSnapshot(file);
    expect(CandidateIndex.fromParts(parts).size).toBe(200);
    expect(() => CandidateIndex.fromParts({ ...parts, arrays: { ...parts.arrays, tenure: new Int8Array(3) } })).toThrow(/tenure/);
    expect(() => CandidateIndex.fromParts({ ...parts, arrays: { ...parts.arrays, 'skills.count': new Uint16Array(200).fill(60_000) } })).toThrow(/run of skills/);
    expect(() => CandidateIndex.fromParts({ ...parts, counts: { size: 200, dead: 5 } })).toThrow(/living slots/);
  });
});

describe('the in-memory search and the database answer alike', () => {
  let t: TestApp;
  let scope: TenantScope;
  // Waits for its first read, however long (the service's default answers from the database after 2 s).
  const indexes = createSearchIndexes({ loadWaitMs: 600_000 });
  let seedMore: (from: number, count: number) => Promise<void>;
  const pools = { skills: [] as string[], words: [] as string[], companies: [] as string[], points: [] as { lat: number; lng: number }[], lists: [] as number[], employees: [] as number[] };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const target = await seedTarget(db, 'demo', new Date('2026-06-01T12:00:00Z'));
    const context = await buildContext(db, target, 11);
    await runSeed(db, context, { from: 0, count: 400, batch: 100 }, { threads: 0, writers: 1, onBatch: () => undefined });
    seedMore = (from, count) => runSeed(db, context, { from, count, batch: 100 }, { threads: 0, writers: 1, onBatch: () => undefined }).then(() => undefined);
    scope = tenantScope(db, target.organisationId);
    const rows = await tenantDb(scope).select().from(candidateSearch).where().orderBy(asc(candidateSearch.agreementId));
    pools.skills = [...new Set(rows.flatMap((r) => r.skills))];
    pools.words = [...new Set(rows.flatMap((r) => `${r.fullTitle ?? ''} ${r.anonTitle ?? ''}`.split(/\s+/).filter((w) => w.length > 2)))];
    pools.companies = [...new Set(rows.flatMap((r) => [r.fullCompany, r.anonCompany]).filter((c): c is string => !!c))];
    pools.points = rows.flatMap((r) => r.geoLats.map((lat, i) => ({ lat, lng: r.geoLngs[i] })));
    pools.lists = [...target.listIds];
    pools.employees = [...new Set(rows.map((r) => r.employeeId).filter((e): e is number => e !== null))];
  }, 180_000);

  afterAll(async () => {
    await t.close();
  });

  /** A random search over the seeded values: a few of the filters at once, sometimes a sort, a later page or facets. */
  function randomRequest(random: () => number): SearchRequest {
    const filters: NonNullable<SearchRequest['filters']> = {};
    if (chance(random, 0.4)) filters.skills = Array.from({ length: int(random, 1, 3) }, () => ({ name: pick(random, pools.skills), mod: int(random, 0, 2) as 0 | 1 | 2 }));
    if (chance(random, 0.15)) filters.list_ids = [pick(random, pools.lists)];
    if (chance(random, 0.1)) filters.employee_id = pick(random, pools.employees);
    if (chance(random, 0.15)) filters.companies = [pick(random, pools.companies), pick(random, pools.companies)];
    if (chance(random, 0.2)) filters.tenure = { min: int(random, 0, 2), max: int(random, 2, 5) };
    if (chance(random, 0.2)) filters.experience_time = { min: int(random, 0, 10), max: int(random, 10, 25) };
    if (chance(random, 0.2)) {
      const min = int(random, 0, 80) * 1000;
      filters.salary = { type: pick(random, SALARY_TYPES), min, max: chance(random, 0.2) ? min : min + int(random, 5, 80) * 1000 };
    }
    if (chance(random, 0.2)) filters.location = { ...pick(random, pools.points), radius: int(random, 1, 400), unit: pick(random, ['km', 'miles', 'm'] as const) };
    if (filters.location?.unit === 'm') filters.location.radius *= 1000;
    const word = pick(random, pools.words);
    return {
      ...(chance(random, 0.5) ? { query: chance(random, 0.3) ? word.slice(0, Math.max(1, word.length - 2)) : `${word} ${chance(random, 0.3) ? pick(random, pools.words) : ''}` } : {}),
      filters,
      ...(chance(random, 0.3) ? { page: int(random, 0, 3) } : {}),
      hitsPerPage: pick(random, [5, 10, 25, 100]),
      ...(chance(random, 0.2) ? { show_hidden: true } : {}),
      ...(chance(random, 0.2) ? { show_ready_review: true } : {}),
      ...(chance(random, 0.1) ? { show_all: true } : {}),
      ...(chance(random, 0.05) ? { show_spec_cv: true } : {}),
      ...(chance(random, 0.4) ? { facets: true } : {}),
      ...(chance(random, 0.25) ? { sort: { by: pick(random, SEARCH_SORT_FIELDS.filter((f) => f !== 'name')), order: pick(random, ['asc', 'desc'] as const) } } : {}),
    };
  }

  /** An answer without its timing; facets whose 100 values were cut among equal counts keep only the counts above the cut. */
  function comparable(answer: SearchAnswer) {
    const { processingTimeMS: _, facets, ...rest } = answer;
    const cut = (values: Record<string, number>) => {
      const counts = Object.values(values);
      if (counts.length < 100) return values;
      const lowest = Math.min(...counts);
      return Object.fromEntries(Object.entries(values).filter(([, n]) => n > lowest));
    };
    return { ...rest, ...(facets ? { facets: Object.fromEntries(Object.entries(facets).map(([k, v]) => [k, cut(v)])) } : {}) };
  }

  it('for 300 random searches of recruiters and clients', async () => {
    const random = randomly.seeded(2026);
    let compared = 0;
    for (let i = 0; i < 300; i++) {
      const audience: Audience = chance(random, 0.6) ? 'recruiter' : 'client';
      const request = randomRequest(random);
      const params = searchRequestSchema.parse(request);
      const [fromDatabase, fromMemory] = [await search(scope, audience, params), await search(scope, audience, params, indexes)];
      expect(comparable(fromMemory), `${audience} ${JSON.stringify(request)}`).toEqual(comparable(fromDatabase));
      if (fromDatabase.nbHits > 0) compared++;
    }
    // Most searches find something: the comparison is of hits, not of empty answers.
    expect(compared).toBeGreaterThan(120);
  }, 300_000);

  it('is answered by the database while an organisation’s index is being read', async () => {
    const reading: SearchIndexes = { search: async () => null, warm: async () => 'database', size: () => 0, reading: () => 1, refresh: async () => undefined, close: async () => undefined };
    const everything = searchRequestSchema.parse({ show_all: true, facets: true });
    const answer = await search(scope, 'recruiter', everything, reading);
    expect(answer.nbHits).toBeGreaterThan(400);
    expect(comparable(answer)).toEqual(comparable(await search(scope, 'recruiter', everything)));
    // A read that takes longer than the wait gives null; one within it, its index.
    expect(await settledWithin(new Promise(() => undefined), 5)).toBeNull();
    expect(await settledWithin(Promise.resolve('read'), 1000)).toBe('read');
    const fresh = createSearchIndexes();
    const warming = fresh.warm(scope);
    expect(fresh.reading()).toBe(1);
    await warming;
    expect(fresh.reading()).toBe(0);
    expect(fresh.size(scope.organisationId)).toBe(answer.nbHits);
  });

  it('starts from its snapshot, caught up with the writes since, and writes its changes when it closes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'talentfolio-snapshots-'));
    const options = { loadWaitMs: 600_000, snapshots: { dir, refreshEveryMs: 0 } };
    const file = snapshotFile(dir, scope.organisationId);
    try {
      const first = createSearchIndexes(options);
      expect(await first.warm(scope)).toBe('database');
      await first.close();
      const written = await readSnapshot(file);
      expect(written.meta.organisationId).toBe(scope.organisationId);

      // Writes after the snapshot: a CV deleted, one hidden and renamed, 30 added.
      const everything = searchRequestSchema.parse({ show_all: true, hitsPerPage: 100 });
      const [gone, moved] = (await search(scope, 'recruiter', everything)).hits.map((h) => Number(h.objectID));
      await deleteRows(scope, [gone]);
      await tenantDb(scope).update(candidateSearch, { hidden: true, sortName: 'aaa moved' }, inArray(candidateSearch.agreementId, [moved]));
      await seedMore(1000, 30);

      const second = createSearchIndexes(options);
      expect(await second.warm(scope)).toBe('snapshot');
      const random = randomly.seeded(77);
      for (let i = 0; i < 60; i++) {
        const audience: Audience = chance(random, 0.6) ? 'recruiter' : 'client';
        const params = searchRequestSchema.parse(randomRequest(random));
        expect(comparable(await search(scope, audience, params, second)), `${audience} ${JSON.stringify(params)}`).toEqual(comparable(await search(scope, audience, params)));
      }
      const all = await search(scope, 'recruiter', everything, second);
      expect(all.nbHits).toBe((await search(scope, 'recruiter', everything)).nbHits);
      expect(second.size(scope.organisationId)).toBe(written.parts.counts.size - written.parts.counts.dead - 1 + 30);
      expect(all.hits.map((h) => Number(h.objectID))).not.toContain(gone);
      const byName = searchRequestSchema.parse({ sort: { by: 'name', order: 'asc' }, show_hidden: true });
      expect((await search(scope, 'recruiter', byName, second)).hits[0].objectID).toBe(String(moved));

      // The refresh catches an index up without a search.
      const held = second.size(scope.organisationId);
      await deleteRows(scope, [Number(all.hits[0].objectID)]);
      expect(second.size(scope.organisationId)).toBe(held);
      await second.refresh();
      expect(second.size(scope.organisationId)).toBe(held - 1);

      // What changed since is written when the index closes: the next start catches up from there.
      await second.close();
      const rewritten = await readSnapshot(file);
      // (The horizon itself may not move: it is the oldest transaction running in the whole cluster.)
      expect(rewritten.meta.caughtUpAt).toBeGreaterThan(written.meta.caughtUpAt);
      expect(BigInt(rewritten.meta.horizon)).toBeGreaterThanOrEqual(BigInt(written.meta.horizon));
      expect(rewritten.parts.counts.size - rewritten.parts.counts.dead).toBe(second.size(scope.organisationId));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads every row instead of a snapshot of another organisation or database, from before a migration, too old, ahead of the database or damaged', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'talentfolio-snapshots-'));
    const file = snapshotFile(dir, scope.organisationId);
    const reasons: string[] = [];
    const options = { loadWaitMs: 600_000, snapshots: { dir, refreshEveryMs: 0, log: { info: (o: object) => reasons.push(String((o as { reason: string }).reason)), warn: () => undefined } } };
    try {
      const first = createSearchIndexes(options);
      await first.warm(scope);
      await first.close();
      const { meta, parts } = await readSnapshot(file);
      const hour = 60 * 60 * 1000;
      // Damaged: a byte of its sections changed, which only reading it whole finds. A snapshot whose
      // header already refuses it is not read whole (its damage is not what is reported).
      const cases: [Partial<SnapshotMeta>, RegExp, 'damaged'?][] = [
        [{ organisationId: scope.organisationId + 1 }, /another organisation/, 'damaged'],
        [{ database: `${meta.database}0` }, /another database/],
        [{ migrations: '1/1' }, /migrations/],
        [{ caughtUpAt: Date.now() - 13 * hour }, /older than the removals kept/, 'damaged'],
        [{ horizon: String(BigInt(meta.horizon) + 1_000_000_000n) }, /ahead of the database/],
        [{}, /checksum/, 'damaged'],
      ];
      for (const [change, reason, damaged] of cases) {
        await writeSnapshot(file, { ...meta, ...change }, parts);
        if (damaged) {
          const bytes = readFileSync(file);
          bytes[bytes.length - 50] ^= 0xff;
          writeFileSync(file, bytes);
        }
        reasons.length = 0;
        const again = createSearchIndexes(options);
        expect(await again.warm(scope), String(reason)).toBe('database');
        expect(reasons).toEqual([expect.stringMatching(reason)]);
        expect(again.size(scope.organisationId)).toBe(parts.counts.size - parts.counts.dead);
        await again.close();
      }
      // And the snapshot each of those wrote after reading every row is used by the next start.
      const last = createSearchIndexes(options);
      expect(await last.warm(scope)).toBe('snapshot');
      await last.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('follows writes and deletes committed before the search', async () => {
    const everything = searchRequestSchema.parse({ show_all: true, hitsPerPage: 100 });
    const before = await search(scope, 'recruiter', everything, indexes);
    const [first, second] = before.hits.map((h) => Number(h.objectID));
    await deleteRows(scope, [first]);
    await tenantDb(scope).update(candidateSearch, { hidden: true, sortName: 'aaa moved' }, inArray(candidateSearch.agreementId, [second]));
    const after = await search(scope, 'recruiter', everything, indexes);
    expect(after.nbHits).toBe(before.nbHits - 1);
    expect(after.hits.map((h) => Number(h.objectID))).not.toContain(first);
    const byName = searchRequestSchema.parse({ sort: { by: 'name', order: 'asc' } });
    expect((await search(scope, 'recruiter', byName, indexes)).hits.map((h) => Number(h.objectID))).not.toContain(second);
    expect((await search(scope, 'recruiter', { ...byName, show_hidden: true }, indexes)).hits[0].objectID).toBe(String(second));
    expect(comparable(await search(scope, 'recruiter', { ...byName, show_hidden: true }, indexes))).toEqual(comparable(await search(scope, 'recruiter', { ...byName, show_hidden: true })));
  });
});
