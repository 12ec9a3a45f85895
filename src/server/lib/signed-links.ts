/**
 * Signed links (decision 019): a path of this server that works without a session until it expires,
 * for what a browser loads by itself — an `<img>` of the CV preview, whose sandboxed frame sends no
 * Authorization header. The signature (HMAC-SHA256 with a key derived for links only, so it can
 * pass as nothing else) covers the organisation, the path and the expiry; a link is valid for one to
 * two hours and the same for a whole hour, so the browser caches what it loads.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const HOUR_SECONDS = 3600;

export type LinkSigner = ReturnType<typeof createLinkSigner>;

export function createLinkSigner(secret: string) {
  const key = createHmac('sha256', secret).update('talentfolio/signed-links').digest();
  const signature = (organisationId: number, path: string, expires: number) =>
    createHmac('sha256', key).update(`${organisationId}\n${path}\n${expires}`).digest('base64url');

  return {
    /** `path?expires=…&signature=…`, valid until the end of the next full hour. */
    sign(organisationId: number, path: string, now = Date.now()): string {
      const expires = (Math.floor(now / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS;
      return `${path}?expires=${expires}&signature=${signature(organisationId, path, expires)}`;
    },
    /** Whether the signature is this server's for the organisation and path, and has not expired. */
    verify(organisationId: number, path: string, expires: number, given: string, now = Date.now()): boolean {
      if (!Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
      const expected = Buffer.from(signature(organisationId, path, expires));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    /** Seconds until a link signed now expires (what its answer may be cached for, at most an hour). */
    maxAge(expires: number, now = Date.now()): number {
      return Math.max(0, Math.min(HOUR_SECONDS, Math.floor(expires - now / 1000)));
    },
  };
}
