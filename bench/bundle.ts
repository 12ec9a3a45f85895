/** The gzip size of the JavaScript the login page really loads, measured in Chromium. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, resolveChromium } from '../src/server/documents/chromium.js';

export async function loginPageJs(url: string): Promise<{ files: { file: string; gzip: number }[]; totalGzip: number }> {
  const { executablePath } = await resolveChromium();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      const u = new URL(res.url());
      if (u.pathname.endsWith('.js')) scripts.add(u.pathname);
    });
    await page.goto(`${url}/a/login`, { waitUntil: 'networkidle' });
    await page.waitForSelector('input[type="email"], input[name="email"]', { timeout: 15_000 });
    const files = [...scripts].map((p) => ({ file: p, gzip: gzipSync(readFileSync(path.join('dist/web', p)), { level: 9 }).length }));
    files.sort((a, b) => b.gzip - a.gzip);
    return { files, totalGzip: files.reduce((s, f) => s + f.gzip, 0) };
  } finally {
    await browser.close();
  }
}
