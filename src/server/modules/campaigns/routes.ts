/** Campaign activation after sign-in (`PUT my/campaigns/activate`, spec §4/§7). */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignsActivateBodySchema } from '../../../shared/schemas/auth.js';
import { campaignActivations, campaigns } from '../../db/schema.js';
import { inTransaction, scoped } from '../../db/tenant.js';

export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/my/campaigns/activate',
    {
      config: { guard: 'signedIn' },
      schema: { body: campaignsActivateBodySchema, response: { 200: z.object({ activated: z.array(z.string()), unknown: z.array(z.string()) }) } },
    },
    async (request) => {
      const tokens = [...new Set(request.body.bulk)];
      if (!tokens.length) return { activated: [], unknown: [] };
      return inTransaction(request.scope, async (tx) => {
        const found = await tx.db
          .select({ id: campaigns.id, token: campaigns.token })
          .from(campaigns)
          .where(scoped(tx, campaigns, inArray(campaigns.token, tokens), eq(campaigns.active, true)));
        if (found.length) {
          await tx.db
            .insert(campaignActivations)
            .values(found.map((c) => ({ organisationId: tx.organisationId, campaignId: c.id, userId: request.user.id })))
            .onConflictDoNothing();
        }
        const activated = found.map((c) => c.token);
        return { activated, unknown: tokens.filter((t) => !activated.includes(t)) };
      });
    },
  );
};
