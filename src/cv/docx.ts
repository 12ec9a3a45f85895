/**
 * CvView → a native, editable Word document (DESIGN §6: the same view feeds HTML, PDF and DOCX, so
 * the anonymous version cannot leak through one format). Pure: no I/O — the caller supplies the
 * images (the organisation's logo, the photo) as PNG/JPEG bytes with their pixel size, and packs the
 * document (`Packer.toBuffer`).
 *
 * Layout: the name as Title, the CV title and contact line, the cover sheet, the key information as
 * a table, then every section in view order. Section titles are Heading 1, companies Heading 2, entry
 * titles Heading 3; dates sit in the left column of a borderless two-column table beside each entry;
 * rich text (p, ul/ol/li, strong/em/u/s, h3/h4, blockquote, br) becomes paragraphs and real Word
 * lists. A4, the logo in the page header, page numbers in the footer. Core properties: the title is
 * the view's `documentTitle` (the anonymous name in the anonymous version); creator and
 * last-modified-by are the organisation (or "Talentfolio"), never a person.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  LineRuleType,
  PageNumber,
  Paragraph,
  Table,
  TableBorders,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
  type INumberingOptions,
  type IParagraphOptions,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import type { CvLanguage } from '../shared/schemas/cv.js';
import { decodeEntities, htmlTokens } from '../shared/html.js';
import { HEX_COLOUR } from '../shared/patterns.js';
import type { CvFact, CvSection, CvView } from './view.js';
import { isQuarterTurn, withoutOrientation } from './jpeg-orientation.js';

export type DocxImage = { data: Uint8Array; type: 'png' | 'jpg' | 'gif' | 'bmp'; width: number; height: number };

export type CvDocxOptions = {
  /** The organisation account's branding: its name and logo go in the page header. Null: no header. */
  branding: { companyName: string | null; logo: DocxImage | null; primary?: string | null; accent?: string | null } | null;
  /** The candidate's photo, only when the view shows one (the caller rasterises `view.header.avatarUrl`). */
  avatar?: DocxImage | null;
  /** Creator and last-modified-by of the core properties: the organisation, never a person. */
  creator?: string | null;
};

// A4 in twips, 15 mm side margins and 16/18 mm top/bottom like the PDF.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 907, bottom: 1020, left: 850, right: 850, header: 425, footer: 425 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const DATE_COLUMN = 2268; // 40 mm
const LABEL_COLUMN = 3118; // 55 mm

const LOCALE: Record<CvLanguage, string> = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE', fr: 'fr-FR', it: 'it-IT', ja: 'ja-JP' };
/** Word has no font fallback stacks: fonts every Word installation has, and a Japanese face for East Asian text. */
const FONTS: Record<CvView['template'], { body: string; display: string }> = {
  classic: { body: 'Calibri', display: 'Calibri' },
  modern: { body: 'Calibri', display: 'Georgia' },
  executive: { body: 'Calibri', display: 'Cambria' },
};
const EAST_ASIA_FONT = 'Yu Gothic';
const NEUTRAL = { primary: '1F2A37', accent: '4B6A88' };
const MUTED = '5B6470';

/** A branding colour as Word writes it (`RRGGBB`); anything but a stored `#rrggbb` colour gives the fallback. */
function hex(value: string | null | undefined, fallback: string): string {
  const v = value?.trim() ?? '';
  return HEX_COLOUR.test(v) ? v.slice(1).toUpperCase() : fallback;
}

const BULLETS = 'cv-bullets';
const NUMBERED = 'cv-numbered';
const BULLET_GLYPHS = ['•', '◦', '▪', '•', '◦', '▪'];

