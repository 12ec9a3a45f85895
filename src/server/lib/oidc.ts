/**
 * An OpenID Connect client for signing in with a professional network (spec §4, decision 027): the
 * authorization code flow with state, nonce and, where the provider offers it, PKCE (S256). The
 * provider's endpoints come from its discovery document; its ID token is verified against its key
 * set (signature, issuer, audience, expiry) and the nonce of the attempt.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { OidcProviderConfig } from '../config.js';

/** What the provider says about the person (standard OpenID claims). */
export type OidcClaims = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  locale: string | null;
};

/** Why a sign-in failed at the provider: it could not be reached or refused the code (`unavailable`), or its answer did not check out (`invalid`). */
export class OidcError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

/** One sign-in attempt's secrets: the state and nonce sent to the provider and the PKCE verifier kept back. */
export type OidcAttempt = { state: string; nonce: string; verifier: string };

export const newAttempt = (): OidcAttempt => ({ state: random(), nonce: random(), verifier: random() });

const random = () => randomBytes(32).toString('base64url');

type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  code_challenge_methods_supported?: string[];
};

const TIMEOUT_MS = 10_000;
/** A discovery document is read again after an hour (providers rotate endpoints rarely, keys more often: jose refetches those). */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

export type OidcClient = ReturnType<typeof createOidcClient>;

export function createOidcClient(config: OidcProviderConfig) {
  let discovery: { value: Promise<Discovery>; until: number } | null = null;
  let keys: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | null = null;

  async function getJson(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json', ...init?.headers } });
    } catch (error) {
      throw new OidcError('unavailable', `${url} could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new OidcError('unavailable', `${url} answered ${response.status} without JSON`);
    }
    if (!response.ok) {
      const error = (body as { error?: unknown; error_description?: unknown } | null) ?? {};
      throw new OidcError('unavailable', `${url} answered ${response.status}: ${String(error.error ?? '')} ${String(error.error_description ?? '')}`.trim());
    }
    if (!body || typeof body !== 'object') throw new OidcError('unavailable', `${url} answered something other than an object`);
    return body as Record<string, unknown>;
  }

  function provider(): Promise<Discovery> {
    if (discovery && discovery.until > Date.now()) return discovery.value;
    const value = getJson(`${config.issuer}/.well-known/openid-configuration`).then((doc) => {
      for (const key of ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
        if (typeof doc[key] !== 'string') throw new OidcError('unavailable', `The provider's discovery document has no ${key}`);
      }
      return doc as unknown as Discovery;
    });
    discovery = { value, until: Date.now() + DISCOVERY_TTL_MS };
    // A failure is not kept: the next attempt asks again.
    value.catch(() => {
      if (discovery?.value === value) discovery = null;
    });
    return value;
  }

  const usesPkce = (doc: Discovery) => doc.code_challenge_methods_supported?.includes('S256') ?? false;

  function keySet(uri: string) {
    if (keys?.uri !== uri) keys = { uri, set: createRemoteJWKSet(new URL(uri), { timeoutDuration: TIMEOUT_MS }) };
    return keys.set;
  }

  return {
    /** Where the browser goes to sign in at the provider. */
    async authorizationUrl(attempt: OidcAttempt, redirectUri: string): Promise<string> {
      const doc = await provider();
      const url = new URL(doc.authorization_endpoint);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', config.scope);
      url.searchParams.set('state', attempt.state);
      url.searchParams.set('nonce', attempt.nonce);
      if (usesPkce(doc)) {
        url.searchParams.set('code_challenge', createHash('sha256').update(attempt.verifier).digest('base64url'));
        url.searchParams.set('code_challenge_method', 'S256');
      }
      return url.toString();
    },

    /** Exchanges the code for tokens and returns the verified person; the ID token must carry the attempt's nonce. */
    async exchange(code: string, attempt: OidcAttempt, redirectUri: string): Promise<OidcClaims> {
      const doc = await provider();
      const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: config.clientId, client_secret: config.clientSecret });
      if (usesPkce(doc)) form.set('code_verifier', attempt.verifier);
      const tokens = await getJson(doc.token_endpoint, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      if (typeof tokens.id_token !== 'string') throw new OidcError('invalid', 'The provider answered without an ID token');
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(tokens.id_token, keySet(doc.jwks_uri), { issuer: doc.issuer, audience: config.clientId, requiredClaims: ['sub', 'exp', 'iat'] }));
      } catch (error) {
        throw new OidcError('invalid', `The ID token does not check out: ${(error as Error).message}`);
      }
      if (payload.nonce !== attempt.nonce) throw new OidcError('invalid', 'The ID token does not carry the nonce of this sign-in');
      let claims: Record<string, unknown> = payload;
      // Some providers keep the email and names for the userinfo endpoint.
      if (typeof payload.email !== 'string' && doc.userinfo_endpoint && typeof tokens.access_token === 'string') {
        const info = await getJson(doc.userinfo_endpoint, { headers: { authorization: `Bearer ${tokens.access_token}` } });
        if (info.sub === payload.sub) claims = { ...info, ...payload };
      }
      const text = (key: string) => (typeof claims[key] === 'string' && (claims[key] as string).trim() ? (claims[key] as string).trim() : null);
      return {
        subject: payload.sub!,
        email: text('email')?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: text('given_name'),
        familyName: text('family_name'),
        locale: text('locale'),
      };
    },
  };
}
