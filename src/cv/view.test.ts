import { describe, expect, it } from 'vitest';
import { DEMO_CVS } from './demo/index.js';
import type { CvData, CvSettings, Experience, SectionKey } from '../shared/schemas/cv.js';
import { buildCvView, displayName, groupExperiences, sanitizeRichText, type BuildCvViewInput, type CvSection } from './view.js';

const TODAY = new Date('2025-06-01T00:00:00Z');
const exp = (id: string, company: string, extra: Partial<Experience> = {}): Experience => ({
  id,
  title: `Title ${id}`,
  company: { name: company },
  start_year: 2020,
  start_month: 1,
  end_year: 2020,
  end_month: 12,
  summary: `<p>Summary ${id}</p>`,
  ...extra,
});
const base: CvData = {
  first_name: 'Maren',
  last_name: 'Quist',
  title: 'Engineer',
  email: 'maren@example.com',
  phones: [{ code: { name: 'Netherlands', code: '+31', country_code: 'NL' }, number: '6 11122233' }],
  dateofbirth: '1990-05-04',
  linkedin: 'https://www.linkedin.com/in/maren-quist',
  avatar: 'data:image/png;base64,AAAA',
  details: '<p>Maren is an engineer.</p>',
  skills: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
  experience: [exp('1', 'Acme')],
  education: [{ id: 'e1', title: 'MSc', level: 'master', institution: { name: 'TU Delft' }, start_year: 2010, graduation_year: 2012 }],
  custom_fields: {},
  preferences: {},
};
const build = (data: Partial<CvData> = {}, rest: Partial<BuildCvViewInput> = {}) =>
  buildCvView({ data: { ...base, ...data }, settings: null, version: 'full', template: 'classic', organisation: { default_currency: null }, today: TODAY, ...rest });
const section = <K extends CvSection['kind']>(view: ReturnType<typeof build>, key: SectionKey, _kind?: K) =>
  view.sections.find((s) => s.key === key) as Extract<CvSection, { kind: K }> | undefined;
const settings = (s: Partial<{ sections: SectionKey[]; info: string[]; experience: string[]; education: string[]; header: string[] }>): CvSettings => ({
  sections: s.sections ?? null,
  fields: { info: (s.info as never) ?? null, experience: (s.experience as never) ?? null, education: (s.education as never) ?? null, header: (s.header as never) ?? null },
});

describe('sections: order and visibility (§3 CV settings)', () => {
  it('shows the default visible sections, in their order, when settings are null', () => {
    const view = build({ custom_fields: { reasons_for_interview: '<p>r</p>', other_info: '<p>o</p>', motivation: '<p>m</p>' } });
    // brief, reasons_for_interview, top_skills, skills, experience, education, other_info (reasons_for_leaving has no content); motivation is not a default section.
    expect(view.sections.map((s) => s.key)).toEqual(['brief', 'reasons_for_interview', 'top_skills', 'skills', 'experience', 'education', 'other_info']);
  });
  it('follows the saved order and drops the sections not listed', () => {
    const view = build({}, { settings: settings({ sections: ['education', 'experience', 'brief'] }) });
    expect(view.sections.map((s) => s.key)).toEqual(['education', 'experience', 'brief']);
  });
  it('renders qualification and qualifications once', () => {
    const view = build({ qualification: [{ id: 'q', summary: '<p>PRINCE2</p>', graduation_year: 2019 }] }, { settings: settings({ sections: ['qualification', 'qualifications'] }) });
    expect(view.sections.map((s) => s.kind)).toEqual(['qualifications']);
  });
});

