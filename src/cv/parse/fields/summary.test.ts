import { describe, expect, it } from 'vitest';
import { heading, line, nameLine, sectionsOf } from '../../test-support/resume-lines.js';
import { readSummary } from './summary.js';

describe('the profile', () => {
  it('is the text of the summary section', () => {
    expect(readSummary(sectionsOf([nameLine('Jane Doe'), heading('Profile'), line('Demand planner with ten years in food retail.'), heading('Experience')]))).toBe('<p>Demand planner with ten years in food retail.</p>');
  });

  it('is none without a summary section', () => expect(readSummary(sectionsOf([nameLine('Jane Doe'), heading('Experience')]))).toBeUndefined());
});
