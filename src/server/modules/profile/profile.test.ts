import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../../shared/schemas/profile.js';
import { createAdmin, createCandidate, createClient, createRecruiter } from '../../test/factories.js';
import { bearer, createTestApp, tamperedSignature, type TestApp } from '../../test/helper.js';
import { MESSAGES } from './service.js';
import { pngImage } from '../../test/images.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NL = { name: 'Netherlands', code: '+31', country_code: 'NL' };
const get = (jwt: string, host?: string) => t.app.inject({ method: 'GET', url: '/api/my/profile', headers: bearer(jwt, host) });
const put = (jwt: string, profile: unknown, host?: string) => t.app.inject({ method: 'PUT', url: '/api/my/profile', headers: bearer(jwt, host), payload: { profile } });
const stats = async (jwt: string) => (await t.app.inject({ method: 'GET', url: '/api/my/profile/stats', headers: bearer(jwt) })).json();
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('GET /api/my/profile', () => {
  it('answers the signed-in user’s own profile', async () => {
    const c = await createCandidate(t, { profile: { firstName: 'Femke', lastName: 'de Boer', skills: ['SAP', 'Lean'] } });
    const res = await get(c.jwt);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      first_name: 'Femke',
      last_name: 'de Boer',
      state: 'active',
      avatar: null,
      phones: [],
      location: null,
      skills: ['SAP', 'Lean'],
      top_skills: [],
      experience: [],
      education: [],
      preferences: {},
    });
  });

  it.each([
    ['anonymous', null, 401],
    ['candidate', createCandidate, 200],
    ['recruiter', createRecruiter, 200],
    ['marketplace client', createClient, 200],
    ['admin', createAdmin, 200],
  ] as const)('guard signedIn: %s → %s on GET and PUT', async (_who, make, status) => {
    const jwt = make ? (await make(t)).jwt : null;
    const headers = jwt ? bearer(jwt) : { host: 'demo.localhost:3000' };
    expect((await t.app.inject({ method: 'GET', url: '/api/my/profile', headers })).statusCode).toBe(status);
    expect((await t.app.inject({ method: 'PUT', url: '/api/my/profile', headers, payload: { profile: { skills: ['SAP'] } } })).statusCode).toBe(status);
    expect((await t.app.inject({ method: 'PUT', url: '/api/my/profile/pages/preferences', headers })).statusCode).toBe(status === 200 ? 204 : status);
  });
});

