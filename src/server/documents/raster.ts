/**
 * Images for Word: Word takes PNG/JPEG/GIF/BMP (SVG only with a PNG fallback), while logos and photos
 * may be SVG or WebP data URLs. The pool's locked-down Chromium draws the image and screenshots it as
 * a PNG, fitted into a box (vector images drawn at the box's height, so they stay sharp when Word
 * shows them smaller). Results are cached by image and box (logos repeat on every export).
 */
import type { DocxImage } from '../../cv/docx.js';
import type { ChromiumPool } from './chromium-pool.js';

const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,[a-z0-9+/=\s]+$/i;
const CACHE_LIMIT = 32;
const cache = new Map<string, Promise<DocxImage>>();

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Width and height of a PNG, from its IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (png.length < 24 || view.getUint32(0) !== 0x89504e47) throw new Error('Not a PNG image.');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** An image data URL as a PNG that fits `box` (CSS pixels), keeping its aspect ratio. */
export function rasterImage(pool: ChromiumPool, dataUrl: string, box: { width: number; height: number }): Promise<DocxImage> {
  if (!IMAGE_DATA_URL.test(dataUrl)) return Promise.reject(new Error('Only image data URLs can be rasterised.'));
  const key = `${box.width}x${box.height}:${dataUrl}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const job = pool.run(async (page) => {
    await page.setContent(
      `<!DOCTYPE html><html><head><style>html,body{margin:0;background:transparent}img{display:block;max-width:${box.width}px;max-height:${box.height}px;width:auto;height:auto}img.vector{height:${box.height}px}</style></head>` +
        `<body><img id="image" alt=""${/^data:image\/svg/i.test(dataUrl) ? ' class="vector"' : ''} src="${escapeAttr(dataUrl)}"></body></html>`,
      { waitUntil: 'load' },
    );
    const png = new Uint8Array(await page.locator('#image').screenshot({ type: 'png', omitBackground: true, animations: 'disabled', timeout: 5000 }));
    return { data: png, type: 'png' as const, ...pngSize(png) };
  });
  cache.set(key, job);
  job.catch(() => cache.delete(key));
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return job;
}
