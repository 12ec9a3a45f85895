/**
 * A warm headless Chromium with a bounded set of pages, for turning CV HTML into print output.
 *
 * - One browser, `size` pages (default: the number of cores); work beyond that waits in a queue of
 *   at most `queueLimit` jobs, after which callers get `PoolBusyError` (the API answers 429).
 * - Each job has a timeout; a job that times out or hits a crashed page is retried once on a fresh
 *   page.
 * - The browser is recycled after `recycleAfter` jobs and relaunched when it crashes.
 * - Rendering is locked down: JavaScript is off and every request that is not a `data:` URL is
 *   aborted, so user content can reach nothing. Pages lay out with print media.
 * - `warm()` launches ahead of the first request; `close()` waits for running jobs, then closes.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_FLAGS, resolveChromium } from './chromium.js';

export class PoolBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The document service is busy. Please try again in a moment.');
  }
}
export class PoolClosedError extends Error {
  constructor() {
    super('The document service is shutting down.');
  }
}

export type PoolOptions = {
  size?: number;
  queueLimit?: number;
  timeoutMs?: number;
  recycleAfter?: number;
  executablePath?: string;
};

type Slot = { context: BrowserContext; page: Page; busy: boolean };
type Job<T> = { work: (page: Page) => Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

export type ChromiumPool = ReturnType<typeof createChromiumPool>;

export function createChromiumPool(options: PoolOptions = {}) {
  const size = Math.max(1, options.size ?? os.availableParallelism());
  const queueLimit = options.queueLimit ?? size * 8;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const recycleAfter = options.recycleAfter ?? 500;

  let browser: Browser | null = null;
  let launching: Promise<Browser> | null = null;
  let slots: Slot[] = [];
  let jobsOnBrowser = 0;
  let running = 0;
  let closed = false;
  const queue: Job<unknown>[] = [];
  let idleWaiters: (() => void)[] = [];
  const stats = { renders: 0, retries: 0, relaunches: 0 };

  let driver: Promise<typeof import('playwright-core')> | undefined;
  // Loading the driver takes a few hundred milliseconds of synchronous work: do it at start, not
  // while requests are being served.
  const loadDriver = () => (driver ??= import('playwright-core'));

  async function launch(): Promise<Browser> {
    const { chromium } = await loadDriver();
    const executablePath = options.executablePath ?? (await resolveChromium()).executablePath;
    const b = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
    b.on('disconnected', () => {
      if (browser === b) {
        browser = null;
        slots = [];
      }
    });
    stats.relaunches++;
    return b;
  }

  async function ensureBrowser(): Promise<Browser> {
    if (browser?.isConnected()) return browser;
    launching ??= launch().then(
      (b) => {
        browser = b;
        jobsOnBrowser = 0;
        slots = [];
        launching = null;
        return b;
      },
      (error) => {
        launching = null;
        throw error;
      },
    );
    return launching;
  }

  async function newSlot(b: Browser): Promise<Slot> {
    const context = await b.newContext({ javaScriptEnabled: false, offline: false });
    await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
    const page = await context.newPage();
    // Every page lays out for print (what the pool makes is printed or counted in pages; images draw the same).
    await page.emulateMedia({ media: 'print' });
    return { context, page, busy: false };
  }

  async function acquire(): Promise<Slot> {
    const b = await ensureBrowser();
    const free = slots.find((s) => !s.busy && !s.page.isClosed());
    if (free) {
      free.busy = true;
      return free;
    }
    const slot = await newSlot(b);
    slot.busy = true;
    slots.push(slot);
    return slot;
  }

  async function discard(slot: Slot) {
    slots = slots.filter((s) => s !== slot);
    await slot.context.close().catch(() => undefined);
  }

  async function recycleIfDue() {
    if (jobsOnBrowser < recycleAfter || running > 0 || !browser) return;
    const old = browser;
    browser = null;
    slots = [];
    await old.close().catch(() => undefined);
  }

  async function runOnce<T>(work: (page: Page) => Promise<T>): Promise<T> {
    const slot = await acquire();
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        work(slot.page),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`Rendering took longer than ${timeoutMs} ms.`)), timeoutMs);
        }),
      ]);
      slot.busy = false;
      return result;
    } catch (error) {
      await discard(slot);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function execute<T>(work: (page: Page) => Promise<T>): Promise<T> {
    running++;
    try {
      try {
        return await runOnce(work);
      } catch {
        stats.retries++;
        return await runOnce(work);
      }
    } finally {
      running--;
      jobsOnBrowser++;
      stats.renders++;
      void recycleIfDue().finally(pump);
    }
  }

  function pump() {
    while (running < size && queue.length) {
      const job = queue.shift()!;
      execute(job.work).then(job.resolve, job.reject);
    }
    if (running === 0 && queue.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((w) => w());
    }
  }

  return {
    size,
    stats,
    /** Runs `work` on a pooled page; rejects with PoolBusyError when the queue is full. */
    run<T>(work: (page: Page) => Promise<T>): Promise<T> {
      if (closed) return Promise.reject(new PoolClosedError());
      if (queue.length >= queueLimit) return Promise.reject(new PoolBusyError(Math.ceil((timeoutMs / 1000) * (queue.length / size)) || 1));
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve, reject } as Job<unknown>);
        pump();
      });
    },
    /** Loads the browser driver (blocking work, so before the server listens). */
    async preload(): Promise<void> {
      await loadDriver();
    },
    /** Starts the browser now so the first request does not wait for it. */
    async warm(): Promise<void> {
      await ensureBrowser();
    },
    async close(): Promise<void> {
      closed = true;
      if (running > 0 || queue.length > 0) await new Promise<void>((resolve) => idleWaiters.push(resolve));
      const b = browser ?? (launching ? await launching.catch(() => null) : null);
      browser = null;
      slots = [];
      await b?.close().catch(() => undefined);
    },
  };
}

