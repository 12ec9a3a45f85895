import { describe, expect, it } from 'vitest';
import type { CvData } from '../../shared/schemas/cv.js';
import { makeScrubber } from './anonymise.js';

/** The names as one pattern with the boundaries in it: what the scrubber's name replacement must equal. */
function reference(literals: string[], text: string, replacement: string) {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const cjk = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
  const source = [...literals]
    .sort((a, b) => b.length - a.length)
    .map((l) => (cjk.test(l) ? escape(l) : `(?<![\\p{L}\\p{N}])${escape(l)}(?![\\p{L}\\p{N}])`))
    .join('|');
  return text.replace(new RegExp(source, 'giu'), () => replacement);
}

describe('the anonymous scrubber replaces names where they stand as whole words', () => {
  const cases: [Partial<CvData>, string[], string][] = [
    [{ first_name: 'Anna', last_name: 'Smith' }, ['Anna Smith', 'Smith Anna', 'SmithAnna', 'Smith, Anna', 'Anna', 'Smith'], 'Anna Smith and ANNA smith; Annabel Smithson, x-Anna, Anna’s CV, 1Anna, Anna2, 𝐀Anna, Anna𝐀, «anna», smith.'],
    [{ first_name: 'Jan-Willem', last_name: 'van den Berg' }, ['Jan-Willem van den Berg', 'van den Berg Jan-Willem', 'van den BergJan-Willem', 'van den Berg, Jan-Willem', 'Jan-Willem', 'van den Berg', 'Jan', 'Willem', 'Berg'], 'Jan-Willem van den Berg leidt; jan-willem, Willemstad, Bergen, de Berg, JAN.'],
    [{ first_name: '健', last_name: '佐藤' }, ['健 佐藤', '佐藤 健', '佐藤健', '佐藤, 健', '佐藤'], '佐藤健さんは健康です。佐藤さん、よろしく。'],
    [{ first_name: 'Zoë', last_name: 'Ørsted' }, ['Zoë Ørsted', 'Ørsted Zoë', 'ØrstedZoë', 'Ørsted, Zoë', 'Zoë', 'Ørsted'], 'ZOË ØRSTED, zoë, Zoëlla, Ørstedværket, (Ørsted).'],
  ];
  it.each(cases)('%j', (names, literals, text) => {
    const scrub = makeScrubber(names as CvData, 'en');
    expect(scrub(text, 'Candidate')).toBe(reference(literals, text, 'Candidate'));
    expect(scrub(text, 'Candidate')).not.toBe(text);
  });

  it('takes the replacement as it is (no $ patterns)', () => {
    expect(makeScrubber({ first_name: 'Anna', last_name: 'Smith' }, 'en')('Anna leads.', 'Candidate $&')).toBe('Candidate $& leads.');
  });
});

describe('the anonymous scrubber looks for a value only in texts that can hold it, and still finds every one', () => {
  const cv = {
    first_name: 'Anna',
    last_name: 'Smith',
    email: 'Anna.Smith@Example.org',
    phones: [{ number: '06 1234 5678', code: { code: '+31' } }],
    linkedin: 'https://www.linkedin.com/in/anna-smith-1234',
    dateofbirth: '1987-03-04',
    avatar: 'https://cdn.example.org/a/1.png',
  } as unknown as CvData;
  const scrub = makeScrubber(cv, 'en');
  it.each([
    ['Mail ANNA.SMITH@EXAMPLE.ORG today', 'example.org'],
    ['Call +31 (0)6-12 34 56 78 or 0031 6 12345678', '5678'],
    ['See linkedin.com/in/anna-smith-1234 and anna-smith-1234', '1234'],
    ['Born 1987-03-04, 4 March 1987, 04.03.1987 and 3/4/1987', '1987'],
    ['Photo https://CDN.example.org/a/1.png', 'cdn'],
  ])('%s', (text, gone) => {
    expect(scrub(text, 'Candidate').toLowerCase()).not.toContain(gone.toLowerCase());
  });
  it('leaves texts without them as they are', () => {
    for (const text of ['Led a team of 12 in 2019.', 'Rotterdam: 3/4 of the port; ratio 1.5', 'no digits, no at sign'])
      expect(scrub(text, 'Candidate')).toBe(text);
  });
});
