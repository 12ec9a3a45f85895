/** CV data → the resume corpus's truth field names (scripts/parse-corpus.ts, the corpus test, the generated corpus's scorer). */
import { decodeEntities, htmlTokens } from '../../shared/html.js';
import { normaliseEntryDates, type CvData } from '../../shared/schemas/cv.js';

const BLOCK = new Set(['p', 'div', 'li', 'br', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'blockquote']);

/** The text of a rich-text field, a line per paragraph and list item (null when empty): how the summaries are compared. */
export function richTextLines(html: string | null | undefined): string | null {
  let text = '';
  for (const t of htmlTokens(html ?? '')) text += t.kind === 'text' ? decodeEntities(t.raw) : BLOCK.has(t.name) ? '\n' : ' ';
  const lines = text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return lines.length ? lines.join('\n') : null;
}

export function toCorpusFields(data: CvData) {
  const cv = normaliseEntryDates(data);
  return {
    first_name: cv.first_name ?? null,
    last_name: cv.last_name ?? null,
    title: cv.title ?? null,
    email: cv.email ?? null,
    phones: (cv.phones ?? []).map((p) => (p.code && !p.number.trim().startsWith('+') ? `${p.code.code} ${p.number}` : p.number)),
    linkedin: cv.linkedin ?? null,
    location: { city: cv.location?.city ?? null, country: cv.location?.country_code ?? null },
    experience: (cv.experience ?? []).map((e) => ({
      title: e.title ?? null,
      company: e.company?.name ?? null,
      start_year: e.start_year ?? null,
      start_month: e.start_month ?? null,
      end_year: e.end_year ?? null,
      end_month: e.end_month ?? null,
      currently_working: e.currently_working ?? null,
      summary: richTextLines(e.summary),
    })),
    education: (cv.education ?? []).map((e) => ({
      title: e.title ?? null,
      institution: e.institution?.name ?? null,
      start_year: e.start_year ?? null,
      graduation_year: e.graduation_year ?? null,
      summary: richTextLines(e.summary),
    })),
    skills: cv.skills ?? [],
    languages: (cv.custom_fields?.languages ?? []).map((l) => l.name),
    summary: richTextLines(cv.details),
    cv_language: cv.custom_fields?.template_language_variant ?? null,
  };
}