/** The number of pages of a PDF, read from its page tree. */
export function pdfPageCount(pdf: Uint8Array): number {
  const text = Buffer.from(pdf).toString('latin1');
  // The root of the page tree is the /Pages dictionary with the largest /Count.
  const counts = [...text.matchAll(/<<(?:(?!>>)[\s\S])*?\/Type\s*\/Pages\b(?:(?!>>)[\s\S])*?>>/g)]
    .map((m) => /\/Count\s+(\d+)/.exec(m[0]))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]));
  if (counts.length) return Math.max(...counts);
  return (text.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
}

/** Prints HTML to an A4 PDF on a pooled page (the document's `<title>` becomes the PDF title). */
export async function printPdf(pool: ChromiumPool, html: string): Promise<Uint8Array> {
  return pool.run(async (page) => {
    await page.setContent(html, { waitUntil: 'load' });
    // Embedded fonts can still be decoding when `load` fires on a busy machine; printing then
    // would lay text out in invisible fallback glyphs (font-display: block).
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true, outline: false });
  });
}

/**
 * The number of A4 pages `html` prints on, from its layout instead of a print (decision 015): the
 * document is laid out with print media, its body made a multi-column box of the printed page's
 * content size (A4 less the `@page` margins), so that Chromium's fragmentation engine breaks it into
 * columns exactly where printing breaks it into pages (the same break-inside/after, orphans and
 * widows rules); the columns are the pages. The same count as `pdfPageCount(printPdf(…))` for every
 * demo CV and template (page-count.test.ts), at a fraction of the time.
 */
export async function layoutPageCount(pool: ChromiumPool, html: string): Promise<number> {
  return (await layOut(pool, html, null)).pages;
}

/**
 * Page-break rules to check a layout against, as CSS selectors: elements that must lie on one page,
 * and elements that must be on the same page as the element after them.
 */
export type KeepRules = { together: string; withNext: string };

/**
 * How `html` fills its printed pages, from the same layout as `layoutPageCount` (decisions 015 and
 * 016): for each page, the blank space below its last line of text or image, as a fraction of the
 * page's content height (A4 less the `@page` margins); how far, in CSS pixels, the widest line or
 * image reaches past the right edge of its page's content box (0 when everything fits); and each
 * element that breaks a `KeepRules` rule, described with its page and first words.
 */
