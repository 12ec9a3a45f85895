/** Authentication: sign-in, sessions, sign-up, one-time links, password reset and change (spec §7, §5). */
import { LOGIN_TOKEN_TTL_SECONDS, PASSWORD_RESET_TTL_SECONDS, SIGNUP_TOKEN_TTL_SECONDS } from '../../../shared/constants.js';
import { EMPLOYEE_PERMISSION_FLAGS, type AuthData, type ProfileStats } from '../../../shared/schemas/auth.js';
import { MESSAGES } from '../../../shared/validation.js';
import { isProfileComplete } from '../../../shared/profile-completion.js';
import type { Viewer } from '../../../shared/permissions.js';
import { inTransaction, type TenantScope } from '../../db/tenant.js';
import { conflict, forbidden, gone, notFound, tooManyRequests, unauthorised, unprocessable } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword, timingDummyHash, verifyPassword } from '../../lib/passwords.js';
import type { Throttle, ThrottleRule } from '../../lib/throttle.js';
import { randomToken, tokenDigest, type TokenService } from '../../lib/tokens.js';
import type { RequestContext } from '../../lib/context.js';
import * as repo from './repository.js';

const DAY = 24 * 60 * 60;

/**
 * Failed sign-ins (decision 013). A client is the request's device when the user has signed in from
 * it before (the `tf_device` cookie), else its address. Trusted clients — a device or an address the
 * user has signed in from — meet only their own counter, so nobody can lock the user out of them.
 */
export const SIGN_IN_RULES = {
  /** One account from one client: 5 failures, then 1 minute, doubling with each failure to a day. */
  client: { free: 5, lockSeconds: 60, maxLockSeconds: DAY, forgetSeconds: DAY },
  /** One address across accounts (untrusted clients): 20 failures, then 1 minute, doubling to a day. */
  address: { free: 20, lockSeconds: 60, maxLockSeconds: DAY, forgetSeconds: DAY },
  /** One account from every untrusted client together (distributed guessing): 10, then 15 minutes, doubling to a day. */
  account: { free: 10, lockSeconds: 15 * 60, maxLockSeconds: DAY, forgetSeconds: DAY },
} satisfies Record<string, ThrottleRule>;
/** Reset mails: 5 an hour per account (per account and trusted client for a trusted one), 20 an hour per address. */
export const RESET_RULES = {
  account: { free: 5, lockSeconds: 3600, maxLockSeconds: 3600, forgetSeconds: 3600 },
  address: { free: 20, lockSeconds: 3600, maxLockSeconds: 3600, forgetSeconds: 3600 },
} satisfies Record<string, ThrottleRule>;
/**
 * Sign-ups, each of which sends a mail: 30 per address and 5 per email, then locked, longer for each
 * further attempt; counts start over after an hour without a sign-up.
 */
export const SIGN_UP_RULES = {
  address: { free: 30, lockSeconds: 15 * 60, maxLockSeconds: DAY, forgetSeconds: 3600 },
  email: { free: 5, lockSeconds: 3600, maxLockSeconds: DAY, forgetSeconds: 3600 },
} satisfies Record<string, ThrottleRule>;
/** Wrong current passwords on a password change: 5 per user and 20 per address, then 1 minute, doubling to a day. */
export const PASSWORD_CHANGE_RULES = {
  user: { free: 5, lockSeconds: 60, maxLockSeconds: DAY, forgetSeconds: DAY },
  address: { free: 20, lockSeconds: 60, maxLockSeconds: DAY, forgetSeconds: DAY },
} satisfies Record<string, ThrottleRule>;

export const INVALID_CREDENTIALS = MESSAGES.invalidCredentials;
export const RESET_REQUESTED = 'If an account exists for this email, we have sent a link to reset the password.';
/** The one answer to a sign-up, whether or not the email is registered (the mail says which). */
export const SIGNUP_REQUESTED = 'Check your email: we have sent you a message to finish signing up.';
export const SIGN_IN_LINK_INVALID = 'This sign-in link is invalid, expired or already used.';
export const ALREADY_REGISTERED = 'An account with this email already exists. Sign in, or reset your password if you forgot it.';