const numbering: INumberingOptions = {
  config: [
    {
      reference: BULLETS,
      levels: BULLET_GLYPHS.map((text, level) => ({
        level,
        format: LevelFormat.BULLET,
        text,
        alignment: AlignmentType.LEFT,
        style: { paragraph: { indent: { left: 360 * (level + 1), hanging: 240 } } },
      })),
    },
    {
      reference: NUMBERED,
      levels: BULLET_GLYPHS.map((_, level) => ({
        level,
        format: level % 2 ? LevelFormat.LOWER_LETTER : LevelFormat.DECIMAL,
        text: `%${level + 1}.`,
        alignment: AlignmentType.LEFT,
        style: { paragraph: { indent: { left: 360 * (level + 1), hanging: 300 } } },
      })),
    },
  ],
};

// ── Rich text → paragraphs ───────────────────────────────────────────────────────────────────────

type Builder = { numberedInstances: number };

/**
 * The view's sanitised rich text (attribute-free allow-listed tags, escaped text) as Word paragraphs.
 * `base` is merged into every paragraph (style, spacing).
 */
export function richParagraphs(html: string | null | undefined, builder: Builder = { numberedInstances: 0 }, base: IParagraphOptions = {}): Paragraph[] {
  if (!html) return [];
  const out: Paragraph[] = [];
  const lists: { ordered: boolean; instance: number }[] = [];
  const marks = { b: 0, i: 0, u: 0, s: 0 };
  let runs: ParagraphChild[] = [];
  let hasText = false;
  let kind: { heading?: 'h3' | 'h4'; quote?: boolean; list?: { ordered: boolean; instance: number; level: number }; continuation?: number } = {};

  const flush = () => {
    if (hasText) {
      const options: IParagraphOptions = {
        ...base,
        children: runs,
        ...(kind.heading ? { heading: kind.heading === 'h3' ? HeadingLevel.HEADING_4 : HeadingLevel.HEADING_5 } : {}),
        ...(kind.quote ? { indent: { left: 567 }, style: 'CvQuote' } : {}),
        ...(kind.list
          ? { numbering: kind.list.ordered ? { reference: NUMBERED, level: kind.list.level, instance: kind.list.instance } : { reference: BULLETS, level: kind.list.level } }
          : {}),
        ...(kind.continuation !== undefined ? { indent: { left: 360 * (kind.continuation + 1) } } : {}),
      };
      out.push(new Paragraph(options));
    }
    runs = [];
    hasText = false;
  };
  const inList = () => lists.length > 0;

  for (const token of htmlTokens(html)) {
    if (token.kind === 'text') {
      const raw = decodeEntities(token.raw).replace(/\s+/g, ' ');
      const text = hasText ? raw : raw.replace(/^ /, '');
      if (!text) continue;
      runs.push(new TextRun({ text, bold: marks.b > 0 || undefined, italics: marks.i > 0 || undefined, underline: marks.u > 0 ? {} : undefined, strike: marks.s > 0 || undefined }));
      if (text.trim()) hasText = true;
      continue;
    }
    const { closing, name: tag } = token;
    switch (tag) {
      case 'strong':
      case 'b':
        marks.b += closing ? -1 : 1;
        break;
      case 'em':
      case 'i':
        marks.i += closing ? -1 : 1;
        break;
      case 'u':
        marks.u += closing ? -1 : 1;
        break;
      case 's':
        marks.s += closing ? -1 : 1;
        break;
      case 'br':
        if (hasText) runs.push(new TextRun({ text: '', break: 1 }));
        break;
      case 'ul':
      case 'ol':
        flush();
        if (closing) lists.pop();
        else lists.push({ ordered: tag === 'ol', instance: tag === 'ol' ? ++builder.numberedInstances : 0 });
        if (!closing) kind = {};
        break;
      case 'li':
        flush();
        if (!closing && inList()) {
          const list = lists[lists.length - 1];
          kind = { list: { ...list, level: Math.min(lists.length - 1, BULLET_GLYPHS.length - 1) } };
        } else kind = {};
        break;
      case 'p':
      case 'h3':
      case 'h4':
      case 'blockquote':
        if (closing) {
          // A list item's first paragraph carries the bullet; later ones are indented continuations.
          if (kind.list && hasText) {
            const level = kind.list.level;
            flush();
            kind = { continuation: level };
          } else flush();
          if (!inList()) kind = {};
        } else {
          if (hasText) {
            const level = kind.list?.level ?? kind.continuation;
            flush();
            kind = level !== undefined ? { continuation: level } : {};
          }
          if (tag === 'h3' || tag === 'h4') kind = { ...kind, heading: tag };
          if (tag === 'blockquote') kind = { ...kind, quote: true };
        }
        break;
      default:
        break;
    }
  }
  flush();
  return out;
}

