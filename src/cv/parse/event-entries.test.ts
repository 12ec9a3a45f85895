import { describe, expect, it } from 'vitest';
import { line, nameLine, row, sectionsOf } from '../test-support/resume-lines.js';
import { readEducation } from './fields/education.js';
import { readExperience } from './fields/experience.js';
import { readName } from './fields/name.js';
import { sectionLines } from './sections.js';

/** A rirekisho's history table: a year and a month cell, then the event. */
const doc = sectionsOf([
  line('履 歴 書'),
  nameLine('伊 藤 誠'),
  row(['年', '月', '学歴‧職歴']),
  line('学歴'),
  row(['2006', '4', '明治大学 学士 社会学部 メディア学科 入学']),
  row(['2009', '3', '明治大学 学士 社会学部 メディア学科 卒業']),
  row(['2011', '3', '明治大学 修士 社会学部 メディア学科 卒業']),
  line('職歴'),
  row(['2010', '4', 'みらい企画 入社']),
  line('デジタルマーケターとして勤務'),
  row(['2015', '3', 'みらい企画 退社']),
  row(['2021', '8', '福岡第一高等学校 入社（主幹教諭）']),
  line('現在に至る'),
  line('以上'),
]);

describe('a rirekisho (events: 入社 and 退社, 入学 and 卒業)', () => {
  it('gives a job between its join and leave rows, with the role under or beside it, and a current job to this day', () => {
    expect(readExperience(sectionLines(doc, 'experience')).map((j) => [j.title, j.company?.name, j.start_year, j.start_month, j.end_year, j.end_month, j.currently_working])).toEqual([
      ['デジタルマーケター', 'みらい企画', 2010, 4, 2015, 3, false],
      ['主幹教諭', '福岡第一高等学校', 2021, 8, null, null, true],
    ]);
  });

  it('gives a study between entering and graduating, and one known only by its graduation', () => {
    expect(readEducation(sectionLines(doc, 'education')).map((e) => [e.title, e.institution?.name, e.start_year, e.graduation_year])).toEqual([
      ['学士 社会学部 メディア学科', '明治大学', 2006, 2009],
      ['修士 社会学部 メディア学科', '明治大学', null, 2011],
    ]);
  });

  it('reads the letter-spaced name, not the document title', () => {
    const name = readName(doc, { email: null, country: null });
    expect([name.last_name, name.first_name]).toEqual(['伊藤', '誠']);
  });
});

describe('a JIS rirekisho: years of an era, headings set letter by letter in cells', () => {
  const jis = sectionsOf([
    row(['履', '歴', '書', '令和8年9月1日現在']),
    row(['年', '月', '学', '歴 ・ 職', '歴']),
    row(['学', '歴']),
    row(['平成23', '4', '関西大学 商学部 商学科 入学']),
    row(['平成27', '3', '関西大学 商学部 商学科 卒業']),
    row(['職', '歴']),
    row(['平成27', '4', '株式会社クボタ', '入社']),
    row(['令和元', '12', '一身上の都合により退社']),
    row(['令和2', '4', 'ロート製薬株式会社', '入社']),
    line('現在に至る'),
    row(['免', '許 ・ 資', '格']),
    row(['昭和63', '8', '普通自動車第一種運転免許', '取得']),
  ]);
  it('reads 平成, 令和 (元 its first year) and 昭和 as the western year, under the headings the cells spell', () => {
    expect(readExperience(sectionLines(jis, 'experience')).map((j) => [j.company?.name, j.start_year, j.start_month, j.end_year, j.end_month, j.currently_working])).toEqual([
      ['株式会社クボタ', 2015, 4, 2019, 12, false],
      ['ロート製薬株式会社', 2020, 4, null, null, true],
    ]);
    expect(readEducation(sectionLines(jis, 'education')).map((e) => [e.title, e.institution?.name, e.start_year, e.graduation_year])).toEqual([['商学部 商学科', '関西大学', 2011, 2015]]);
    expect(jis.lines.filter((l) => l.section === 'certifications').map((l) => l.parts[0])).toEqual(['免許・資格', '昭和63']);
  });
  it('keeps a name set letter by letter as it is (no heading)', () => {
    expect(sectionsOf([row(['氏', '名', '山 本', '美 咲'])]).lines[0].parts).toEqual(['氏', '名', '山 本', '美 咲']);
  });
});
