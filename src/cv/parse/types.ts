/**
 * The parser's input: text as the reader sees it, with enough layout to find columns, headings and
 * the name. PDFs give positioned items (pdf.js text content); DOCX gives blocks (paragraphs,
 * headings, list items, table cells) in document order. And its output: the CV data, the fields it
 * is unsure of, and the language the resume is written in.
 */
import type { CvData } from '../../shared/schemas/cv.js';
import type { ResumeLanguage } from './detect-language.js';

/** One run of text on a PDF page (pdf.js coordinates turned top-down: y grows downwards). */
export type TextItem = {
  text: string;
  /** Left edge, baseline and width in PDF points. */
  x: number;
  y: number;
  w: number;
  /** Font size in points (height of the glyphs). */
  size: number;
  /** Font identity (pdf.js font id or name) and whether the font looks bold. */
  font?: string;
  bold?: boolean;
};

export type PdfPage = { width: number; height: number; items: TextItem[] };

/** A link annotation target (mailto:, tel:, https://…). */
export type PdfInput = { kind: 'pdf'; pages: PdfPage[]; links: string[] };

export type Block = {
  text: string;
  /** 1–6 for headings (h1 = largest), 0 for body text. */
  heading: number;
  bold?: boolean;
  list?: boolean;
  /** Table position when the block is a table cell: row and column, 0-based. */
  table?: { id: number; row: number; col: number };
};

export type DocxInput = { kind: 'docx'; blocks: Block[]; links: string[] };

export type ParseInput = PdfInput | DocxInput;

/**
 * The parser's normalised view: reading-order lines with layout cues. `size` is relative (1 = the
 * body text size), `x` is the left edge relative to the column's left edge (0 = flush), `gap` is
 * the vertical space before the line relative to the body line height (PDF only; DOCX gives 0).
 */
export type Line = {
  text: string;
  size: number;
  bold: boolean;
  heading: number;
  x: number;
  /** Right edge relative to the column width (0–1); 1 = right-aligned text. */
  right: number;
  gap: number;
  page: number;
  column: number;
  /** True when `column` is a page column (a flow of text beside another), not a table cell. */
  pageColumn?: boolean;
  list?: boolean;
  /** True for a whole paragraph (Word): never a line the page wrapped. */
  paragraph?: boolean;
  /** Parts of the line separated by a large horizontal gap (e.g. title ··· dates). */
  parts: string[];
};

/** What the parser reads from a resume: CV data, the paths of the fields it is unsure of, and the resume's language. */
export type ParseResult = { data: CvData; unsure: string[]; language: ResumeLanguage };
