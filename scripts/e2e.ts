// Runs the Playwright end-to-end suite on the Chromium the product itself resolves (CHROMIUM_PATH,
// a system Chromium, or the one @sparticuz/chromium ships): nothing is downloaded.
import { spawnSync } from 'node:child_process';
import { resolveChromium } from '../src/server/documents/chromium.js';

const chromium = await resolveChromium();
console.log(`e2e: Chromium from ${chromium.source} (${chromium.executablePath})`);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium.executablePath },
});
process.exit(result.status ?? 1);
