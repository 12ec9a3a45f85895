import { describe, expect, it } from 'vitest';
import { joinBrokenWord, normaliseText, withoutSentenceStop } from './text.js';

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