/** Who is asking: the request's address and the device id its `tf_device` cookie carries, if any. */
export type Client = { address: string; device: string | null };
/** A sign-in's answer and the device id to keep in the `tf_device` cookie. */
export type SignedIn = { auth: AuthData; device: string };

/** What the auth use cases need besides the request: token signing, mail and throttling. */
export type AuthServices = {
  tokens: TokenService;
  mailer: Mailer;
  throttle: Throttle;
  /** Builds an absolute URL on the organisation's own subdomain. */
  organisationUrl: (path: string) => string;
};

/** The request context with the auth services: what every auth use case is called with. */
export type AuthContext = RequestContext & AuthServices;

function waitText(seconds: number): string {
  if (seconds <= 90) return `${Math.max(1, Math.ceil(seconds))} second(s)`;
  if (seconds <= 90 * 60) return `${Math.ceil(seconds / 60)} minute(s)`;
  return `${Math.ceil(seconds / 3600)} hour(s)`;
}

export const tooMany = (seconds: number) => tooManyRequests(seconds, `Too many attempts. Please wait ${waitText(seconds)} before trying again.`);

async function startSession(ctx: AuthContext, user: repo.UserRow) {
  return ctx.tokens.signSession({ userId: user.id, organisationId: ctx.organisation.id, tokenVersion: user.tokenVersion });
}

/**
 * A successful sign-in: the session, and the device and address remembered as trusted for the user.
 * The device keeps its id only when it is already trusted for this user; otherwise it gets a new one,
 * so an id planted in a browser can never become trusted for whoever signs in there next.
 */
async function signIn(ctx: AuthContext, user: repo.UserRow, client: Client, knownDevice = false): Promise<SignedIn> {
  const device = knownDevice && client.device ? client.device : randomToken();
  await repo.trustClient(ctx, user.id, [
    { kind: 'device', digest: ctx.tokens.clientDigest(device) },
    { kind: 'address', digest: ctx.tokens.clientDigest(client.address) },
  ]);
  return { auth: await authData(ctx, user, await startSession(ctx, user)), device };
}

/** A sign-in another party vouched for (a professional network's verified identity): a session, and the client trusted as after any sign-in. */
export const signInVerified = (ctx: AuthContext, user: repo.UserRow, client: Client): Promise<SignedIn> => signIn(ctx, user, client);

type Assessed = {
  user: repo.UserRow | undefined;
  /** The user has signed in from this device or this address before. */
  trusted: boolean;
  /** The request's device is trusted for the user. */
  knownDevice: boolean;
  /** The client's part of a per-client key: the trusted device, else the address. */
  client: string;
};

/** The user of an email and how far the asking client is trusted for them (one query, known or not). */
async function assess(ctx: AuthContext, email: string, client: Client): Promise<Assessed> {
  const deviceDigest = client.device ? ctx.tokens.clientDigest(client.device) : null;
  const found = await repo.findUserWithTrust(ctx, email, { device: deviceDigest, address: ctx.tokens.clientDigest(client.address) });
  return {
    user: found?.user,
    trusted: !!found && (found.knownDevice || found.knownAddress),
    knownDevice: !!found?.knownDevice,
    client: found?.knownDevice ? `device:${deviceDigest}` : `address:${client.address}`,
  };
}

const accountId = (ctx: AuthContext, email: string) => `${ctx.organisation.id}:${email.toLowerCase()}`;
const signInKeys = (ctx: AuthContext, email: string) => ({
  account: `sign-in:${accountId(ctx, email)}`,
  clients: `sign-in-client:${accountId(ctx, email)}:`,
});

/** The `GET auth` answer: session, user, profile, accounts, employee and the candidate search key. */
export async function authData(ctx: AuthContext, user: repo.UserRow, session: AuthData['session'], known?: Viewer): Promise<AuthData> {
  const viewer = known ?? (await repo.loadViewer(ctx, user));
  return { session, ...viewer, search: await searchKeys(ctx, viewer, user.tokenVersion, new Date(session.expires_at)) };
}

