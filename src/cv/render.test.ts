import { describe, expect, it } from 'vitest';
import { DEMO_CVS } from './demo/index.js';
import { CV_LANGUAGES } from '../shared/schemas/cv.js';
import { charactersOf, renderCvHtml, requiredFonts } from './render.js';
import { buildCvView, TEMPLATE_KEYS, type TemplateKey } from './view.js';

const TODAY = new Date('2025-06-01T00:00:00Z');
const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const view = (i: number, version: 'full' | 'anonymous', language = DEMO_CVS[i].custom_fields?.template_language_variant ?? 'en', template: TemplateKey = 'classic') =>
  buildCvView({ data: DEMO_CVS[i], settings: null, version, language, template, organisation: { default_currency: null }, today: TODAY });
/** src, href and url() values that point outside the document. */
const externalResources = (html: string) => [...html.matchAll(/(?:src|href)\s*=\s*["']?\s*(https?:|\/\/)|url\(\s*["']?\s*(https?:|\/\/)/gi)].map((m) => m[0]);

describe('templates render every CV language, full and anonymous', () => {
  for (const template of TEMPLATE_KEYS) {
    for (const language of CV_LANGUAGES) {
      for (const version of ['full', 'anonymous'] as const) {
        it(`${template} · ${language} · ${version}`, () => {
          const html = renderCvHtml(view(2, version, language, template), { branding: { logo_data_url: LOGO, company_name: 'Talent & Co', primary: '#0a3d62', accent: '#e58e26' } });
          expect(html.startsWith('<!DOCTYPE html><html lang="' + language + '">')).toBe(true);
          expect(html).not.toMatch(/<script/i);
          expect(externalResources(html)).toEqual([]);
          expect(html).toContain('@page{size:A4');
          expect(html).toContain('break-after:avoid');
          expect(html).toContain('break-inside:avoid');
        });
      }
    }
  }
});

describe('renderCvHtml', () => {
  it('shows Japanese headings for a Japanese CV', () => {
    const html = renderCvHtml(view(4, 'full'), { branding: null });
    expect(html).toContain('職務経歴');
    expect(html).toContain('佐藤 健太');
  });
  it('uses the branding colours and logo, or neutral colours and no logo', () => {
    const branded = renderCvHtml(view(0, 'full'), { branding: { logo_data_url: LOGO, company_name: 'Acme', primary: '#112233', accent: '#445566' } });
    expect(branded).toContain('--primary:#112233');
    expect(branded).toContain(`src="${LOGO}"`);
    const plain = renderCvHtml(view(0, 'full'), { branding: null });
    expect(plain).toContain('--primary:#1f2a37');
    expect(plain).not.toContain('<img class="logo"');
  });
  it('leaves out a logo that is not a data URL and a colour that is not hex', () => {
    const html = renderCvHtml(view(0, 'full'), { branding: { logo_data_url: 'https://cdn.example.com/logo.png', company_name: 'A', primary: 'red;}body{display:none', accent: null } });
    expect(html).not.toContain('cdn.example.com');
    expect(html).not.toContain('display:none');
  });
  it('embeds the caller font CSS but strips remote URLs from it', () => {
    const html = renderCvHtml(view(0, 'full'), { branding: null, fonts: { css: "@font-face{font-family:'X';src:url(data:font/woff2;base64,AAAA) format('woff2')}@font-face{font-family:'Y';src:url(https://fonts.example.com/y.woff2)}" } });
    expect(html).toContain('url(data:font/woff2;base64,AAAA)');
    expect(externalResources(html)).toEqual([]);
  });
  it('escapes candidate text', () => {
    const v = view(0, 'full');
    const html = renderCvHtml({ ...v, header: { ...v.header, title: '<img src=x onerror=alert(1)>' }, documentTitle: '</title><script>' }, { branding: null });
    expect(html).not.toMatch(/<script|<img src=x/);
  });
  it('the three templates are different designs', () => {
    const [a, b, c] = TEMPLATE_KEYS.map((t) => renderCvHtml(view(7, 'full', 'en', t), { branding: null }));
    expect(a).toContain('class="sidebar"');
    expect(b).not.toContain('class="sidebar"');
    expect(c).toContain('Merriweather');
    expect(new Set([a, b, c]).size).toBe(3);
  });
  it('without a sidebar the classic template lays out one column', () => {
    const v = buildCvView({ data: DEMO_CVS[0], settings: { sections: null, fields: { info: ['remove_sidebar'], header: null, experience: null, education: null } }, version: 'full', template: 'classic', organisation: { default_currency: null }, today: TODAY });
    expect(renderCvHtml(v, { branding: null })).not.toContain('class="sidebar"');
  });
});

describe('fonts', () => {
  it('asks for the template faces, plus Noto Sans JP for Japanese', () => {
    const en = requiredFonts(view(0, 'full', 'en'), 'executive');
    expect(en.map((f) => f.family)).toContain('Merriweather');
    expect(en.some((f) => f.family === 'Noto Sans JP')).toBe(false);
    const ja = requiredFonts(view(4, 'full'), 'classic');
    expect(ja.filter((f) => f.family === 'Noto Sans JP').map((f) => [f.weight, f.package, f.subsets])).toEqual([
      [400, '@fontsource/noto-sans-jp', undefined],
    ]);
  });
  it('charactersOf lists each character of the document text once, sorted', () => {
    const chars = charactersOf(view(4, 'full'));
    expect(chars).toContain('職');
    expect(chars).toContain('現');
    expect(new Set(chars).size).toBe([...chars].length);
    expect(chars).not.toContain('<');
  });
});
