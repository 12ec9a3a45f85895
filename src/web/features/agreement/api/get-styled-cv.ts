/**
 * `POST organisation/agreements/{id}/styled_cvs`: the CV as the server renders it. `data` (and
 * `branding_account_id`) carry unsaved edits for the live preview: the server renders them without
 * saving.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Agreement, StyledCv, StyledCvRequest } from '../../../../shared/schemas/agreements.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** Typing waits this long after the last change (with the request this stays inside the 300 ms goal on a warm server). */
export const PREVIEW_DEBOUNCE_MS = 180;

export const styledCvQueryKey = (id: Agreement['id'], revision: number, request: StyledCvRequest) => ['styled-cv', id, revision, request] as const;
/** Every render of one CV (to render it again when something it shows changed outside the form: its attachments). */
export const styledCvsOfAgreement = (id: Agreement['id']) => ['styled-cv', id] as const;

/** The preview shows the server's message; only a 401 signs out. */
export const getStyledCv = (id: Agreement['id'], request: StyledCvRequest, signal?: AbortSignal) =>
  api.post<StyledCv>(paths.agreements.styledCv(id), request, { errors: 'reloadOn401', signal });

/**
 * The live preview's render. The first render, a version switch and a new `revision` (a template
 * applied, settings saved) ask at once; other changes wait `PREVIEW_DEBOUNCE_MS` after the last one.
 * A newer request cancels the one in flight (the query's signal), and the last CV stays while the
 * next one loads.
 */
export function useStyledCv(id: Agreement['id'], request: StyledCvRequest, revision: number) {
  const body = JSON.stringify(request);
  const [sent, setSent] = useState({ body, revision });
  useEffect(() => {
    if (sent.body === body && sent.revision === revision) return;
    const versionSwitch = (JSON.parse(sent.body) as StyledCvRequest).anonymous !== request.anonymous;
    const timer = setTimeout(() => setSent({ body, revision }), versionSwitch || sent.revision !== revision ? 0 : PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [body, revision, request.anonymous, sent]);
  const sentRequest = JSON.parse(sent.body) as StyledCvRequest;
  return useQuery({
    queryKey: styledCvQueryKey(id, sent.revision, sentRequest),
    queryFn: ({ signal }) => getStyledCv(id, sentRequest, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
  });
}