/** `PUT my/terms`: the user agrees to the terms (once; the first date stays), and to the current account's when there is one. */
export async function agreeToTerms(ctx: AuthContext, user: repo.UserRow, session: AuthData['session'], accountId: number | null): Promise<AuthData> {
  const updated = await inTransaction(ctx, (tx) => repo.agreeToTerms(tx, user.id, accountId));
  return authData(ctx, updated, session);
}

/** `PUT my/onboarding`: the onboarding is done. */
export async function finishOnboarding(ctx: AuthContext, user: repo.UserRow, session: AuthData['session']): Promise<AuthData> {
  return authData(ctx, await repo.updateUser(ctx, user.id, { onboarding: false }), session);
}

/** The signed-in user of a verified session (user, profile and memberships in one prepared query, decision 009). */
export const signedInUser = (scope: TenantScope, userId: number): Promise<repo.SignedIn | undefined> => repo.findSignedIn(scope, userId);

/** What the §6 permission functions see of a signed-in user. */
export const viewerOf = ({ user, profile, memberships }: repo.SignedIn): Viewer => repo.buildViewer(user, profile, memberships);

/**
 * A scoped, signed search key for the candidate search (`POST search/candidates`): organisation,
 * user, account and token version baked in, so it works on its organisation only and ends at
 * sign-out. What the user may see is read again from the database at each search.
 */
async function searchKeys(ctx: AuthContext, viewer: Viewer, tokenVersion: number, expiresAt: Date): Promise<AuthData['search']> {
  if (!viewer.account) return null;
  const permissions = viewer.employee ? EMPLOYEE_PERMISSION_FLAGS.filter((f) => viewer.employee?.[f]) : [];
  const index = `candidates_${ctx.organisation.subdomain}`;
  const key = await ctx.tokens.signSearchKey({
    organisationId: ctx.organisation.id,
    accountId: viewer.account.id,
    userId: viewer.user.id,
    tokenVersion,
    index,
    permissions: viewer.employee ? permissions : ['client'],
  }, expiresAt);
  return { keys: { candidates: { key, id: ctx.organisation.subdomain, index } } };
}

export async function login(ctx: AuthContext, email: string, password: string, client: Client): Promise<SignedIn> {
  const seen = await assess(ctx, email, client);
  const keys = { ...signInKeys(ctx, email), address: `sign-in-address:${client.address}` };
  const clientKey = `${keys.clients}${seen.client}`;
  // A trusted client meets only its own counter; everyone else also the address's and the account's.
  const wait = await ctx.throttle.retryAfter(seen.trusted ? [clientKey] : [clientKey, keys.address, keys.account]);
  if (wait > 0) throw tooMany(wait);

  // Verify against a dummy hash for an unknown email so both answers take as long.
  const ok = await verifyPassword(seen.user?.passwordHash ?? (await timingDummyHash()), password);
  if (!seen.user || !ok) {
    let locked = await ctx.throttle.hit(clientKey, SIGN_IN_RULES.client);
    if (!seen.trusted) {
      locked = Math.max(locked, await ctx.throttle.hit(keys.address, SIGN_IN_RULES.address), await ctx.throttle.hit(keys.account, SIGN_IN_RULES.account));
    }
    if (locked > 0) throw tooMany(locked);
    throw unauthorised(INVALID_CREDENTIALS);
  }
  await ctx.throttle.clear(clientKey);
  return signIn(ctx, seen.user, client, seen.knownDevice);
}

export async function logout(ctx: AuthContext, userId: number): Promise<void> {
  await repo.bumpTokenVersion(ctx, userId);
}

/**
 * Sign-up answers the same whether or not the email is registered (decision 004): a new email gets a
 * link that creates the account when used (`/a/login/{token}`); a registered one gets a mail telling
 * its owner how to sign in or reset the password. The password is hashed either way, so both take as long.
 */
