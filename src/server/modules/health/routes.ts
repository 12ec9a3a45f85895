import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get('/health', { config: { guard: 'public', tenant: false } }, async () => ({ status: 'ok' }));
  app.get('/ready', { config: { guard: 'public', tenant: false } }, async (_request, reply) => {
    try {
      await ping();
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ statusCode: 503, error: 'The database is not reachable yet.' });
    }
  });
};
