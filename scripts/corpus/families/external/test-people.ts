/**
 * Three small people for the external families' tests (English, German, Japanese): enough of every
 * section to see each one printed, and the characters LaTeX and HTML must escape.
 */
import type { Person } from '../../types.js';

const none = { certificates: [], awards: [], volunteering: [] };

export const ENGLISH: Person = {
  slug: 'olivia-hart',
  language: 'en',
  first: 'Olivia',
  last: 'Hart',
  displayName: 'Olivia Hart',
  headline: 'Senior Data Engineer',
  email: 'olivia.hart@example.com',
  phones: ['+44 7700 900123'],
  linkedin: 'https://www.linkedin.com/in/olivia-hart',
  website: null,
  city: 'Manchester',
  country: 'GB',
  countryName: 'United Kingdom',
  street: null,
  postcode: null,
  birthDate: null,
  summary: 'Data engineer with nine years of building pipelines for retail and logistics.',
  jobs: [
    {
      title: 'Senior Data Engineer',
      company: 'Hart & Wren Ltd',
      city: 'Manchester',
      country: 'GB',
      start: { year: 2020, month: 3 },
      end: null,
      bullets: ['Cut cloud costs by 35% ($2M) with C# and a_b ~ {fast} ^ \\ paths', 'Led a team of four engineers'],
      summary: 'Owns the data platform of the online shop.',
    },
    {
      title: 'Data Analyst',
      company: 'Northwind Logistics',
      city: 'Leeds',
      country: 'GB',
      start: { year: 2016, month: 9 },
      end: { year: 2020, month: 2 },
      bullets: ['Built the weekly #1 sales report'],
      summary: null,
    },
  ],
  studies: [
    { title: 'MSc Computer Science', degree: 'MSc', area: 'Computer Science', institution: 'University of Leeds', city: 'Leeds', start: { year: 2014, month: 9 }, end: { year: 2016, month: 7 }, summary: null },
  ],
  skillGroups: [
    { name: 'Data', keywords: ['Python', 'SQL', 'Spark'] },
    { name: 'Cloud', keywords: ['AWS', 'Terraform'] },
  ],
  languages: [
    { name: 'English', level: 'Native' },
    { name: 'French', level: 'Intermediate' },
  ],
  certificates: [{ name: 'AWS Certified Data Engineer', issuer: 'Amazon Web Services', year: 2022 }],
  awards: [{ title: 'Engineer of the Year', year: 2021 }],
  volunteering: [{ role: 'Mentor', organisation: 'Code Club', start: { year: 2018, month: 1 }, end: null }],
};

export const GERMAN: Person = {
  slug: 'jonas-von-berg',
  language: 'de',
  first: 'Jonas',
  last: 'von Berg',
  displayName: 'Jonas von Berg',
  headline: 'Leiter Controlling',
  email: 'j.vonberg@example.org',
  phones: ['+49 40 1234567', '+49 170 1234567'],
  linkedin: null,
  website: 'https://jonas-von-berg.example.org',
  city: 'Hamburg',
  country: 'DE',
  countryName: 'Deutschland',
  street: 'Elbchaussee 12',
  postcode: '22763',
  birthDate: '1985-04-12',
  summary: 'Controller mit zwölf Jahren Erfahrung in Handel und Logistik.',
  jobs: [
    {
      title: 'Leiter Controlling',
      company: 'Elbhafen Handels GmbH',
      city: 'Hamburg',
      country: 'DE',
      start: { year: 2019, month: 7 },
      end: null,
      bullets: ['Einführung einer rollierenden Planung für 40 Standorte'],
      summary: null,
    },
    {
      title: 'Controller',
      company: 'Müller & Söhne AG',
      city: 'Köln',
      country: 'DE',
      start: { year: 2012, month: 1 },
      end: { year: 2019, month: 6 },
      bullets: [],
      summary: 'Konzernreporting und Budgetplanung.',
    },
  ],
  studies: [
    { title: 'Master of Science Betriebswirtschaftslehre', degree: 'Master of Science', area: 'Betriebswirtschaftslehre', institution: 'Universität zu Köln', city: 'Köln', start: { year: 2009, month: 10 }, end: { year: 2011, month: 12 }, summary: null },
  ],
  skillGroups: [{ name: 'Systeme', keywords: ['SAP S/4HANA', 'Power BI', 'Excel'] }],
  languages: [
    { name: 'Deutsch', level: 'Muttersprache' },
    { name: 'Englisch', level: 'Verhandlungssicher' },
  ],
  ...none,
};

export const JAPANESE: Person = {
  slug: 'tanaka-yui',
  language: 'ja',
  first: '結衣',
  last: '田中',
  displayName: '田中 結衣',
  headline: 'ソフトウェアエンジニア',
  email: 'yui.tanaka@example.jp',
  phones: ['090-1234-5678'],
  linkedin: null,
  website: null,
  city: '東京',
  country: 'JP',
  countryName: '日本',
  street: null,
  postcode: null,
  birthDate: null,
  summary: 'ウェブアプリケーションの設計と開発に八年の経験があります。',
  jobs: [
    {
      title: 'シニアエンジニア',
      company: '株式会社さくらシステムズ',
      city: '東京',
      country: 'JP',
      start: { year: 2019, month: 4 },
      end: null,
      bullets: ['決済システムの設計と開発を担当'],
      summary: null,
    },
    {
      title: 'エンジニア',
      company: '青葉ソフト株式会社',
      city: '仙台',
      country: 'JP',
      start: { year: 2015, month: 4 },
      end: { year: 2019, month: 3 },
      bullets: [],
      summary: null,
    },
  ],
  studies: [{ title: '工学士 情報工学', degree: '工学士', area: '情報工学', institution: '東北大学', city: '仙台', start: { year: 2011, month: 4 }, end: { year: 2015, month: 3 }, summary: null }],
  skillGroups: [{ name: '言語', keywords: ['TypeScript', 'Go'] }],
  languages: [
    { name: '日本語', level: 'ネイティブ' },
    { name: '英語', level: 'ビジネスレベル' },
  ],
  ...none,
};

export const TEST_PEOPLE = [ENGLISH, GERMAN, JAPANESE];
