/** The server's texts reach the interface language without weighing on the sign-in page's first load. */
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../test-utils.js';
import { api, ApiError } from './api.js';
import { i18next, STARTUP_NAMESPACES, translateServerMessage } from './i18n.js';

describe('the server’s catalogue', () => {
  it('is not loaded at start-up, and is loaded with the first error answer, before the caller sees it', async () => {
    expect(STARTUP_NAMESPACES).not.toContain('messages');
    expect(i18next.hasLoadedNamespace('messages')).toBe(false);
    stubFetch(() => ({ status: 413, body: { statusCode: 413, error: 'The file is too large.' } }));
    const error = await api.get('anything', { errors: 'caller' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(i18next.hasLoadedNamespace('messages')).toBe(true);
    await i18next.changeLanguage('de');
    try {
      await i18next.loadNamespaces('messages');
      expect(translateServerMessage((error as ApiError).message)).toBe(i18next.t('messages:request.fileTooLarge'));
      expect(translateServerMessage((error as ApiError).message)).not.toBe('The file is too large.');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
