import { describe, expect, it } from 'vitest';
import { entrySummary, truthFor } from './truth.js';
import type { LayoutFamily, Person, Rendered, TruthField } from './types.js';

const person: Person = {
  slug: 'jeroen-van-den-broek',
  language: 'nl',
  first: 'Jeroen',
  last: 'van den Broek',
  displayName: 'Jeroen van den Broek',
  headline: 'Senior Softwareontwikkelaar',
  email: 'jeroen.vandenbroek@example.com',
  phones: ['06-12345678', '+31 30 123 4567'],
  linkedin: 'https://www.linkedin.com/in/jeroenvandenbroek',
  website: null,
  city: 'Utrecht',
  country: 'NL',
  countryName: 'Nederland',
  street: 'Lindenlaan 12',
  postcode: '3511 AB',
  birthDate: null,
  summary: 'Senior Softwareontwikkelaar met 9 jaar ervaring in softwareontwikkeling.',
  jobs: [
    {
      title: 'Senior Softwareontwikkelaar',
      company: 'Polderwind Software B.V.',
      city: 'Utrecht',
      country: 'NL',
      start: { year: 2021, month: 3 },
      end: null,
      bullets: ['Migratie naar Kubernetes geleid', 'Cloudkosten met 20% verlaagd'],
      summary: 'Lid van het platformteam.',
    },
    {
      title: 'Softwareontwikkelaar',
      company: 'Polderwind Software B.V.',
      city: 'Utrecht',
      country: 'NL',
      start: { year: 2018, month: 1 },
      end: { year: 2021, month: 2 },
      bullets: [],
      summary: null,
    },
    {
      title: 'Junior Developer',
      company: 'Delta IT',
      city: 'Amsterdam',
      country: 'NL',
      start: { year: 2016, month: null },
      end: { year: 2017, month: null },
      bullets: ['Onderhoud van de webwinkel'],
      summary: null,
    },
  ],
  studies: [
    { title: 'MSc Informatica', degree: 'MSc', area: 'Informatica', institution: 'Universiteit Utrecht', city: null, start: { year: 2014, month: 9 }, end: { year: 2016, month: 7 }, summary: 'Cum laude afgestudeerd.' },
    { title: 'Bachelor Informatica', degree: 'Bachelor', area: 'Informatica', institution: 'Hogeschool van Amsterdam', city: null, start: null, end: { year: 2014, month: 6 }, summary: null },
  ],
  skillGroups: [
    { name: 'Programmeertalen', keywords: ['TypeScript', 'Go'] },
    { name: 'Cloud en DevOps', keywords: ['Kubernetes', 'Docker', 'Azure'] },
  ],
  languages: [
    { name: 'Nederlands', level: 'Moedertaal', rank: 1 },
    { name: 'Engels', level: 'Vloeiend', rank: 2 },
  ],
  certificates: [{ name: 'Professional Scrum Master I', issuer: 'Scrum.org', year: 2020 }],
  awards: [{ title: 'Innovatieprijs', year: 2022 }],
  volunteering: [{ role: 'Jeugdtrainer', organisation: 'Voetbalvereniging De Zwaluwen', start: { year: 2019, month: 9 }, end: null }],
};

const family: LayoutFamily = {
  name: 'stub-family',
  group: 'stub',
  formats: ['pdf'],
  available: async () => null,
  render: async () => {
    throw new Error('not used');
  },
};

const rendered = (notRendered: TruthField[] = [], extra: Partial<Rendered> = {}): Rendered => ({ bytes: new Uint8Array(), format: 'pdf', producedBy: 'test', notRendered, ...extra });

