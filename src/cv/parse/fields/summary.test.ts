import { describe, expect, it } from 'vitest';
import { heading, line, nameLine, row, sectionsOf } from '../../test-support/resume-lines.js';
import type { Line } from '../types.js';
import { readSummary } from './summary.js';

const summaryOf = (lines: Line[], headline?: string) => readSummary(sectionsOf(lines), headline);

describe('the profile', () => {
  it('is the text of the summary section, the lines a page wrapped joined', () => {
    expect(
      summaryOf([
        nameLine('Emily Nguyen'),
        heading('Profile'),
        line('Data scientist focused on experimentation and forecasting for consumer products. I like turning messy event', { right: 0.98 }),
        line('data into decisions product teams can act on.', { right: 0.4 }),
        line('Based in Austin and happy to travel.', { right: 0.3 }),
        heading('Experience'),
      ]),
    ).toBe('<p>Data scientist focused on experimentation and forecasting for consumer products. I like turning messy event data into decisions product teams can act on.</p><p>Based in Austin and happy to travel.</p>');
  });

  it('keeps a profile written as a list', () => {
    expect(summaryOf([nameLine('Jane Doe'), heading('Summary'), line('• Ten years in B2B sales'), line('• Built two sales teams from scratch')])).toBe('<ul><li>Ten years in B2B sales</li><li>Built two sales teams from scratch</li></ul>');
  });

  it('takes nothing from a summary section that holds contact details and skills, only from the one with prose', () => {
    const side = { column: 1, pageColumn: true };
    const main = { column: 2, pageColumn: true };
    expect(
      summaryOf([
        nameLine('Emily Nguyen'),
        heading('About', side),
        line('Austin TX US', side),
        line('emily.nguyen@example.com', side),
        line('+1 512-555-0183', side),
        line('Python scikit-learn', side),
        heading('Summary', main),
        line('Data scientist focused on experimentation and forecasting.', main),
      ]),
    ).toBe('<p>Data scientist focused on experimentation and forecasting.</p>');
  });

  it('is the paragraph under the name when no heading labels it, without the headline and the contact details', () => {
    expect(
      summaryOf(
        [
          nameLine('Jeroen van den Broek'),
          line('Senior Werktuigbouwkundig Ingenieur', { size: 1.4 }),
          line('Werktuigbouwkundig ingenieur met twaalf jaar ervaring in de ontwikkeling van precisiemachines.', { paragraph: true }),
          line('Eindhoven, Nederland', { list: true }),
          line('jeroen.vandenbroek@example.com', { list: true }),
          heading('Werkervaring'),
          row(['Ontwerper, Kempen Precisie B.V.', '2015 – heden']),
        ],
        'Senior Werktuigbouwkundig Ingenieur',
      ),
    ).toBe('<p>Werktuigbouwkundig ingenieur met twaalf jaar ervaring in de ontwikkeling van precisiemachines.</p>');
  });

  it('is a paragraph under the name that opens with the headline\'s words, not the headline\'s line with more after a separator', () => {
    const lines = (profile: string) => [nameLine('Lauren Brooks'), line('Sales Manager', { size: 1.4 }), line(profile, { paragraph: true }), heading('Experience')];
    expect(summaryOf(lines('Sales Manager with 17 years of experience in sales, known for long-term client relationships.'), 'Sales Manager')).toBe(
      '<p>Sales Manager with 17 years of experience in sales, known for long-term client relationships.</p>',
    );
    expect(summaryOf(lines('Sales Manager | 17 years in retail, wholesale and e-commerce across Europe.'), 'Sales Manager')).toBeUndefined();
    expect(summaryOf([line('Samuel Price-Williams · Senior Data Engineer', { paragraph: true }), line('Senior Data Engineer with 6 years of experience in web development.', { paragraph: true })], 'Senior Data Engineer')).toBe(
      '<p>Senior Data Engineer with 6 years of experience in web development.</p>',
    );
  });

  it('is an unlabelled Japanese paragraph under the name, twenty characters or more ending a sentence', () => {
    const lines = (profile: string) => [nameLine('藤原 さくら'), line('配車担当', { size: 1.4 }), line(profile, { paragraph: true }), heading('職務経歴')];
    expect(summaryOf(lines('物流業界の現場で10年以上の実務経験があります。継続的な改善を心がけています。'), '配車担当')).toBe('<p>物流業界の現場で10年以上の実務経験があります。継続的な改善を心がけています。</p>');
    expect(summaryOf(lines('札幌市中央区北一条西二丁目'), '配車担当')).toBeUndefined();
  });

  it('joins the lines a page wrapped the paragraph under the name onto, in its own type only', () => {
    expect(
      summaryOf([
        nameLine('Jack Thompson'),
        line('Electrical Site Supervisor', { size: 2.4 }),
        line('Licensed A-grade electrician with 12 years on commercial fit-outs and', { right: 0.97 }),
        line('infrastructure projects. Now supervising crews of up to 25 on sites across', { right: 0.98 }),
        line('Sydney.', { right: 0.1 }),
        line('Sydney, Australia', { right: 0.3 }),
      ]),
    ).toBe('<p>Licensed A-grade electrician with 12 years on commercial fit-outs and infrastructure projects. Now supervising crews of up to 25 on sites across Sydney.</p>');
    expect(summaryOf([nameLine('Fatima Al-Mansouri'), line('Marketing director with 16 years across FMCG and luxury retail. Experienced in building', { right: 0.99 }), line('Email', { bold: true }), line('regional teams across GCC markets.', { right: 0.5 })])).toBe(
      '<p>Marketing director with 16 years across FMCG and luxury retail. Experienced in building regional teams across GCC markets.</p>',
    );
  });

  it('takes no headline, short line, item led by a glyph or job description under the name for a profile', () => {
    expect(summaryOf([nameLine('Jane Doe'), line('Head of Supply Chain Planning and Logistics for Food Retail'), line('Open to relocation.')], 'Head of Supply Chain Planning and Logistics for Food Retail')).toBeUndefined();
    expect(summaryOf([nameLine('Jane Doe'), line('\u0000 Run marketing for 14 brands across six GCC countries', { parts: ['\u0000', 'Run marketing for 14 brands across six GCC countries'] })])).toBeUndefined();
    expect(summaryOf([nameLine('Jane Doe'), line('Keizersgracht 123, 1015 CJ Amsterdam, The Netherlands'), line('Dutch, English and German, driving licence B')])).toBeUndefined();
    expect(summaryOf([nameLine('Jane Doe'), row(['Planner, Rijnhaven Foods', '2019 – 2023']), line('Planning for 1,200 products across the Benelux, from the weekly forecast to the orders.')])).toBeUndefined();
  });

  it('is none without a profile', () => expect(summaryOf([nameLine('Jane Doe'), line('jane@example.com'), heading('Experience')])).toBeUndefined());
});

describe('a Japanese profile', () => {
  it('is read under ■職務要約, its wrapped lines joined without a space', () => {
    const doc = sectionsOf([
      nameLine('佐藤 健太'),
      heading('■職務要約'),
      line('大学卒業後、富士通株式会社にてシステムエンジニアとして金融機関向け勘定系システムの設計・開発に6年間従事', { right: 0.99 }),
      line('しました。2020年に株式会社メルカリへ転職しました。', { right: 0.6 }),
    ]);
    expect(readSummary(doc)).toBe('<p>大学卒業後、富士通株式会社にてシステムエンジニアとして金融機関向け勘定系システムの設計・開発に6年間従事しました。2020年に株式会社メルカリへ転職しました。</p>');
  });
  it('is none for a short label in Japanese (control)', () => {
    expect(readSummary(sectionsOf([nameLine('佐藤 健太'), heading('■職務要約'), line('営業職')]))).toBeUndefined();
  });
});