export type PageLayout = { pages: number; blank: number[]; overflow: number; broken: string[] };

export async function measurePageLayout(pool: ChromiumPool, html: string, rules: KeepRules = { together: '', withNext: '' }): Promise<PageLayout> {
  const { pages, blank = [], overflow = 0, broken = [] } = await layOut(pool, html, rules);
  return { pages, blank, overflow, broken };
}

async function layOut(pool: ChromiumPool, html: string, measure: KeepRules | null): Promise<LaidOut> {
  const split = splitFontFaces(html);
  return pool.run(async (page) => {
    if (split) {
      const laidOut = await layOutWithWarmFonts(page, split, measure);
      if (laidOut !== null) return laidOut;
    }
    await page.setContent(html, { waitUntil: 'load' });
    const laidOut = await page.evaluate(layOutInColumns, { ...A4_MM, measure, doc: null });
    if (!('pages' in laidOut)) throw new Error('The page layout found no document.');
    return laidOut;
  });
}

/**
 * What `layOutInColumns` is given: A4 in mm, whether to measure how the pages are filled (and the
 * rules to check) and, for a warm page, the document to load first.
 */
type LayoutRequest = {
  widthMm: number;
  heightMm: number;
  measure: KeepRules | null;
  doc: { faces: FaceRule[]; keys: string[]; lang: string | null; inner: string } | null;
};
/** The page count and, when asked for, the measures of `PageLayout`. */
type LaidOut = { pages: number; blank?: number[]; overflow?: number; broken?: string[] };

/**
 * Runs in the page (one round trip): with `doc`, loads it keeping the page's decoded fonts (see
 * `layOutWithWarmFonts`) — or answers which faces the page lacks, or that it holds no such document —
 * then lays the document out as the printed page's columns and counts them; with `measure`, reads
 * where every line of text and every image landed and which elements break the rules. No named
 * functions in here: a bundler that keeps names (tsx) would call a helper the page does not have.
 */
