/**
 * Which characters a LaTeX document prints so that a PDF reader reads them back. A person's text may
 * hold any character (₹, ₦, €, →, Đ…); a font may lack one (xelatex drops it), pdflatex may have no
 * definition of it (an error), or print it from a font without a Unicode map (its Type 3 symbols:
 * the page shows €, the reader sees "C"). A family must not print such a person, or its truth would
 * hold what the document does not. The answer is found, not listed: the characters are compiled
 * once per typesetting and the PDF is read back with the reader the parser uses.
 */
import type { Person } from '../../../types.js';
import { documentText } from '../../../verify.js';
import { compileLatex, tex, type Engine } from './tex.js';

/** How a LaTeX document sets its text: the engine, and a whole document around a body in its class, packages and fonts. */
export type Typesetting = { engine: Engine; document: (body: string) => string };

/** Every text of a person a layout may print, as one string. */
export function personText(person: Person): string {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(person);
  return texts.join('\n');
}

/** The characters of a text that need probing: all but printable ASCII (which `tex` escapes) and white space. */
const probed = (text: string) => [...new Set(text.normalize('NFC'))].filter((c) => !/[\x20-\x7e\s]/.test(c)).sort();

type Batch = { chars: string[]; printed: Promise<Set<string>> };
type Probes = { known: Map<string, Promise<boolean>>; batch: Batch | null };
const probes = new Map<string, Probes>();

/**
 * The characters of `text` that `setting` does not print faithfully, in code point order. Characters
 * asked for together (by calls made in one turn of the event loop) are compiled in one document;
 * each answer is kept for the rest of the run.
 */
export async function unprintable(setting: Typesetting, text: string): Promise<string[]> {
  const key = `${setting.engine}\n${setting.document('')}`;
  let state = probes.get(key);
  if (!state) probes.set(key, (state = { known: new Map(), batch: null }));
  const chars = probed(text);
  for (const c of chars) {
    if (state.known.has(c)) continue;
    state.batch ??= newBatch(setting, state);
    state.batch.chars.push(c);
    state.known.set(c, state.batch.printed.then((printed) => printed.has(c)));
  }
  const verdicts = await Promise.all(chars.map((c) => state.known.get(c)!));
  return chars.filter((_, i) => !verdicts[i]);
}

/** A batch that takes characters until the event loop turns, then compiles them. */
function newBatch(setting: Typesetting, state: Probes): Batch {
  const chars: string[] = [];
  const printed = new Promise<Set<string>>((resolve, reject) =>
    setImmediate(() => {
      state.batch = null;
      probe(setting, chars).then(resolve, reject);
    }),
  );
  return { chars, printed };
}

/** Markers around each probed character, in letters and digits every font prints. */
const mark = (i: number, bold: boolean) => `QX${i}${bold ? 'B' : ''}XQ`;

/** Compiles the characters in regular and bold type and returns those read back as themselves. */
async function probe(setting: Typesetting, chars: string[]): Promise<Set<string>> {
  const line = (c: string, i: number, bold: boolean) => {
    const text = `${mark(i, bold)}${tex(c)}${mark(i, bold)}`;
    return bold ? `\\textbf{${text}}` : text;
  };
  const body = chars.map((c, i) => `${line(c, i, false)} ${line(c, i, true)}\\par`).join('\n');
  const bytes = await compileLatex(setting.document(`\\noindent\n${body}\n`), { engine: setting.engine, strict: false });
  const text = (await documentText(bytes, 'pdf')).text.replace(/\s+/g, '');
  const read = new Map<string, string>();
  for (const m of text.matchAll(/QX(\d+B?)XQ(.*?)QX\1XQ/g)) read.set(m[1], m[2]);
  const same = (a: string | undefined, b: string) => a !== undefined && a.normalize('NFKC') === b.normalize('NFKC');
  return new Set(chars.filter((c, i) => same(read.get(String(i)), c) && same(read.get(`${i}B`), c)));
}

/** "₹ (U+20B9), → (U+2192)": characters named so that a log says which they are. */
export const nameCharacters = (chars: string[]) => chars.map((c) => `${c} (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`).join(', ');

/** Why a family that sets its text in every one of `settings` cannot print the person, or null. */
export async function refusal(settings: Typesetting[], person: Person): Promise<string | null> {
  const text = personText(person);
  const missing = [...new Set((await Promise.all(settings.map((setting) => unprintable(setting, text)))).flat())].sort();
  return missing.length ? `cannot print ${nameCharacters(missing)}` : null;
}
