/**
 * HTML → Word (.docx) or PDF with LibreOffice, headless, as a person saving a web page from Writer
 * would. Each conversion runs with a profile of its own (`-env:UserInstallation`), so conversions
 * running side by side do not fight over one profile, and under a time limit.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inTempDir, run, which } from './tools.js';

/** A fresh profile's first start is the slow part: a few seconds, much more on a busy machine. */
const CONVERT_TIMEOUT_MS = 180_000;

const FILTERS = { docx: 'docx:MS Word 2007 XML', pdf: 'pdf:writer_pdf_Export' } as const;

/** null when soffice is on PATH; else what to install. */
export async function sofficeMissing(): Promise<string | null> {
  return (await which('soffice')) ? null : 'soffice not found (apt-get install libreoffice-writer-nogui)';
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The HTML document opened in Writer (not Writer/Web) and saved as `target`. One conversion at a
 * time in this process, and a second try after a crash: a fresh profile's first start now and then
 * aborts when another LibreOffice is starting beside it.
 */
export function convertHtml(html: string, target: 'docx' | 'pdf'): Promise<Uint8Array> {
  const attempt = () => convertOnce(html, target);
  const result = queue.then(attempt).catch((error: Error) => {
    if (/took longer than/.test(error.message)) throw error;
    return attempt();
  });
  queue = result.catch(() => undefined);
  return result;
}

async function convertOnce(html: string, target: 'docx' | 'pdf'): Promise<Uint8Array> {
  return inTempDir('soffice', async (dir) => {
    const input = path.join(dir, 'resume.html');
    await writeFile(input, html, 'utf8');
    await run(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--infilter=HTML (StarWriter)',
        '--convert-to',
        FILTERS[target],
        '--outdir',
        path.join(dir, 'out'),
        input,
      ],
      { cwd: dir, timeoutMs: CONVERT_TIMEOUT_MS },
    );
    return new Uint8Array(await readFile(path.join(dir, 'out', `resume.${target}`)));
  });
}

/**
 * A theme's page made fit for a Word file, as a person would before opening it in Word: no remote
 * style sheets, scripts, images, `<meta http-equiv>` or `href="#"` self-links (which have no place
 * in a document and would make LibreOffice reach for the network), and no element the page hides
 * (`<span hidden>`, which LibreOffice would show: a theme hides a decoy inside the e-mail address).
 */
export function htmlForWord(html: string): string {
  return html
    .replace(/<(\w+)\b[^>]*\shidden(?=[\s=>/])[^>]*>[^<]*<\/\1\s*>/gi, '')
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, '')
    .replace(/<img\b[^>]*>/gi, '')
    .replace(/<meta\b[^>]*http-equiv[^>]*>/gi, '')
    .replace(/@import\s+url\([^)]*\)\s*;?/gi, '')
    .replace(/@import\s+["'][^"']*["']\s*;?/gi, '')
    .replace(/url\(\s*["']?(?:https?:)?\/\/[^)]*\)/gi, 'none')
    .replace(/\shref=(["'])#\1/gi, '');
}