const layOutInColumns = async ({ widthMm, heightMm, measure, doc }: LayoutRequest): Promise<LaidOut | { missing: string[] } | { reset: true }> => {
  if (doc) {
    const g = globalThis as unknown as { talentfolioFaces?: Map<string, FontFace> };
    if (document.compatMode !== 'CSS1Compat') return { reset: true };
    const store = (g.talentfolioFaces ??= new Map<string, FontFace>());
    for (const f of doc.faces) if (!store.has(f.key)) store.set(f.key, new FontFace(f.family, f.source, f.descriptors));
    const missing = doc.keys.filter((key) => !store.has(key));
    if (missing.length > 0) return { missing };
    document.fonts.clear();
    const used = doc.keys.map((key) => store.get(key)!);
    used.forEach((face) => document.fonts.add(face));
    const root = document.documentElement;
    if (doc.lang) root.setAttribute('lang', doc.lang);
    else root.removeAttribute('lang');
    root.innerHTML = doc.inner;
    // As `load` does for a whole document: the faces decoded and the images loaded.
    await Promise.all([
      ...used.map((face) => face.load().catch(() => undefined)),
      ...Array.from(document.images).map((img) => img.decode().catch(() => undefined)),
    ]);
  }
  // As for printing: lay out only with the embedded fonts decoded.
  await document.fonts.ready;
  // The @page margins of the document (the CV sets them in mm), top right bottom left.
  const margins = ['0', '0', '0', '0'];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSPageRule)) continue;
      const { marginTop, marginRight, marginBottom, marginLeft } = rule.style;
      [marginTop, marginRight, marginBottom, marginLeft].forEach((value, i) => {
        if (value) margins[i] = value;
      });
    }
  }
  // Every length in CSS pixels. Absolute units by their fixed ratio, so that the document is laid
  // out once, in columns; anything else (em, %) measured by a probe, which lays it out a first time.
  const PX: Record<string, number> = { px: 1, mm: 96 / 25.4, cm: 96 / 2.54, in: 96, pt: 96 / 72, pc: 16, q: 96 / 101.6 };
  const lengths = [`${widthMm}mm`, `${heightMm}mm`, ...margins].map((length) => {
    const m = /^(-?[\d.]+)([a-z]*)$/i.exec(length.trim());
    const unit = m ? (m[2] || 'px').toLowerCase() : '';
    if (m && (PX[unit] !== undefined || Number(m[1]) === 0)) return Number(m[1]) * (PX[unit] ?? 0);
    const probe = document.createElement('div');
    probe.style.cssText = 'position:absolute;visibility:hidden;height:0';
    probe.style.width = length;
    document.body.appendChild(probe);
    const px = probe.getBoundingClientRect().width;
    probe.remove();
    return px;
  });
  const [pageWidth, pageHeight, top, right, bottom, left] = lengths;
  const width = pageWidth - left - right;
  const height = pageHeight - top - bottom;
  const body = document.body.style;
  body.setProperty('width', `${width}px`, 'important');
  body.setProperty('height', `${height}px`, 'important');
  body.setProperty('columns', `${width}px`, 'important');
  body.setProperty('column-gap', '0', 'important');
  body.setProperty('column-fill', 'auto', 'important');
  body.setProperty('overflow', 'visible', 'important');
  const pages = Math.max(1, Math.round(document.body.scrollWidth / width));
  if (!measure) return { pages };
  // Each line box of text and each image, by the column (page) it starts in: the lowest one is
  // where the page's content ends; the rightmost end past the column is what would be cut off.
  const origin = document.body.getBoundingClientRect();
  const bottoms: number[] = new Array<number>(pages).fill(0);
  let overflow = 0;
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let rects: DOMRect[] = [];
    if (node instanceof Text && node.data.trim()) {
      range.selectNodeContents(node);
      rects = Array.from(range.getClientRects());
    } else if (node instanceof HTMLImageElement) rects = Array.from(node.getClientRects());
    for (const rect of rects) {
      if (rect.width === 0 || rect.height === 0) continue;
      const column = Math.min(pages - 1, Math.max(0, Math.floor((rect.left - origin.left + 0.5) / width)));
      bottoms[column] = Math.max(bottoms[column], rect.bottom - origin.top);
      overflow = Math.max(overflow, rect.right - origin.left - (column + 1) * width);
    }
  }
  // The rules: the pages an element's boxes lie on, and those of the element after it.
  const broken: string[] = [];
  for (const rule of ['together', 'withNext'] as const) {
    for (const element of measure[rule] ? Array.from(document.querySelectorAll(measure[rule])) : []) {
      const [own, next] = [element, rule === 'withNext' ? element.nextElementSibling : null].map((box) =>
        (box ? Array.from(box.getClientRects()) : [])
          .filter((rect) => rect.width > 0 || rect.height > 0)
          .map((rect) => Math.min(pages - 1, Math.max(0, Math.floor((rect.left - origin.left + 0.5) / width)))),
      );
      if (!own.length) continue;
      const [first, last] = [Math.min(...own), Math.max(...own)];
      if (rule === 'together' ? last > first : next.length > 0 && Math.min(...next) > last) {
        const name = [element.tagName.toLowerCase(), ...Array.from(element.classList)].join('.');
        const words = (element.textContent ?? '').trim().slice(0, 40);
        broken.push(`${name} «${words}» ${rule === 'together' ? `broken across pages ${first + 1}–${last + 1}` : `left at the end of page ${last + 1}`}`);
      }
    }
  }
  return { pages, blank: bottoms.map((bottom) => Math.max(0, height - bottom) / height), overflow, broken };
};

const A4_MM = { widthMm: 210, heightMm: 297 };

/** One `@font-face` rule of a document, as the arguments of the `FontFace` constructor; `key` names the rule. */
type FaceRule = { key: string; family: string; source: string; descriptors: Record<string, string> };
/** A document as its font faces and the rest: the `<html>` element's `lang` and its content without the faces. */
type SplitDocument = { faces: FaceRule[]; lang: string | null; inner: string };

const FACE_DESCRIPTORS: Record<string, string> = {
  'font-style': 'style',
  'font-weight': 'weight',
  'font-stretch': 'stretch',
  'font-display': 'display',
  'unicode-range': 'unicodeRange',
};

