import { afterAll, describe, expect, it } from 'vitest';
import { extractDocx, extractPdf } from '../../../src/server/documents/parse-resume.js';
import { seeded } from '../random.js';
import { toJsonResume, withLegacyAliases } from '../to-json-resume.js';
import type { LayoutFamily, Person, Rendered } from '../types.js';
import { EXTERNAL_FAMILIES } from './external.js';
import { articleSource } from './external/latex/article.js';
import { moderncvSource } from './external/latex/moderncv.js';
import { compileLatex, languagePreamble, latexMissing, tex, texTypography } from './external/latex/tex.js';
import { EUROPASS_TYPESETTING, europassSource } from './external/latex/europass.js';
import { unprintable } from './external/latex/printable.js';
import { htmlForWord } from './external/libreoffice.js';
import { drawPlan } from './external/plan.js';
import { closeCorpusPool } from '../chromium.js';
import { ENGLISH, GERMAN, JAPANESE, SPANISH } from './external/test-people.js';
import { DEVELOPMENT_THEME_GROUPS, printedStudies, quietly, themeHtml, THEMES } from './external/themes.js';
import { wordHtml } from './external/word.js';

const family = (name: string) => EXTERNAL_FAMILIES.find((f) => f.name === name)!;

/** Why the LaTeX sources cannot be drawn here (they probe which fonts print a person by compiling), or null. */
const TEX_MISSING = (await family('moderncv-classic').available()) ?? (await family('moderncv-banking').available()) ?? (await family('latex-article-sidebar').available()) ?? (await family('europasscv').available());

describe('Person → JSON Resume', () => {
  it('writes the schema 1.0 fields, dates as YYYY-MM and a current job without an end', () => {
    const resume = toJsonResume(GERMAN);
    expect(resume.basics).toMatchObject({
      name: 'Jonas von Berg',
      label: 'Leiter Controlling',
      email: 'j.vonberg@example.org',
      phone: '+49 40 1234567 / +49 170 1234567',
      url: 'https://jonas-von-berg.example.org',
      location: { city: 'Hamburg', countryCode: 'DE', postalCode: '22763', address: 'Elbchaussee 12' },
      profiles: [],
    });
    expect(resume.work[0]).toMatchObject({ name: 'Elbhafen Handels GmbH', position: 'Leiter Controlling', startDate: '2019-07' });
    expect(resume.work[0]).not.toHaveProperty('endDate');
    expect(resume.work[1]).toMatchObject({ startDate: '2012-01', endDate: '2019-06', summary: 'Konzernreporting und Budgetplanung.' });
    expect(resume.education[0]).toMatchObject({ institution: 'Universität zu Köln', studyType: 'Master of Science', area: 'Betriebswirtschaftslehre', startDate: '2009-10', endDate: '2011-12' });
    expect(resume.skills).toEqual([{ name: 'Systeme', keywords: ['SAP S/4HANA', 'Power BI', 'Excel'] }]);
    expect(resume.languages).toEqual([
      { language: 'Deutsch', fluency: 'Muttersprache' },
      { language: 'Englisch', fluency: 'Verhandlungssicher' },
    ]);
    expect(toJsonResume(ENGLISH).basics.profiles).toEqual([{ network: 'LinkedIn', username: 'olivia-hart', url: 'https://www.linkedin.com/in/olivia-hart' }]);
  });

  it('writes a year without a month as the year alone', () => {
    const person: Person = { ...ENGLISH, jobs: [{ ...ENGLISH.jobs[1], start: { year: 2016, month: null }, end: { year: 2020, month: null } }] };
    expect(toJsonResume(person).work[0]).toMatchObject({ startDate: '2016', endDate: '2020' });
  });

  it('adds the pre-1.0 names on a copy and leaves the document as it was', () => {
    const resume = toJsonResume(GERMAN);
    const legacy = withLegacyAliases(resume) as { work: { company: string }[]; languages: { name: string; level: string }[]; basics: { website: string } };
    expect(legacy.work.map((w) => w.company)).toEqual(['Elbhafen Handels GmbH', 'Müller & Söhne AG']);
    expect(legacy.languages[0]).toMatchObject({ name: 'Deutsch', level: 'Muttersprache' });
    expect(legacy.basics.website).toBe('https://jonas-von-berg.example.org');
    expect(resume.work[0]).not.toHaveProperty('company');
  });
});

