/**
 * The tenant plugin: every API request gets the organisation its host names and a tenant scope
 * bound to it. A bare host (localhost, an IP, the base domain) is DEFAULT_ORGANISATION.
 */
import fp from 'fastify-plugin';
import type { Executor } from '../db/client.js';
import { tenantScope } from '../db/tenant.js';
import { notFound } from '../lib/errors.js';
import { findOrganisationBySubdomain } from '../modules/organisation/repository.js';

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

export const tenantPlugin = fp<{ db: Executor; baseDomain: string; defaultOrganisation: string }>(
  async (app, { db, baseDomain, defaultOrganisation }) => {
    app.decorateRequest('organisation', null as never);
    app.decorateRequest('scope', null as never);
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.tenant === false || !request.url.startsWith('/api/')) return;
      const subdomain = subdomainOf(request.headers.host, baseDomain) ?? defaultOrganisation;
      const organisation = await findOrganisationBySubdomain(db, subdomain);
      if (!organisation) throw notFound(`There is no organisation at "${subdomain}". Check the address you opened.`);
      request.organisation = organisation;
      request.scope = tenantScope(db, organisation.id);
    });
  },
  { name: 'tenant' },
);
