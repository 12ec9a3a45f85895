import { describe, expect, it } from 'vitest';
import { activeStep, completedSteps, isProfileComplete } from './profile-completion.js';

const empty = { phones_count: 0, has_location: false, has_avatar: false, skills_count: 0, education_count: 0, experience_count: 0, pages_accessed: {} };
const full = { phones_count: 1, has_location: true, has_avatar: true, skills_count: 5, education_count: 0, experience_count: 1, pages_accessed: { preferences: true } };

describe('profile-completion guide (§4)', () => {
  it('summary needs a phone, a location and an avatar; skills more than 4; preferences opened; one education or experience', () => {
    expect(completedSteps(full)).toEqual({ summary: true, skills: true, preferences: true, experience: true });
    expect(completedSteps({ ...full, has_avatar: false }).summary).toBe(false);
    expect(completedSteps({ ...full, skills_count: 4 }).skills).toBe(false);
    expect(completedSteps({ ...full, pages_accessed: {} }).preferences).toBe(false);
    expect(completedSteps({ ...full, experience_count: 0, education_count: 1 }).experience).toBe(true);
    expect(isProfileComplete(full)).toBe(true);
    expect(isProfileComplete(empty)).toBe(false);
  });
  it('the active step is the first incomplete step counted from the current page onward', () => {
    expect(activeStep(empty, '/profile')).toBe('summary');
    expect(activeStep(empty, '/profile/preferences')).toBe('preferences');
    expect(activeStep({ ...empty, pages_accessed: { preferences: true } }, '/profile/preferences')).toBe('experience');
    expect(activeStep({ ...full, has_avatar: false }, '/profile/education')).toBe('summary');
    expect(activeStep(full, '/profile')).toBeNull();
  });
});
