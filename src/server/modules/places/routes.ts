import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of this module (see docs/api.md). */
export const placesRoutes: FastifyPluginAsyncZod = async () => {};
