import { describe, expect, it } from 'vitest';
import { despaceCapitals, isLetterSpaced, joinBrokenWord, joinWrapped, listItems, normaliseText, splitOutsideBrackets, withoutSentenceStop, withWordGaps } from './text.js';

describe('extracted text as a reader sees it', () => {
  it.each([
    ['f¨ur Universit¨at M¨unchen', 'für Universität München'],
    ['´et´e', 'été'],
    ['Franc¸ais', 'Français'],
    ['Fran¸cais', 'Français'],
    ['Soft\u00adware\u200b engineer', 'Software engineer'],
    ['Of\ufb01ce manager', 'Office manager'],
    ['Amsterdam\u00a0·\u2009NL', 'Amsterdam · NL'],
    ['\uf0b1 Experience', ' Experience'],
    ['📞 +31 6 1234 5678', ' +31 6 1234 5678'],
    ['`npm test` runs', '`npm test` runs'],
  ])('%j', (raw, readable) => expect(normaliseText(raw)).toBe(readable));

});

describe('Japanese text as extraction leaves it', () => {
  it('folds full-width digits, half-width katakana and CJK radicals to the characters meant', () => {
    expect(normaliseText('２０１９年４月')).toBe('2019年4月');
    expect(normaliseText('ｶﾀｶﾅ')).toBe('カタカナ');
    expect(normaliseText('⽊村 ⻘木')).toBe('木村 青木');
  });
  it('drops a space between Japanese and Latin text only in Japanese text', () => {
    expect(normaliseText('ひかり IT ソリューションズ')).toBe('ひかりITソリューションズ');
    expect(normaliseText('Sales at Sony ソニー')).toBe('Sales at Sony ソニー');
  });
});

describe('withoutSentenceStop', () => {
  it('drops the full stop after a word, keeps an abbreviation’s', () => {
    expect(withoutSentenceStop('Universidade do Porto.')).toBe('Universidade do Porto');
    expect(withoutSentenceStop('UQAM.')).toBe('UQAM');
    for (const kept of ['Agence Riviera Ltd.', 'Atlântico Unipessoal Lda.', 'Horizonte S.A.', 'Grand Café V.O.F.', 'Acme Corp.', 'Smith & Co.']) expect(withoutSentenceStop(kept)).toBe(kept);
  });
});

describe('a CJK radical extracted for its character', () => {
  it('is the character', () => expect(normaliseText('⺟語')).toBe('母語'));
});

describe('a word the page broke between two lines', () => {
  it('is joined after a hyphen before a small letter, and in Japanese where a few characters go on', () => {
    expect(joinBrokenWord('Agence Ri-', 'viera Ltd.', false)).toBe('Agence Riviera Ltd.');
    expect(joinBrokenWord('株式会社朝日エンジニアリン', 'グ, 仙台.', true)).toBe('株式会社朝日エンジニアリング, 仙台.');
    expect(joinBrokenWord('ソフトウェアエンジニア', '若葉テクノロジー, 仙台', true)).toBeNull();
    expect(joinBrokenWord('株式会社朝日エンジニアリン', 'グ, 仙台.', false)).toBeNull();
    expect(joinBrokenWord('Front-', 'End', false)).toBeNull();
  });
});

describe('letter-spaced capitals', () => {
  it('read as their words, a wider gap between letters being a word break', () => {
    expect(despaceCapitals('S E N I O R  P R O D U C T  D E S I G N E R')).toBe('SENIOR PRODUCT DESIGNER');
    expect(despaceCapitals('P R E S E N T')).toBe('PRESENT');
    expect(despaceCapitals('A B O U T  M E')).toBe('ABOUT ME');
  });
  it('control: other text, short runs and initials set apart stay as they are', () => {
    for (const t of ['Senior Product Designer', 'T O', 'A  B  C', 'IT MANAGER', 'J. R. R. Tolkien']) expect(despaceCapitals(t)).toBe(t);
  });

  it('get their word gaps back from the text the page draws', () => {
    const drawn = 'Maya OkonkwoSENIOR PRODUCT DESIGNERPROFILEProduct designer with 8 years';
    expect(withWordGaps('S E N I O R P R O D U C T D E S I G N E R', drawn)).toBe('S E N I O R  P R O D U C T  D E S I G N E R');
    // (Kerning pulled letters together: the page draws one word.)
    expect(withWordGaps('CO N TAC T', 'PHOTOCONTACT+1 416 555 0193')).toBe('C O N T A C T');
  });
  it('control: unchanged where the page draws the letters in two ways, not at all, or the text is no letter-spaced text', () => {
    expect(withWordGaps('S E N I O R P R O D U C T', 'SENIOR PRODUCTSENIORPRODUCT')).toBe('S E N I O R P R O D U C T');
    expect(withWordGaps('S E N I O R', 'Senior')).toBe('S E N I O R');
    expect(isLetterSpaced('VP OF HR')).toBe(false);
    expect(withWordGaps('Head of Sales', 'Head of Sales')).toBe('Head of Sales');
  });
});

describe('list items', () => {
  it('split at commas outside brackets only', () => {
    expect(listItems(['Sage 100, Cegid, Excel (TCD, RECHERCHEV), Word'])).toEqual(['Sage 100', 'Cegid', 'Excel (TCD, RECHERCHEV)', 'Word']);
    expect(splitOutsideBrackets('Python (pandas; NumPy) | Go', /\s*[;|]\s*/g)).toEqual(['Python (pandas; NumPy)', 'Go']);
  });
  it('split a bracket never closed as if it were none', () => expect(listItems(['Excel (TCD, Word'])).toEqual(['Excel (TCD', 'Word']));
});

describe('texts the page wrapped', () => {
  it('join a text in lower case to the one before, but not a company named in lower case with its legal form', () => {
    expect(joinWrapped(['Senior Consultant for', 'digital transformation'])).toEqual(['Senior Consultant for digital transformation']);
    expect(joinWrapped(['Softwareentwickler', 'msg systems ag, Ismaning'])).toEqual(['Softwareentwickler', 'msg systems ag, Ismaning']);
    expect(joinWrapped(['Teamleider Warehouse', 'bol.com, Waalwijk'])).toEqual(['Teamleider Warehouse', 'bol.com, Waalwijk']);
    // (A wrapped line that only mentions a web address further on is still wrapped.)
    expect(joinWrapped(['Marketing Manager for', 'shop.example.com and its app'])).toEqual(['Marketing Manager for shop.example.com and its app']);
  });
});
