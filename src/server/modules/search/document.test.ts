/** What the projection stores of one CV (document.ts) and the grid cells of the radius filter (geo.ts). */
import { describe, expect, it } from 'vitest';
import type { Experience } from '../../../shared/schemas/cv.js';
import { validCv } from '../../test/factories.js';
import { currentJob, experienceYears, foldText, salaryByType, searchDocument, textVector, type SearchSource } from './document.js';
import { cellsOfPoint, cellsWithin, distanceM, GEO_MAX_CELLS } from './geo.js';

const TODAY = new Date('2026-06-15T12:00:00Z');
const exp = (id: string, from: [number, number], to: [number, number] | 'present', extra: Partial<Experience> = {}): Experience => ({
  id,
  start_year: from[0],
  start_month: from[1],
  ...(to === 'present' ? { currently_working: true } : { end_year: to[0], end_month: to[1] }),
  ...extra,
});

const source = (overrides: Partial<SearchSource> = {}): SearchSource => ({
  id: 7,
  data: validCv(),
  marketplaceAt: null,
  hidden: false,
  isSpecCv: false,
  candidateApproved: false,
  candidateApprovedAt: null,
  recruiterAcceptedAt: null,
  updatedAt: TODAY,
  defaultCurrency: 'EUR',
  listIds: [],
  jobPostIds: [],
  employeeId: null,
  associations: [],
  ...overrides,
});

describe('experience time and tenure (§9: whole years, 0–25 and 0–5)', () => {
  it('counts overlapping jobs once, months inclusive, hidden jobs and jobs without a start left out', () => {
    expect(experienceYears([exp('a', [2020, 1], [2020, 12])], TODAY)).toBe(1);
    expect(experienceYears([exp('a', [2020, 1], [2020, 11])], TODAY)).toBe(0);
    expect(experienceYears([exp('a', [2020, 1], [2023, 12])], TODAY)).toBe(4);
    // 2012–2016 and 2015–2019 overlap: 2012-01 to 2019-12 is 8 years, not 10.
    expect(experienceYears([exp('a', [2012, 1], [2016, 12]), exp('b', [2015, 1], [2019, 12])], TODAY)).toBe(8);
    // A job inside another adds nothing.
    expect(experienceYears([exp('a', [2010, 1], [2019, 12]), exp('b', [2012, 1], [2013, 12])], TODAY)).toBe(10);
    expect(experienceYears([exp('a', [2010, 1], [2019, 12], { hide: true })], TODAY)).toBe(0);
    expect(experienceYears([{ id: 'x', title: 'No dates' }], TODAY)).toBe(0);
    // Ongoing: until today (2023-07-01 to 2026-06-15 is 2 years 11 months).
    expect(experienceYears([exp('a', [2023, 7], 'present')], TODAY)).toBe(2);
    expect(experienceYears([exp('a', [2023, 6], 'present')], TODAY)).toBe(3);
    expect(experienceYears([exp('a', [1980, 1], 'present')], TODAY)).toBe(25);
  });

  it('the current job is the ongoing one started last; tenure capped at 5', () => {
    expect(currentJob([exp('a', [2010, 1], [2019, 12])], TODAY)).toBeNull();
    // As the CV counts the duration: 2023-07 to 2026-06-15 is 2 years 11 months.
    const two = [exp('old', [2015, 1], 'present'), exp('new', [2023, 7], 'present')];
    expect(currentJob(two, TODAY)).toMatchObject({ entry: { id: 'new' }, tenure: 2 });
    expect(currentJob([exp('a', [2023, 6], 'present')], TODAY)?.tenure).toBe(3);
    expect(currentJob([exp('a', [2001, 1], 'present')], TODAY)?.tenure).toBe(5);
    expect(currentJob([exp('a', [2026, 6], 'present')], TODAY)?.tenure).toBe(0);
  });
});

describe('salary per search type', () => {
  it('permanent, contract (annual), hourly and daily (the hourly fields with is_daily_rate)', () => {
    const salary = (s: Record<string, unknown>) => salaryByType(validCv({ preferences: { salary: s } }));
    expect(salary({ permanent_min: 50000, permanent_max: 60000, annual_min: 90000, hourly_min: 80, hourly_max: 90 })).toEqual({
      permanent_min: 50000,
      permanent_max: 60000,
      contract_min: 90000,
      contract_max: null,
      hourly_min: 80,
      hourly_max: 90,
      daily_min: null,
      daily_max: null,
    });
    expect(salary({ hourly_min: 600, hourly_max: 700, is_daily_rate: true })).toMatchObject({ hourly_min: null, hourly_max: null, daily_min: 600, daily_max: 700 });
  });
});