describe('experience (§3)', () => {
  it('merges consecutive entries at the same company, trimmed and case-insensitive', () => {
    const groups = groupExperiences([exp('1', 'Acme'), exp('2', ' ACME  '), exp('3', 'Other'), exp('4', 'acme')], { reverse: false, combine: true });
    expect(groups.map((g) => g.map((e) => e.id))).toEqual([['1', '2'], ['3'], ['4']]);
  });
  it('does not merge with not_to_combine_career_history', () => {
    const view = build({ experience: [exp('1', 'Acme'), exp('2', 'Acme')], custom_fields: { not_to_combine_career_history: true } });
    expect(section(view, 'experience', 'experience')?.groups).toHaveLength(2);
  });
  it('gives a merged group its overall period and duration', () => {
    const view = build({ experience: [exp('1', 'Acme', { start_year: 2021, end_year: 2022, end_month: 6 }), exp('2', 'Acme', { start_year: 2018 })] });
    const group = section(view, 'experience', 'experience')?.groups[0];
    expect(group?.entries).toHaveLength(2);
    expect(group?.period).toBe('January 2018 – June 2022');
    expect(group?.duration).toBe('4 years 6 months');
  });
  it('excludes entries flagged hide', () => {
    const view = build({ experience: [exp('1', 'Acme'), exp('2', 'Secret', { hide: true })] });
    expect(section(view, 'experience', 'experience')?.groups.map((g) => g.company)).toEqual(['Acme']);
  });
  it('shows display_company_name instead of a hidden company name, else a neutral label', () => {
    const view = build({ experience: [exp('1', 'Acme', { hide_company_name: true, display_company_name: 'A global bank' }), exp('2', 'Other', { hide_company_name: true })] });
    expect(section(view, 'experience', 'experience')?.groups.map((g) => g.company)).toEqual(['A global bank', 'Confidential company']);
    expect(JSON.stringify(view)).not.toContain('Acme');
  });
  it('lists experiences in reverse in the Japanese variant', () => {
    const data = { experience: [exp('1', 'A'), exp('2', 'B'), exp('3', 'C')] };
    expect(section(build(data), 'experience', 'experience')?.groups.map((g) => g.company)).toEqual(['A', 'B', 'C']);
    expect(section(build(data, { language: 'ja' }), 'experience', 'experience')?.groups.map((g) => g.company)).toEqual(['C', 'B', 'A']);
  });
  it('shows only the experience fields the settings keep', () => {
    const full = section(build({ experience: [exp('1', 'Acme', { contract_type: 'freelance', industry: 'Energy' })] }), 'experience', 'experience')?.groups[0];
    expect(full).toMatchObject({ industry: 'Energy', entries: [{ contractType: 'Freelance', period: 'January 2020 – December 2020', duration: '1 year', summaryHtml: '<p>Summary 1</p>' }] });
    const bare = section(build({ experience: [exp('1', 'Acme', { contract_type: 'freelance', industry: 'Energy' })] }, { settings: settings({ experience: [] }) }), 'experience', 'experience')?.groups[0];
    expect(bare).toMatchObject({ industry: null, entries: [{ contractType: null, period: null, duration: null, summaryHtml: null }] });
  });
  it('shows a current job until Present, its duration counted to today', () => {
    const view = build({ experience: [exp('1', 'Acme', { start_year: 2024, start_month: 3, currently_working: true, end_year: null, end_month: null })] });
    expect(section(view, 'experience', 'experience')?.groups[0].entries[0]).toMatchObject({ period: 'March 2024 – Present', duration: '1 year 3 months' });
  });
});

