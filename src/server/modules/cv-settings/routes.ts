/** Routes of spec §7 CV settings (docs/api.md "CV settings"). `0` in the path is the signed-in employee. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canEditCvSettings } from '../../../shared/permissions.js';
import { requireUser } from '../../lib/context.js';
import { cvSettingsAnswerSchema, cvSettingsBodySchema, cvSettingsParamsSchema, cvSettingsSavedSchema } from '../../../shared/schemas/agreements.js';
import * as cvSettings from './service.js';

const guard = { name: 'canEditCvSettings', allow: canEditCvSettings };

export const cvSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/organisation/employees/:id/settings', { config: { guard }, schema: { params: cvSettingsParamsSchema, response: { 200: cvSettingsAnswerSchema } } }, async (request) =>
    cvSettings.getSettings(requireUser(request.ctx)),
  );

  app.put(
    '/organisation/employees/:id/update_settings',
    { config: { guard }, schema: { params: cvSettingsParamsSchema, body: cvSettingsBodySchema, response: { 200: cvSettingsSavedSchema } } },
    async (request) => cvSettings.updateSettings(requireUser(request.ctx), request.body.settings),
  );
};