// ── Building blocks ──────────────────────────────────────────────────────────────────────────────

const text = (value: string, options: Omit<IRunOptions, 'text'> = {}) => new TextRun({ text: value, ...options });
const para = (value: string | null | undefined, options: IParagraphOptions = {}) => new Paragraph({ ...options, children: value ? [text(value)] : [] });
const meta = (parts: (string | null | undefined)[]) => {
  const shown = parts.filter((p): p is string => !!p && !!p.trim());
  return shown.length ? [para(shown.join(' · '), { style: 'CvMeta' })] : [];
};

function cell(children: (Paragraph | Table)[], width: number): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    margins: { top: 40, bottom: 100, left: 0, right: 170 },
    children: children.length ? children : [new Paragraph({})],
  });
}

/** A borderless two-column table: dates or labels on the left, content on the right. */
function twoColumns(rows: [Paragraph[], (Paragraph | Table)[]][], left = DATE_COLUMN): Table {
  const right = CONTENT_WIDTH - left;
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: [left, right],
    layout: TableLayoutType.FIXED,
    borders: TableBorders.NONE,
    rows: rows.map(([a, b]) => new TableRow({ children: [cell(a, left), cell(b, right)] })),
  });
}

function factsTable(items: CvFact[]): Table[] {
  if (!items.length) return [];
  return [twoColumns(items.map((f) => [[para(f.label, { style: 'CvLabel' })], [para(f.value)]]), LABEL_COLUMN)];
}

/** The page's width for images, and the tallest an image is shown (225 mm, as in the PDF), in pixels at 96 dpi. */
const IMAGE_BOX = { width: Math.floor(CONTENT_WIDTH / 15), height: 850 };

/**
 * A PNG or JPEG data URL as Word image bytes; anything else (a link of the live preview) is left out.
 * `width` and `height` are the upright picture's. A JPEG turned by its EXIF orientation goes in as
 * stored, without it, at its stored size: Word and LibreOffice do not agree on honouring EXIF, and a
 * picture shown turned by one and not the other would be squeezed into the other's box.
 */
export function dataUrlImage(src: string, width: number, height: number): DocxImage | null {
  const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(src);
  if (!match) return null;
  const data = typeof Buffer === 'undefined' ? Uint8Array.from(atob(match[2]), (c) => c.charCodeAt(0)) : new Uint8Array(Buffer.from(match[2], 'base64'));
  if (match[1] === 'png') return { data, type: 'png', width, height };
  const turned = withoutOrientation(data);
  if (!turned) return { data, type: 'jpg', width, height };
  const quarter = isQuarterTurn(turned.orientation);
  return { data: turned.bytes, type: 'jpg', width: quarter ? height : width, height: quarter ? width : height };
}