export async function signup(
  ctx: AuthContext,
  input: { email: string; password: string; first_name: string; last_name: string },
  locale: string | undefined,
  client: Client,
): Promise<void> {
  const email = input.email.toLowerCase();
  const keys = [`sign-up-address:${client.address}`, `sign-up:${accountId(ctx, email)}`];
  const wait = await ctx.throttle.retryAfter(keys);
  if (wait > 0) throw tooMany(wait);
  await ctx.throttle.hit(keys[0], SIGN_UP_RULES.address);
  await ctx.throttle.hit(keys[1], SIGN_UP_RULES.email);

  const passwordHash = await hashPassword(input.password);
  const name = ctx.organisation.name;
  if (await repo.findUserByEmail(ctx, email)) {
    // No names from the request in this mail: anyone can make us send it to anyone.
    await ctx.mailer.send({
      to: email,
      subject: `Someone tried to sign up with your ${name} email`,
      text: [
        'Hello,',
        '',
        `Someone, perhaps you, tried to create a ${name} account with this email address (${email}).`,
        'You already have an account, so nothing was created or changed.',
        '',
        `To sign in: ${ctx.organisationUrl('/a/login')}`,
        `Forgot your password? Choose a new one: ${ctx.organisationUrl('/a/forgot-password')}`,
        '',
        'If it was not you, ignore this mail: your account and password stay as they are.',
      ].join('\n'),
    });
    return;
  }
  const token = randomToken();
  await inTransaction(ctx, async (tx) => {
    await repo.revokePendingSignups(tx, email);
    await repo.insertPendingSignup(tx, {
      email,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      locale: locale ?? null,
      tokenHash: tokenDigest(token),
      expiresAt: new Date(Date.now() + SIGNUP_TOKEN_TTL_SECONDS * 1000),
    });
  });
  const hours = Math.round(SIGNUP_TOKEN_TTL_SECONDS / 3600);
  await ctx.mailer.send({
    to: email,
    subject: `Finish creating your ${name} account`,
    text: [
      'Hello,',
      '',
      `Open this link within ${hours} hours to finish creating your ${name} account (${email}):`,
      '',
      ctx.organisationUrl(`/a/login/${token}`),
      '',
      'If you did not sign up, ignore this mail: no account is created without the link.',
    ].join('\n'),
  });
}

/** Creates a one-time sign-in link (`/a/login/{token}`) for a user; used by invitations and admins. */
export async function createSignInToken(scope: TenantScope, userId: number, ttlSeconds = LOGIN_TOKEN_TTL_SECONDS): Promise<string> {
  const token = randomToken();
  await repo.insertOneTimeToken(scope, userId, 'sign_in', tokenDigest(token), new Date(Date.now() + ttlSeconds * 1000));
  return token;
}

