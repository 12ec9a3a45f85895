/**
 * Serves the built web app: hashed assets with long cache headers, and `index.html` for every other
 * non-API path (history fallback). Unknown /api paths answer a JSON 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export const spaPlugin = fp<{ webRoot: string | null }>(
  async (app, { webRoot }) => {
    const indexFile = webRoot ? path.join(webRoot, 'index.html') : null;
    const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile) : null;
    if (webRoot && indexHtml) {
      await app.register(fastifyStatic, {
        root: webRoot,
        index: false,
        wildcard: false,
        globIgnore: ['index.html'],
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0];
      if (url === '/api' || url.startsWith('/api/')) {
        return reply.code(404).send({ statusCode: 404, error: `There is no API route ${request.method} ${url}.` });
      }
      if ((request.method === 'GET' || request.method === 'HEAD') && indexHtml) {
        return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
      }
      return reply.code(404).send({ statusCode: 404, error: 'Not found. Build the web app with `npm run build`.' });
    });
  },
  { name: 'spa' },
);
