/**
 * A one-page resume with a large photo: a 4000 × 3000 JPEG (about 8 MB) taken as a screenshot of a
 * noisy gradient and printed into a PDF by Chromium, as a phone camera's photo pasted into a Word
 * resume ends up. Reading its text must not pay for decoding the photo.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, resolveChromium } from '../src/server/documents/chromium.js';

export async function photoResumePdf(): Promise<Uint8Array> {
  const { executablePath } = await resolveChromium();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const canvas = await browser.newPage({ viewport: { width: 4000, height: 3000 } });
    await canvas.setContent(
      `<style>body{margin:0}</style><canvas id=c width=4000 height=3000></canvas><script>
       const g = c.getContext('2d'), d = g.createImageData(4000, 3000);
       for (let i = 0; i < d.data.length; i += 4) { d.data[i] = (i / 16000) % 255; d.data[i + 1] = Math.random() * 200; d.data[i + 2] = (i / 48000) % 255; d.data[i + 3] = 255; }
       g.putImageData(d, 0, 0);</script>`,
    );
    const jpeg = await canvas.screenshot({ type: 'jpeg', quality: 90 });
    const page = await browser.newPage();
    await page.setContent(
      `<h1>Anna Berg</h1><p>anna.berg@example.com · +31 6 12345678</p><img style="width:4cm" src="data:image/jpeg;base64,${jpeg.toString('base64')}">
       <h2>Experience</h2><p><b>Nurse</b>, City Hospital, 2019 – 2021</p><h2>Education</h2><p>BSc Nursing, Hanze University, 2015 – 2019</p>`,
    );
    return new Uint8Array(await page.pdf({ format: 'A4' }));
  } finally {
    await browser.close();
  }
}