describe('LaTeX sources', () => {
  it('escapes the ten special characters so TeX prints them', () => {
    expect(tex('& % $ # _ { } ~ ^ \\')).toBe('\\& \\% \\$ \\# \\_ \\{ \\} \\textasciitilde{} \\textasciicircum{} \\textbackslash{}');
    expect(tex('line\n  break')).toBe('line break');
  });

  it('writes the spaces of other scripts and languages as TeX spaces, never as characters a font may lack', () => {
    expect(tex('2\u202f000 m², n°\u00a05, 日本\u3000語, a\tb')).toBe('2\\,000 m², n°~5, 日本 語, a b');
  });

  it('says how TeX prints quotes and dashes, so the truth holds what the page shows', () => {
    expect(texTypography('pdflatex')("O'Brien -- King's ``best'' \"x\" ---")).toBe('O’Brien – King’s “best” "x" —');
    expect(texTypography('xelatex')('"x" d\'Arbois')).toBe('”x” d’Arbois');
    expect(texTypography('xelatex')('no quotes - here')).toBe('no quotes - here');
  });

  it('turns off Spanish small-capital roman numerals, which break moderncv\'s lists of phones', () => {
    expect(languagePreamble('es')).toBe('\\usepackage[shorthands=off,spanish,es-lcroman]{babel}');
    expect(languagePreamble('fr')).toBe('\\usepackage[shorthands=off,french]{babel}');
  });

  const sources = async (person: Person) => {
    const random = seeded(7);
    return [
      await moderncvSource(person, 'classic', drawPlan(person, random), random),
      await moderncvSource(person, 'banking', drawPlan(person, random), random),
      await articleSource(person, 'dates-left', drawPlan(person, random), random),
      await articleSource(person, 'sidebar', drawPlan(person, random), random),
      ...(person.language === 'ja' ? [] : [europassSource(person, drawPlan(person, random), random)]),
    ];
  };

  // A source draws its fonts among those that print the person, which compiling tells (no TeX here: only ASCII people).
  it.each(TEX_MISSING ? [ENGLISH] : [ENGLISH, GERMAN, JAPANESE])(`holds every job of $slug, escaped, and no raw special character of its text${TEX_MISSING ? ` (others skipped: ${TEX_MISSING})` : ''}`, async (person) => {
    for (const source of await sources(person)) {
      for (const job of person.jobs) {
        expect(source).toContain(tex(job.title));
        expect(source).toContain(tex(job.company));
        for (const bullet of job.bullets) expect(source).toContain(tex(bullet));
      }
      expect(source).not.toContain('Hart & Wren');
      expect(source).not.toContain('35% ($2M)');
    }
  });

  it.skipIf(TEX_MISSING !== null)(`sets Japanese in Noto CJK and the other languages with babel hyphenation${TEX_MISSING ? ` (skipped: ${TEX_MISSING})` : ''}`, async () => {
    const [japanese] = await sources(JAPANESE);
    expect(japanese).toContain('\\setmainfont{Noto Serif CJK JP}');
    expect(japanese).toContain('\\name{田中}{結衣}');
    const [german] = await sources(GERMAN);
    expect(german).toContain('\\usepackage[shorthands=off,ngerman]{babel}');
  });
});

