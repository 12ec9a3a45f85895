/**
 * Fills the slots of vocabulary templates (`{n}`, `{pct}`, `{big}`, `{m}`, `{cur}`, `{tool}`,
 * `{brand}`, `{surname}`, `{city}`, `{saint}`, `{title}`, `{years}`, `{field}`, `{focus}`…) with
 * seeded values, numbers written the CV language's way ("1,200", "1.200", "1 200").
 */
import { int, pick } from '../random.js';
import type { CorpusLanguage } from '../types.js';

const SAINTS: Partial<Record<CorpusLanguage, string[]>> = {
  en: ['Mary', 'John', 'Luke', 'Patrick', 'Margaret', 'George', 'Thomas'],
  es: ['San José', 'Santa Teresa', 'San Agustín', 'Nuestra Señora del Pilar', 'San Ignacio'],
  pt: ['São João', 'Santa Maria', 'São José', 'Santo António', 'Santa Luzia'],
  it: ['San Giuseppe', 'Santa Chiara', 'San Marco'],
  fr: ['Saint-Joseph', 'Sainte-Marie', 'Saint-Exupéry'],
  nl: ['Sint-Jozef', 'Sint-Maarten'],
  de: ['St. Marien', 'St. Josef'],
  ja: ['聖マリア'],
};

export type FillContext = {
  language: CorpusLanguage;
  random: () => number;
  /** Values for named slots; a list picks one (seeded). */
  values?: Record<string, string | readonly string[] | undefined>;
  /** Replacements applied after filling (a country's currency in texts written with €). */
  replace?: [string, string][];
};

const numberFormats = new Map<string, Intl.NumberFormat>();
export function formatNumber(n: number, language: CorpusLanguage, fractionDigits = 0): string {
  const key = `${language}|${fractionDigits}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(language, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })));
  return f.format(n);
}

const NICE_BIG = [50, 60, 80, 120, 150, 200, 250, 300, 350, 400, 500, 650, 800, 1200, 1500, 2000, 2500, 3000, 4500, 5000];

export function fill(template: string, ctx: FillContext): string {
  const { random, language } = ctx;
  let out = template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const given = ctx.values?.[name];
    if (given !== undefined) return typeof given === 'string' ? given : pick(given, random);
    switch (name) {
      case 'n':
        return String(int(2, 9, random));
      case 'team':
        return String(int(3, 25, random));
      case 'big':
        return formatNumber(pick(NICE_BIG, random), language);
      case 'pct':
        return String(int(5, 40, random));
      case 'm':
        return formatNumber(int(12, 480, random) / 10, language, 1);
      case 'saint':
        return pick(SAINTS[language] ?? SAINTS.en!, random);
      case 'nolegal':
        return '';
      default:
        return whole;
    }
  });
  for (const [from, to] of ctx.replace ?? []) out = out.split(from).join(to);
  return out;
}