describe('skills, contact, name (§3)', () => {
  it('top skills default to the first 5 skills; chosen ones win', () => {
    expect(section(build(), 'top_skills', 'tags')?.items).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(section(build({ top_skills: ['G'] }), 'top_skills', 'tags')?.items).toEqual(['G']);
  });
  it('shows email, phone and avatar only with add_email_to_cv, add_phone_to_cv, add_avatar_to_cv', () => {
    expect(build().header).toMatchObject({ contact: [], avatarUrl: null });
    const view = build({ add_email_to_cv: true, add_phone_to_cv: true, add_avatar_to_cv: true });
    expect(view.header.contact.map((c) => c.value)).toEqual(['maren@example.com', '+31 6 11122233']);
    expect(view.header.avatarUrl).toBe('data:image/png;base64,AAAA');
  });
  it('prints every phone in the international format, with no trunk 0 after the country code', () => {
    const phones = [
      { code: { name: 'Netherlands', code: '+31', country_code: 'NL' }, number: '06 1234 5678' },
      { code: { name: 'Belgium', code: '+32', country_code: 'BE' }, number: '+32 0470 12 34 56' },
      { code: null, number: '020 123 4567' },
      { code: null, number: 'via reception' },
    ];
    const view = build({ phones, add_phone_to_cv: true, location: { city: 'Utrecht', country: 'Netherlands', country_code: 'NL' } }, { settings: settings({ sections: ['candidate_contact'] }) });
    const expected = ['+31 6 12345678', '+32 470 12 34 56', '+31 20 123 4567', 'via reception'];
    expect(view.header.contact.map((c) => c.value)).toEqual(expected);
    expect(section(view, 'candidate_contact', 'facts')?.items.filter((i) => i.key === 'phone').map((i) => i.value)).toEqual(expected);
  });
  it('reads a national number without a country code in the candidate location, else the organisation country', () => {
    const phones = [{ code: null, number: '(555) 123-4567' }];
    expect(build({ phones, add_phone_to_cv: true, location: { country_code: 'US' } }).header.contact[0].value).toBe('+1 555 123 4567');
    expect(build({ phones, add_phone_to_cv: true }, { organisation: { default_currency: null, default_country_code: 'US' } }).header.contact[0].value).toBe('+1 555 123 4567');
    expect(build({ phones, add_phone_to_cv: true }).header.contact[0].value).toBe('(555) 123-4567');
  });
  it('hides contact details when the header field contact_details is off, and never shows a non-data avatar', () => {
    expect(build({ add_email_to_cv: true }, { settings: settings({ header: [] }) }).header.contact).toEqual([]);
    expect(build({ add_avatar_to_cv: true, avatar: 'https://cdn.example.com/a.png' }).header.avatarUrl).toBeNull();
  });
  it('orders the name by add_firstname_first; Japanese defaults to family name first', () => {
    expect(displayName(base, 'en')).toBe('Maren Quist');
    expect(displayName({ ...base, add_firstname_first: false }, 'en')).toBe('Quist Maren');
    expect(displayName({ first_name: '健太', last_name: '佐藤' }, 'ja')).toBe('佐藤 健太');
    expect(displayName({ first_name: 'Ken', last_name: 'Sato', add_firstname_first: true }, 'ja')).toBe('Ken Sato');
  });
});

describe('info items and remove-sidebar (§3, §5)', () => {
  it('lists the info fields in settings order, with the date of birth per CV language', () => {
    const view = build({ location: { city: 'Delft', country: 'Netherlands' }, visa_status: 'EU citizen', preferences: { notice_period: '1 month' } }, { settings: settings({ info: ['date_of_birth', 'notice_period', 'location', 'visa_status'] }) });
    expect(view.info.map((i) => [i.label, i.value])).toEqual([
      ['Date of birth', '4 May 1990'],
      ['Notice period', '1 month'],
      ['Location', 'Delft, Netherlands'],
      ['Work permit', 'EU citizen'],
    ]);
  });
  it('ignores the info fields when the sidebar is removed', () => {
    const view = build({ visa_status: 'EU citizen' }, { settings: settings({ info: ['remove_sidebar', 'visa_status'] }) });
    expect(view).toMatchObject({ sidebar: false, info: [] });
  });
  it('shows gender only with display_gender_on_cv', () => {
    expect(build({ custom_fields: { gender: 'Female' } }).info.find((i) => i.key === 'gender')).toBeUndefined();
    expect(build({ custom_fields: { gender: 'Female', display_gender_on_cv: true } }).info.find((i) => i.key === 'gender')?.value).toBe('Female');
  });
});

