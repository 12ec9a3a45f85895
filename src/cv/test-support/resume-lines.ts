/**
 * Hand-written parser input for the tests of the resume parser's stages (src/cv/parse): lines with
 * body-text layout unless told otherwise, and the sections stage run over them.
 */
import { readableLines } from '../parse/lines.js';
import { checkSectionKinds } from '../parse/section-kinds.js';
import { findSections, type Sections } from '../parse/sections.js';
import type { Line } from '../parse/types.js';

/** A line of body text on the first page, flush left, full width. */
export const line = (text: string, extra: Partial<Line> = {}): Line => ({ text, parts: [text], size: 1, bold: false, heading: 0, x: 0, right: 1, gap: 1, page: 0, column: 0, ...extra });

/** A line of parts set apart by wide gaps ("Planner, Rijnhaven Foods ··· 03/2018 – 07/2018"). */
export const row = (parts: string[], extra: Partial<Line> = {}): Line => line(parts.join(' '), { parts, ...extra });

/** A section heading as a PDF prints it: bold and a little larger than the body text. */
export const heading = (text: string, extra: Partial<Line> = {}): Line => line(text, { bold: true, size: 1.2, ...extra });

/** A name line at the top: large and bold. */
export const nameLine = (text: string, extra: Partial<Line> = {}): Line => line(text, { bold: true, size: 2.2, ...extra });

/** The lines as the field stages get them: readable, each in the section its heading and content say. */
export const sectionsOf = (lines: Line[]): Sections => checkSectionKinds(findSections(readableLines(lines)));
