import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants.js';
import type { ProfileStats } from '../../../shared/schemas/auth.js';
import type { Profile } from '../../../shared/schemas/profile.js';
import { i18next } from '../../lib/i18n.js';
import { storeAuth } from '../../lib/session.js';
import { localStore } from '../../lib/storage.js';
import * as toasts from '../../lib/toast.js';
import { candidateAuth, renderWithProviders, startAsEmployee, stubFetch, type StubbedCall } from '../../test-utils.js';
import { ProfileEducationPage, ProfileExperiencePage, ProfilePage, ProfilePreferencesPage, ProfileReviewPage, ProfileSkillsPage } from './pages.js';

beforeAll(async () => {
  await i18next.loadNamespaces(['profile', 'cv', 'validation', 'messages', 'pages']);
});

beforeEach(() => {
  startAsEmployee();
  storeAuth(candidateAuth());
  localStore.remove(STORAGE_KEYS.profileGuide);
});

const NL = { name: 'Netherlands', code: '+31', country_code: 'NL' };
const saved: Profile = {
  uuid: '7f1c3c2e-0000-4000-8000-000000000007',
  state: 'active',
  avatar: null,
  first_name: 'Cara',
  last_name: 'Candidate',
  phones: [{ code: NL, number: '612345678' }],
  location: { city: 'Utrecht', country: 'Netherlands', country_code: 'NL' },
  skills: ['SAP', 'Lean'],
  top_skills: [],
  experience: [],
  education: [],
  preferences: { salary: { currency: 'EUR' } },
};
const noStats: ProfileStats = { is_complete: false, phones_count: 1, has_location: true, has_avatar: false, skills_count: 2, education_count: 0, experience_count: 0, pages_accessed: {} };

