/**
 * The web app's public assets (organisation and company logos under /brand/) as data: URLs, so a CV
 * document stays self-contained. Only files under the public folder are read; anything else is null.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

function publicRoots(): string[] {
  const roots: string[] = [];
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of [path.join(dir, 'dist/web'), path.join(dir, 'src/web/public')]) if (existsSync(candidate)) roots.push(candidate);
    dir = path.dirname(dir);
  }
  return roots;
}

const cache = new Map<string, string | null>();

export function assetDataUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('data:')) return url;
  const hit = cache.get(url);
  if (hit !== undefined) return hit;
  let result: string | null = null;
  const type = TYPES[path.extname(url).toLowerCase()];
  if (url.startsWith('/') && type) {
    for (const root of publicRoots()) {
      const file = path.resolve(root, `.${path.posix.normalize(url)}`);
      if (file.startsWith(root + path.sep) && existsSync(file)) {
        result = `data:${type};base64,${readFileSync(file).toString('base64')}`;
        break;
      }
    }
  }
  cache.set(url, result);
  return result;
}
