import { describe, expect, it } from 'vitest';
import type { CvData } from '../../shared/schemas/cv.js';
import { caseless, makeScrubber } from './anonymise.js';

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
    // Characters a case-insensitive pattern matches to others than their plain lower or upper case:
    // the sharp s and its capital, the final sigma, the Kelvin sign, the long s, title-case digraphs.
    [{ first_name: 'Jürgen', last_name: 'Strauß' }, ['Jürgen Strauß', 'Strauß Jürgen', 'StraußJürgen', 'Strauß, Jürgen', 'Jürgen', 'Strauß'], 'JÜRGEN STRAUẞ; strauẞ, STRAUSS.'],
    [{ first_name: 'Σωκράτης', last_name: 'Παππάς' }, ['Σωκράτης Παππάς', 'Παππάς Σωκράτης', 'ΠαππάςΣωκράτης', 'Παππάς, Σωκράτης', 'Σωκράτης', 'Παππάς'], 'ΣΩΚΡΆΤΗΣ ΠΑΠΠΆΣ, σωκράτησ, παππάσ.'],
    [{ first_name: 'Kasper', last_name: 'Dželetović' }, ['Kasper Dželetović', 'Dželetović Kasper', 'DželetovićKasper', 'Dželetović, Kasper', 'Kasper', 'Dželetović'], '\u212Aaſper ǅeletović, ǄELETOVIĆ, kasper.'],
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

describe('caseless', () => {
  // Every Unicode scalar value, each as a text of its own.
  const characters: string[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) if (cp < 0xd800 || cp > 0xdfff) characters.push(String.fromCodePoint(cp));
  const code = (c: string) => `\\u{${c.codePointAt(0)!.toString(16)}}`;

  it('is the same for any two characters a case-insensitive Unicode pattern matches as equal', () => {
    // The characters with a case: those that case mapping or `caseless` changes. (Two characters
    // that neither changes are not matched as equal: case folding is made of the case mappings.)
    const cased = characters.filter((c) => c.toLowerCase() !== c || c.toUpperCase() !== c || caseless(c) !== c);
    expect(cased.length).toBeGreaterThan(2000);
    // No character without a case is matched as equal to one with a case: one class of all the cased,
    // run over every character, matches the cased alone.
    const matched = characters.join('').match(new RegExp(`[${cased.map(code).join('')}]`, 'giu'));
    expect(new Set(matched)).toEqual(new Set(cased));
    // Among the cased, everything a character's pattern matches has its caseless form.
    const casedText = cased.join('');
    const differing = cased.flatMap((c) => (casedText.match(new RegExp(code(c), 'giu')) ?? []).filter((m) => caseless(m) !== caseless(c)).map((m) => `${c}≠${m}`));
    expect(differing).toEqual([]);
  });

  it('is the text of each character’s caseless form, whatever stands around it', () => {
    const sample = 'ΣΑΣ σας ΣΑΣ. Straẞe İstanbul ǅ ﬀ';
    expect(caseless(sample)).toBe([...sample].map(caseless).join(''));
    expect(caseless('ΟΔΥΣΣΕΥΣ')).toBe(caseless('οδυσσευς'));
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