describe('countries in the CV language', () => {
  const data: Partial<CvData> = {
    location: { city: 'Tilburg', country: 'Nederland', country_code: 'NL' },
    custom_fields: { nationality: 'Deutschland' },
    experience: [exp('1', 'Acme', { location: 'Lyon, France' })],
    education: [{ id: 'e1', title: 'MSc', institution: { name: 'TU Delft' }, location: 'Japan', start_year: 2010, graduation_year: 2012 }],
    preferences: { willing_relocate: true, preferred_locations: [{ city: 'Osaka', country: 'Japan' }] },
  };
  const sections = settings({ sections: ['key_information', 'experience', 'education', 'relocation'] });
  it.each([
    ['en', 'Tilburg, Netherlands', 'Germany', 'Lyon, France', 'Japan'],
    ['nl', 'Tilburg, Nederland', 'Duitsland', 'Lyon, Frankrijk', 'Japan'],
    ['de', 'Tilburg, Niederlande', 'Deutschland', 'Lyon, Frankreich', 'Japan'],
    ['fr', 'Tilburg, Pays-Bas', 'Allemagne', 'Lyon, France', 'Japon'],
    ['it', 'Tilburg, Paesi Bassi', 'Germania', 'Lyon, Francia', 'Giappone'],
    ['ja', 'Tilburg, オランダ', 'ドイツ', 'Lyon, フランス', '日本'],
  ] as const)('%s: location, nationality, experience and education places, preferred locations', (language, location, nationality, jobPlace, japan) => {
    const view = build(data, { language, settings: sections });
    const info = Object.fromEntries(view.info.map((i) => [i.key, i.value]));
    expect(info.location).toBe(location);
    expect(info.nationality).toBe(nationality);
    expect(section(view, 'experience', 'experience')?.groups[0].entries[0].location).toBe(jobPlace);
    expect(section(view, 'education', 'education')?.entries[0].location).toBe(japan);
    expect(section(view, 'relocation', 'facts')?.items.find((i) => i.key === 'preferred_locations')?.value).toBe(`Osaka, ${japan}`);
  });
  it('shows the anonymous location, the country only, in the CV language', () => {
    const view = build(data, { language: 'de', version: 'anonymous' });
    expect(view.info.find((i) => i.key === 'location')?.value).toBe('Niederlande');
  });
});

describe('salary (§3 preferences.salary)', () => {
  const salary = (s: NonNullable<NonNullable<CvData['preferences']>['salary']>) => ({ preferences: { salary: s } });
  const salaryView = (data: Partial<CvData>, rest: Partial<BuildCvViewInput> = {}) => section(build(data, { settings: settings({ sections: ['salary_information'] }), ...rest }), 'salary_information', 'facts');
  it('formats ranges in the CV currency, defaulting to the organisation currency, else EUR', () => {
    expect(salaryView(salary({ permanent: true, permanent_min: 60000, permanent_max: 70000 }))?.items[0].value).toBe('€60,000 – €70,000 per year');
    expect(salaryView(salary({ permanent_min: 60000 }), { organisation: { default_currency: 'GBP' } })?.items[0].value).toBe('£60,000 per year');
    expect(salaryView(salary({ permanent_min: 60000, currency: 'CHF' }), { organisation: { default_currency: 'GBP' } })?.items[0].value).toBe('CHF\u00a060,000 per year');
  });
  it('_hide hides a block everywhere, _anon_hide only in the anonymous version', () => {
    const data = salary({ salary_preferences: { value: '70k', _anon_hide: true }, salary_current: { value: '60k', _hide: true } });
    expect(salaryView(data)?.items.map((i) => i.value)).toEqual(['70k']);
    expect(salaryView(data, { version: 'anonymous' })).toBeUndefined();
  });
  it('salary_previous shows only with _include', () => {
    expect(salaryView(salary({ salary_previous: { value: '50k' } }))).toBeUndefined();
    expect(salaryView(salary({ salary_previous: { value: '50k', _include: true } }))?.items[0].label).toBe('Previous salary');
  });
});

