/**
 * Security headers (a CSP the app's own pages satisfy), `Cache-Control: no-store` for API answers
 * and compression.
 *
 * The headers come from `helmet`, computed once at start: they do not depend on the request, and
 * `@fastify/helmet` would rebuild and re-parse them on every response (a fifth of the time of a
 * small API answer).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export function securityHeaderOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and the toast library set element styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Only behind HTTPS: on plain-http development hosts it would break every request.
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // The professional-network sign-in opens a pop-up that must keep its opener (decision 027).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: production ? undefined : false,
  };
}

/** The headers helmet sets for these options, collected once. */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The pop-up's callback page comes back from the provider's origin and must still reach the window
 * that opened it: without a COOP of its own it stays in the opener's browsing context group. It only
 * posts its query to its own origin and closes.
 */
const isOAuthCallback = (url: string) => url.startsWith('/oauth/');

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export const securityPlugin = fp<{ production: boolean }>(
  async (app, { production }) => {
    const headers = computeSecurityHeaders(securityHeaderOptions(production));
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(headers);
      if (isOAuthCallback(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none');
    });
    // API answers carry sessions, search keys and personal data: no browser or proxy may keep them,
    // unless a route says otherwise with a Cache-Control of its own.
    app.addHook('onSend', async (request, reply) => {
      if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  },
  { name: 'security' },
);