/** `/a/login/{token}`: a one-time sign-in link, or the link that completes a sign-up. */
export async function exchange(ctx: AuthContext, token: string, client: Client): Promise<SignedIn> {
  const digest = tokenDigest(token);
  const row = await repo.findOneTimeToken(ctx, 'sign_in', digest);
  if (!row) return completeSignup(ctx, digest, client);
  if (!(await repo.consumeOneTimeToken(ctx, row.id))) throw notFound(SIGN_IN_LINK_INVALID);
  const user = await repo.findUserById(ctx, row.userId);
  if (!user) throw notFound(SIGN_IN_LINK_INVALID);
  return signIn(ctx, user, client);
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Creates the account a pending sign-up describes, once, in one transaction with using its link. */
async function completeSignup(ctx: AuthContext, digest: string, client: Client): Promise<SignedIn> {
  const user = await inTransaction(ctx, async (tx) => {
    const pending = await repo.consumePendingSignup(tx, digest);
    if (!pending) throw notFound(SIGN_IN_LINK_INVALID);
    if (await repo.findUserByEmail(tx, pending.email)) throw conflict(ALREADY_REGISTERED);
    try {
      return await repo.insertUserWithProfile(
        tx,
        { email: pending.email, passwordHash: pending.passwordHash, locale: pending.locale },
        { firstName: pending.firstName, lastName: pending.lastName },
      );
    } catch (error) {
      // The same email registered at the same moment by another request.
      if (isUniqueViolation(error)) throw conflict(ALREADY_REGISTERED);
      throw error;
    }
  });
  return signIn(ctx, user, client);
}

export async function requestPasswordReset(ctx: AuthContext, email: string, client: Client): Promise<void> {
  const seen = await assess(ctx, email, client);
  // A trusted client has a counter of its own, so flooding an account's reset mails cannot keep them from it.
  const keys = seen.trusted
    ? [`reset-client:${accountId(ctx, email)}:${seen.client}`]
    : [`reset:${accountId(ctx, email)}`, `reset-address:${client.address}`];
  const wait = await ctx.throttle.retryAfter(keys);
  if (wait > 0) throw tooMany(wait);
  await ctx.throttle.hit(keys[0], RESET_RULES.account);
  if (keys[1]) await ctx.throttle.hit(keys[1], RESET_RULES.address);

  const user = seen.user;
  if (!user) return; // Same answer as for a known email.
  const token = randomToken();
  await inTransaction(ctx, async (tx) => {
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
  const row = await repo.findOneTimeToken(ctx, 'password_reset', tokenDigest(token));
  if (!row || row.usedAt) throw notFound('This reset link is invalid or has already been used. Ask for a new one.');
  if (row.expiresAt.getTime() <= Date.now()) throw gone('This reset link has expired. Ask for a new one.');
  return row;
}

export async function checkResetToken(ctx: AuthContext, token: string): Promise<{ email: string }> {
  const row = await usableResetToken(ctx, token);
  const user = await repo.findUserById(ctx, row.userId);
  if (!user) throw notFound('This reset link is invalid or has already been used. Ask for a new one.');
  return { email: user.email };
}

/** Sets the new password from a reset link; lifts every sign-in lock of the account (decision 013). */
export async function resetPassword(ctx: AuthContext, token: string, password: string, client: Client): Promise<SignedIn> {
  const row = await usableResetToken(ctx, token);
  const passwordHash = await hashPassword(password);
  const user = await inTransaction(ctx, async (tx) => {
    if (!(await repo.consumeOneTimeToken(tx, row.id))) throw notFound('This reset link is invalid or has already been used. Ask for a new one.');
    await repo.updateUser(tx, row.userId, { passwordHash });
    return repo.bumpTokenVersion(tx, row.userId);
  });
  const keys = signInKeys(ctx, user.email);
  await ctx.throttle.clear(keys.account);
  await ctx.throttle.clearPrefix(keys.clients);
  return signIn(ctx, user, client);
}

export async function changePassword(ctx: AuthContext, user: repo.UserRow, oldPassword: string, newPassword: string, address: string) {
  const keys = { user: `password-change:${ctx.organisation.id}:${user.id}`, address: `password-change-address:${address}` };
  const wait = await ctx.throttle.retryAfter([keys.user, keys.address]);
  if (wait > 0) throw tooMany(wait);
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    const locked = Math.max(await ctx.throttle.hit(keys.user, PASSWORD_CHANGE_RULES.user), await ctx.throttle.hit(keys.address, PASSWORD_CHANGE_RULES.address));
    if (locked > 0) throw tooMany(locked);
    throw unprocessable({ password: [MESSAGES.invalidPassword] }, MESSAGES.invalidPassword);
  }
  await ctx.throttle.clear(keys.user);
  if (oldPassword === newPassword) {
    throw unprocessable({ new_password: ['The new password must differ from the current one.'] }, MESSAGES.invalidPassword);
  }
  const passwordHash = await hashPassword(newPassword);
  const updated = await inTransaction(ctx, async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash });
    return repo.bumpTokenVersion(tx, user.id);
  });
  return { message: 'Password updated', session: await startSession(ctx, updated) };
}

export async function reviewCredentials(ctx: AuthContext, user: repo.UserRow, email: string, password: string): Promise<AuthData> {
  if (!user.reviewCredentials) throw forbidden('Your credentials are already confirmed.');
  const passwordHash = await hashPassword(password);
  const updated = await inTransaction(ctx, async (tx) => {
    const other = await repo.findUserByEmail(tx, email);
    if (other && other.id !== user.id) throw unprocessable({ 'user.email': ['This email is already registered.'] });
    await repo.updateUser(tx, user.id, { email, passwordHash, reviewCredentials: false });
    return repo.bumpTokenVersion(tx, user.id);
  });
  return authData(ctx, updated, await startSession(ctx, updated));
}

export async function profileStats(ctx: AuthContext, userId: number): Promise<ProfileStats> {
  const profile = await repo.findProfile(ctx, userId);
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
