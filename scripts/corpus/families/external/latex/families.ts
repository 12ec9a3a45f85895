/**
 * Layout families of LaTeX CV classes from Debian's TeX Live: moderncv in its five styles,
 * europasscv, and a plain `article` CV in three layouts. Each document draws its own plan (date
 * style, headings, what is printed), its colours and fonts; the PDF is compiled on this machine.
 */
import type { CorpusLanguage, LayoutFamily, Person, RenderOptions, Rendered } from '../../../types.js';
import { CORPUS_LANGUAGES } from '../../../types.js';
import { drawPlan, type Plan } from '../plan.js';
import { articleSource, type ArticleLayout } from './article.js';
import { EUROPASS_LANGUAGES, EUROPASS_TYPESETTING, europassSource } from './europass.js';
import { xelatexRefuses } from './fonts.js';
import { refusal } from './printable.js';
import { MODERNCV_STYLES, moderncvEngine, moderncvSource, moderncvTypesettings } from './moderncv.js';
import { compileLatex, latexMissing, texTypography, type Engine } from './tex.js';

type LatexFamily = {
  name: string;
  group: string;
  languages: CorpusLanguage[];
  engine: Engine;
  /** Class, package and font files the family needs (`kpsewhich`). */
  needs: string[];
  /** Compiler runs: europasscv's footer counts pages ("1 / 2") from the previous run. */
  runs: number;
  source: (person: Person, plan: Plan, random: () => number) => Promise<string> | string;
  /** Why it cannot print the person faithfully (a character its fonts lack), or null. */
  refuses: (person: Person) => Promise<string | null>;
};

function latexFamily(spec: LatexFamily): LayoutFamily {
  return {
    name: spec.name,
    group: spec.group,
    formats: ['pdf'],
    languages: spec.languages,
    available: () => latexMissing(spec.engine, spec.needs),
    refuses: spec.refuses,
    async render(person, options: RenderOptions): Promise<Rendered> {
      if (options.format !== 'pdf') throw new Error(`${spec.name} renders PDF only`);
      if (!spec.languages.includes(person.language)) throw new Error(`${spec.name} cannot print ${person.language}`);
      const refused = await spec.refuses(person);
      if (refused) throw new Error(`${spec.name} ${refused}`);
      const plan = drawPlan(person, options.random);
      const source = await spec.source(person, plan, options.random);
      const bytes = await compileLatex(source, { engine: spec.engine, runs: spec.runs });
      return { bytes, format: 'pdf', producedBy: `${spec.engine} (${spec.name}, TeX Live)`, notRendered: plan.leftOut, printedAs: texTypography(spec.engine) };
    },
  };
}

const LATIN = CORPUS_LANGUAGES.filter((language) => language !== 'ja');

const moderncv = MODERNCV_STYLES.map((style) =>
  latexFamily({
    name: `moderncv-${style}`,
    group: 'latex-moderncv',
    languages: moderncvEngine(style) === 'xelatex' ? [...CORPUS_LANGUAGES] : LATIN,
    engine: moderncvEngine(style),
    needs: ['moderncv.cls', `moderncvstyle${style}.sty`, 'fontawesome5.sty', ...(style === 'fancy' ? ['ebgaramond.sty'] : [])],
    runs: 1,
    source: (person, plan, random) => moderncvSource(person, style, plan, random),
    refuses: (person) => (moderncvEngine(style) === 'xelatex' ? xelatexRefuses(person) : refusal(moderncvTypesettings(style), person)),
  }),
);

const europass = latexFamily({
  name: 'europasscv',
  group: 'latex-europasscv',
  languages: EUROPASS_LANGUAGES,
  // Under xelatex the class wants TeX Gyre Heros, which TeX Live in Debian keeps outside fontconfig;
  // pdflatex sets it in its Type 1 Helvetica clone, and its languages are all in the Latin alphabet.
  engine: EUROPASS_TYPESETTING.engine,
  // Packages the class loads that Debian ships outside texlive-latex-extra (soul: texlive-plain-generic).
  needs: ['europasscv.cls', 'soul.sty', 'substr.sty', 'xifthen.sty', 'lastpage.sty'],
  runs: 2,
  source: europassSource,
  refuses: (person) => refusal([EUROPASS_TYPESETTING], person),
});

const ARTICLE_LAYOUTS: ArticleLayout[] = ['dates-left', 'dates-right', 'sidebar'];
const article = ARTICLE_LAYOUTS.map((layout) =>
  latexFamily({
    name: `latex-article-${layout}`,
    group: 'latex-article',
    languages: [...CORPUS_LANGUAGES],
    engine: 'xelatex',
    needs: ['longtable.sty', 'enumitem.sty', 'paracol.sty'],
    runs: 1,
    source: (person, plan, random) => articleSource(person, layout, plan, random),
    refuses: xelatexRefuses,
  }),
);

export const LATEX_FAMILIES: LayoutFamily[] = [...moderncv, europass, ...article];
