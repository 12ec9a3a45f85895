import { describe, expect, it } from 'vitest';
import { DEMO_CVS } from '../demo/index.js';
import { cvToJsonResume, jsonResumeToCv } from './json-resume.js';
import { parseBackScore } from './parse-back.js';

describe('JSON Resume', () => {
  it('round-trips a CV through JSON Resume', () => {
    for (const cv of DEMO_CVS) {
      const back = jsonResumeToCv(cvToJsonResume(cv)).data;
      const score = parseBackScore(cv, back);
      expect(score.missed).toEqual([]);
    }
  });
});