describe('truthFor', () => {
  it('takes everything printed from the person, in the labelled corpus\'s field names', () => {
    const t = truthFor(person, family, rendered(), 'jeroen-van-den-broek.stub-family.pdf');
    expect(t._meta).toEqual({
      file: 'jeroen-van-den-broek.stub-family.pdf',
      family: 'stub-family',
      theme: 'stub-family',
      group: 'stub',
      language: 'nl',
      format: 'pdf',
      produced_by: 'test',
      not_rendered: [],
    });
    expect(t).toMatchObject({
      first_name: 'Jeroen',
      last_name: 'van den Broek',
      title: 'Senior Softwareontwikkelaar',
      email: 'jeroen.vandenbroek@example.com',
      phones: ['06-12345678', '+31 30 123 4567'],
      linkedin: 'https://www.linkedin.com/in/jeroenvandenbroek',
      location: { city: 'Utrecht', country: 'NL' },
      skills: ['TypeScript', 'Go', 'Kubernetes', 'Docker', 'Azure'],
      languages: ['Nederlands', 'Engels'],
      summary: person.summary,
      cv_language: 'nl',
    });
    expect(t.experience[0]).toEqual({
      title: 'Senior Softwareontwikkelaar',
      company: 'Polderwind Software B.V.',
      start_year: 2021,
      start_month: 3,
      end_year: null,
      end_month: null,
      currently_working: true,
      summary: 'Lid van het platformteam.\nMigratie naar Kubernetes geleid\nCloudkosten met 20% verlaagd',
    });
    expect(t.experience[1]).toMatchObject({ start_month: 1, end_year: 2021, end_month: 2, currently_working: false, summary: null });
    // A record without months keeps its years only.
    expect(t.experience[2]).toMatchObject({ start_year: 2016, start_month: null, end_year: 2017, end_month: null });
    expect(t.education).toEqual([
      { title: 'MSc Informatica', institution: 'Universiteit Utrecht', start_year: 2014, graduation_year: 2016, summary: 'Cum laude afgestudeerd.' },
      { title: 'Bachelor Informatica', institution: 'Hogeschool van Amsterdam', start_year: null, graduation_year: 2014, summary: null },
    ]);
  });

  it('never makes certificates, awards or volunteering into experience', () => {
    const t = truthFor(person, family, rendered(), 'x.pdf');
    expect(t.experience.map((e) => e.company)).toEqual(['Polderwind Software B.V.', 'Polderwind Software B.V.', 'Delta IT']);
  });

  it('nulls or empties what the rendering does not print', () => {
    const t = truthFor(person, family, rendered(['title', 'email', 'phones', 'linkedin', 'location', 'summary', 'skills', 'languages']), 'x.pdf');
    expect(t).toMatchObject({ title: null, email: null, phones: [], linkedin: null, location: { city: null, country: null }, summary: null, skills: [], languages: [] });
    expect(t._meta.not_rendered).toEqual(['title', 'email', 'phones', 'linkedin', 'location', 'summary', 'skills', 'languages']);
    // The rest stays.
    expect(t.first_name).toBe('Jeroen');
    expect(t.experience).toHaveLength(3);
  });

  it('keeps the city when only the country is not printed', () => {
    expect(truthFor(person, family, rendered(['location.country']), 'x.pdf').location).toEqual({ city: 'Utrecht', country: null });
  });

  it('drops the months of every job when the layout prints years only', () => {
    const t = truthFor(person, family, rendered(['experience.month']), 'x.pdf');
    for (const e of t.experience) {
      expect(e.start_month).toBeNull();
      expect(e.end_month).toBeNull();
    }
    expect(t.experience.map((e) => [e.start_year, e.end_year])).toEqual([
      [2021, null],
      [2018, 2021],
      [2016, 2017],
    ]);
    expect(t.experience[0].currently_working).toBe(true);
  });

  it('drops education, its start years or its summaries, and the entry summaries', () => {
    expect(truthFor(person, family, rendered(['education']), 'x.pdf').education).toEqual([]);
    const years = truthFor(person, family, rendered(['education.start_year']), 'x.pdf');
    expect(years.education.map((e) => [e.start_year, e.graduation_year])).toEqual([
      [null, 2016],
      [null, 2014],
    ]);
    const quiet = truthFor(person, family, rendered(['experience.summary', 'education.summary']), 'x.pdf');
    expect(quiet.experience.every((e) => e.summary === null)).toBe(true);
    expect(quiet.education.every((e) => e.summary === null)).toBe(true);
  });

  it('lists entries in the order the document shows them', () => {
    const t = truthFor(person, family, rendered([], { oldestFirst: ['experience'] }), 'x.pdf');
    expect(t.experience.map((e) => e.title)).toEqual(['Junior Developer', 'Softwareontwikkelaar', 'Senior Softwareontwikkelaar']);
    expect(t.education[0].title).toBe('MSc Informatica');
  });

  it('takes the summaries a family says it printed', () => {
    const t = truthFor(person, family, rendered([], { printedSummaries: { profile: 'Kort profiel.', experience: ['Alleen de bullets'] } }), 'x.pdf');
    expect(t.summary).toBe('Kort profiel.');
    expect(t.experience[0].summary).toBe('Alleen de bullets');
    expect(t.experience[2].summary).toBe('Onderhoud van de webwinkel');
  });

  it('writes the texts as the document prints them, and the contact values as recorded', () => {
    const shout = (text: string) => text.toUpperCase();
    const t = truthFor(person, family, rendered([], { printedAs: shout }), 'x.pdf');
    expect([t.first_name, t.last_name, t.title, t.location.city]).toEqual(['JEROEN', 'VAN DEN BROEK', 'SENIOR SOFTWAREONTWIKKELAAR', 'UTRECHT']);
    expect([t.experience[0].title, t.experience[0].company, t.experience[0].summary]).toEqual(['SENIOR SOFTWAREONTWIKKELAAR', 'POLDERWIND SOFTWARE B.V.', 'LID VAN HET PLATFORMTEAM.\nMIGRATIE NAAR KUBERNETES GELEID\nCLOUDKOSTEN MET 20% VERLAAGD']);
    expect([t.education[0].title, t.education[0].institution, t.education[0].summary]).toEqual(['MSC INFORMATICA', 'UNIVERSITEIT UTRECHT', 'CUM LAUDE AFGESTUDEERD.']);
    expect([t.skills[0], t.languages[0], t.summary]).toEqual(['TYPESCRIPT', 'NEDERLANDS', shout(person.summary)]);
    expect([t.email, t.phones, t.linkedin, t.location.country]).toEqual([person.email, person.phones, person.linkedin, 'NL']);
  });

  it('takes each study\'s title and years as the family says it printed them', () => {
    const printedStudies = [
      { title: 'MSc Informatica (cum laude)', start: false, graduation: true },
      { title: 'Bachelor Informatica', start: false, graduation: false },
    ];
    const t = truthFor(person, family, rendered([], { printedStudies }), 'x.pdf');
    expect(t.education.map((e) => [e.title, e.start_year, e.graduation_year])).toEqual([
      ['MSc Informatica (cum laude)', null, 2016],
      ['Bachelor Informatica', null, null],
    ]);
  });

  it('joins an entry\'s paragraph and bullets a line each', () => {
    expect(entrySummary('Paragraaf.', ['een', ' twee '])).toBe('Paragraaf.\neen\ntwee');
    expect(entrySummary(null, [])).toBeNull();
  });
});
