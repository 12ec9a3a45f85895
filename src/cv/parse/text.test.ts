import { describe, expect, it } from 'vitest';
import { normaliseText } from './text.js';

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
