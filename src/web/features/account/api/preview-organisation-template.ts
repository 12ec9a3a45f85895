/**
 * `POST organisation/templates/preview`: a demo CV in the base design with the style sheet being
 * written, as the server renders it. The live preview asks 400 ms after the last change
 * (`TEMPLATE_PREVIEW_DEBOUNCE_MS`, the §5 pace of a form that reacts while one types); a newer
 * request cancels the one in flight, and the last CV stays while the next one loads. A 422 names the
 * style sheet's problems (`errors['template.css']`), which the form shows at the CSS field.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { StyledCv } from '../../../../shared/schemas/agreements.js';
import type { TemplatePreviewBody } from '../../../../shared/schemas/organisation-templates.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const TEMPLATE_PREVIEW_DEBOUNCE_MS = 400;

export const templatePreviewQueryKey = (body: TemplatePreviewBody) => ['organisation-templates', 'preview', body] as const;

/** The form shows 422 at the CSS field; only a 401 signs out. */
export const previewOrganisationTemplate = (body: TemplatePreviewBody, signal?: AbortSignal) =>
  api.post<StyledCv>(paths.organisationTemplates.preview, body, { errors: 'signOutOn401', signal });

/** The preview of `body`, asked `TEMPLATE_PREVIEW_DEBOUNCE_MS` after its last change (the first one at once). */
export function useTemplatePreview(body: TemplatePreviewBody, enabled = true) {
  const json = JSON.stringify(body);
  const [sent, setSent] = useState(json);
  useEffect(() => {
    if (sent === json) return;
    const timer = setTimeout(() => setSent(json), TEMPLATE_PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [json, sent]);
  const sentBody = JSON.parse(sent) as TemplatePreviewBody;
  return useQuery({
    queryKey: templatePreviewQueryKey(sentBody),
    queryFn: ({ signal }) => previewOrganisationTemplate(sentBody, signal),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
