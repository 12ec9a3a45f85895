/**
 * The sandbox of an organisation template's style sheet (decision 032). An admin's CSS is read with
 * postcss and either refused — every problem named with its line, so the form can say what to
 * change — or scoped under the CV's root element (`.cv`) and returned as the CSS the CV renders with.
 * Nothing is silently dropped: what an admin saves is what prints.
 *
 * Refused: anything that loads or runs something — `@import`, a `url()` that is not an image (PNG,
 * JPEG, GIF, WebP) embedded as a `data:` URL (in `@font-face`: a font embedded the same way),
 * `image-set()`, `src()`, `element()`, `paint()`, `expression()`, the `behavior` and `-moz-binding`
 * properties, `javascript:`/`vbscript:` addresses; every at-rule but `@media`, `@supports`,
 * `@page` (with its margin boxes), `@font-face` and `@keyframes` (`@charset` included: the document
 * is UTF-8 and says so); nested rules and declarations outside a rule; the sequences `</` and `<!--`,
 * which could end the `<style>` element the CSS is written into; selectors that leave the CV (`.cv +
 * …`, `.cv ~ …`). Every check reads the text with CSS escapes decoded and comments removed, as a
 * browser reads it, so `\75 rl(` is `url(`, and a comment written inside `url` is refused too: the
 * checks read text, not tokens, and err on the side of refusing.
 *
 * Scoped: every selector is put under `.cv` (`h2` → `.cv h2`); a selector that names the document's
 * root (`:root`, `html`, `body` or `.cv` itself) names the CV's root instead (`body` → `.cv`).
 * `@keyframes` steps, `@page` and `@font-face` are not selectors and stay as they are. Comments are
 * removed from the result.
 */
import postcss, { CssSyntaxError, type AtRule, type ChildNode, type Container, type Declaration, type Rule } from 'postcss';

/** The CV's root element in every design of src/cv/templates. */
export const CV_ROOT = '.cv';

export type CssProblem = { line: number; message: string };
export type SandboxedCss = { ok: true; css: string } | { ok: false; problems: CssProblem[] };

/** What an admin reads about a refused style sheet; each names the line. */
export const CSS_MESSAGES = {
  unreadable: (line: number, reason: string) => `Line ${line}: the style sheet cannot be read (${reason}).`,
  markup: (line: number) => `Line ${line}: "</" and "<!--" may not appear in a style sheet.`,
  importRule: (line: number) => `Line ${line}: @import is not allowed; write the rules into this style sheet.`,
  charset: (line: number) => `Line ${line}: @charset is not allowed; the style sheet is always UTF-8.`,
  atRule: (line: number, name: string) => `Line ${line}: @${name} is not allowed here; use @media, @supports, @page, @font-face or @keyframes.`,
  url: (line: number) => `Line ${line}: url() may only hold a PNG, JPEG, GIF or WebP image embedded as a data: URL.`,
  fontUrl: (line: number) => `Line ${line}: @font-face may only use local() or a WOFF2, WOFF, TTF or OTF font embedded as a data: URL.`,
  func: (line: number, name: string) => `Line ${line}: ${name}() is not allowed.`,
  property: (line: number, name: string) => `Line ${line}: the property ${name} is not allowed.`,
  script: (line: number) => `Line ${line}: javascript: and vbscript: addresses are not allowed.`,
  nested: (line: number) => `Line ${line}: nested rules are not allowed; write each selector in full.`,
  looseDeclaration: (line: number) => `Line ${line}: a declaration must be inside a rule.`,
  outside: (line: number) => `Line ${line}: a selector may not reach outside the CV (no + or ~ after the root).`,
  keyframe: (line: number) => `Line ${line}: a @keyframes step is from, to or a percentage.`,
} as const;

/** At most this many problems are named at once. */
const MAX_PROBLEMS = 20;

