import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  // With the in-memory candidate search, how many organisations' indexes are still being read (their
  // searches are answered by the database meanwhile).
  const search = () => (app.searchIndexes ? { search_indexes_reading: app.searchIndexes.reading() } : {});
  app.get('/health', { config: { guard: 'public', tenant: false } }, async () => ({ status: 'ok' }));
  app.get('/ready', { config: { guard: 'public', tenant: false } }, async (_request, reply) => {
    try {
      await ping();
      return { status: 'ready', ...search() };
    } catch {
      return reply.code(503).send({ statusCode: 503, error: 'The database is not reachable yet.' });
    }
  });
};
