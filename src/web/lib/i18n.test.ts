import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGE } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/validation.js';
import validation from '../locales/en/validation.json';
import frCommon from '../locales/fr/common.json';
import { i18next, translateServerMessage } from './i18n.js';

describe('English catalogue', () => {
  it('holds every §5 message under its MESSAGES key, word for word', () => {
    for (const [key, text] of Object.entries(MESSAGES)) expect((validation as Record<string, string>)[key], key).toBe(text);
  });

  it('translates server messages by reverse lookup and leaves unknown ones as sent', async () => {
    await i18next.changeLanguage('en');
    i18next.addResource('fr', 'validation', 'invalidPassword', 'Mot de passe invalide.');
    await i18next.changeLanguage('fr');
    try {
      expect(translateServerMessage(MESSAGES.invalidPassword)).toBe('Mot de passe invalide.');
      // The French catalogue is loaded on demand and answers the generic message in French.
      expect(translateServerMessage(DEFAULT_ERROR_MESSAGE)).toBe(frCommon.errors.generic);
      expect(frCommon.errors.generic).not.toBe(DEFAULT_ERROR_MESSAGE);
      expect(translateServerMessage('Something only the server says.')).toBe('Something only the server says.');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
