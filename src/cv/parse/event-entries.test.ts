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