function sectionBody(section: CvSection, builder: Builder): (Paragraph | Table)[] {
  switch (section.kind) {
    case 'images':
      return section.items.flatMap((item) => {
        const image = dataUrlImage(item.src, item.width, item.height);
        // Single line spacing set as auto: LibreOffice reads the document's line spacing without a rule as exact and cuts the image to one line.
        return image ? [new Paragraph({ spacing: { after: 160, line: 240, lineRule: LineRuleType.AUTO }, keepLines: true, children: [imageRun(image, IMAGE_BOX, item.alt)] })] : [];
      });
    case 'rich':
      return richParagraphs(section.html, builder);
    case 'tags':
      return section.items.map((item) => para(item, { numbering: { reference: BULLETS, level: 0 } }));
    case 'languages':
      return [twoColumns(section.items.map((l) => [[para(l.name, { style: 'CvLabel' })], [para(l.level)]]), LABEL_COLUMN)];
    case 'facts':
      return [...factsTable(section.items), ...richParagraphs(section.noteHtml, builder)];
    case 'notes':
      return section.items.flatMap((n) => [...(n.heading ? [para(n.heading, { heading: HeadingLevel.HEADING_3 })] : []), ...richParagraphs(n.html, builder)]);
    case 'experience':
      return section.groups.flatMap((g) => [
        para(g.company, { heading: HeadingLevel.HEADING_2 }),
        ...meta([g.industry, g.period, g.duration]),
        ...richParagraphs(g.descriptionHtml, builder),
        twoColumns(
          g.entries.map((e) => [
            [...(e.period ? [para(e.period, { style: 'CvPeriod' })] : []), ...(e.duration ? [para(`(${e.duration})`, { style: 'CvMeta' })] : [])],
            [
              new Paragraph({
                heading: HeadingLevel.HEADING_3,
                children: [text(e.title), ...(e.subtitle ? [text(` — ${e.subtitle}`, { bold: false })] : [])],
              }),
              ...meta([e.contractType, e.location]),
              ...richParagraphs(e.summaryHtml, builder),
              ...richParagraphs(e.highlightsHtml, builder),
            ],
          ]),
        ),
      ]);
    case 'education':
      return [
        twoColumns(
          section.entries.map((e) => [
            e.period ? [para(e.period, { style: 'CvPeriod' })] : [],
            [para(e.title, { heading: HeadingLevel.HEADING_3 }), ...meta([e.level, e.institution, e.address, e.location]), ...richParagraphs(e.summaryHtml, builder)],
          ]),
        ),
      ];
    case 'qualifications':
      return [twoColumns(section.entries.map((q) => [q.period ? [para(q.period, { style: 'CvPeriod' })] : [], richParagraphs(q.summaryHtml, builder)]))];
  }
}

/** An image scaled to fit a box, in pixels (docx measures images at 96 dpi). */
function imageRun(image: DocxImage, box: { width: number; height: number }, name: string): ImageRun {
  const scale = Math.min(1, box.width / Math.max(1, image.width), box.height / Math.max(1, image.height));
  return new ImageRun({
    type: image.type,
    data: image.data,
    transformation: { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) },
    altText: { name, description: name, title: name },
  });
}

// ── Document ─────────────────────────────────────────────────────────────────────────────────────

