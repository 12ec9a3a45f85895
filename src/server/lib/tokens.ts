/** Signed session tokens, scoped search keys and random one-time tokens. */
import { createHash, createHmac, createSecretKey, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { SESSION_TTL_SECONDS } from '../../shared/constants.js';
import { Lru } from './lru.js';

const ISSUER = 'talentfolio';
/** What every token we verify must carry: ours, HS256, with an expiry, an issue time and a subject. */
const VERIFY = { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub'] };

export type SessionClaims = { userId: number; organisationId: number; tokenVersion: number };
/**
 * A search key's claims: whose it is (organisation, user, account) and the user's token version when
 * it was issued, so that signing out (which bumps the version) ends it as it ends the session.
 */
export type SearchKeyClaims = { organisationId: number; accountId: number | null; userId: number; tokenVersion: number; index: string; permissions: string[] };
/** Why a search key is refused: it is not one of ours (missing parts, forged, tampered), or its time is up. */
export type SearchKeyCheck = { claims: SearchKeyClaims } | { refused: 'invalid' | 'expired' };

/**
 * A professional-network sign-in attempt as the browser keeps it: the organisation and provider, the
 * state, nonce and PKCE verifier, and for a connection (not a sign-in) the user and token version.
 */
export type OAuthStateClaims = { organisationId: number; provider: string; state: string; nonce: string; verifier: string; userId: number | null; tokenVersion: number | null };

export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService(secret: string) {
  // KeyObjects, imported once: jose would re-import a raw byte key on every call.
  const sessionKey = createSecretKey(Buffer.from(secret, 'utf8'));
  // A key derived for search keys only, so a search key can never pass as a session.
  const searchKey = createSecretKey(createHmac('sha256', secret).update('talentfolio/search-keys').digest());
  // A key for the state of a professional-network sign-in, kept by the browser in a cookie.
  const oauthKey = createSecretKey(createHmac('sha256', secret).update('talentfolio/oauth-state').digest());
  // A key for digests of trusted devices and addresses (decision 013): a leaked table names no address.
  const clientKey = createHmac('sha256', secret).update('talentfolio/trusted-clients').digest();
  // Verifying and signing go through WebCrypto (~150 µs each); `GET auth` runs on every guarded page,
  // so verified sessions and issued search keys are remembered until they expire. A remembered
  // session still has its user and token version checked against the database on every request.
  const verified = new Lru<string, { claims: SessionClaims; exp: number }>(10_000);
  const searchKeys = new Lru<string, { key: string; exp: number }>(10_000);

  return {
    async signSession(claims: SessionClaims, ttlSeconds = SESSION_TTL_SECONDS): Promise<{ jwt: string; expires_at: string }> {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const jwt = await new SignJWT({ org: claims.organisationId, tv: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience('session')
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(sessionKey);
      return { jwt, expires_at: new Date(exp * 1000).toISOString() };
    },

    /** The session's claims, or null when the token is malformed, forged or expired. */
    async verifySession(jwt: string): Promise<SessionClaims | null> {
      const now = Date.now() / 1000;
      const hit = verified.get(jwt);
      if (hit) return hit.exp > now ? hit.claims : null;
      try {
        // A session without an expiry would never end: exp (and iat, sub) are required.
        const { payload } = await jwtVerify(jwt, sessionKey, { ...VERIFY, audience: 'session' });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.org !== 'number' || typeof payload.tv !== 'number') return null;
        const claims = { userId, organisationId: payload.org, tokenVersion: payload.tv };
        verified.set(jwt, { claims, exp: payload.exp! });
        return claims;
      } catch {
        return null;
      }
    },

    /** A search key valid until `expiresAt` (the session's end); the same claims give the same key. */
    async signSearchKey(claims: SearchKeyClaims, expiresAt: Date = new Date(Date.now() + SESSION_TTL_SECONDS * 1000)): Promise<string> {
      const exp = Math.floor(expiresAt.getTime() / 1000);
      const cacheKey = JSON.stringify([claims.organisationId, claims.accountId, claims.userId, claims.tokenVersion, claims.index, claims.permissions, exp]);
      const hit = searchKeys.get(cacheKey);
      if (hit && hit.exp > Date.now() / 1000) return hit.key;
      const key = await new SignJWT({ org: claims.organisationId, acc: claims.accountId, tv: claims.tokenVersion, idx: claims.index, perms: claims.permissions })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience('search')
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(searchKey);
      searchKeys.set(cacheKey, { key, exp });
      return key;
    },

    /** A keyed digest of a device id or an address, as `trusted_clients` stores it. */
    clientDigest(value: string): string {
      return createHmac('sha256', clientKey).update(value).digest('base64url');
    },

    /** A sign-in attempt's state for the browser to keep (decision 027), valid for `ttlSeconds`. */
    async signOAuthState(state: OAuthStateClaims, ttlSeconds = 600): Promise<string> {
      return new SignJWT({ org: state.organisationId, prov: state.provider, st: state.state, no: state.nonce, pv: state.verifier, u: state.userId, tv: state.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(state.userId === null ? 'sign-in' : String(state.userId))
        .setIssuer(ISSUER)
        .setAudience('oauth-state')
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(oauthKey);
    },

    /** The attempt's state, or null when it is not ours, tampered with or expired. */
    async verifyOAuthState(jwt: string): Promise<OAuthStateClaims | null> {
      try {
        const { payload: p } = await jwtVerify(jwt, oauthKey, { ...VERIFY, audience: 'oauth-state' });
        if (typeof p.org !== 'number' || typeof p.prov !== 'string' || typeof p.st !== 'string' || typeof p.no !== 'string' || typeof p.pv !== 'string') return null;
        const userId = typeof p.u === 'number' ? p.u : null;
        const tokenVersion = typeof p.tv === 'number' ? p.tv : null;
        return { organisationId: p.org, provider: p.prov, state: p.st, nonce: p.no, verifier: p.pv, userId, tokenVersion };
      } catch {
        return null;
      }
    },

    /** The key's claims, or why it is refused. */
    async verifySearchKey(key: string): Promise<SearchKeyCheck> {
      try {
        const { payload } = await jwtVerify(key, searchKey, { ...VERIFY, audience: 'search' });
        const userId = Number(payload.sub);
        const accountId = payload.acc ?? null;
        const permissions = payload.perms ?? [];
        if (
          !Number.isInteger(userId) ||
          typeof payload.org !== 'number' ||
          typeof payload.tv !== 'number' ||
          typeof payload.idx !== 'string' ||
          (accountId !== null && typeof accountId !== 'number') ||
          !Array.isArray(permissions)
        ) {
          return { refused: 'invalid' };
        }
        return {
          claims: { organisationId: payload.org, accountId: accountId as number | null, userId, tokenVersion: payload.tv, index: payload.idx, permissions: permissions as string[] },
        };
      } catch (error) {
        return { refused: (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid' };
      }
    },
  };
}

/** A random URL-safe token of 256 bits. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
/** What is stored of a one-time token: its SHA-256, so a database leak yields no usable link. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');
