/**
 * CV downloads (issue "Documents and intake", Export): the PDF printed by the warm Chromium pool from
 * exactly the styled-CV HTML, and the native Word document built from the same CV view.
 *
 * PDF metadata: Chromium writes /Title (the document's <title>, i.e. the view's `documentTitle`: the
 * anonymous name in the anonymous version), /Creator "Chromium", /Producer "Skia/PDF m<version>",
 * /CreationDate and /ModDate, and /Lang from <html lang>; no /Author, no /Subject, no XMP stream.
 * None of that identifies the candidate or the user beyond the title we set, so the PDF is sent as
 * printed (export-leak.test.ts checks the metadata of every anonymous PDF).
 */
import { Packer } from 'docx';
import { buildCvDocx } from '../../cv/docx.js';
import { exportFileName } from '../../cv/export-name.js';
import type { CvView } from '../../cv/view.js';
import { PoolBusyError, PoolClosedError, printPdf, type ChromiumPool } from './chromium-pool.js';
import { rasterImage } from './raster.js';
import { styledCvBranding, styledCvHtml, styledCvView, type StyledCvInput } from './styled-cv.js';

export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type ExportedFile = { body: Buffer; fileName: string; contentType: string; view: CvView };

/** The CV as an A4 PDF: fonts embedded, selectable and tagged, titled with the view's documentTitle. */
export async function exportPdf(pool: ChromiumPool, input: StyledCvInput): Promise<ExportedFile> {
  const view = styledCvView(input);
  const pdf = await printPdf(pool, styledCvHtml(input, view));
  return { body: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), fileName: exportFileName(view, 'pdf'), contentType: PDF_TYPE, view };
}

/** Rasterising boxes: about twice the size the document shows them at (48 px logo, 110 px photo). */
const LOGO_BOX = { width: 380, height: 96 };
const AVATAR_BOX = { width: 220, height: 220 };

/** The CV as a .docx; the images (any format the CV may hold, SVG logos too) are rasterised to PNG by the pool. */
export async function exportDocx(pool: ChromiumPool, input: StyledCvInput): Promise<ExportedFile> {
  const view = styledCvView(input);
  const branding = styledCvBranding(input);
  const [logo, avatar] = await Promise.all([
    branding?.logo_data_url ? rasterImage(pool, branding.logo_data_url, LOGO_BOX).catch(withoutImage) : null,
    view.header.avatarUrl ? rasterImage(pool, view.header.avatarUrl, AVATAR_BOX).catch(withoutImage) : null,
  ]);
  const document = buildCvDocx(view, {
    branding: branding ? { companyName: branding.company_name, logo, primary: branding.primary, accent: branding.accent } : null,
    avatar,
    creator: input.organisation.name,
  });
  return { body: await Packer.toBuffer(document), fileName: exportFileName(view, 'docx'), contentType: DOCX_TYPE, view };
}

/** An image that cannot be drawn leaves the document without it; a busy or closing pool is the caller's 429/503. */
function withoutImage(error: unknown): null {
  if (error instanceof PoolBusyError || error instanceof PoolClosedError) throw error;
  return null;
}
