/**
 * Finds a Chromium to drive: CHROMIUM_PATH, else a system Chromium, else the one the npm package
 * `@sparticuz/chromium` ships (unpacked once into a folder of our own under the temp dir, since the
 * package reuses any `$TMPDIR/chromium` whatever its version). Launch flags are ours: the package's
 * defaults are for AWS Lambda (`--single-process` crashes at the second context).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export type ChromiumSource = 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
export type ResolvedChromium = { executablePath: string; source: ChromiumSource };

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable', '/usr/bin/google-chrome', '/snap/bin/chromium'];

/** Flags for headless rendering on a server or CI machine with no network beyond loopback. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-breakpad',
  '--metrics-recording-only',
  '--mute-audio',
  '--hide-scrollbars',
  '--font-render-hinting=none',
];

let resolving: Promise<ResolvedChromium> | undefined;

export function resolveChromium(configured: string | undefined = process.env.CHROMIUM_PATH): Promise<ResolvedChromium> {
  if (configured) {
    if (!existsSync(configured)) return Promise.reject(new Error(`CHROMIUM_PATH points to ${configured}, which does not exist.`));
    return Promise.resolve({ executablePath: configured, source: 'CHROMIUM_PATH' });
  }
  const system = SYSTEM_CANDIDATES.find((p) => existsSync(p));
  if (system) return Promise.resolve({ executablePath: system, source: 'system' });
  return (resolving ??= unpackBundledChromium());
}

function bundledChromiumVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium'));
  for (let i = 0; i < 5; i++) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@sparticuz/chromium' && pkg.version) return pkg.version;
    }
    dir = path.dirname(dir);
  }
  return 'unknown';
}

async function unpackBundledChromium(): Promise<ResolvedChromium> {
  const version = bundledChromiumVersion();
  const dir = path.join(os.tmpdir(), `talentfolio-chromium-${version}`);
  const binary = path.join(dir, 'chromium');
  if (existsSync(binary)) return { executablePath: binary, source: '@sparticuz/chromium' };
  mkdirSync(dir, { recursive: true });
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    const executablePath = await chromium.executablePath();
    return { executablePath, source: '@sparticuz/chromium' };
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
}
