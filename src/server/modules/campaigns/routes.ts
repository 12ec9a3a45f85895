/** Campaign activation after sign-in (`PUT my/campaigns/activate`, spec §4/§7): a thin handler over ./service.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignsActivateBodySchema, campaignsActivatedSchema } from '../../../shared/schemas/auth.js';
import * as campaigns from './service.js';

export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/my/campaigns/activate',
    {
      config: { guard: 'signedIn' },
      schema: { body: campaignsActivateBodySchema, response: { 200: campaignsActivatedSchema } },
    },
    async (request) => campaigns.activate(request.ctx, request.user.id, request.body.bulk),
  );
};
