/**
 * The profile-completion guide's rules (§4), apart from the screen: whether it shows, which step is
 * active and which follows, and when it turns itself off (all steps complete, or the server reports
 * `is_complete`: then with 'Your profile is complete'; an account that may see the profile without an
 * agreement and has not agreed to the terms: silently). The step rules are `shared/profile-completion.ts`.
 */
import { canSeeProfileWithoutAgreement, hasAgreedToTerms, type Viewer } from '../../../shared/permissions.js';
import { activeStep, completedSteps, PROFILE_GUIDE_STEPS, type ProfileGuideStep } from '../../../shared/profile-completion.js';
import type { ProfileStats } from '../../../shared/schemas/auth.js';

export type GuideStep = { key: ProfileGuideStep; path: string; done: boolean };

export type GuideState =
  /** The guide shows these steps, `active` the first incomplete one from this page on, `next` the step after it. */
  | { kind: 'show'; steps: GuideStep[]; active: ProfileGuideStep; next: GuideStep }
  /** Not shown: switched off, or the stats are not known yet. */
  | { kind: 'hidden' }
  /** The guide turns itself off now; `complete`: with the §4 message 'Your profile is complete'. */
  | { kind: 'turnOff'; complete: boolean };

export function guideState(input: { enabled: boolean; stats: ProfileStats | undefined; viewer: Viewer | null; path: string }): GuideState {
  const { enabled, stats, viewer, path } = input;
  if (!enabled || !stats) return { kind: 'hidden' };
  if (viewer?.account && canSeeProfileWithoutAgreement(viewer) && !hasAgreedToTerms(viewer)) return { kind: 'turnOff', complete: false };
  const active = activeStep(stats, path);
  if (stats.is_complete || active === null) return { kind: 'turnOff', complete: true };
  const done = completedSteps(stats);
  const steps = PROFILE_GUIDE_STEPS.map((s) => ({ key: s.key, path: s.path, done: done[s.key] }));
  const at = steps.findIndex((s) => s.key === active);
  return { kind: 'show', steps, active, next: steps[(at + 1) % steps.length] };
}
