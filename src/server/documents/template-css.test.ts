/** The sandbox of an organisation template's style sheet (decision 032): attacks refused, harmless CSS kept and scoped. */
import { describe, expect, it } from 'vitest';
import { DEMO_CVS } from '../../cv/demo/index.js';
import { renderCvHtml } from '../../cv/render.js';
import { buildCvView } from '../../cv/view.js';
import { CSS_MESSAGES, normaliseCss, sandboxTemplateCss, scopeSelector } from './template-css.js';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const WOFF2 = 'data:font/woff2;base64,d09GMgABAAAAAA==';

/** Each attack: the style sheet and the message (line 1 unless it says) it is refused with. */
const ATTACKS: [string, string, string][] = [
  ['@import of a remote sheet', '@import url("https://evil.example/x.css");', CSS_MESSAGES.importRule(1)],
  ['@import as a bare string', "@import 'x.css';", CSS_MESSAGES.importRule(1)],
  ['@import hidden by an escape', '@imp\\6f rt "x.css";', CSS_MESSAGES.importRule(1)],
  ['@import hidden by a leading escape (unreadable)', '@\\69 mport "x.css";', CSS_MESSAGES.unreadable(1, 'At-rule without name')],
  ['remote background image', '.name{background:url(https://evil.example/track.png)}', CSS_MESSAGES.url(1)],
  ['protocol-relative url', '.name{background:url(//evil.example/t.png)}', CSS_MESSAGES.url(1)],
  ['relative url (would load from the app)', 'h2{background:url("/api/auth")}', CSS_MESSAGES.url(1)],
  ['url hidden by hex escapes', '.name{background:\\75 \\72 \\6c (https://evil.example/t.png)}', CSS_MESSAGES.url(1)],
  ['url hidden by escaped letters', '.name{background:u\\rl(https://evil.example/t.png)}', CSS_MESSAGES.url(1)],
  ['URL in capitals', '.name{background:URL(https://evil.example/t.png)}', CSS_MESSAGES.url(1)],
  ['data: URL of an SVG (can hold script)', `.name{background:url("data:image/svg+xml;base64,PHN2Zy8+")}`, CSS_MESSAGES.url(1)],
  ['data: URL of HTML', '.name{background:url(data:text/html;base64,PHNjcmlwdD4=)}', CSS_MESSAGES.url(1)],
  ['url in a custom property', ':root{--bg:url(https://evil.example/t.png)}', CSS_MESSAGES.url(1)],
  ['url in a cursor', 'a{cursor:url(https://evil.example/c.cur),auto}', CSS_MESSAGES.url(1)],
  ['url in a @media query', '@media (min-width:1px) and url(https://x){h1{color:red}}', CSS_MESSAGES.url(1)],
  ['image-set with bare strings', '.name{background-image:image-set("https://evil.example/t.png" 1x)}', CSS_MESSAGES.func(1, 'image-set')],
  ['-webkit-image-set', '.name{background-image:-webkit-image-set("t.png" 1x)}', CSS_MESSAGES.func(1, '-webkit-image-set')],
  ['src() function', '.name{background-image:src("https://evil.example/t.png")}', CSS_MESSAGES.func(1, 'src')],
  ['-moz-element()', '.name{background:-moz-element(#secret)}', CSS_MESSAGES.func(1, '-moz-element')],
  ['paint() worklet', '.name{background:paint(evil)}', CSS_MESSAGES.func(1, 'paint')],
  ['expression()', '.name{width:expression(alert(1))}', CSS_MESSAGES.func(1, 'expression')],
  ['expression() hidden by an escape', '.name{width:\\65 xpression(alert(1))}', CSS_MESSAGES.func(1, 'expression')],
  ['behavior', '.name{behavior:url(#default#time2)}', CSS_MESSAGES.property(1, 'behavior')],
  ['behavior hidden by an escape', '.name{\\62 ehavior:none}', CSS_MESSAGES.property(1, 'behavior')],
  ['-moz-binding', '.name{-moz-binding:none}', CSS_MESSAGES.property(1, '-moz-binding')],
  ['javascript: address', '.name{background:"javascript:alert(1)"}', CSS_MESSAGES.script(1)],
  ['javascript: hidden by escapes', '.name{content:"\\6a avascript:alert(1)"}', CSS_MESSAGES.script(1)],
  ['vbscript: address', '.name{background:"vbscript:msgbox"}', CSS_MESSAGES.script(1)],
  ['</style> ending the element', 'h1{color:red}\n</style><script>alert(1)</script>', CSS_MESSAGES.markup(2)],
  ['</style> inside a comment', '/* </style><script>alert(1)</script> */ h1{color:red}', CSS_MESSAGES.markup(1)],
  ['</style> inside a string', 'h1::after{content:"</style><img src=x onerror=alert(1)>"}', CSS_MESSAGES.markup(1)],
  ['</ written as an escape', 'h1::after{content:"\\3c /style>"}', CSS_MESSAGES.markup(1)],
  ['<!-- sequence', '<!-- h1{color:red} -->', CSS_MESSAGES.markup(1)],
  ['@charset games', '@charset "UTF-7";\nh1{color:red}', CSS_MESSAGES.charset(1)],
  ['@namespace with a url', '@namespace svg url(http://www.w3.org/2000/svg);', CSS_MESSAGES.atRule(1, 'namespace')],
  ['@-moz-document', '@-moz-document url-prefix(){h1{color:red}}', CSS_MESSAGES.atRule(1, '-moz-document')],
  ['@layer', '@layer base{h1{color:red}}', CSS_MESSAGES.atRule(1, 'layer')],
  ['@property', '@property --x{syntax:"<length>";inherits:false;initial-value:0px}', CSS_MESSAGES.atRule(1, 'property')],
  ['@font-face with a remote font', '@font-face{font-family:Evil;src:url(https://evil.example/f.woff2) format("woff2")}', CSS_MESSAGES.fontUrl(1)],
  ['@font-face with an image as font', `@font-face{font-family:Evil;src:url("${PNG}")}`, CSS_MESSAGES.fontUrl(1)],
  ['@font-face nested in @media', `@media print{@font-face{font-family:X;src:url(${WOFF2})}}`, CSS_MESSAGES.atRule(1, 'font-face')],
  ['sibling of the CV root', '.cv ~ div{display:none}', CSS_MESSAGES.outside(1)],
  ['body + sibling', 'body + *{display:none}', CSS_MESSAGES.outside(1)],
  ['relative selector to a sibling', '+ nav{display:none}', CSS_MESSAGES.outside(1)],
  ['nested rule', '.name{.title{color:red}}', CSS_MESSAGES.nested(1)],
  ['declaration outside a rule', 'color:red;', CSS_MESSAGES.looseDeclaration(1)],
  ['unclosed block', '.name{color:red', CSS_MESSAGES.unreadable(1, 'Unclosed block')],
  ['a bad @keyframes step', '@keyframes x{.name{opacity:0}}', CSS_MESSAGES.keyframe(1)],
];

