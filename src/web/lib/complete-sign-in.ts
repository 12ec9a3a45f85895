/** After any sign-in (login, signup, reset, token exchange): keep the session, activate campaigns, land. */
import { landingPath } from '../../shared/permissions.js';
import type { AuthData } from '../../shared/schemas/auth.js';
import { acceptAuth } from './auth-api.js';
import { activateCampaigns } from './campaigns.js';
import { pendingInvitePath } from './invite.js';
import { getOrganisation } from './organisation.js';
import { clearReturnUrl, storedReturnUrl } from './return-url.js';
import { toViewer } from './session.js';

/**
 * Stores the answer and returns where to go: the credentials review when it is pending (an account
 * made by a professional-network sign-in), else back to a pending invite (§4), else `landingPath`
 * with the stored return address (§2).
 */
export function completeSignIn(data: AuthData): string {
  acceptAuth(data);
  void activateCampaigns();
  if (data.user.review_credentials) return '/a/review-credentials';
  const invite = pendingInvitePath();
  if (invite) return invite;
  const organisation = getOrganisation();
  const target = organisation ? landingPath({ viewer: toViewer(data), organisation }, storedReturnUrl()) : '/';
  clearReturnUrl();
  return target;
}