describe('Word-style HTML', () => {
  it.each([ENGLISH, GERMAN, JAPANESE])('holds every job and study of $slug, HTML-escaped', (person) => {
    for (const layout of ['table', 'dates-right', 'sidebar', 'plain'] as const) {
      const random = seeded(3);
      const { html } = wordHtml(person, layout, drawPlan(person, random), random);
      for (const job of person.jobs) {
        expect(html).toContain(job.title);
        expect(html).toContain(job.company.replace(/&/g, '&amp;'));
      }
      for (const study of person.studies) expect(html).toContain(study.institution);
      expect(html).not.toContain('Hart & Wren');
    }
  });

  it('says when a Japanese page lists its history oldest first, as it prints it', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const random = seeded(seed);
      const { html, oldestFirst } = wordHtml(JAPANESE, 'table', drawPlan(JAPANESE, random), random);
      const olderFirst = html.indexOf(JAPANESE.jobs[1].company) < html.indexOf(JAPANESE.jobs[0].company);
      expect(oldestFirst.length > 0).toBe(olderFirst);
      orders.add(oldestFirst.join());
    }
    expect(orders).toEqual(new Set(['', 'experience,education']));
    expect(wordHtml(GERMAN, 'table', drawPlan(GERMAN, seeded(1)), seeded(1)).oldestFirst).toEqual([]);
  });

  it('removes what has no place in a Word file from a theme page', () => {
    const page =
      '<html><head><link rel="stylesheet" href="https://cdn.example/b.css"><script src="https://cdn.example/j.js"></script><style>@import url(https://fonts.example/f.css); body{background:url(https://img.example/x.png)}</style></head>' +
      '<body><img src="https://gravatar.example/a"><a href="#">top</a><p>Olivia Hart</p><script>alert(1)</script>' +
      '<p><svg aria-hidden="true"></svg><span class="info">oliv<span hidden>1337</span>ia.hart@example.com</span></p><input type="hidden" value="x"></body></html>';
    const word = htmlForWord(page);
    expect(word).not.toMatch(/<link|<script|<img|@import|https:\/\/img|href="#"|1337/);
    expect(word).toContain('<p>Olivia Hart</p>');
    expect(word).toContain('<span class="info">olivia.hart@example.com</span>');
    expect(word).toContain('<svg aria-hidden="true"></svg>');
    expect(word).toContain('<input type="hidden" value="x">');
  });
});

describe('the external families', () => {
  it('leave a person whose characters no font here has to the others, and only such a person', async () => {
    // U+F0041 lies in a private use plane no font of a Linux distribution covers.
    const unprintable: Person = { ...ENGLISH, slug: 'olivia-hart-private', first: 'Olivia\u{F0041}' };
    for (const name of ['theme-even', 'libreoffice-sidebar']) {
      expect(await family(name).refuses!(unprintable), name).toMatch(/no font here prints \u{F0041}/u);
      expect(await family(name).refuses!(ENGLISH), name).toBeNull();
    }
    expect(family('theme-even-word').refuses).toBeUndefined();
  });

  it('have unique names, a group each and the languages they can print', () => {
    const names = EXTERNAL_FAMILIES.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(EXTERNAL_FAMILIES.map((f) => f.group))).toEqual(
      new Set([...THEMES.map((t) => `theme-${t.theme}`), 'latex-moderncv', 'latex-europasscv', 'latex-article', 'libreoffice']),
    );
    expect(family('europasscv').languages).not.toContain('nl');
    expect(family('moderncv-fancy').languages).not.toContain('ja');
  });

  it('include the thirteen development themes (actual and paper since they were looked at) and at least four held out', () => {
    expect(DEVELOPMENT_THEME_GROUPS.sort()).toEqual([
      'theme-actual', 'theme-autumn', 'theme-crisp', 'theme-elegant', 'theme-eloquent', 'theme-even', 'theme-flat', 'theme-kendall', 'theme-macchiato', 'theme-paper', 'theme-rocketspacer', 'theme-slick', 'theme-stackoverflow',
    ]);
    expect(THEMES.filter((t) => !t.development).length).toBeGreaterThanOrEqual(4);
  });
});