/** Harmless style sheets and what the CV renders with. */
const HARMLESS: [string, string, string][] = [
  ['a type selector', 'h2{color:#0a5}', '.cv h2{color:#0a5}'],
  ['a class list', '.name, .title{letter-spacing:.02em}', '.cv .name, .cv .title{letter-spacing:.02em}'],
  ['the root names the CV', ':root{--primary:#c00}\nbody{font-size:11pt}\nhtml .name{color:var(--primary)}', '.cv{--primary:#c00}\n.cv{font-size:11pt}\n.cv .name{color:var(--primary)}'],
  ['.cv itself and a child combinator', '.cv > header{border:0}', '.cv > header{border:0}'],
  ['an image embedded as data: URL', `.cv-header{background:url("${PNG}") no-repeat}`, `.cv .cv-header{background:url("${PNG}") no-repeat}`],
  ['@media print', '@media print{.section{break-inside:avoid}}', '@media print{.cv .section{break-inside:avoid}}'],
  ['@supports', '@supports (display:grid){.columns{display:grid}}', '@supports (display:grid){.cv .columns{display:grid}}'],
  ['@page with a margin box', '@page{margin:12mm;@bottom-center{content:counter(page)}}', '@page{margin:12mm;@bottom-center{content:counter(page)}}'],
  ['@font-face with an embedded font', `@font-face{font-family:Brand;src:url(${WOFF2}) format("woff2"),local("Arial")}`, `@font-face{font-family:Brand;src:url(${WOFF2}) format("woff2"),local("Arial")}`],
  ['@keyframes', '@keyframes fade{from{opacity:0}50%{opacity:.5}to{opacity:1}}', '@keyframes fade{from{opacity:0}50%{opacity:.5}to{opacity:1}}'],
  ['a quote escape in content', '.name::before{content:"\\201C"}', '.cv .name::before{content:"\\201C"}'],
  ['an attribute selector and :not()', '.section:not(.info) li[class]{margin:0}', '.cv .section:not(.info) li[class]{margin:0}'],
  ['comments are removed', '/* brand colours */\nh1{color:red} /* done */', '.cv h1{color:red}'],
  ['a comparison in a media query', '@media (width < 600px){h1{font-size:18pt}}', '@media (width < 600px){.cv h1{font-size:18pt}}'],
];

