/** CV data → the resume corpus's truth field names (scripts/parse-corpus.ts, the corpus test). */
import { normaliseEntryDates, type CvData } from '../../shared/schemas/cv.js';

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
    })),
    education: (cv.education ?? []).map((e) => ({ title: e.title ?? null, institution: e.institution?.name ?? null, start_year: e.start_year ?? null, graduation_year: e.graduation_year ?? null })),
    skills: cv.skills ?? [],
    languages: (cv.custom_fields?.languages ?? []).map((l) => l.name),
  };
}