describe('what each theme prints', () => {
  // A study without a start date and with a summary, and one with both dates: years no other entry has.
  const person: Person = {
    ...GERMAN,
    studies: [
      { ...GERMAN.studies[0], start: null, end: { year: 2011, month: 12 }, summary: 'Abschlussarbeit zur Konzernplanung.' },
      { ...GERMAN.studies[0], title: 'Bachelor of Science Betriebswirtschaftslehre', degree: 'Bachelor of Science', institution: 'Universität Hamburg', start: { year: 2003, month: 10 }, end: { year: 2007, month: 3 } },
    ],
  };

  it.each(THEMES)('$theme prints the study titles, years and summaries its spec says', async (spec) => {
    const resume = toJsonResume(person);
    const text = (await themeHtml(spec, resume)).replace(/<(style|script)\b[\s\S]*?<\/\1>/g, '').replace(/<[^>]*>/g, ' ');
    const [startless, dated] = printedStudies(spec, resume);
    expect([startless.title, dated.title]).toEqual(['Master of Science Betriebswirtschaftslehre', 'Bachelor of Science Betriebswirtschaftslehre']);
    for (const words of ['Master of Science', 'Bachelor of Science', 'Betriebswirtschaftslehre']) expect(text, words).toContain(words);
    expect(text.includes('2011'), 'the end of a study without a start').toBe(startless.graduation);
    expect(text.includes('2003'), 'the start of a study').toBe(dated.start);
    expect(text.includes('2007'), 'the end of a study').toBe(dated.graduation);
    expect(text.includes('Abschlussarbeit zur Konzernplanung.'), 'a study summary').toBe(spec.studySummary);
  });
});

describe('themes sharing a template engine', () => {
  it('print with their own helpers, whichever theme loaded before them', async () => {
    // macchiato and caffeine register a formatAddress and a formatDate of their own on Handlebars.
    for (const spec of THEMES) await themeHtml(spec, toJsonResume(ENGLISH));
    const autumn = await themeHtml(THEMES.find((t) => t.theme === 'autumn')!, toJsonResume(ENGLISH));
    expect(autumn).toContain('Manchester, United Kingdom');
    expect(autumn).toContain('Mar 2020');
    expect(autumn).not.toContain('[object Object]');
  });
});

/** The text of a rendered file as the product's resume reader sees it. */
async function textOf(rendered: Rendered): Promise<string> {
  if (rendered.format === 'pdf') return (await extractPdf(rendered.bytes)).pages.flatMap((page) => page.items.map((item) => item.text)).join(' ');
  return (await extractDocx(rendered.bytes)).blocks.map((block) => block.text).join('\n');
}

/**
 * Squeezed for comparison: the line breaks and spacing of a layout do not count. Noto CJK draws 青
 * and the radical ⻘ with one glyph, and Chromium's PDF names that glyph by the radical, which NFKC
 * leaves alone: the reader sees ⻘葉 where the page shows 青葉.
 */
const squeeze = (text: string) => text.normalize('NFKC').replace(/\u2ED8/g, '青').replace(/\s+/g, '').toLowerCase();

/** One render per kind of family; each skips, saying why, where its tool is missing on this machine. */
const RENDERS: { family: string; person: Person; format: 'pdf' | 'docx' }[] = [
  { family: 'theme-even', person: GERMAN, format: 'pdf' },
  { family: 'theme-onepage', person: JAPANESE, format: 'pdf' },
  { family: 'theme-stackoverflow-word', person: ENGLISH, format: 'docx' },
  // Its page hides a decoy inside the e-mail address and phone, which the Word file must not show.
  { family: 'theme-eloquent-word', person: ENGLISH, format: 'docx' },
  { family: 'theme-autumn', person: JAPANESE, format: 'pdf' },
  { family: 'moderncv-classic', person: GERMAN, format: 'pdf' },
  { family: 'moderncv-classic', person: SPANISH, format: 'pdf' },
  { family: 'moderncv-fancy', person: GERMAN, format: 'pdf' },
  { family: 'moderncv-casual', person: JAPANESE, format: 'pdf' },
  { family: 'europasscv', person: ENGLISH, format: 'pdf' },
  { family: 'latex-article-dates-left', person: ENGLISH, format: 'pdf' },
  { family: 'libreoffice-table', person: GERMAN, format: 'docx' },
  { family: 'libreoffice-sidebar', person: JAPANESE, format: 'pdf' },
];

/** Why a render cannot run here: its tool is missing, or no font of this machine prints the person. */
const unavailable = new Map<string, string | null>();
for (const { family: name, person } of RENDERS) {
  const f = family(name);
  unavailable.set(`${name} ${person.slug}`, (await f.available()) ?? (await f.refuses?.(person)) ?? null);
}

