/** The §6 rules of the teams and groups screens and their API (issue 14), as tables. */
import { describe, expect, it } from 'vitest';
import * as P from './permissions.js';
import type { Employee } from './schemas/auth.js';
import type { OrganisationFeatures } from './schemas/organisation.js';

const noFlags: Omit<Employee, 'id'> = {
  can_manage_account: false,
  can_manage_employees: false,
  can_manage_job_posts: false,
  can_view_job_posts: false,
  can_manage_associations: false,
  can_manage_agreements: false,
  can_delete_agreements: false,
};

/** A signed-in user who agreed to the terms; with flags, an employee of the agency account. */
function viewer(flags: Partial<Omit<Employee, 'id'>> | null): P.Viewer {
  const employee = flags ? { id: 1, ...noFlags, ...flags } : null;
  const account = { id: 1, uuid: 'a', name: 'Agency', company: { name: 'Agency Co', logo_url: null }, marketplace: true, isClient: false, agreed: true };
  return {
    user: { id: 1, email: 'x@y.test', admin: false, review_credentials: false, onboarding: false, agreedWithTermsAndConditions: true, locale: null },
    profile: { uuid: 'p', first_name: 'F', last_name: 'L', phones: [], avatar: null, state: 'active' },
    account,
    accounts: [{ ...account, employee }],
    employee,
  } as P.Viewer;
}

const ORG: OrganisationFeatures = {
  candidate_review_feature: true,
  display_external_provider_feature: true,
  has_associations: true,
  is_managed_by: null,
  agreements_feature: true,
  word_export_feature: true,
  language_switcher: false,
};
const NO_GROUPS: OrganisationFeatures = { ...ORG, has_associations: false };
const MANAGED: OrganisationFeatures = { ...ORG, is_managed_by: 'Parent Holding' };

const decide = (route: P.RouteKey, v: P.Viewer | null, organisation = ORG) => {
  const d = P.decideRoute(route, { viewer: v, organisation });
  return d.allow ? 'allow' : d.redirect;
};

describe('account.teams (/account/my-company/teams): the teams API’s own rule, canManageTeam', () => {
  const rows: [string, P.Viewer | null, string][] = [
    ['manage account (implies manage employees)', viewer({ can_manage_account: true }), 'allow'],
    ['manage employees', viewer({ can_manage_employees: true }), 'allow'],
    ['every other permission', viewer({ can_manage_agreements: true, can_manage_associations: true, can_manage_job_posts: true }), '/account/my-company'],
    ['an account user who is no employee', viewer(null), '/'],
    ['nobody signed in', null, '/a/login'],
  ];
  it.each(rows)('%s', (_, v, expected) => {
    expect(decide('account.teams', v)).toBe(expected);
    expect(P.canManageTeam({ viewer: v, organisation: ORG })).toBe(expected === 'allow');
  });
});

describe('account.groups (/account/groups) and the associations API: has_associations, not is_managed_by, canManageAssociations', () => {
  const groups = viewer({ can_manage_associations: true });
  const rows: [string, P.Viewer | null, OrganisationFeatures, string][] = [
    ['manage groups', groups, ORG, 'allow'],
    ['manage groups, organisation without associations', groups, NO_GROUPS, '/profile'],
    ['manage groups, organisation managed by another', groups, MANAGED, '/profile'],
    ['every other permission', viewer({ can_manage_account: true, can_manage_employees: true, can_manage_agreements: true }), ORG, '/account'],
    ['nobody signed in', null, ORG, '/a/login'],
  ];
  it.each(rows)('%s', (_, v, organisation, expected) => {
    expect(decide('account.groups', v, organisation)).toBe(expected);
    expect(P.canManageOrganisationAssociations({ viewer: v, organisation })).toBe(expected === 'allow');
  });
});
