/** The profile-completion guide of spec §4: four steps and which one is active. */
import { PROFILE_SKILLS_MORE_THAN } from './constants.js';
import type { ProfileStats } from './schemas/auth.js';

export const PROFILE_GUIDE_STEPS = [
  { key: 'summary', path: '/profile' },
  { key: 'skills', path: '/profile/skills' },
  { key: 'preferences', path: '/profile/preferences' },
  { key: 'experience', path: '/profile/experience', alsoPaths: ['/profile/education'] },
] as const;
export type ProfileGuideStep = (typeof PROFILE_GUIDE_STEPS)[number]['key'];

export function completedSteps(stats: Omit<ProfileStats, 'is_complete'>): Record<ProfileGuideStep, boolean> {
  return {
    summary: stats.phones_count >= 1 && stats.has_location && stats.has_avatar,
    skills: stats.skills_count > PROFILE_SKILLS_MORE_THAN,
    preferences: !!stats.pages_accessed.preferences,
    experience: stats.education_count + stats.experience_count >= 1,
  };
}

export const isProfileComplete = (stats: Omit<ProfileStats, 'is_complete'>) => Object.values(completedSteps(stats)).every(Boolean);

/** The active step: the first incomplete step counted from the current page onward (wrapping round). */
export function activeStep(stats: Omit<ProfileStats, 'is_complete'>, currentPath: string): ProfileGuideStep | null {
  const done = completedSteps(stats);
  const here = Math.max(
    0,
    PROFILE_GUIDE_STEPS.findIndex((s) => s.path === currentPath || ('alsoPaths' in s && (s.alsoPaths as readonly string[]).includes(currentPath))),
  );
  for (let i = 0; i < PROFILE_GUIDE_STEPS.length; i++) {
    const step = PROFILE_GUIDE_STEPS[(here + i) % PROFILE_GUIDE_STEPS.length];
    if (!done[step.key]) return step.key;
  }
  return null;
}
