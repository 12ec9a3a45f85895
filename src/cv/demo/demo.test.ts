import { describe, expect, it } from 'vitest';
import { cvDataSchema, validateCvForSave } from '../../shared/schemas/cv.js';
import { DEMO_CVS } from './index.js';

describe('demo CVs', () => {
  it('are a dozen, in every CV language', () => {
    expect(DEMO_CVS).toHaveLength(12);
    expect(new Set(DEMO_CVS.map((cv) => cv.custom_fields?.template_language_variant))).toEqual(new Set(['en', 'nl', 'de', 'fr', 'it', 'ja']));
  });
  it.each(DEMO_CVS.map((cv) => [cv.id, cv] as const))('%s is valid and saveable', (_id, cv) => {
    expect(cvDataSchema.safeParse(cv).success).toBe(true);
    expect(validateCvForSave(cv)).toEqual({});
    expect(cv.skills!.length).toBeGreaterThanOrEqual(6);
    expect(cv.experience!.length).toBeGreaterThanOrEqual(2);
    expect(cv.anon_name && cv.anonymous_brief && cv.linkedin && cv.dateofbirth).toBeTruthy();
    expect(cv.email).toMatch(/@example\.[a-z.]+$/);
  });
  it('exercise the §3 rules: a merge, a hidden entry, a hidden company name', () => {
    const all = DEMO_CVS.flatMap((cv) => cv.experience ?? []);
    expect(all.some((e) => e.hide)).toBe(true);
    expect(all.some((e) => e.hide_company_name && e.display_company_name)).toBe(true);
    expect(DEMO_CVS.some((cv) => (cv.experience ?? []).some((e, i, list) => i > 0 && e.company?.name.trim().toLowerCase() === list[i - 1].company?.name.trim().toLowerCase()))).toBe(true);
  });
});
