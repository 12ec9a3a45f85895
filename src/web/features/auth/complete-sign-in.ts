/** After any sign-in (login, signup, reset, token exchange): keep the session, activate campaigns, land. */
import { landingPath } from '../../../shared/permissions.js';
import type { AuthData } from '../../../shared/schemas/auth.js';
import { acceptAuth } from '../../lib/auth-api.js';
import { activateCampaigns } from '../../lib/campaigns.js';
import { getOrganisation } from '../../lib/organisation.js';
import { clearReturnUrl, storedReturnUrl } from '../../lib/return-url.js';
import { toViewer } from '../../lib/session.js';

/** Stores the answer and returns where to go: `landingPath` with the stored return address (§2). */
export function completeSignIn(data: AuthData): string {
  acceptAuth(data);
  void activateCampaigns();
  const organisation = getOrganisation();
  const target = organisation ? landingPath({ viewer: toViewer(data), organisation }, storedReturnUrl()) : '/';
  clearReturnUrl();
  return target;
}
