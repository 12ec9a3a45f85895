/** `PUT organisation/agreements/{id}/apply_template` with `{template_id}`. */
import type { Agreement, Template } from '../../../../shared/schemas/agreements.js';
import { api } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

/** The editor shows the server's message; only a 401 signs out. */
export const applyTemplate = (id: Agreement['id'], templateId: Template['id']) =>
  api.put<Agreement>(paths.agreements.applyTemplate(id), { template_id: templateId }, { errors: 'reloadOn401' });
