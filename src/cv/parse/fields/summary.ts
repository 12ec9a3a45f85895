/** Stage 4, the profile: the text of the summary section as the CV's description (`details`). */
import { escapeHtmlText } from '../../../shared/html.js';
import { sectionLines, type Sections } from '../sections.js';

/** The profile section's text as one paragraph, if there is one. */
export function readSummary(doc: Sections): string | undefined {
  const summary = sectionLines(doc, 'summary').map((l) => l.text).join(' ').trim();
  return summary ? `<p>${escapeHtmlText(summary)}</p>` : undefined;
}
