/** Authentication: sign-in, sessions, sign-up, one-time links, password reset and change (spec §7, §5). */
import { LOGIN_TOKEN_TTL_SECONDS, PASSWORD_RESET_TTL_SECONDS } from '../../../shared/constants.js';
import { EMPLOYEE_PERMISSION_FLAGS, type AuthData, type ProfileStats } from '../../../shared/schemas/auth.js';
import { MESSAGES } from '../../../shared/validation.js';
import { isProfileComplete } from '../../../shared/profile-completion.js';
import type { Viewer } from '../../../shared/permissions.js';
import { inTransaction, type TenantScope } from '../../db/tenant.js';
import { gone, notFound, tooManyRequests, unauthorised, unprocessable } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword, timingDummyHash, verifyPassword } from '../../lib/passwords.js';
import type { Throttle, ThrottleRule } from '../../lib/throttle.js';
import { randomToken, tokenDigest, type TokenService } from '../../lib/tokens.js';
import type { OrganisationRow } from '../organisation/repository.js';
import * as repo from './repository.js';

export const SIGN_IN_RULES = {
  /** Per account: 5 failed sign-ins within 15 minutes lock it for 15 minutes. */
  account: { max: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  /** Per address: 20 failed sign-ins within 15 minutes lock the address for 15 minutes. */
  address: { max: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
} satisfies Record<string, ThrottleRule>;
/** Reset mails: 5 per hour per account and 20 per hour per address. */
export const RESET_RULES = {
  account: { max: 5, windowSeconds: 3600, lockSeconds: 3600 },
  address: { max: 20, windowSeconds: 3600, lockSeconds: 3600 },
} satisfies Record<string, ThrottleRule>;

export const INVALID_CREDENTIALS = MESSAGES.invalidCredentials;
export const RESET_REQUESTED = 'If an account exists for this email, we have sent a link to reset the password.';

export type AuthContext = {
  scope: TenantScope;
  organisation: OrganisationRow;
  tokens: TokenService;
  mailer: Mailer;
  throttle: Throttle;
  /** Builds an absolute URL on the organisation's own subdomain. */
  organisationUrl: (path: string) => string;
};

const tooMany = (seconds: number) =>
  tooManyRequests(seconds, `Too many attempts. Please wait ${Math.ceil(seconds / 60)} minute(s) before trying again.`);

async function startSession(ctx: AuthContext, user: repo.UserRow) {
  return ctx.tokens.signSession({ userId: user.id, organisationId: ctx.organisation.id, tokenVersion: user.tokenVersion });
}

/** The `GET auth` answer: session, user, profile, accounts, employee and the candidate search key. */
export async function authData(ctx: AuthContext, user: repo.UserRow, session: AuthData['session'], known?: Viewer): Promise<AuthData> {
  const viewer = known ?? (await repo.loadViewer(ctx.scope, user));
  return { session, ...viewer, search: await searchKeys(ctx, viewer, new Date(session.expires_at)) };
}

/** A scoped, signed search key for the candidate index: organisation and permissions baked in. */
async function searchKeys(ctx: AuthContext, viewer: Viewer, expiresAt: Date): Promise<AuthData['search']> {
  if (!viewer.account) return null;
  const permissions = viewer.employee ? EMPLOYEE_PERMISSION_FLAGS.filter((f) => viewer.employee?.[f]) : [];
  const index = `candidates_${ctx.organisation.subdomain}`;
  const key = await ctx.tokens.signSearchKey({
    organisationId: ctx.organisation.id,
    accountId: viewer.account.id,
    userId: viewer.user.id,
    index,
    permissions: viewer.employee ? permissions : ['client'],
  }, expiresAt);
  return { keys: { candidates: { key, id: ctx.organisation.subdomain, index } } };
}

export async function login(ctx: AuthContext, email: string, password: string, address: string): Promise<AuthData> {
  const accountKey = `sign-in:${ctx.organisation.id}:${email}`;
  const addressKey = `sign-in-address:${address}`;
  const wait = await ctx.throttle.retryAfter([accountKey, addressKey]);
  if (wait > 0) throw tooMany(wait);

  const user = await repo.findUserByEmail(ctx.scope, email);
  // Verify against a dummy hash for an unknown email so both answers take as long.
  const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
  if (!user || !ok) {
    const locked = Math.max(await ctx.throttle.hit(accountKey, SIGN_IN_RULES.account), await ctx.throttle.hit(addressKey, SIGN_IN_RULES.address));
    if (locked > 0) throw tooMany(locked);
    throw unauthorised(INVALID_CREDENTIALS);
  }
  await ctx.throttle.clear(accountKey);
  return authData(ctx, user, await startSession(ctx, user));
}

export async function logout(ctx: AuthContext, userId: number): Promise<void> {
  await repo.bumpTokenVersion(ctx.scope, userId);
}

export async function signup(
  ctx: AuthContext,
  input: { email: string; password: string; first_name: string; last_name: string },
  locale: string | undefined,
): Promise<AuthData> {
  const passwordHash = await hashPassword(input.password);
  const user = await inTransaction(ctx.scope, async (tx) => {
    if (await repo.findUserByEmail(tx, input.email)) {
      throw unprocessable({ 'user.email': ['This email is already registered. Sign in or reset your password.'] });
    }
    return repo.insertUserWithProfile(tx, { email: input.email, passwordHash, locale }, { firstName: input.first_name, lastName: input.last_name });
  });
  return authData(ctx, user, await startSession(ctx, user));
}

/** Creates a one-time sign-in link (`/a/login/{token}`) for a user; used by invitations and admins. */
export async function createSignInToken(ctx: Pick<AuthContext, 'scope'>, userId: number, ttlSeconds = LOGIN_TOKEN_TTL_SECONDS): Promise<string> {
  const token = randomToken();
  await repo.insertOneTimeToken(ctx.scope, userId, 'sign_in', tokenDigest(token), new Date(Date.now() + ttlSeconds * 1000));
  return token;
}

export async function exchange(ctx: AuthContext, token: string): Promise<AuthData> {
  const row = await repo.findOneTimeToken(ctx.scope, 'sign_in', tokenDigest(token));
  if (!row || !(await repo.consumeOneTimeToken(ctx.scope, row.id))) throw notFound('This sign-in link is invalid, expired or already used.');
  const user = await repo.findUserById(ctx.scope, row.userId);
  if (!user) throw notFound('This sign-in link is invalid, expired or already used.');
  return authData(ctx, user, await startSession(ctx, user));
}

export async function requestPasswordReset(ctx: AuthContext, email: string, address: string): Promise<void> {
  const accountKey = `reset:${ctx.organisation.id}:${email}`;
  const addressKey = `reset-address:${address}`;
  const wait = await ctx.throttle.retryAfter([accountKey, addressKey]);
  if (wait > 0) throw tooMany(wait);
  await ctx.throttle.hit(accountKey, RESET_RULES.account);
  await ctx.throttle.hit(addressKey, RESET_RULES.address);

  const user = await repo.findUserByEmail(ctx.scope, email);
  if (!user) return; // Same answer as for a known email.
  const token = randomToken();
  await inTransaction(ctx.scope, async (tx) => {
    await repo.revokeOneTimeTokens(tx, user.id, 'password_reset');
    await repo.insertOneTimeToken(tx, user.id, 'password_reset', tokenDigest(token), new Date(Date.now() + PASSWORD_RESET_TTL_SECONDS * 1000));
  });
  const link = ctx.organisationUrl(`/a/reset-password/${token}`);
  const minutes = Math.round(PASSWORD_RESET_TTL_SECONDS / 60);
  await ctx.mailer.send({
    to: user.email,
    subject: `Reset your ${ctx.organisation.name} password`,
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of your ${ctx.organisation.name} account (${user.email}).`,
      `Open this link within ${minutes} minutes to choose a new password:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
}

async function usableResetToken(ctx: AuthContext, token: string) {
  const row = await repo.findOneTimeToken(ctx.scope, 'password_reset', tokenDigest(token));
  if (!row || row.usedAt) throw notFound('This reset link is invalid or has already been used. Ask for a new one.');
  if (row.expiresAt.getTime() <= Date.now()) throw gone('This reset link has expired. Ask for a new one.');
  return row;
}

export async function checkResetToken(ctx: AuthContext, token: string): Promise<{ email: string }> {
  const row = await usableResetToken(ctx, token);
  const user = await repo.findUserById(ctx.scope, row.userId);
  if (!user) throw notFound('This reset link is invalid or has already been used. Ask for a new one.');
  return { email: user.email };
}

export async function resetPassword(ctx: AuthContext, token: string, password: string): Promise<AuthData> {
  const row = await usableResetToken(ctx, token);
  const passwordHash = await hashPassword(password);
  const user = await inTransaction(ctx.scope, async (tx) => {
    if (!(await repo.consumeOneTimeToken(tx, row.id))) throw notFound('This reset link is invalid or has already been used. Ask for a new one.');
    await repo.updateUser(tx, row.userId, { passwordHash });
    return repo.bumpTokenVersion(tx, row.userId);
  });
  await ctx.throttle.clear(`sign-in:${ctx.organisation.id}:${user.email}`);
  return authData(ctx, user, await startSession(ctx, user));
}

export async function changePassword(ctx: AuthContext, user: repo.UserRow, oldPassword: string, newPassword: string) {
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    throw unprocessable({ password: [MESSAGES.invalidPassword] }, MESSAGES.invalidPassword);
  }
  if (oldPassword === newPassword) {
    throw unprocessable({ new_password: ['The new password must differ from the current one.'] }, MESSAGES.invalidPassword);
  }
  const passwordHash = await hashPassword(newPassword);
  const updated = await inTransaction(ctx.scope, async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash });
    return repo.bumpTokenVersion(tx, user.id);
  });
  return { message: 'Password updated', session: await startSession(ctx, updated) };
}