describe('PUT /api/my/profile', () => {
  it('saves the summary, then each page’s part, leaving the other parts as they were; the counts follow', async () => {
    const c = await createCandidate(t);
    const summary = await put(c.jwt, {
      first_name: ' Sanne ',
      last_name: 'Visser',
      phones: [{ code: NL, number: '612345678' }, { code: NL, number: '' }],
      location: { city: 'Utrecht', administrative: 'Utrecht', country: 'Netherlands', country_code: 'NL', lat: 52.09, lng: 5.12 },
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().profile).toMatchObject({ first_name: 'Sanne', last_name: 'Visser', phones: [{ code: NL, number: '612345678' }], location: { city: 'Utrecht' } });

    const skills = ['Logistics', 'SAP', 'Lean', 'Forecasting', 'Negotiation'];
    expect((await put(c.jwt, { skills: [...skills, ' SAP '], top_skills: ['SAP', 'Excel'] })).json().profile).toMatchObject({ skills, top_skills: ['SAP'] });

    const preferences = {
      salary: { permanent: true, permanent_min: 60000, permanent_max: 75000, contract: true, hourly_min: 70, hourly_max: 90, currency: 'EUR' },
      notice_period: 'One month',
      availability_notice: true,
      availability_to_start: '2027-01',
      willing_relocate: true,
      relocate_cities: ['Rotterdam'],
      part_time: false,
      full_time: true,
    };
    expect((await put(c.jwt, { preferences })).json().profile.preferences).toEqual(preferences);

    const experience = [
      { title: 'Planner', company: { name: 'Port of Rotterdam' }, summary: '<p>Ran the <script>alert(1)</script>inbound flow.</p>', start_year: 2019, start_month: 3, currently_working: true },
    ];
    const saved = (await put(c.jwt, { experience })).json().profile;
    expect(saved.experience).toHaveLength(1);
    expect(saved.experience[0]).toMatchObject({ title: 'Planner', start_date: '2019-03', summary: '<p>Ran the inbound flow.</p>' });
    expect(saved.experience[0].id).toMatch(/^[0-9a-f]{32}$/);
    const education = [{ title: 'MSc Logistics', institution: { name: 'Erasmus University' }, graduation_year: 2014, level: 'master' }];
    const after = (await put(c.jwt, { education })).json().profile;
    // Nothing saved before was lost by the later saves.
    expect(after).toMatchObject({ first_name: 'Sanne', skills, preferences, experience: [{ title: 'Planner' }], education: [{ title: 'MSc Logistics', level: 'master', graduation_year: 2014 }] });
    expect(await stats(c.jwt)).toMatchObject({ phones_count: 1, has_location: true, has_avatar: false, skills_count: 5, experience_count: 1, education_count: 1, is_complete: false });
  });

  it('answers 422 with field paths for the §5 rules and for a wrong shape, and changes nothing', async () => {
    const c = await createCandidate(t, { profile: { firstName: 'Daan' } });
    const res = await put(c.jwt, {
      first_name: '  ',
      last_name: '',
      phones: [{ code: null, number: '612345678' }, { code: NL, number: '12' }],
      experience: [{ title: '', company: { name: '' }, summary: '<p> </p>' }],
      education: [{ title: 'BSc', institution: { name: '' } }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'profile.first_name': ['First name is required.'],
      'profile.last_name': ['Last name is required.'],
      'profile.phones.0.number': ['Please enter a valid phone number.'],
      'profile.phones.1.number': ['This phone number is not plausible.'],
      'profile.experience.0.title': ['Title is required.'],
      'profile.experience.0.company.name': ['Company name is required.'],
      'profile.experience.0.summary': ['Summary is required.'],
      'profile.education.0.institution.name': ['Institution is required.'],
    });
    const tooMany = await put(c.jwt, { skills: Array.from({ length: 41 }, (_, i) => `Skill ${i}`) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors['profile.skills']).toEqual(['Add at most 40 skills.']);
    const shape = await put(c.jwt, { preferences: { salary: { permanent_min: -5 } }, education: [{ level: 'wizard' }] });
    expect(shape.statusCode).toBe(422);
    expect(Object.keys(shape.json().errors).sort()).toEqual(['profile.education.0.level', 'profile.preferences.salary.permanent_min']);
    expect((await get(c.jwt)).json().profile.first_name).toBe('Daan');
  });

  it('stores a cropped picture checked by its content, serves it behind a signed link, and removes it', async () => {
    const c = await createCandidate(t);
    const res = await put(c.jwt, { avatar_image: dataUrl(pngImage(40, 40)) });
    expect(res.statusCode).toBe(200);
    const link: string = res.json().profile.avatar;
    expect(link).toMatch(/^\/api\/my\/profile\/avatar\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    const image = await t.app.inject({ method: 'GET', url: link, headers: { host: 'demo.localhost:3000' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // A changed signature or the same link on another organisation's host is refused.
    expect((await t.app.inject({ method: 'GET', url: tamperedSignature(link), headers: { host: 'demo.localhost:3000' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: link, headers: { host: 'acme.localhost:3000' } })).statusCode).toBe(403);
    expect((await stats(c.jwt)).has_avatar).toBe(true);

    const svg = await put(c.jwt, { avatar_image: dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml') });
    expect(svg.statusCode).toBe(422);
    expect(svg.json().errors).toEqual({ 'profile.avatar_image': [PROFILE_MESSAGES.avatarNotAnImage] });
    const polyglot = await put(c.jwt, { avatar_image: dataUrl(pngImage(8, 8, { trailing: '<html><script>alert(1)</script></html>' })) });
    expect(polyglot.statusCode).toBe(422);
    const large = await put(c.jwt, { avatar_image: 'A'.repeat(2_900_000) });
    expect(large.statusCode).toBe(422);
    expect(large.json().errors['profile.avatar_image']).toEqual(['The picture is too large: choose one of at most 2 MB.']);

    const removed = await put(c.jwt, { avatar: null });
    expect(removed.json().profile.avatar).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: link, headers: { host: 'demo.localhost:3000' } })).statusCode).toBe(404);
    expect((await stats(c.jwt)).has_avatar).toBe(false);
  });

  it('reaches only the signed-in user’s own profile: another candidate’s and another organisation’s stay as they are', async () => {
    const a = await createCandidate(t, { profile: { firstName: 'Anna', skills: ['SAP'] } });
    const b = await createCandidate(t, { profile: { firstName: 'Bram', skills: ['Lean'] } });
    const acme = await createCandidate(t, { subdomain: 'acme', profile: { firstName: 'Ava' } });
    expect((await put(a.jwt, { first_name: 'Anneke', skills: ['Excel'] })).statusCode).toBe(200);
    expect((await get(b.jwt)).json().profile).toMatchObject({ first_name: 'Bram', skills: ['Lean'] });
    expect((await get(acme.jwt, 'acme.localhost:3000')).json().profile.first_name).toBe('Ava');
    // A session of acme is refused on demo's host, and the body cannot name a profile.
    expect((await put(acme.jwt, { first_name: 'X' })).statusCode).toBe(401);
    expect((await put(a.jwt, { uuid: 'x', first_name: 'Anneke' })).json().profile.uuid).not.toBe('x');
  });
});

describe('PUT /api/my/profile while a resume is read', () => {
  it('answers 409 in state parsing_cv (the read replaces these parts when done) and changes nothing', async () => {
    const c = await createCandidate(t, { profile: { firstName: 'Noor', state: 'parsing_cv' } });
    const res = await put(c.jwt, { first_name: 'Nora' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Your CV is being read into your profile. Save again once it is done.');
    expect((await get(c.jwt)).json().profile).toMatchObject({ first_name: 'Noor', state: 'parsing_cv' });
  });
});

describe('PUT /api/my/profile/pages/{page}', () => {
  it('remembers that the preferences page was opened (§4 preferences step) and refuses unknown pages', async () => {
    const c = await createCandidate(t);
    expect((await stats(c.jwt)).pages_accessed).toEqual({});
    const res = await t.app.inject({ method: 'PUT', url: '/api/my/profile/pages/preferences', headers: bearer(c.jwt) });
    expect(res.statusCode).toBe(204);
    expect((await stats(c.jwt)).pages_accessed).toEqual({ preferences: true });
    expect((await t.app.inject({ method: 'PUT', url: '/api/my/profile/pages/secrets', headers: bearer(c.jwt) })).statusCode).toBe(422);
  });
});

describe('messages a person reads', () => {
  it('are in the web’s catalogue word for word (with the size as its placeholder), so they show translated', () => {
    const catalogue = JSON.parse(readFileSync(path.resolve(__dirname, '../../../web/locales/en/messages.json'), 'utf8')).myProfile as Record<string, string>;
    expect(catalogue.avatarTooLarge.replace('{{size}}', '2')).toBe(PROFILE_MESSAGES.avatarTooLarge);
    expect(catalogue.avatarNotAnImage).toBe(PROFILE_MESSAGES.avatarNotAnImage);
    expect(catalogue.noProfile).toBe(MESSAGES.noProfile);
    expect(catalogue.parsing).toBe(MESSAGES.parsing);
  });
});