describe('sandboxTemplateCss', () => {
  it.each(ATTACKS)('refuses %s', (_name, css, message) => {
    const result = sandboxTemplateCss(css);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.message)).toContain(message);
  });

  it.each(HARMLESS)('keeps %s, scoped under .cv', (_name, css, expected) => {
    expect(sandboxTemplateCss(css)).toEqual({ ok: true, css: expected });
  });

  it('names every problem with its line, in line order', () => {
    const result = sandboxTemplateCss('h1{color:red}\n@import "a.css";\n.name{background:url(http://x/y.png)}\n.title{behavior:x}');
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 2, message: 'Line 2: @import is not allowed; write the rules into this style sheet.' },
        { line: 3, message: 'Line 3: url() may only hold a PNG, JPEG, GIF or WebP image embedded as a data: URL.' },
        { line: 4, message: 'Line 4: the property behavior is not allowed.' },
      ],
    });
  });

  it('never lets a selector of any harmless sheet match outside .cv', () => {
    for (const [, css] of HARMLESS) {
      const result = sandboxTemplateCss(css);
      if (!result.ok) throw new Error(css);
      for (const selector of result.css.match(/(^|[}\n])\s*([^{}@]+)\{/g) ?? []) {
        const s = selector.replace(/^[}\n\s]+/, '').replace(/\{$/, '');
        if (/^(from|to|\d+%)$/.test(s.trim())) continue;
        for (const part of s.split(',')) expect(part.trim()).toMatch(/^\.cv(\s|>|$)/);
      }
    }
  });
});

describe('normaliseCss and scopeSelector', () => {
  it('decodes escapes as CSS does and drops comments', () => {
    expect(normaliseCss('\\75 rl(')).toBe('url(');
    expect(normaliseCss('\\000075rl(')).toBe('url(');
    expect(normaliseCss('u\\rl(')).toBe('url(');
    expect(normaliseCss('u/* x */rl(')).toBe('url(');
    expect(normaliseCss('\\0 a')).toBe('\ufffda');
    expect(normaliseCss('"a\\\nb"')).toBe('"ab"');
  });

  it('puts selectors under the CV root and refuses siblings of it', () => {
    expect(scopeSelector('h1')).toBe('.cv h1');
    expect(scopeSelector('> h1')).toBe('.cv > h1');
    expect(scopeSelector('body')).toBe('.cv');
    expect(scopeSelector(':root h2 + p')).toBe('.cv h2 + p');
    expect(scopeSelector('.cv-header')).toBe('.cv .cv-header');
    expect(scopeSelector('html ~ x')).toBeNull();
    expect(scopeSelector('+ x')).toBeNull();
  });
});

describe('renderCvHtml with a template’s style sheet', () => {
  const view = buildCvView({ data: DEMO_CVS[0], settings: null, version: 'full', language: 'en', template: 'modern', organisation: { default_currency: null } });

  it('writes the scoped sheet last in the one <style> element, after the design’s own rules', () => {
    const sheet = sandboxTemplateCss('.name{color:#abcdef}');
    if (!sheet.ok) throw new Error('refused');
    const html = renderCvHtml(view, { branding: null, stylesheet: sheet.css });
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).toMatch(/\.modern \.name\{[^}]*\}[\s\S]*\.cv \.name\{color:#abcdef\}<\/style>/);
  });

  it('keeps the <style> element closed whatever sheet a caller passes (the second line of defence)', () => {
    const html = renderCvHtml(view, { branding: null, stylesheet: 'h1{color:red}</style><script>alert(1)</script><!--' });
    // The one </style> is the renderer's own, after the sheet: what the sheet holds stays text inside it.
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html.indexOf('</style>')).toBeGreaterThan(html.indexOf('alert(1)'));
    expect(html).not.toContain('<!--');
  });
});
