import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_CVS } from '../../cv/demo/index.js';
import { charactersOf, CV_FONT_LINK, renderCvHtml, requiredFonts } from '../../cv/render.js';
import { buildCvView } from '../../cv/view.js';
import { buildFontCss, embedLinkedFonts, linkedFontFile, parseUnicodeRange, selectFaces } from './fonts.js';

const view = (i: number) => buildCvView({ data: DEMO_CVS[i], settings: null, version: 'full', template: 'executive', organisation: { default_currency: null }, today: new Date('2025-06-01') });

describe('CV font embedding', () => {
  it('parses unicode ranges', () => {
    expect(parseUnicodeRange('U+0131,U+0000-00FF,U+2?,U+0400-045F')).toEqual([
      [0x0, 0xff],
      [0x131, 0x131],
      [0x400, 0x45f],
    ]);
  });

  it('embeds the Latin subsets of the template faces as data URLs, nothing remote', () => {
    const v = view(0);
    const css = buildFontCss(requiredFonts(v), charactersOf(v));
    expect(css).toContain("font-family:'Source Sans 3'");
    expect(css).toContain("font-family:'Merriweather'");
    expect(css).toContain('url(data:font/woff2;base64,');
    expect(css).not.toMatch(/url\((?!data:)/);
    const subsets = new Set(selectFaces(requiredFonts(v), charactersOf(v)).map((f) => f.subset));
    expect([...subsets].every((s) => s === 'latin' || s === 'latin-ext')).toBe(true);
  });

  it('embeds only the Noto Sans JP subsets a Japanese CV uses', () => {
    const v = view(4);
    const faces = selectFaces(requiredFonts(v), charactersOf(v)).filter((f) => f.family === 'Noto Sans JP');
    expect(faces.length).toBeGreaterThan(2);
    expect(faces.length).toBeLessThan(2 * 60);
    const html = renderCvHtml(v, { branding: null, fonts: { css: buildFontCss(requiredFonts(v), charactersOf(v)) } });
    expect(html.length).toBeLessThan(6_000_000);
    // Every character of the document is covered by some embedded face.
    const covered = (c: string) => faces.some((f) => parseUnicodeRange(f.unicodeRange).some(([a, b]) => (c.codePointAt(0) as number) >= a && (c.codePointAt(0) as number) <= b));
    for (const c of charactersOf(v)) if (/[\u3040-\u30ff\u4e00-\u9fff]/.test(c)) expect(covered(c), c).toBe(true);
  });
});

describe('CV font links (the live preview)', () => {
  it('links every face to a content-addressed file that embedLinkedFonts turns back into the embedded document', () => {
    for (const i of [0, 4]) {
      const v = view(i);
      const linked = renderCvHtml(v, { branding: null, fonts: { css: buildFontCss(requiredFonts(v), charactersOf(v), 'linked') } });
      const embedded = renderCvHtml(v, { branding: null, fonts: { css: buildFontCss(requiredFonts(v), charactersOf(v)) } });
      expect(linked).not.toContain('data:font');
      const links = [...linked.matchAll(new RegExp(CV_FONT_LINK.source, 'g'))];
      expect(links.length).toBe(selectFaces(requiredFonts(v), charactersOf(v)).length);
      expect(linked.length).toBeLessThan(embedded.length / 4);
      expect(embedLinkedFonts(linked)).toBe(embedded);
    }
  });

  it('serves a linked file by name and content hash, and nothing else', () => {
    const v = view(0);
    const [, hash, name] = CV_FONT_LINK.exec(buildFontCss(requiredFonts(v), charactersOf(v), 'linked'))!;
    const file = linkedFontFile(hash, name);
    expect(file?.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(createHash('sha256').update(file!).digest('hex').startsWith(hash)).toBe(true);
    expect(linkedFontFile('0'.repeat(16), name)).toBeNull();
    expect(linkedFontFile(hash, 'not-a-font.woff2')).toBeNull();
    expect(linkedFontFile(hash, '../package.json')).toBeNull();
  });

  it('keeps no other remote URL in the font CSS of a document', () => {
    const html = renderCvHtml(view(0), {
      branding: null,
      fonts: { css: "@font-face{font-family:x;src:url(https://evil.test/a.woff2)}@font-face{font-family:y;src:url(/api/cv-fonts/0123456789abcdef/inter-latin-400-normal.woff2)}" },
    });
    expect(html).not.toContain('evil.test');
    expect(html).toContain('url(/api/cv-fonts/0123456789abcdef/inter-latin-400-normal.woff2)');
  });
});