export function buildCvDocx(view: CvView, options: CvDocxOptions): Document {
  const builder: Builder = { numberedInstances: 0 };
  const fonts = FONTS[view.template] ?? FONTS.classic;
  const japanese = view.language === 'ja';
  const primary = hex(options.branding?.primary, NEUTRAL.primary);
  const accent = hex(options.branding?.accent, NEUTRAL.accent);
  const font = (name: string) => ({ ascii: name, hAnsi: name, cs: name, eastAsia: EAST_ASIA_FONT, ...(japanese ? { hint: 'eastAsia' } : {}) });
  const creator = options.creator?.trim() || 'Talentfolio';

  const body: (Paragraph | Table)[] = [];
  if (options.avatar) body.push(new Paragraph({ alignment: AlignmentType.RIGHT, children: [imageRun(options.avatar, { width: 110, height: 110 }, '')] }));
  body.push(para(view.header.name, { heading: HeadingLevel.TITLE }));
  if (view.header.title) body.push(para(view.header.title, { style: 'Subtitle' }));
  if (view.header.contact.length) {
    body.push(
      new Paragraph({
        style: 'CvMeta',
        children: view.header.contact.flatMap((c, i) => [...(i ? [text('   ·   ')] : []), text(`${c.label}: `, { bold: true }), text(c.value)]),
      }),
    );
  }

  if (view.cover) {
    const c = view.cover;
    body.push(para(view.labels.coverSheet.toUpperCase(), { style: 'CvKicker' }));
    if (c.title) body.push(para(c.title, { heading: HeadingLevel.HEADING_1 }));
    if (c.subtitle) body.push(para(c.subtitle, { style: 'Subtitle' }));
    if (c.preparedFor) body.push(para(`${view.labels.preparedFor}: ${c.preparedFor}`));
    body.push(...richParagraphs(c.html, builder), ...factsTable(c.facts));
  }

  if (view.info.length) body.push(para(view.labels.info, { heading: HeadingLevel.HEADING_1 }), ...factsTable(view.info));

  for (const section of view.sections) {
    const content = sectionBody(section, builder);
    if (content.length) body.push(para(section.title, { heading: HeadingLevel.HEADING_1 }), ...content);
  }

  const branding = options.branding;
  const headerChildren: ParagraphChild[] = branding?.logo
    ? [imageRun(branding.logo, { width: 190, height: 48 }, branding.companyName ?? '')]
    : branding?.companyName
      ? [text(branding.companyName, { bold: true, color: primary })]
      : [];

  return new Document({
    title: view.documentTitle,
    creator,
    lastModifiedBy: creator,
    revision: 1,
    numbering,
    styles: {
      default: {
        document: {
          run: { font: font(fonts.body), size: 21, color: '1B1F24', language: { value: LOCALE[view.language], eastAsia: 'ja-JP' } },
          paragraph: { spacing: { after: 60, line: 264 } },
        },
        title: { run: { font: font(fonts.display), size: 44, bold: true, color: primary }, paragraph: { spacing: { after: 40 } } },
        heading1: {
          run: { font: font(fonts.display), size: 23, bold: true, allCaps: !japanese, color: primary },
          paragraph: { keepNext: true, spacing: { before: 240, after: 100 }, border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'D5DAE0', space: 2 } } },
        },
        heading2: { run: { font: font(fonts.display), size: 23, bold: true, color: '1B1F24' }, paragraph: { keepNext: true, spacing: { before: 160, after: 20 } } },
        heading3: { run: { font: font(fonts.body), size: 21, bold: true, color: '1B1F24' }, paragraph: { keepNext: true, spacing: { before: 0, after: 20 } } },
        heading4: { run: { font: font(fonts.body), size: 21, bold: true, color: '1B1F24' }, paragraph: { keepNext: true, spacing: { before: 80, after: 20 } } },
        heading5: { run: { font: font(fonts.body), size: 21, italics: true, color: '1B1F24' }, paragraph: { keepNext: true, spacing: { before: 60, after: 20 } } },
      },
      paragraphStyles: [
        { id: 'Subtitle', name: 'Subtitle', basedOn: 'Normal', next: 'Normal', quickFormat: true, run: { size: 26, color: MUTED }, paragraph: { spacing: { after: 120 } } },
        { id: 'CvMeta', name: 'CV meta', basedOn: 'Normal', next: 'Normal', run: { size: 18, color: MUTED } },
        { id: 'CvPeriod', name: 'CV period', basedOn: 'Normal', next: 'Normal', run: { size: 18, color: MUTED, bold: true } },
        { id: 'CvLabel', name: 'CV label', basedOn: 'Normal', next: 'Normal', run: { size: 18, color: MUTED, bold: true } },
        { id: 'CvKicker', name: 'CV kicker', basedOn: 'Normal', next: 'Normal', run: { size: 17, color: accent, bold: true } },
        { id: 'CvQuote', name: 'CV quote', basedOn: 'Normal', next: 'Normal', run: { italics: true, color: MUTED } },
      ],
    },
    sections: [
      {
        properties: { page: { size: { width: PAGE.width, height: PAGE.height }, margin: MARGIN } },
        headers: headerChildren.length ? { default: new Header({ children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: headerChildren })] }) } : undefined,
        footers: {
          default: new Footer({
            children: [new Paragraph({ alignment: AlignmentType.CENTER, style: 'CvMeta', children: [new TextRun({ children: [PageNumber.CURRENT, ' / ', PageNumber.TOTAL_PAGES] })] })],
          }),
        },
        children: body,
      },
    ],
  });
}