/** CSS escapes decoded as the CSS Syntax spec reads them; comments removed. What every check reads. */
export function normaliseCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\(?:([0-9a-fA-F]{1,6})(?:\r\n|[ \t\n\r\f])?|(\r\n|[\n\r\f])|([\s\S]))/g, (_all, hex: string | undefined, newline: string | undefined, char: string | undefined) => {
      if (hex !== undefined) {
        const code = parseInt(hex, 16);
        return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
      }
      return newline !== undefined ? '' : (char ?? '');
    });
}

const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i;
const FONT_DATA_URL = /^data:(font\/(woff2|woff|ttf|otf)|application\/(font-woff2?|x-font-(ttf|otf|woff)));base64,[A-Za-z0-9+/=\s]*$/i;
const URL_CALL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/gi;
const FORBIDDEN_FUNCTIONS = /(?:^|[^\w-])(expression|image-set|-webkit-image-set|src|element|-moz-element|paint|-webkit-paint)\s*\(/i;
const SCRIPT_ADDRESS = /(?:java|vb)script\s*:/i;
const FORBIDDEN_PROPERTIES = new Set(['behavior', '-ms-behavior', '-moz-binding', 'binding']);
const KEYFRAME_STEP = /^(from|to|\d+(\.\d+)?%)$/i;
const PAGE_MARGIN_BOX = /^(top|bottom)-(left-corner|left|center|right|right-corner)$|^(left|right)-(top|middle|bottom)$/;

type Check = (line: number, problem: (message: string) => void) => void;

/** The problems of a value (a declaration's value or an at-rule's parameters): what it may load or run. */
function checkValue(text: string, allowed: 'image' | 'font', line: number, problem: (message: string) => void): void {
  const value = normaliseCss(text);
  if (SCRIPT_ADDRESS.test(value)) problem(CSS_MESSAGES.script(line));
  const fn = FORBIDDEN_FUNCTIONS.exec(value);
  if (fn) problem(CSS_MESSAGES.func(line, fn[1].toLowerCase()));
  const calls = value.match(/url\(/gi)?.length ?? 0;
  const urls = [...value.matchAll(URL_CALL)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').trim());
  const good = allowed === 'font' ? FONT_DATA_URL : IMAGE_DATA_URL;
  if (urls.length !== calls || urls.some((u) => !good.test(u))) problem(allowed === 'font' ? CSS_MESSAGES.fontUrl(line) : CSS_MESSAGES.url(line));
}

const lineOf = (node: ChildNode) => node.source?.start?.line ?? 1;

/**
 * An at-rule's name as a browser reads it: postcss ends the name at the first space, which may be
 * the one an escape consumes (`@imp\6f rt` is `@import`), so the name is read from the whole text.
 */
const atRuleName = (node: AtRule) => (/^@(-?[\w-]*)/.exec(normaliseCss(`@${node.name}${node.raws.afterName ?? ''}${node.params}`))?.[1] ?? '').toLowerCase();

/** A selector under the CV's root, or null when it would reach outside it. */
export function scopeSelector(selector: string): string | null {
  const s = selector.trim();
  const root = /^(?::root|html|body|\.cv)(?=$|[\s>+~])/i.exec(s);
  const scoped = root ? `${CV_ROOT}${s.slice(root[0].length)}` : `${CV_ROOT} ${s}`;
  return /^\.cv\s*[+~]/.test(scoped) ? null : scoped;
}

/**
 * The style sheet checked and scoped, or its problems. `source` is the CSS as the admin wrote it;
 * the result is what goes into the CV's `<style>` after the design's own rules.
 */
export function sandboxTemplateCss(source: string): SandboxedCss {
  const problems: CssProblem[] = [];
  const add = (line: number) => (message: string) => {
    if (problems.length < MAX_PROBLEMS && !problems.some((p) => p.message === message)) problems.push({ line, message });
  };

  // Before parsing: a sequence that could end the <style> element, wherever it stands (even in a comment or a string).
  source.split(/\r\n|[\n\r\f]/).forEach((text, i) => {
    if (/<\/|<!--/.test(text) || /<\/|<!--/.test(normaliseCss(text))) add(i + 1)(CSS_MESSAGES.markup(i + 1));
  });

  let root: postcss.Root;
  try {
    root = postcss.parse(source);
  } catch (error) {
    if (error instanceof CssSyntaxError) return { ok: false, problems: [...problems, { line: error.line ?? 1, message: CSS_MESSAGES.unreadable(error.line ?? 1, error.reason) }] };
    throw error;
  }
  root.walkComments((c) => void c.remove());

  const declaration = (decl: Declaration, allowed: 'image' | 'font') => {
    const line = lineOf(decl);
    const prop = normaliseCss(decl.prop).trim().toLowerCase();
    if (FORBIDDEN_PROPERTIES.has(prop)) add(line)(CSS_MESSAGES.property(line, prop));
    checkValue(decl.value, allowed, line, add(line));
  };

  /** Children of a rule, a @font-face, a @page or a keyframe step: declarations only. */
  const declarationsOnly = (container: Container, allowed: 'image' | 'font', margins = false) => {
    container.each((node) => {
      const line = lineOf(node);
      if (node.type === 'decl') declaration(node, allowed);
      else if (node.type === 'atrule' && margins && PAGE_MARGIN_BOX.test(atRuleName(node))) declarationsOnly(node, 'image');
      else if (node.type === 'atrule') atRuleProblem(node);
      else if (node.type === 'rule') add(line)(CSS_MESSAGES.nested(line));
    });
  };

  const atRuleProblem = (node: AtRule) => {
    const line = lineOf(node);
    const name = atRuleName(node);
    if (name === 'import') add(line)(CSS_MESSAGES.importRule(line));
    else if (name === 'charset') add(line)(CSS_MESSAGES.charset(line));
    else add(line)(CSS_MESSAGES.atRule(line, name));
  };

  const rule = (node: Rule) => {
    const selectors = node.selectors.map(scopeSelector);
    if (selectors.some((s) => s === null)) add(lineOf(node))(CSS_MESSAGES.outside(lineOf(node)));
    else node.selectors = selectors as string[];
    declarationsOnly(node, 'image');
  };

  /** The top level and the inside of @media and @supports: rules and the allowed at-rules. */
  const block = (container: Container, top: boolean) => {
    container.each((node) => {
      const line = lineOf(node);
      if (node.type === 'rule') rule(node);
      else if (node.type === 'decl') add(line)(CSS_MESSAGES.looseDeclaration(line));
      else if (node.type === 'atrule') {
        const name = atRuleName(node);
        const params: Check = (l, p) => checkValue(node.params, 'image', l, p);
        if ((name === 'media' || name === 'supports') && node.nodes) {
          params(line, add(line));
          block(node, false);
        } else if ((name === 'keyframes' || name === '-webkit-keyframes') && node.nodes) {
          params(line, add(line));
          node.each((step) => {
            const stepLine = lineOf(step);
            if (step.type !== 'rule') return add(stepLine)(step.type === 'decl' ? CSS_MESSAGES.looseDeclaration(stepLine) : CSS_MESSAGES.keyframe(stepLine));
            if (!step.selectors.every((s) => KEYFRAME_STEP.test(s.trim()))) add(stepLine)(CSS_MESSAGES.keyframe(stepLine));
            declarationsOnly(step, 'image');
          });
        } else if (top && name === 'font-face' && node.nodes && !node.params.trim()) {
          declarationsOnly(node, 'font');
        } else if (top && name === 'page' && node.nodes) {
          params(line, add(line));
          declarationsOnly(node, 'image', true);
        } else atRuleProblem(node);
      }
    });
  };
  block(root, true);

  if (problems.length) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
  const css = root.toString().trim();
  // The last line of defence: the result never ends the <style> element it is written into.
  if (/<\/|<!--/.test(css)) return { ok: false, problems: [{ line: 1, message: CSS_MESSAGES.markup(1) }] };
  return { ok: true, css };
}