describe('custom-field options (§3)', () => {
  const consultant = { name: 'Rachel Adeyemi', email: 'rachel@agency.example', phone: '+44 20 7946 0000' };
  it('uses template_language_variant as the CV language, English by default', () => {
    expect(build().language).toBe('en');
    expect(build({ custom_fields: { template_language_variant: 'de' } }).sections[0].title).toBe('Profil');
    expect(build({ custom_fields: { template_language_variant: 'de' } }, { language: 'ja' }).sections[0].title).toBe('職務要約');
  });
  it('adds a cover sheet with add_coversheet_info_to_cv; client Generic is not named', () => {
    expect(build().cover).toBeNull();
    expect(build({ custom_fields: { add_coversheet_info_to_cv: true } }).cover?.preparedFor).toBeNull();
    expect(build({ custom_fields: { add_coversheet_info_to_cv: true, client_selection: 'Acme Bank' } }).cover?.preparedFor).toBe('Acme Bank');
  });
  it('remove_salary_from_coversheet drops the included salary from the cover sheet', () => {
    const data = { preferences: { salary: { salary_current: { value: '60k', _include: true } } } };
    expect(build({ ...data, custom_fields: { add_coversheet_info_to_cv: true } }).cover?.facts.map((f) => f.value)).toEqual(['60k']);
    expect(build({ ...data, custom_fields: { add_coversheet_info_to_cv: true, remove_salary_from_coversheet: true } }).cover?.facts).toEqual([]);
  });
  it('show_consultant_details_on_cv adds the consultant; hide_consultant_info_to_cv wins', () => {
    expect(build({ custom_fields: { show_consultant_details_on_cv: true } }, { consultant }).sections.at(-1)).toMatchObject({ key: 'consultant_contact' });
    const hidden = build({ custom_fields: { show_consultant_details_on_cv: true, hide_consultant_info_to_cv: true } }, { consultant, settings: settings({ info: ['recruiter'] }) });
    expect(JSON.stringify(hidden)).not.toContain('Rachel');
  });
  it('prints the consultant and office phones in the international format, read in the organisation country', () => {
    const office = { name: 'Utrecht office', address: null, phone: '030 123 4567', email: null };
    const consultant = { name: 'Rachel Adeyemi', phone: '+44 (0)20 7946 0958' };
    const view = build(
      { custom_fields: { show_office_details_on_cv: true, show_consultant_details_on_cv: true } },
      { office, consultant, organisation: { default_currency: null, default_country_code: 'NL' } },
    );
    expect(section(view, 'office_contact', 'facts')?.items.find((i) => i.key === 'office_phone')?.value).toBe('+31 30 123 4567');
    expect(section(view, 'consultant_contact', 'facts')?.items.find((i) => i.key === 'consultant_phone')?.value).toBe('+44 20 7946 0958');
  });
  it('show_office_details_on_cv adds the office', () => {
    const office = { name: 'Utrecht office', address: 'Stationsplein 1', phone: null, email: null };
    expect(build({ custom_fields: { show_office_details_on_cv: true } }, { office }).sections.at(-1)).toMatchObject({ key: 'office_contact', items: [{ value: 'Utrecht office' }, { value: 'Stationsplein 1' }] });
  });
});

