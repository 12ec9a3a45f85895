import { describe, expect, it } from 'vitest';
import { cvDataSchema, validateCvForSave } from '../../src/shared/schemas/cv.js';
import { SKILLS } from '../../src/server/modules/autocomplete/vocabularies.js';
import { syntheticCandidates, type SeedTarget } from './candidates.js';

const target: SeedTarget = { organisationId: 7, accountId: 3, consultantIds: [11, 12], templateIds: [1, 2, 3], listIds: [21, 22], now: new Date('2026-06-01T12:00:00Z') };
const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('synthetic candidates for the search at scale', () => {
  const batch = syntheticCandidates(target, { seed: 1, start: 0, ids: ids(1000, 300) });

  it('are CVs a recruiter could save: valid CV data that meets the §5 save rules, skills from the shipped vocabulary', () => {
    const vocabulary = new Set(SKILLS);
    for (const { row } of batch) {
      expect(cvDataSchema.parse(row.data)).toEqual(row.data);
      expect(validateCvForSave(row.data)).toEqual({});
      expect(row.data.skills!.every((s) => vocabulary.has(s))).toBe(true);
      expect(row.data.top_skills!.every((s) => row.data.skills!.includes(s))).toBe(true);
    }
  });

  it('live in real cities with coordinates and ask a salary in a currency; some are on the marketplace, hidden, spec CVs or in lists', () => {
    const located = batch.filter((c) => typeof c.row.data.location?.lat === 'number' && typeof c.row.data.location?.lng === 'number' && c.row.data.location.city);
    expect(located.length).toBe(batch.length);
    expect(batch.every((c) => /^[A-Z]{3}$/.test(c.row.data.preferences?.salary?.currency ?? ''))).toBe(true);
    const share = (p: (c: (typeof batch)[number]) => boolean) => batch.filter(p).length / batch.length;
    expect(share((c) => c.row.marketplaceAt !== null)).toBeGreaterThan(0.3);
    expect(share((c) => c.row.marketplaceAt !== null)).toBeLessThan(0.5);
    expect(share((c) => c.row.hidden)).toBeGreaterThan(0);
    expect(share((c) => c.listIds.length > 0)).toBeGreaterThan(0);
    expect(new Set(batch.map((c) => c.row.data.custom_fields?.template_language_variant)).size).toBe(6);
    expect(batch.every((c) => target.consultantIds.includes(c.row.consultantId) && c.row.id >= 1000)).toBe(true);
  });

  it('are the same for the same seed, however the run is cut into batches', () => {
    const again = [...syntheticCandidates(target, { seed: 1, start: 0, ids: ids(1000, 120) }), ...syntheticCandidates(target, { seed: 1, start: 120, ids: ids(1120, 180) })];
    expect(again).toEqual(batch);
    expect(syntheticCandidates(target, { seed: 2, start: 0, ids: ids(1000, 5) }).map((c) => c.row.data)).not.toEqual(batch.slice(0, 5).map((c) => c.row.data));
  });
});
