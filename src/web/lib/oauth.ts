/**
 * Signing in with a professional network (spec §4, §8; decision 027): the 600 × 400 pop-up goes to
 * the provider, its callback page posts the query back under the OAuth-authenticate message name, the
 * pop-up closes and the code is exchanged. Connecting a network to a signed-in account is the same
 * flow, started with the session.
 */
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { AuthData } from '../../shared/schemas/auth.js';
import { OAUTH_MESSAGE_NAME, OAUTH_POPUP, type OAuthConnections, type OAuthProvider, type OAuthProviders } from '../../shared/schemas/oauth.js';
import { api, isApiError } from './api.js';
import { translateServerMessage } from './i18n.js';
import { paths } from './paths.js';

/** `GET auth/oauth`: the providers this server has set up (a failure shows no button). */
export const getOAuthProviders = () => api.get<OAuthProviders>(paths.auth.oauthProviders, { errors: 'caller' });
export const oauthProvidersQueryKey = ['oauth', 'providers'] as const;
export function useOAuthProvider(provider: OAuthProvider): boolean {
  const { data } = useQuery({ queryKey: oauthProvidersQueryKey, queryFn: getOAuthProviders, staleTime: Infinity, retry: false });
  return Array.isArray(data?.providers) && data.providers.some((p) => p.name === provider);
}

/** `GET my/oauth`: the networks connected to the signed-in account. */
export const getOAuthConnections = () => api.get<OAuthConnections>(paths.my.oauthConnections);
export const oauthConnectionsQueryKey = ['oauth', 'connections'] as const;
export const useOAuthConnections = () => useQuery({ queryKey: oauthConnectionsQueryKey, queryFn: getOAuthConnections });

/** `GET auth/oauth/{provider}?code&state`: signs in, or connects the network to the account that started. The callback's own failures are the caller's to show. */
export const exchangeOAuthCode = (provider: OAuthProvider, query: { code: string; state: string }) =>
  api.get<AuthData>(paths.auth.oauth(provider), { query, errors: 'caller' });

/** `DELETE auth/oauth/{provider}`. */
export const disconnectOAuth = (provider: OAuthProvider) => api.delete<{ message: string }>(paths.auth.oauth(provider));

/** The person closed the pop-up, or the browser did not open it. */
export class OAuthCancelled extends Error {}
/** The provider sent back an error instead of a code (the person declined, or the provider failed). */
export class OAuthRefused extends Error {}

type Params = Record<string, string>;

/** Opens the pop-up at once (a browser opens pop-ups only in the click), centred on the window. */
function openPopup(provider: OAuthProvider): Window | null {
  const { width, height } = OAUTH_POPUP;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return window.open('about:blank', `oauth-${provider}`, `popup=yes,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`);
}

/**
 * The query the callback page posts back from the pop-up, or OAuthCancelled when it is closed first.
 * The callback page posts and closes at once, and nothing orders the delivery of its message before
 * the moment the opener sees the pop-up closed: a closed pop-up is a cancel only once a second has
 * passed without its message.
 */
function callbackOf(popup: Window): Promise<Params> {
  return new Promise((resolve, reject) => {
    let grace: number | undefined;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { name?: unknown; params?: unknown } | null;
      if (event.origin !== window.location.origin || event.source !== popup || data?.name !== OAUTH_MESSAGE_NAME) return;
      done();
      resolve((data.params ?? {}) as Params);
    };
    const watch = window.setInterval(() => {
      if (popup.closed && grace === undefined) {
        grace = window.setTimeout(() => {
          done();
          reject(new OAuthCancelled());
        }, 1000);
      }
    }, 400);
    const done = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      if (grace !== undefined) window.clearTimeout(grace);
    };
    window.addEventListener('message', onMessage);
  });
}

/**
 * The whole flow: the pop-up, the provider, the code exchanged. `connect`: the signed-in account
 * connects the network instead of signing in. Answers the session (AuthData) either way.
 */
export async function signInWithPopup(provider: OAuthProvider, { connect = false } = {}): Promise<AuthData> {
  const popup = openPopup(provider);
  if (!popup) throw new OAuthCancelled();
  let url: string;
  try {
    ({ url } = await api.post<{ url: string }>(connect ? paths.my.oauthConnect(provider) : paths.auth.oauthStart(provider), {}, { errors: connect ? 'standard' : 'caller' }));
  } catch (error) {
    popup.close();
    throw error;
  }
  popup.location.href = url;
  const params = await callbackOf(popup);
  if (!popup.closed) popup.close();
  if (params.error || !params.code || !params.state) throw new OAuthRefused(params.error_description || params.error || '');
  return exchangeOAuthCode(provider, { code: params.code, state: params.state });
}

/** §8: the generic message, or the first server error if one exists. */
export function describeOAuthError(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.status > 0) {
    const first = Object.values(error.errors).flat()[0];
    const message = first ?? error.message;
    if (message) return translateServerMessage(message);
  }
  return t('common:errors.generic');
}
