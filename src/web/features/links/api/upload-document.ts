/** `POST organisation/links/upload?client_id=&title=` (multipart, 201): a document, checked by its content on the server. */
import { useMutation } from '@tanstack/react-query';
import type { ClientDocument } from '../../../../shared/schemas/client-documents.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';
import { queryClient } from '../../../lib/query-client.js';
import { LINKS_QUERY_KEY } from './get-links.js';

export type UploadTarget = { client_id: number; title?: string; job_post_id?: number; project_id?: number };

/** The form shows 413, 415 and 422 itself; only a 401 signs out. */
export const uploadDocument = (file: File, query: UploadTarget) =>
  api.upload<ClientDocument>(paths.clientLinks.upload, file, { query: { ...query }, errors: 'signOutOn401' });

export const useUploadDocument = () =>
  useMutation({
    mutationFn: ({ file, query }: { file: File; query: UploadTarget }) => uploadDocument(file, query),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LINKS_QUERY_KEY }),
  });