describe('education and languages', () => {
  it('shows the education level per settings, in the CV language', () => {
    expect(section(build({}, { language: 'fr' }), 'education', 'education')?.entries[0]).toMatchObject({ level: 'Master', institution: 'TU Delft', period: '2010 – 2012' });
    expect(section(build({}, { settings: settings({ education: ['institution'] }) }), 'education', 'education')?.entries[0]).toMatchObject({ level: null, period: null });
  });
  it('hide_institution, show_only_enddate and currently_studying', () => {
    const entry = section(build({ education: [{ id: 'e', title: 'PhD', institution: { name: 'X' }, hide_institution: true, start_year: 2020, show_only_enddate: true, currently_studying: true }] }, { language: 'nl' }), 'education', 'education')?.entries[0];
    expect(entry).toMatchObject({ institution: null, period: 'heden' });
  });
  it('names language levels in the CV language', () => {
    const view = build({ custom_fields: { languages: [{ name: 'Deutsch', level: 1 }, { name: 'Englisch', level: 3 }] } }, { language: 'de', settings: settings({ sections: ['languages_info'] }) });
    expect(section(view, 'languages_info', 'languages')?.items).toEqual([
      { name: 'Deutsch', level: 'Muttersprache' },
      { name: 'Englisch', level: 'Verhandlungssicher' },
    ]);
  });
});

describe('anonymous version', () => {
  const anon = (data: Partial<CvData> = {}, rest: Partial<BuildCvViewInput> = {}) => build({ add_email_to_cv: true, add_phone_to_cv: true, add_avatar_to_cv: true, ...data }, { version: 'anonymous', ...rest });
  it('shows anon_name, else the neutral label of the CV language (never the real name)', () => {
    expect(anon({ anon_name: 'Engineer #12' }).header.name).toBe('Engineer #12');
    expect(anon().header.name).toBe('Candidate');
    expect(anon({}, { language: 'ja' }).header.name).toBe('候補者');
    expect(anon({ anon_name: 'Maren Q.' }).header.name).toBe('Candidate');
  });
  it('shows anonymous_brief and never falls back to details', () => {
    expect(section(anon({ anonymous_brief: '<p>Seasoned engineer.</p>' }), 'brief', 'rich')?.html).toBe('<p>Seasoned engineer.</p>');
    expect(section(anon(), 'brief')).toBeUndefined();
  });
  it('has no contact, avatar, date of birth, LinkedIn, nationality or gender; location is the country only', () => {
    const view = anon(
      { location: { city: 'Delft', administrative: 'South Holland', country: 'Netherlands' }, custom_fields: { nationality: 'Dutch', gender: 'Female', display_gender_on_cv: true } },
      { settings: settings({ sections: ['brief', 'candidate_contact', 'key_information', 'crm_ref_info'] }) },
    );
    expect(view.header).toMatchObject({ contact: [], avatarUrl: null });
    expect(view.info.map((i) => [i.key, i.value])).toEqual([['location', 'Netherlands']]);
    expect(view.sections.map((s) => s.key)).toEqual(['key_information']);
  });
  it('keeps testimonials and video out', () => {
    const view = anon({ custom_fields: { testimonial_data: '<p>Great</p>', personality: '<p>Calm</p>' } }, { settings: settings({ sections: ['other_information'] }) });
    expect(section(view, 'other_information', 'notes')?.items.map((n) => n.html)).toEqual(['<p>Calm</p>']);
  });
});

describe('rich text', () => {
  it('keeps allow-listed tags without attributes, drops scripts and balances tags', () => {
    expect(sanitizeRichText('<p onclick="x()">Hi <b>there</b><script>alert(1)</script><img src=x onerror=y><ul><li>a')).toBe('<p>Hi <b>there</b><ul><li>a</li></ul></p>');
    expect(sanitizeRichText('<p> </p>')).toBe('');
  });
});

describe('demo CVs build in every language and version', () => {
  it.each(DEMO_CVS.map((cv) => [cv.id, cv] as const))('%s', (_id, cv) => {
    for (const version of ['full', 'anonymous'] as const) {
      const view = buildCvView({ data: cv, settings: null, version, template: 'classic', organisation: { default_currency: 'EUR' }, today: TODAY });
      expect(view.sections.length).toBeGreaterThan(3);
    }
  });
});