/**
 * `html` as its `@font-face` rules (those leading its first style sheet, as `renderCvHtml` writes
 * the embedded fonts) and the rest of the document; null when the document is not of that shape
 * (then it is loaded whole).
 */
export function splitFontFaces(html: string): SplitDocument | null {
  const open = /^<!DOCTYPE html><html((?: lang="[A-Za-z-]+")?)>/i.exec(html);
  if (!open || !html.endsWith('</html>')) return null;
  const styleAt = html.indexOf('<style>');
  if (styleAt < 0 || html.lastIndexOf('<head>', styleAt) < 0) return null;
  const faces: FaceRule[] = [];
  const rule = /@font-face\{([^{}]*)\}/y;
  rule.lastIndex = styleAt + '<style>'.length;
  let end = rule.lastIndex;
  for (let m = rule.exec(html); m; m = rule.exec(html)) {
    const face = parseFaceRule(m[1]);
    if (!face) return null;
    faces.push(face);
    end = rule.lastIndex;
  }
  const rest = html.slice(end, html.length - '</html>'.length);
  // Any other @font-face would be loaded with the document, not kept warm: not this shape.
  if (/@font-face/i.test(rest.slice(0, rest.indexOf('</style>')))) return null;
  const lang = /lang="([A-Za-z-]+)"/.exec(open[1])?.[1] ?? null;
  return { faces, lang, inner: html.slice(open[0].length, styleAt + '<style>'.length) + rest };
}

function parseFaceRule(body: string): FaceRule | null {
  const src = /(?:^|;)src:(url\(data:[^)]*\)(?: format\('[a-z0-9]+'\))?)(?=;|$)/.exec(body);
  if (!src) return null;
  let family: string | null = null;
  const descriptors: Record<string, string> = {};
  for (const declaration of body.replace(`src:${src[1]}`, '').split(';')) {
    if (!declaration) continue;
    const colon = declaration.indexOf(':');
    const [name, value] = [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
    if (colon < 0 || !value) return null;
    if (name === 'font-family') family = value.replace(/^'(.*)'$|^"(.*)"$/, '$1$2');
    else if (FACE_DESCRIPTORS[name]) descriptors[FACE_DESCRIPTORS[name]] = value;
    else return null;
  }
  if (!family) return null;
  return { key: createHash('sha1').update(body).digest('base64'), family, source: src[1], descriptors };
}

/** The font faces each pooled page holds decoded, as far as this process knows (see `layOutWithWarmFonts`). */
const warmFaces = new WeakMap<Page, Set<string>>();

/**
 * Loads a document into `page` keeping the page's decoded fonts, and lays it out in pages (decision
 * 015): the page keeps every font face it has decoded, as `FontFace` objects keyed by their rule,
 * and is sent only the faces it has not been sent; the document's own faces — exactly those, in its
 * order — become the page's font set and its content replaces the page's. One round trip, two when
 * the page lost faces it was sent; a third after a print. Null when the page cannot hold the
 * document: the caller loads it whole.
 */
async function layOutWithWarmFonts(page: Page, doc: SplitDocument, measure: KeepRules | null): Promise<LaidOut | null> {
  const keys = doc.faces.map((f) => f.key);
  let sent = warmFaces.get(page);
  if (!sent) warmFaces.set(page, (sent = new Set()));
  let faces = doc.faces.filter((f) => !sent.has(f.key));
  for (let attempt = 0; attempt < 3; attempt++) {
    const laidOut = await page.evaluate(layOutInColumns, { ...A4_MM, measure, doc: { faces, keys, lang: doc.lang, inner: doc.inner } });
    if ('pages' in laidOut) {
      keys.forEach((key) => sent.add(key));
      return laidOut;
    }
    // The page printed since (it holds another document) or lost faces: start again from a blank page, or send them.
    if ('reset' in laidOut) await page.setContent('<!DOCTYPE html><html><head></head><body></body></html>', { waitUntil: 'load' });
    sent.clear();
    faces = doc.faces;
  }
  return null;
}
