/**
 * Hand-made layout families as the generator sees them (`LayoutFamily`), plus `trace`: the same
 * rendering with what it printed (the dates of entries, the headings), which the family tests look
 * for in the text read back from the file.
 */
import { Packer, type Document } from 'docx';
import type { CorpusLanguage, LayoutFamily, Person, Rendered, RenderOptions } from '../../types.js';
import type { Plan, Printed } from './plan.js';
import { chromiumMissing, chromiumRefuses, printHtml } from '../../chromium.js';

export type Traced = { rendered: Rendered; printed: Printed };

export type HandMadeFamily = LayoutFamily & {
  /** Renders as `render` does and tells what was printed. */
  trace(person: Person, options: RenderOptions): Promise<Traced>;
};

type FamilySpec = { name: string; group: string; languages?: CorpusLanguage[] };

/** A composed HTML page: the document and the plan it followed. */
export type Sheet = { html: string; plan: Plan };

type Compose = (person: Person, random: () => number) => Sheet | Promise<Sheet>;

/** A PDF family also gives its page before printing (`compose`), for checks that need no browser. */
export type PdfFamily = HandMadeFamily & { compose: Compose };

export const isPdfFamily = (family: HandMadeFamily): family is PdfFamily => family.formats.includes('pdf');

/** A family of HTML pages printed to PDF by Chromium. */
export function pdfFamily(spec: FamilySpec & { compose: Compose }): PdfFamily {
  const trace = async (person: Person, options: RenderOptions): Promise<Traced> => {
    if (options.format !== 'pdf') throw new Error(`The ${spec.name} layout prints PDF only.`);
    const { html, plan } = await spec.compose(person, options.random);
    const bytes = await printHtml(html);
    return { rendered: { bytes, format: 'pdf', producedBy: 'hand-made HTML printed by Chromium', notRendered: plan.notRendered(), oldestFirst: plan.oldestFirst }, printed: plan.printed };
  };
  return {
    ...spec,
    formats: ['pdf'],
    available: chromiumMissing,
    refuses: chromiumRefuses,
    compose: spec.compose,
    trace,
    render: async (person, options) => (await trace(person, options)).rendered,
  };
}

/** A composed Word document and the plan it followed. */
export type WordDocument = { document: Document; plan: Plan };

/** A family of Word documents built with the `docx` package. */
export function docxFamily({ compose, ...spec }: FamilySpec & { compose(person: Person, random: () => number): WordDocument }): HandMadeFamily {
  const trace = async (person: Person, options: RenderOptions): Promise<Traced> => {
    if (options.format !== 'docx') throw new Error(`The ${spec.name} layout writes Word documents only.`);
    const { document, plan } = compose(person, options.random);
    const bytes = new Uint8Array(await Packer.toBuffer(document));
    return { rendered: { bytes, format: 'docx', producedBy: 'hand-made Word document (docx)', notRendered: plan.notRendered(), oldestFirst: plan.oldestFirst }, printed: plan.printed };
  };
  return {
    ...spec,
    formats: ['docx'],
    available: async () => null,
    trace,
    render: async (person, options) => (await trace(person, options)).rendered,
  };
}
