import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtmlAttribute, escapeHtmlText, htmlTokens, plainText } from './html.js';

describe('htmlTokens', () => {
  it('reads text and tags in order, names lower-cased, attributes as written', () => {
    expect([...htmlTokens('<P class="x">a<BR/>b</p>')]).toEqual([
      { kind: 'tag', name: 'p', closing: false, attributes: ' class="x"' },
      { kind: 'text', raw: 'a' },
      { kind: 'tag', name: 'br', closing: false, attributes: '/' },
      { kind: 'text', raw: 'b' },
      { kind: 'tag', name: 'p', closing: true, attributes: '' },
    ]);
  });
  it('drops comments and script-like elements with their content, keeping the text around them whole', () => {
    expect([...htmlTokens('Ja<!-- x -->n <script>alert(1)</script>Vries')]).toEqual([{ kind: 'text', raw: 'Jan Vries' }]);
  });
  it('keeps a stray < as text', () => {
    expect([...htmlTokens('a < b')]).toEqual([{ kind: 'text', raw: 'a < b' }]);
  });
  it('reads lazily', () => {
    const tokens = htmlTokens('<p>a</p><p>b</p>');
    expect(tokens.next().value).toEqual({ kind: 'tag', name: 'p', closing: false, attributes: '' });
  });
});

describe('text helpers', () => {
  it('decodes named, decimal and hex references and drops invalid code points', () => {
    expect(decodeEntities('&amp;&lt;&#39;&#x41;&nbsp;&#0;&unknown;')).toBe("&<'A\u00a0&unknown;");
  });
  it('plainText: tags become spaces, entities decoded, white space collapsed', () => {
    expect(plainText('<p>R&amp;D</p><p>&nbsp;</p><ul><li>two</li></ul>')).toBe('R&D two');
    expect(plainText('<p>&nbsp;</p>')).toBe('');
    expect(plainText(null)).toBe('');
  });
  it('escapes text and attribute values', () => {
    expect(escapeHtmlText('a<b>&"')).toBe('a&lt;b&gt;&amp;"');
    expect(escapeHtmlAttribute('a<b>&"')).toBe('a&lt;b&gt;&amp;&quot;');
  });
});
