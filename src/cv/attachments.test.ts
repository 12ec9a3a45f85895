/** The assessment attachment sections (§3 Attachment, section keys arctic_shores_attachments and ikm_reports_attachments; decision 019). */
import { Packer } from 'docx';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { DEMO_CVS } from './demo/index.js';
import { buildCvDocx } from './docx.js';
import { renderCvHtml } from './render.js';
import { CV_LABELS } from './labels/index.js';
import { buildCvView, type CvAttachmentImage, type CvView } from './view.js';
import type { CvLanguage, CvSettings } from '../shared/schemas/cv.js';

const TODAY = new Date('2025-06-01T00:00:00Z');
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG_2PX = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGNgYNj5n2EnAAahAnI1B1lnAAAAAElFTkSuQmCC';
const SETTINGS = { sections: ['brief', 'arctic_shores_attachments', 'experience', 'ikm_reports_attachments'], fields: null } as CvSettings;
const LINK = '/api/images/12/view?expires=1790000000&signature=abcdefghijklmnopqrstuvwxyz012345678901234';

const arctic: CvAttachmentImage[] = [
  { category: 'arctic', src: `data:image/png;base64,${PNG_1PX}`, width: 800, height: 1100 },
  { category: 'arctic', src: LINK, width: 1200, height: 600 },
];
const ikm: CvAttachmentImage = { category: 'ikm', src: `data:image/png;base64,${PNG_2PX}`, width: 640, height: 480 };

const view = (attachments: CvAttachmentImage[], version: 'full' | 'anonymous' = 'full', language: CvLanguage = 'en', settings: CvSettings | null = SETTINGS): CvView =>
  buildCvView({ data: DEMO_CVS[0], settings, version, language, template: 'classic', organisation: { default_currency: null }, today: TODAY, attachments });
const keys = (v: CvView) => v.sections.map((s) => s.key);

describe('the view', () => {
  it('shows each category in its own section, where the settings place it, titled in the CV language', () => {
    const v = view([...arctic, ikm]);
    expect(keys(v)).toEqual(['brief', 'arctic_shores_attachments', 'experience', 'ikm_reports_attachments']);
    const [reports, tests] = v.sections.filter((s) => s.kind === 'images');
    expect(reports).toEqual({
      kind: 'images',
      key: 'arctic_shores_attachments',
      title: 'Assessment reports',
      items: [
        { src: arctic[0].src, width: 800, height: 1100, alt: 'Assessment reports 1' },
        { src: LINK, width: 1200, height: 600, alt: 'Assessment reports 2' },
      ],
    });
    expect(tests).toMatchObject({ title: 'Skills test reports', items: [{ alt: 'Skills test reports' }] });
    for (const language of ['de', 'nl', 'fr', 'it', 'ja'] as const) {
      const titles = view([...arctic, ikm], 'full', language).sections.filter((s) => s.kind === 'images').map((s) => s.title);
      expect(titles).toEqual([CV_LABELS[language].sections.arctic_shores_attachments, CV_LABELS[language].sections.ikm_reports_attachments]);
    }
    expect(CV_LABELS.de.sections.arctic_shores_attachments).toBe('Assessment-Berichte');
  });

  it('leaves the sections out when empty, when the settings do not list them (the default), and in the anonymous version', () => {
    expect(keys(view([]))).toEqual(['brief', 'experience']);
    expect(keys(view([ikm]))).toEqual(['brief', 'experience', 'ikm_reports_attachments']);
    expect(keys(view([...arctic, ikm], 'full', 'en', null))).not.toContain('arctic_shores_attachments');
    const anonymous = view([...arctic, ikm], 'anonymous');
    expect(keys(anonymous)).toEqual(['brief', 'experience']);
    expect(JSON.stringify(anonymous)).not.toContain(PNG_1PX);
  });

  it('shows only PNG/JPEG data URLs and the server’s signed links, never another source', () => {
    const others: CvAttachmentImage[] = [
      { category: 'arctic', src: 'https://tracker.example/pixel.png', width: 10, height: 10 },
      { category: 'arctic', src: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', width: 10, height: 10 },
      { category: 'arctic', src: '/api/images/1/view?expires=1&signature=x"onerror="alert(1)', width: 10, height: 10 },
      { category: 'arctic', src: `data:image/png;base64,${PNG_1PX}`, width: 0, height: 10 },
    ];
    expect(keys(view(others))).not.toContain('arctic_shores_attachments');
  });
});

describe('the HTML', () => {
  it('embeds each image with its alt text, laid out from its pixel size (never taller than a page)', () => {
    const html = renderCvHtml(view([...arctic, ikm]), { branding: null });
    expect(html).toContain('<h2 class="section-title">Assessment reports</h2>');
    expect(html).toContain('<h2 class="section-title">Skills test reports</h2>');
    expect(html.match(/<figure class="report-image">/g)).toHaveLength(3);
    expect(html).toContain(`<img src="data:image/png;base64,${PNG_1PX}" alt="Assessment reports 1" width="800" height="1100" style="aspect-ratio:800 / 1100;width:min(100%, 163.6mm)"/>`);
    expect(html).toContain(`src="${LINK.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('.report-image{margin:0 0 4mm;break-inside:avoid');
  });

  it('has no image section in German when there are no attachments, and shows the German heading when there are', () => {
    expect(renderCvHtml(view([], 'full', 'de'), { branding: null })).not.toContain('<figure');
    expect(renderCvHtml(view(arctic, 'full', 'de'), { branding: null })).toContain('>Assessment-Berichte</h2>');
  });
});

describe('the Word document', () => {
  it('holds each embedded image under its heading; a linked image (the preview’s) is not embedded', async () => {
    const v = view([...arctic, ikm]);
    const buffer = await Packer.toBuffer(buildCvDocx(v, { branding: null }));
    const zip = await JSZip.loadAsync(buffer);
    const media = Object.keys(zip.files).filter((f) => f.startsWith('word/media/'));
    expect(media).toHaveLength(2);
    const bytes = await Promise.all(media.map(async (f) => (await zip.file(f)!.async('nodebuffer')).toString('base64')));
    expect(bytes.sort()).toEqual([PNG_1PX, PNG_2PX].sort());
    const document = await zip.file('word/document.xml')!.async('string');
    expect(document).toContain('descr="Assessment reports 1"');
    // Each image in a paragraph of automatic line spacing, which no reader cuts to one line.
    expect(document.match(/<w:spacing w:after="160" w:line="240" w:lineRule="auto"\/><\/w:pPr><w:r><w:drawing>/g)).toHaveLength(2);
    expect(document).toContain('descr="Skills test reports"');
    const html = (await mammoth.convertToHtml({ buffer })).value;
    expect(html).toMatch(/<h1>Assessment reports<\/h1><p><img [^>]*src="data:image\/png;base64,/);
    expect(html).toContain('<h1>Skills test reports</h1>');
  });

  it('has no image and no heading for the anonymous version', async () => {
    const buffer = await Packer.toBuffer(buildCvDocx(view([...arctic, ikm], 'anonymous'), { branding: null }));
    const zip = await JSZip.loadAsync(buffer);
    expect(Object.keys(zip.files).filter((f) => f.startsWith('word/media/'))).toEqual([]);
    expect((await mammoth.convertToHtml({ buffer })).value).not.toContain('Assessment reports');
  });
});
