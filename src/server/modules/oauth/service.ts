/**
 * Signing in with a professional network and connecting one to an account (spec §4, §7
 * `auth/oauth/{provider}`; decision 027). An attempt's state, nonce and PKCE verifier travel in a
 * signed, short-lived, HttpOnly cookie of the browser that started it, so a code brought back by
 * anyone else, or with a state of another attempt, is refused before the provider is asked.
 */
import { OAUTH_MESSAGES, type OAuthConnections, type OAuthProvider } from '../../../shared/schemas/oauth.js';
import { inTransaction } from '../../db/tenant.js';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorised } from '../../lib/errors.js';
import { newAttempt, OidcError, type OidcClaims, type OidcClient } from '../../lib/oidc.js';
import { hashPassword } from '../../lib/passwords.js';
import { randomToken } from '../../lib/tokens.js';
import * as authRepo from '../auth/repository.js';
import { signInVerified, type AuthContext, type Client, type SignedIn } from '../auth/service.js';
import * as repo from './repository.js';

export { OAUTH_MESSAGES as MESSAGES };

/** The providers set up on this server. */
export type OAuthServices = { providers: Partial<Record<OAuthProvider, OidcClient>> };

/** Where the provider sends the browser back: the callback page on the organisation's own subdomain. */
const redirectUri = (ctx: AuthContext, provider: OAuthProvider) => ctx.organisationUrl(`/oauth/${provider}`);

function clientOf(services: OAuthServices, provider: OAuthProvider): OidcClient {
  const client = services.providers[provider];
  if (!client) throw notFound(OAUTH_MESSAGES.notConfigured);
  return client;
}

/** A failure at the provider, as a person reads it: it could not be reached (502), or its answer did not check out (401). */
function providerFailure(error: unknown): never {
  if (error instanceof OidcError) {
    throw error.kind === 'unavailable' ? new HttpError(502, OAUTH_MESSAGES.unavailable) : unauthorised(OAUTH_MESSAGES.invalidAnswer);
  }
  throw error;
}

export const providers = (services: OAuthServices) => ({
  providers: (Object.keys(services.providers) as OAuthProvider[]).filter((name) => services.providers[name]).map((name) => ({ name })),
});

/**
 * Starts an attempt: the provider's sign-in address for the pop-up, and the signed state the
 * browser keeps. `connecting`: the signed-in user who connects the provider to their account.
 */
export async function start(ctx: AuthContext, services: OAuthServices, provider: OAuthProvider, connecting: authRepo.UserRow | null): Promise<{ url: string; state: string }> {
  const client = clientOf(services, provider);
  const attempt = newAttempt();
  const url = await client.authorizationUrl(attempt, redirectUri(ctx, provider)).catch(providerFailure);
  const state = await ctx.tokens.signOAuthState({
    organisationId: ctx.organisation.id,
    provider,
    ...attempt,
    userId: connecting?.id ?? null,
    tokenVersion: connecting?.tokenVersion ?? null,
  });
  return { url, state };
}

/** What the callback did: signed a person in, or connected the provider to the account that started it. */
export type Finished = SignedIn & { connected: boolean };

/** The code the provider sent back, with the state the browser kept: signs in or connects. */
export async function finish(
  ctx: AuthContext,
  services: OAuthServices,
  provider: OAuthProvider,
  input: { code: string; state: string; cookie: string | null },
  client: Client,
): Promise<Finished> {
  const oidc = clientOf(services, provider);
  const kept = input.cookie ? await ctx.tokens.verifyOAuthState(input.cookie) : null;
  if (!kept || kept.organisationId !== ctx.organisation.id || kept.provider !== provider || kept.state !== input.state) throw badRequest(OAUTH_MESSAGES.stateMismatch);
  const claims = await oidc.exchange(input.code, kept, redirectUri(ctx, provider)).catch(providerFailure);
  if (kept.userId !== null) {
    const user = await authRepo.findUserById(ctx, kept.userId);
    if (!user || user.tokenVersion !== kept.tokenVersion) throw unauthorised(OAUTH_MESSAGES.connectAgain);
    await inTransaction(ctx, async (tx) => {
      const owner = await repo.findBySubject(tx, provider, claims.subject);
      if (owner && owner.userId !== user.id) throw conflict(OAUTH_MESSAGES.connectedElsewhere);
      await repo.connect(tx, { userId: user.id, provider, subject: claims.subject, email: claims.email });
    });
    return { ...(await signInVerified(ctx, user, client)), connected: true };
  }
  const user = await personOf(ctx, provider, claims);
  return { ...(await signInVerified(ctx, user, client)), connected: false };
}

/**
 * The user the provider's identity signs in: the one it is connected to; else the user with the
 * provider's verified email, whom it is then connected to; else a new candidate made from it, who
 * confirms an email and chooses a password on the credentials review page (§4).
 */
async function personOf(ctx: AuthContext, provider: OAuthProvider, claims: OidcClaims, again = true): Promise<authRepo.UserRow> {
  const known = await repo.findBySubject(ctx, provider, claims.subject);
  if (known) {
    const user = await authRepo.findUserById(ctx, known.userId);
    if (user) return user;
  }
  // Only an email the provider vouches for may reach an account: anyone can type an address into a profile.
  const email = claims.email;
  if (!email || !claims.emailVerified) throw forbidden(OAUTH_MESSAGES.emailUnverified);
  // A password nobody knows; the person chooses their own on the credentials review page.
  const passwordHash = await hashPassword(randomToken());
  try {
    return await inTransaction(ctx, async (tx) => {
      let user = await authRepo.findUserByEmail(tx, email);
      if (!user) {
        user = await authRepo.insertUserWithProfile(tx, { email, passwordHash, locale: claims.locale?.slice(0, 2).toLowerCase() ?? null }, { firstName: claims.givenName ?? '', lastName: claims.familyName ?? '' });
        user = await authRepo.updateUser(tx, user.id, { reviewCredentials: true });
      }
      await repo.connect(tx, { userId: user.id, provider, subject: claims.subject, email });
      return user;
    });
  } catch (error) {
    // The same identity or email arrived at the same moment through another request: it now exists.
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505' && again) return personOf(ctx, provider, claims, false);
    throw error;
  }
}

/** Disconnects the provider; refused while it is the user's only way in (credentials never confirmed). */
export async function disconnect(ctx: AuthContext, user: authRepo.UserRow, provider: OAuthProvider): Promise<{ message: string }> {
  if (user.reviewCredentials) throw conflict(OAUTH_MESSAGES.keepOneWay);
  if (!(await repo.disconnect(ctx, user.id, provider))) throw notFound(OAUTH_MESSAGES.notConnected);
  return { message: OAUTH_MESSAGES.disconnected };
}

export async function connections(ctx: AuthContext, userId: number): Promise<OAuthConnections> {
  const rows = await repo.listOfUser(ctx, userId);
  return { connections: rows.map((row) => ({ provider: row.provider, email: row.email, connected_at: row.createdAt.toISOString() })) };
}