describe('the search document', () => {
  const cv = validCv({
    first_name: 'Zoë',
    last_name: 'Ångström',
    email: 'zoe@example.com',
    linkedin: 'https://linkedin.com/in/zoe-angstrom',
    dateofbirth: '1990-03-04',
    details: '<p>Zoë Ångström, zoe@example.com, +31 6 12345678.</p>',
    anonymous_brief: '<p>Zoë Ångström leads café logistics.</p>',
    experience: [
      exp('now', [2022, 3], 'present', { title: 'Head of Logistics', company: { name: 'Secret Corp' }, hide_company_name: true, display_company_name: 'A retailer', summary: '<p>Mail zoe@example.com or see linkedin.com/in/zoe-angstrom.</p>' }),
    ],
  });
  const doc = searchDocument(source({ data: cv, marketplaceAt: TODAY, hidden: true, candidateApproved: true, candidateApprovedAt: TODAY }), TODAY);
  const words = (t: { a: string; b: string; c: string; d: string }) => `${t.a} ${t.b} ${t.c} ${t.d}`.split(' ');

  it('a text’s vector: each word of each weight once, at a position of that weight; no word longer than a vector holds', () => {
    expect(textVector({ a: 'zoe angstrom', b: 'java java', c: '', d: 'java zoe' })).toBe("'zoe':1A 'angstrom':2A 'java':3B 'java':4D 'zoe':5D");
    expect(textVector({ a: '', b: '', c: '', d: '' })).toBe('');
    expect(textVector({ a: `${'x'.repeat(2047)} ${'é'.repeat(1024)} ok`, b: '', c: '', d: '' })).toBe(`'${'x'.repeat(2047)}':1A 'ok':2A`);
    const many = Array.from({ length: 17000 }, (_, i) => `w${i}`).join(' ');
    expect(textVector({ a: '', b: '', c: '', d: many }).endsWith("'w16999':16383D")).toBe(true);
  });

  it('folds accents and case and splits on everything that is not a letter or digit', () => {
    expect(foldText('Zoë ÅNGSTRÖM, São-Paulo; C++ & Node.js 3D')).toBe('zoe angstrom sao paulo c node js 3d');
  });

  it('recruiters’ text has the name and the real company; clients’ text neither, nor any contact detail', () => {
    expect(words(doc.fullText)).toEqual(expect.arrayContaining(['zoe', 'angstrom', 'secret', 'corp', 'retailer']));
    const anon = words(doc.anonText);
    for (const w of ['zoe', 'angstrom', 'secret', 'corp', 'example', '1990', '12345678']) expect(anon).not.toContain(w);
    expect(anon).toEqual(expect.arrayContaining(['cafe', 'logistics', 'retailer', 'head']));
  });

  it('both hits: the client’s without name or avatar, the company as each audience may see it; the tags', () => {
    expect(doc.fullHit).toMatchObject({ name: 'Zoë Ångström', current_experience: { title: 'Head of Logistics', company_name: 'Secret Corp', tenure: 4 } });
    expect(doc.anonHit).not.toHaveProperty('name');
    expect(doc.anonHit).not.toHaveProperty('avatar_url');
    expect(doc.anonHit?.current_experience).toEqual({ title: 'Head of Logistics', company_name: 'A retailer', tenure: 4 });
    expect(JSON.stringify(doc.anonHit)).not.toMatch(/Zoë|Ångström|zoe@|Secret/);
    expect(doc.fullHit.tags).toEqual(['hidden', 'ready_for_recruiter_review']);
    expect([doc.fullCompany, doc.anonCompany]).toEqual(['Secret Corp', 'A retailer']);
  });

  it('a CV off the marketplace has no anonymous text, title, company or hit: clients never search it', () => {
    const off = searchDocument(source({ data: cv }), TODAY);
    expect([off.marketplace, off.anonHit, off.anonTitle, off.anonCompany]).toEqual([false, null, null, null]);
    expect(words(off.anonText).filter(Boolean)).toEqual([]);
    expect(off.fullHit).toEqual({ ...doc.fullHit, tags: [] });
  });

  it('a recruiter’s acceptance after the approval ends ready_for_recruiter_review; a later approval starts it again', () => {
    const accepted = searchDocument(source({ candidateApproved: true, candidateApprovedAt: new Date('2026-06-01'), recruiterAcceptedAt: new Date('2026-06-02') }), TODAY);
    expect(accepted.readyForReview).toBe(false);
    const again = searchDocument(source({ candidateApproved: true, candidateApprovedAt: new Date('2026-06-03'), recruiterAcceptedAt: new Date('2026-06-02') }), TODAY);
    expect(again.readyForReview).toBe(true);
  });
});

describe('geo cells', () => {
  // A fixed pseudo-random sequence, so a failure can be replayed.
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);

  it('every point within the radius shares a cell with the search, at any latitude and across the date line', () => {
    for (let i = 0; i < 400; i++) {
      const centre = { lat: random() * 170 - 85, lng: random() * 360 - 180 };
      const radius = 10 ** (2 + random() * 4.5); // 100 m to 3,000 km
      const cells = cellsWithin(centre, radius);
      if (cells === null) continue;
      expect(cells.length).toBeLessThanOrEqual(GEO_MAX_CELLS);
      const wanted = new Set(cells);
      for (let j = 0; j < 20; j++) {
        // A point at a random bearing and a random distance inside the radius.
        const d = (radius * random()) / 6_371_008.8;
        const bearing = random() * 2 * Math.PI;
        const lat1 = (centre.lat * Math.PI) / 180;
        const lng1 = (centre.lng * Math.PI) / 180;
        const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
        const lng2 = lng1 + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
        const p = { lat: (lat2 * 180) / Math.PI, lng: ((((lng2 * 180) / Math.PI + 540) % 360) - 180) };
        expect(distanceM(centre, p)).toBeLessThanOrEqual(radius * 1.0000001);
        expect(cellsOfPoint(p).some((c) => wanted.has(c)), JSON.stringify({ centre, radius, p })).toBe(true);
      }
    }
  });

  it('a circle around a pole or over half the globe uses no cells (the exact distance alone decides)', () => {
    expect(cellsWithin({ lat: 89, lng: 0 }, 200_000)).toBeNull();
    expect(cellsWithin({ lat: 0, lng: 0 }, 15_000_000)).toBeNull();
    expect(cellsWithin({ lat: 52, lng: 4.9 }, 10_000)?.length).toBeLessThanOrEqual(9);
  });
});
