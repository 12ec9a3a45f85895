/**
 * The tenant plugin: every API request gets the organisation its host names and its request
 * context (lib/context.ts), scoped to that organisation. A bare host (localhost, an IP, the base domain) is DEFAULT_ORGANISATION.
 */
import fp from 'fastify-plugin';
import type { Executor } from '../db/client.js';
import { requestContext } from '../lib/context.js';
import { notFound } from '../lib/errors.js';
import { organisationBySubdomain, type OrganisationRow } from '../modules/organisation/service.js';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The subdomain a host names, or null for a bare host. */
export function subdomainOf(host: string | undefined, baseDomain: string): string | null {
  if (!host) return null;
  const hostname = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '').toLowerCase().replace(/\.$/, '');
  const baseHost = baseDomain.replace(/:\d+$/, '').toLowerCase();
  if (!hostname || hostname === baseHost || hostname === 'localhost' || IPV4.test(hostname) || hostname.includes(':')) return null;
  let rest: string;
  if (hostname.endsWith(`.${baseHost}`)) rest = hostname.slice(0, -baseHost.length - 1);
  else if (hostname.endsWith('.localhost')) rest = hostname.slice(0, -'.localhost'.length);
  else rest = hostname.split('.')[0];
  // Only the label nearest the base domain names the organisation (www.acme.example → acme).
  const labels = rest.split('.');
  return labels[labels.length - 1] || null;
}

/**
 * Organisations by subdomain, kept for a few seconds per instance: every API request needs one, and
 * they change rarely (an instance sees a change at most ORGANISATION_TTL_MS late).
 */
export const ORGANISATION_TTL_MS = 10_000;

export function organisationCache(db: Executor, ttlMs = ORGANISATION_TTL_MS) {
  const entries = new Map<string, { row: OrganisationRow | undefined; until: number }>();
  return {
    async get(subdomain: string): Promise<OrganisationRow | undefined> {
      const hit = entries.get(subdomain);
      if (hit && hit.until > Date.now()) return hit.row;
      const row = await organisationBySubdomain(db, subdomain);
      // Unknown subdomains are not kept, so a new organisation answers at once and probes fill nothing.
      if (row) entries.set(subdomain, { row, until: Date.now() + ttlMs });
      else entries.delete(subdomain);
      return row;
    },
    invalidate(subdomain?: string) {
      if (subdomain) entries.delete(subdomain);
      else entries.clear();
    },
  };
}

export const tenantPlugin = fp<{ db: Executor; baseDomain: string; defaultOrganisation: string; ttlMs?: number }>(
  async (app, { db, baseDomain, defaultOrganisation, ttlMs }) => {
    const organisations = organisationCache(db, ttlMs);
    app.decorate('organisations', organisations);
    app.decorateRequest('organisation', null as never);
    app.decorateRequest('ctx', null as never);
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.tenant === false || !request.url.startsWith('/api/')) return;
      const subdomain = subdomainOf(request.headers.host, baseDomain) ?? defaultOrganisation;
      const organisation = await organisations.get(subdomain);
      if (!organisation) throw notFound(`There is no organisation at "${subdomain}". Check the address you opened.`);
      request.organisation = organisation;
      request.ctx = requestContext(db, organisation);
    });
  },
  { name: 'tenant' },
);