export async function reviewCredentials(ctx: AuthContext, user: repo.UserRow, email: string, password: string): Promise<AuthData> {
  const passwordHash = await hashPassword(password);
  const updated = await inTransaction(ctx.scope, async (tx) => {
    const other = await repo.findUserByEmail(tx, email);
    if (other && other.id !== user.id) throw unprocessable({ 'user.email': ['This email is already registered.'] });
    await repo.updateUser(tx, user.id, { email, passwordHash, reviewCredentials: false });
    return repo.bumpTokenVersion(tx, user.id);
  });
  return authData(ctx, updated, await startSession(ctx, updated));
}

export async function profileStats(ctx: AuthContext, userId: number): Promise<ProfileStats> {
  const profile = await repo.findProfile(ctx.scope, userId);
  if (!profile) throw notFound('This user has no candidate profile.');
  const stats = {
    phones_count: profile.phones.filter((p) => p.number.trim() !== '').length,
    has_location: !!profile.location && !!(profile.location.city || profile.location.country),
    has_avatar: !!profile.avatar,
    skills_count: profile.skills.length,
    education_count: profile.educationCount,
    experience_count: profile.experienceCount,
    pages_accessed: profile.pagesAccessed,
  };
  return { is_complete: isProfileComplete(stats), ...stats };
}
