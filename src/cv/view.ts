/**
 * The CV view-model (DESIGN §6): CV data + CV settings + version + CV language + template → a
 * `CvView`, an ordered list of sections with every label resolved and every §3 rule applied. HTML,
 * PDF and DOCX are all rendered from a CvView, so the anonymous version is decided here, once:
 * templates never see a value the version must not show.
 *
 * Every candidate-supplied string goes through `ctx.text` or `ctx.html` (view/context.ts), which
 * sanitise rich text (view/sanitise.ts) and, in the anonymous version, scrub identifying values out
 * of free text (view/anonymise.ts). The parts: view/types.ts (what a CvView is), view/header.ts,
 * view/facts.ts and view/salary.ts (labelled facts), view/experience.ts, view/education.ts,
 * view/cover.ts, view/sections.ts (one builder per section, their order), view/build.ts (assembly).
 * The field-by-field anonymisation decisions are in docs/decisions/010-anonymous-cv.md.
 */
export * from './view/types.js';
export { buildCvView } from './view/build.js';
export { CV_IMAGE_LINK, isCvImageSource, isDataUrl } from './view/context.js';
export { groupExperiences } from './view/experience.js';
export { displayName } from './view/header.js';
export { sanitizeRichText } from './view/sanitise.js';
