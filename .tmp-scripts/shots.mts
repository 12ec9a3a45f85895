import { chromium } from 'playwright-core';
import { resolveChromium } from '../src/server/documents/chromium.js';
const c = await resolveChromium();
const b = await chromium.launch({ executablePath: c.executablePath, args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
async function shoot(user: string, lang: string, urls: [string, string][]) {
  const ctx = await b.newContext({ viewport: { width: 1440, height: 900 } });
  const p = await ctx.newPage();
  await p.goto('http://demo.localhost:3200/a/login');
  await p.evaluate((l) => localStorage.setItem('language', l), lang);
  await p.reload();
  await p.locator('input[type=email], input[name=email]').first().fill(user);
  await p.locator('input[type=password]').first().fill('Talentfolio-demo-2026');
  await p.keyboard.press('Enter');
  await p.waitForTimeout(2500);
  for (const [name, url] of urls) {
    await p.goto('http://demo.localhost:3200' + url);
    await p.waitForTimeout(2500);
    await p.screenshot({ path: `/tmp/shots/${name}-${lang}.png`, fullPage: false });
  }
  await ctx.close();
}
await shoot('recruiter@demo.test', 'de', [['jobs', '/account/jobs'], ['dashboard', '/account/dashboard']]);
await shoot('client@demo.test', 'fr', [['cjobs', '/marketplace/jobs']]);
await b.close();
