import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../shared/permissions.js';
import type { ProfileStats } from '../../../shared/schemas/auth.js';
import { candidateAuth, employeeAuth } from '../../test-utils.js';
import { guideState } from './guide-model.js';

const empty: ProfileStats = { is_complete: false, phones_count: 0, has_location: false, has_avatar: false, skills_count: 0, education_count: 0, experience_count: 0, pages_accessed: {} };
const summaryDone = { phones_count: 1, has_location: true, has_avatar: true };
const candidate: Viewer = candidateAuth();
const recruiter: Viewer = employeeAuth();
const accountNotAgreed: Viewer = { ...recruiter, account: { ...recruiter.account!, agreed: false } };

describe('the guide’s rules (§4)', () => {
  // [rule of §4, stats, page, → what the guide does]
  it.each([
    ['summary: a phone, a location and an avatar', { ...empty, phones_count: 1, has_location: true }, '/profile', 'active summary, next skills'],
    ['summary is complete with all three: the active step moves on', { ...empty, ...summaryDone }, '/profile', 'active skills, next preferences'],
    ['skills: more than 4 (4 is not enough)', { ...empty, ...summaryDone, skills_count: 4 }, '/profile/skills', 'active skills, next preferences'],
    ['skills: 5 complete the step', { ...empty, ...summaryDone, skills_count: 5 }, '/profile/skills', 'active preferences, next experience'],
    ['preferences: complete once the page was opened', { ...empty, pages_accessed: { preferences: true } }, '/profile/preferences', 'active experience, next summary'],
    ['experience & education: one education is enough', { ...empty, education_count: 1 }, '/profile/education', 'active summary, next skills'],
    ['experience & education: one experience is enough', { ...empty, experience_count: 1 }, '/profile/experience', 'active summary, next skills'],
    ['the active step counts from the current page onward', empty, '/profile/preferences', 'active preferences, next experience'],
    ['… wrapping round to the first steps', { ...empty, pages_accessed: { preferences: true }, education_count: 1 }, '/profile/preferences', 'active summary, next skills'],
    ['all steps complete: the guide turns itself off', { ...empty, ...summaryDone, skills_count: 5, pages_accessed: { preferences: true }, experience_count: 1 }, '/profile', 'off: Your profile is complete'],
    ['the server reports is_complete: off', { ...empty, is_complete: true }, '/profile/skills', 'off: Your profile is complete'],
  ] as const)('%s', (_rule, stats, path, expected) => {
    const state = guideState({ enabled: true, stats, viewer: candidate, path });
    const said = state.kind === 'show' ? `active ${state.active}, next ${state.next.key}` : state.kind === 'turnOff' && state.complete ? 'off: Your profile is complete' : state.kind;
    expect(said).toBe(expected);
  });

  it('is hidden while switched off or before the stats are known', () => {
    expect(guideState({ enabled: false, stats: empty, viewer: candidate, path: '/profile' })).toEqual({ kind: 'hidden' });
    expect(guideState({ enabled: true, stats: undefined, viewer: candidate, path: '/profile' })).toEqual({ kind: 'hidden' });
  });

  it('turns off, without the message, for an account that may see the profile without an agreement and has not agreed to the terms', () => {
    expect(guideState({ enabled: true, stats: empty, viewer: accountNotAgreed, path: '/profile' })).toEqual({ kind: 'turnOff', complete: false });
    expect(guideState({ enabled: true, stats: empty, viewer: recruiter, path: '/profile' }).kind).toBe('show');
  });

  it('marks each step done or not, in the order of §2', () => {
    const state = guideState({ enabled: true, stats: { ...empty, skills_count: 7 }, viewer: candidate, path: '/profile' });
    expect(state.kind === 'show' && state.steps).toEqual([
      { key: 'summary', path: '/profile', done: false },
      { key: 'skills', path: '/profile/skills', done: true },
      { key: 'preferences', path: '/profile/preferences', done: false },
      { key: 'experience', path: '/profile/experience', done: false },
    ]);
  });
});
