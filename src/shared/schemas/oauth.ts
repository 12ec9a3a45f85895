/**
 * API shapes of signing in with a professional network (spec §4 professional-network sign-in, §7
 * `auth/oauth/{provider}`, §8 its messages; decision 027).
 */
import { z } from 'zod';

export const OAUTH_PROVIDERS = ['linkedin'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** The name the sign-in pop-up posts its query under to the window that opened it (§2 oauth/linkedin). */
export const OAUTH_MESSAGE_NAME = 'OAUTH_AUTHENTICATE';
/** The sign-in pop-up's size (§9). */
export const OAUTH_POPUP = { width: 600, height: 400 } as const;

export const oauthProviderParamsSchema = z.object({ provider: z.enum(OAUTH_PROVIDERS, { error: 'This sign-in provider is not known.' }) });

/** `GET auth/oauth`: the providers set up on this server (none: no button is shown). */
export const oauthProvidersSchema = z.object({ providers: z.array(z.object({ name: z.enum(OAUTH_PROVIDERS) })) });
export type OAuthProviders = z.infer<typeof oauthProvidersSchema>;

/** `POST auth/oauth/{provider}/start` and `POST my/oauth/{provider}/start`: where the pop-up goes. */
export const oauthStartSchema = z.object({ url: z.string() });

/** `GET auth/oauth/{provider}?code=&state=`: what the provider sent back to the callback page. */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().min(1, 'The sign-in came back without a code. Please start again.').max(4096),
  state: z.string().min(1, 'The sign-in came back without its state. Please start again.').max(512),
});

/** `GET my/oauth`: the signed-in user's connected providers. */
export const oauthConnectionsSchema = z.object({
  connections: z.array(z.object({ provider: z.enum(OAUTH_PROVIDERS), email: z.string().nullable(), connected_at: z.string() })),
});
export type OAuthConnections = z.infer<typeof oauthConnectionsSchema>;

/** The server's texts of this flow (§8; the success texts are the spec's own). */
export const OAUTH_MESSAGES = {
  notConfigured: 'Sign-in with LinkedIn is not set up here.',
  stateMismatch: 'This LinkedIn sign-in could not be verified. Please start again.',
  unavailable: 'LinkedIn could not be reached or did not accept the sign-in. Please try again.',
  invalidAnswer: "LinkedIn's answer could not be verified. Please start again.",
  emailUnverified: 'Your LinkedIn account has no verified email address. Verify it at LinkedIn, or sign up with your email.',
  connectedElsewhere: 'This LinkedIn account is already connected to another user.',
  connectAgain: 'Your session changed since this connection started. Please start again.',
  keepOneWay: 'Choose your email and password first: without LinkedIn you could not sign in otherwise.',
  notConnected: 'No LinkedIn account is connected.',
  connected: 'LinkedIn account connected',
  disconnected: 'LinkedIn account disconnected',
} as const;
