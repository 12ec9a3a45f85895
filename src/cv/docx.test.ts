import { Packer } from 'docx';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { DEMO_CVS } from './demo/index.js';
import { buildCvDocx, type CvDocxOptions, type DocxImage } from './docx.js';
import type { CvLanguage } from '../shared/schemas/cv.js';
import { buildCvView, type CvView } from './view.js';

const TODAY = new Date('2025-06-01T00:00:00Z');
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const logo: DocxImage = { data: new Uint8Array(Buffer.from(PNG_1PX, 'base64')), type: 'png', width: 400, height: 100 };

const view = (index: number, version: 'full' | 'anonymous' = 'full', language?: CvLanguage): CvView =>
  buildCvView({ data: DEMO_CVS[index], settings: null, version, language, template: 'classic', organisation: { default_currency: null }, today: TODAY });

async function pack(v: CvView, options: CvDocxOptions = { branding: { companyName: 'Brightpath Recruitment', logo }, creator: 'Brightpath Recruitment' }) {
  const buffer = await Packer.toBuffer(buildCvDocx(v, options));
  const zip = await JSZip.loadAsync(buffer);
  const part = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
  return { buffer, zip, part, html: (await mammoth.convertToHtml({ buffer })).value };
}

describe('buildCvDocx', () => {
  it('is an A4 Word document with the name, section headings, date tables and lists', async () => {
    const v = view(0);
    const { html, part } = await pack(v);
    expect(await part('word/document.xml')).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(html).toContain('Sanne van der Heijden');
    for (const section of v.sections) expect(html).toContain(`<h1>${section.title}</h1>`);
    expect(html).toContain('<h2>Brabant Distributie B.V.</h2>');
    expect(html).toMatch(/<table><tr><td><p>maart 2019 – heden<\/p>.*?<\/td><td><h3>Logistiek manager<\/h3>/);
    expect(html).toContain('<ul><li>Leverkosten met 18% verlaagd</li><li>SAP EWM geïmplementeerd</li></ul>');
  });

  it('prints phones in the international format and countries in the CV language, as the HTML does', async () => {
    const { html } = await pack(view(0, 'full', 'de'));
    expect(html).toContain('+31 6 12345678');
    expect(html).not.toContain('+31 06');
    expect(html).toContain('Tilburg, Noord-Brabant, Niederlande');
    expect(html).not.toContain('Nederland<');
  });

  it('turns rich text into paragraphs, bold/italic runs and nested, numbered lists', async () => {
    const v = view(0);
    const rich: CvView = {
      ...v,
      sections: [
        {
          kind: 'rich',
          key: 'other_info',
          title: 'Rich',
          html: '<p>One <strong>bold</strong> and <em>italic</em>&amp;more<br>next line</p><ol><li><p>First</p><ul><li>Nested</li></ul></li><li>Second</li></ol><h3>Sub</h3><blockquote>Quoted</blockquote>',
        },
      ],
    };
    const { html, part } = await pack(rich);
    expect(html).toContain('<p>One <strong>bold</strong> and <em>italic</em>&amp;more<br />next line</p>');
    expect(html).toContain('<ol><li>First<ul><li>Nested</li></ul></li><li>Second</li></ol>');
    expect(html).toContain('Quoted');
    expect(await part('word/numbering.xml')).toContain('w:val="decimal"');
  });

  it('puts the organisation’s logo in the page header, and only its name without a logo', async () => {
    const withLogo = await pack(view(0));
    expect(await withLogo.part('word/header1.xml')).toContain('<w:drawing>');
    expect(Object.keys(withLogo.zip.files).some((f) => f.startsWith('word/media/'))).toBe(true);
    const nameOnly = await pack(view(0), { branding: { companyName: 'Brightpath Recruitment', logo: null } });
    expect(await nameOnly.part('word/header1.xml')).toContain('Brightpath Recruitment');
    const none = await pack(view(0), { branding: null });
    expect(Object.keys(none.zip.files).some((f) => /^word\/header\d*\.xml$/.test(f))).toBe(false);
  });

  it('titles the document with documentTitle and names the organisation, never a person, as its author', async () => {
    const anonymous = view(0, 'anonymous');
    const { part, html } = await pack(anonymous);
    const core = await part('docProps/core.xml');
    expect(core).toContain(`<dc:title>${anonymous.documentTitle}</dc:title>`);
    expect(core).toContain('<dc:creator>Brightpath Recruitment</dc:creator>');
    expect(core).toContain('<cp:lastModifiedBy>Brightpath Recruitment</cp:lastModifiedBy>');
    expect(html).toContain('Logistiek manager K-214');
    expect(html).not.toMatch(/sanne|heijden/i);
    const plain = await pack(anonymous, { branding: null });
    expect(await plain.part('docProps/core.xml')).toContain('<dc:creator>Talentfolio</dc:creator>');
  });

  it('writes Japanese with an East Asian font and language', async () => {
    const ja = view(4, 'full', 'ja');
    const { part, html } = await pack(ja);
    const styles = await part('word/styles.xml');
    expect(styles).toMatch(/w:eastAsia="Yu Gothic"/);
    expect(styles).toMatch(/w:lang w:val="ja-JP" w:eastAsia="ja-JP"/);
    expect(html).toContain('佐藤 健太');
  });

  it('builds every demo CV in every CV language, full and anonymous', async () => {
    for (const [i] of DEMO_CVS.entries()) {
      for (const language of ['en', 'nl', 'de', 'fr', 'it', 'ja'] as const) {
        for (const version of ['full', 'anonymous'] as const) {
          const buffer = await Packer.toBuffer(buildCvDocx(view(i, version, language), { branding: null }));
          expect(buffer.subarray(0, 2).toString()).toBe('PK');
        }
      }
    }
  }, 60_000);
});
