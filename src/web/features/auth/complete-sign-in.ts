/** After any sign-in (login, signup, reset, token exchange): keep the session, activate campaigns, land. */
import { landingPath } from '../../../shared/permissions.js';
import type { AuthData } from '../../../shared/schemas/auth.js';
import { acceptAuth } from '../../lib/auth-api.js';
import { activateCampaigns } from '../../lib/campaigns.js';
import { pendingInvitePath } from '../../lib/invite.js';
import { getOrganisation } from '../../lib/organisation.js';
import { clearReturnUrl, storedReturnUrl } from '../../lib/return-url.js';
import { toViewer } from '../../lib/session.js';

/**
 * Stores the answer and returns where to go: back to a pending invite (§4), else `landingPath` with
 * the stored return address (§2).
 */
export function completeSignIn(data: AuthData): string {
  acceptAuth(data);
  void activateCampaigns();
  const invite = pendingInvitePath();
  if (invite) return invite;
  const organisation = getOrganisation();
  const target = organisation ? landingPath({ viewer: toViewer(data), organisation }, storedReturnUrl()) : '/';
  clearReturnUrl();
  return target;
}