describe('renders', () => {
  afterAll(() => closeCorpusPool());

  for (const { family: name, person, format } of RENDERS) {
    const missing = unavailable.get(`${name} ${person.slug}`);
    it.skipIf(missing !== null)(`${name} prints ${person.slug} as ${format}${missing ? ` (skipped: ${missing})` : ''}`, { timeout: 180_000 }, async () => {
      const f: LayoutFamily = family(name);
      const rendered = await f.render(person, { format, random: seeded(11) });
      expect(rendered.format).toBe(format);
      const text = squeeze(await textOf(rendered));
      expect(text).toContain(squeeze(person.last));
      expect(text).toContain(squeeze(person.first));
      expect(text).toContain(squeeze(person.email));
      for (const job of person.jobs) {
        expect(text).toContain(squeeze(job.company));
        expect(text).toContain(String(job.start.year));
        if (job.end) expect(text).toContain(String(job.end.year));
      }
      if (!rendered.notRendered.includes('location')) expect(text).toContain(squeeze(person.city));
      if (!rendered.notRendered.includes('summary')) expect(text).toContain(squeeze(person.summary));
    });
  }
});

/** An English person whose bullet names an amount in rupees, a sign no LaTeX font here has. */
const RUPEES: Person = { ...ENGLISH, slug: 'olivia-hart-rupees', jobs: [{ ...ENGLISH.jobs[0], bullets: ['Ran a ₹32.5m office refurbishment'] }, ...ENGLISH.jobs.slice(1)] };

const xelatex = await latexMissing('xelatex', []);
const europasscv = await family('europasscv').available();
const fancy = await family('moderncv-fancy').available();

describe('what the LaTeX families print', () => {

  it.skipIf(europasscv !== null)(`finds the characters pdflatex's Helvetica prints so that a reader reads them back${europasscv ? ` (skipped: ${europasscv})` : ''}`, { timeout: 60_000 }, async () => {
    // € and ₹ come out as a Type 3 glyph read as "C" and as nothing; the accented letters are glyphs of their own.
    expect(await unprintable(EUROPASS_TYPESETTING, 'Müller, Gonçalves, Ramírez: €2m, ₹3m')).toEqual(['€', '₹']);
  });

  it.skipIf(europasscv !== null || fancy !== null)(`refuses a person with a character its fonts lack, and only such a person${europasscv ?? fancy ? ' (skipped: pdflatex families missing)' : ''}`, { timeout: 120_000 }, async () => {
    for (const name of ['europasscv', 'moderncv-fancy', 'moderncv-classic', 'latex-article-sidebar']) {
      expect(await family(name).refuses!(RUPEES), name).toMatch(/₹ \(U\+20B9\)/);
      expect(await family(name).refuses!(GERMAN), name).toBeNull();
    }
    expect(await family('latex-article-sidebar').refuses!(JAPANESE)).toBeNull();
  });

  it.skipIf(xelatex !== null)(`stops a compile that lost a character the font lacks${xelatex ? ` (skipped: ${xelatex})` : ''}`, { timeout: 60_000 }, async () => {
    await expect(compileLatex('\\documentclass{article}\n\\usepackage{fontspec}\n\\begin{document}\n₹5\n\\end{document}\n')).rejects.toThrow(/lost characters.*₹/);
  });
});

describe('a theme render runs with console.log silenced', () => {
  it('and gives it back when renders overlap, the first to start ending first', async () => {
    const log = console.log;
    const silenced: boolean[] = [];
    const gate = () => {
      let open = () => {};
      const shut = new Promise<void>((resolve) => (open = resolve));
      return { shut, open };
    };
    const [a, b] = [gate(), gate()];
    const first = quietly(() => a.shut);
    const second = quietly(() => b.shut);
    silenced.push(console.log !== log);
    a.open();
    await first;
    silenced.push(console.log !== log);
    b.open();
    await second;
    expect(silenced).toEqual([true, true]);
    expect(console.log).toBe(log);
  });
});