function open(path: string, options: { profile?: Profile; stats?: ProfileStats; answer?: (call: StubbedCall) => { status: number; body?: unknown } | undefined } = {}) {
  let profile = options.profile ?? saved;
  const fetch = stubFetch((call) => {
    const custom = options.answer?.(call);
    if (custom) return custom;
    if (call.url === '/api/my/profile' && call.method === 'GET') return { status: 200, body: { profile } };
    if (call.url === '/api/my/profile' && call.method === 'PUT') {
      profile = { ...profile, ...(call.body as { profile: Partial<Profile> }).profile };
      return { status: 200, body: { profile } };
    }
    if (call.url === '/api/my/profile/stats') return { status: 200, body: options.stats ?? noStats };
    if (call.url.startsWith('/api/my/profile/pages/')) return { status: 204 };
    if (call.url === '/api/auth') return { status: 200, body: candidateAuth() };
    if (call.url.startsWith('/api/autocomplete')) return { status: 200, body: { skills: [], companies: [] } };
    return { status: 404, body: { error: 'Not found.', statusCode: 404 } };
  });
  const router = createMemoryRouter(
    [
      { path: '/profile', Component: ProfilePage },
      { path: '/profile/skills', Component: ProfileSkillsPage },
      { path: '/profile/preferences', Component: ProfilePreferencesPage },
      { path: '/profile/experience', Component: ProfileExperiencePage },
      { path: '/profile/education', Component: ProfileEducationPage },
      { path: '/profile/review', Component: ProfileReviewPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return fetch;
}

const puts = (calls: StubbedCall[]) => calls.filter((c) => c.method === 'PUT' && c.url === '/api/my/profile').map((c) => (c.body as { profile: Record<string, unknown> }).profile);

describe('profile pages: each saves its own part with PUT my/profile', () => {
  it('summary: saves names, phones and location; the server’s 422 shows at the field', async () => {
    const user = userEvent.setup();
    const { calls } = open('/profile', {
      answer: (call) =>
        call.method === 'PUT' && puts([call])[0].first_name === 'Caro'
          ? { status: 422, body: { statusCode: 422, error: 'Please correct the highlighted fields.', errors: { 'profile.phones.0.number': ['This phone number is not plausible.'] } } }
          : undefined,
    });
    const form = await screen.findByTestId('profile-summary-form');
    const first = within(form).getByLabelText(/First name/, { selector: 'input' });
    expect((first as HTMLInputElement).value).toBe('Cara');
    await user.clear(first);
    await user.click(within(form).getByTestId('profile-save'));
    expect(await within(form).findByText('First name is required.')).toBeTruthy();
    expect(toasts.showToast).toHaveBeenCalledWith('error', 'Your profile could not be saved: please check the highlighted fields.');
    expect(puts(calls)).toHaveLength(0);

    await user.type(first, 'Carla');
    await user.click(within(form).getByTestId('profile-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toEqual({ first_name: 'Carla', last_name: 'Candidate', phones: [{ code: NL, number: '612345678' }], location: { city: 'Utrecht', country: 'Netherlands', country_code: 'NL' } });
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'Your profile is saved.'));

    await user.clear(first);
    await user.type(first, 'Caro');
    await user.click(within(form).getByTestId('profile-save'));
    expect(await within(form).findByText('This phone number is not plausible.')).toBeTruthy();
  });

  it('summary: removing the picture sends avatar null; a refusal of the picture shows at it, translated', async () => {
    const user = userEvent.setup();
    const { calls } = open('/profile', {
      profile: { ...saved, avatar: '/api/my/profile/avatar/7f1c3c2e-0000-4000-8000-000000000007?expires=1&signature=abcdefghijklmnopqrstuvwxyz' },
      answer: (call) =>
        call.method === 'PUT' && call.url === '/api/my/profile'
          ? { status: 422, body: { statusCode: 422, error: 'x', errors: { 'profile.avatar_image': ['This file is not a PNG or JPEG picture. Choose a photo saved as PNG or JPEG.'] } } }
          : undefined,
    });
    const form = await screen.findByTestId('profile-summary-form');
    await user.click(within(form).getByRole('button', { name: 'Remove the picture' }));
    expect(within(form).getByRole('button', { name: 'Choose a picture' })).toBeTruthy();
    await user.click(within(form).getByTestId('profile-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ avatar: null });
    await i18next.changeLanguage('de');
    try {
      await user.click(within(form).getByTestId('profile-save'));
      expect(await within(form).findByText('Diese Datei ist kein PNG- oder JPEG-Bild. Wählen Sie ein Foto im Format PNG oder JPEG.')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('skills: saves the skills and the top skills', async () => {
    const user = userEvent.setup();
    const { calls } = open('/profile/skills');
    const form = await screen.findByTestId('profile-skills-form');
    await user.type(within(form).getByRole('combobox', { name: 'Skills' }), 'Forecasting{Enter}');
    await user.click(within(form).getByTestId('profile-save'));
    await waitFor(() => expect(puts(calls)).toEqual([{ skills: ['SAP', 'Lean', 'Forecasting'], top_skills: [] }]));
  });

  it('preferences: opening the page is remembered (§4) and the preferences are saved', async () => {
    const user = userEvent.setup();
    const { calls } = open('/profile/preferences');
    const form = await screen.findByTestId('profile-preferences-form');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/my/profile/pages/preferences')).toBe(true));
    await user.type(within(form).getByLabelText('Notice period'), 'One month');
    await user.click(within(form).getByLabelText('Willing to relocate'));
    await user.click(within(form).getByLabelText('Immediately'));
    await user.click(within(form).getByTestId('profile-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ preferences: { salary: { currency: 'EUR' }, notice_period: 'One month', willing_relocate: true, availability_immediately: true } });
  });

  it('experience: a new job needs a title, a company and a summary (§5) before it joins the list; nothing is saved', async () => {
    const user = userEvent.setup();
    const { calls } = open('/profile/experience');
    const form = await screen.findByTestId('profile-experience-form');
    await user.click(within(form).getByTestId('add-experience'));
    const entry = within(form).getByTestId('new-experience');
    await user.click(within(entry).getByTestId('confirm-add-experience'));
    expect(await within(entry).findByText('Title is required.')).toBeTruthy();
    expect(within(entry).getByText('Company name is required.')).toBeTruthy();
    expect(within(entry).getByText('Summary is required.')).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
  });

  it('education: an entry without institution is not saved (§5); a complete one is', async () => {
    const user = userEvent.setup();
    const { calls } = open('/profile/education', { profile: { ...saved, education: [{ id: 'd1', title: 'MSc Logistics', institution: { name: '' } }] } });
    const form = await screen.findByTestId('profile-education-form');
    await user.click(within(form).getByTestId('profile-save'));
    expect(await within(form).findByText('Institution is required.')).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
    // One change: the entry stays open while it has a message, and the message goes with the first change.
    await user.click(within(form).getByLabelText('Institution'));
    await user.paste('Erasmus University');
    await user.click(within(form).getByTestId('profile-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].education).toEqual([expect.objectContaining({ id: 'd1', title: 'MSc Logistics', institution: { name: 'Erasmus University' } })]);
  });
});

describe('the profile-completion guide (§4)', () => {
  it('shows the four steps, the active one from this page on and the next; the switch is remembered', async () => {
    const user = userEvent.setup();
    open('/profile/preferences', { stats: { ...noStats, pages_accessed: {} } });
    const guide = await screen.findByTestId('profile-guide');
    await waitFor(() => expect(within(guide).getByTestId('guide-active').textContent).toBe('Continue with: Preferences'));
    expect(within(guide).getByTestId('guide-next').textContent).toBe('Then: Experience & Education');
    expect(['summary', 'skills', 'preferences', 'experience'].map((k) => within(guide).getByTestId(`guide-step-${k}`).textContent)).toEqual([
      '1SummaryAdd a phone number, your location and a picture.',
      '2SkillsAdd at least 5 skills.',
      '3PreferencesOpen your preferences and tell us what you are looking for.',
      '4Experience & EducationAdd a job or a study.',
    ]);
    await user.click(within(guide).getByLabelText('Show the guide'));
    expect(localStore.get(STORAGE_KEYS.profileGuide)).toBe('off');
    expect(within(guide).queryByTestId('guide-active')).toBeNull();
  });

  it('turns itself off with ‘Your profile is complete’ when the server reports is_complete', async () => {
    open('/profile/skills', { stats: { is_complete: true, phones_count: 1, has_location: true, has_avatar: true, skills_count: 5, education_count: 1, experience_count: 0, pages_accessed: { preferences: true } } });
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'Your profile is complete'));
    expect(localStore.get(STORAGE_KEYS.profileGuide)).toBe('off');
    expect(screen.queryByTestId('guide-active')).toBeNull();
  });

  it('stays off once switched off', async () => {
    localStore.set(STORAGE_KEYS.profileGuide, 'off');
    open('/profile/skills');
    await screen.findByTestId('profile-skills-form');
    expect(screen.queryByTestId('guide-active')).toBeNull();
  });
});

describe('/profile/review (state reviewing, §4)', () => {
  it('says the profile is being reviewed and shows what, read only, with no Save', async () => {
    open('/profile/review', {
      profile: { ...saved, state: 'reviewing', experience: [{ id: 'e1', title: 'Planner', company: { name: 'Port of Rotterdam' } }] },
    });
    expect(await screen.findByText('Your profile is being reviewed')).toBeTruthy();
    const review = await screen.findByTestId('profile-under-review');
    expect(within(review).getByText('Cara Candidate')).toBeTruthy();
    expect(within(review).getByText('SAP, Lean')).toBeTruthy();
    expect(within(review).getByText('Planner · Port of Rotterdam')).toBeTruthy();
    expect(within(review).getByText('None yet')).toBeTruthy();
    expect(screen.queryByTestId('profile-save')).toBeNull();
  });
});
