import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/constants.js';
import { chooseLanguage } from '../lib/i18n.js';
import { renderWithProviders } from '../test-utils.js';
import { LanguageMenu, reloadPage } from './language-menu.js';

describe('language menu', () => {
  it('lists the other languages by their own names, stores the choice and reloads', async () => {
    const reload = vi.spyOn(reloadPage, 'run').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<LanguageMenu />);

    await user.click(screen.getByTestId('language-menu'));
    const items = screen.getAllByRole('menuitem').map((el) => el.textContent);
    expect(items).toEqual(['Nederlands', 'Français', 'Deutsch', 'Português', 'Español']);

    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(chooseLanguage('demo')).toBe('de');
  });

  it('closes on Escape without changing anything', async () => {
    const reload = vi.spyOn(reloadPage, 'run').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<LanguageMenu />);
    await user.click(screen.getByTestId('language-menu'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('interface language choice', () => {
  it('defaults to English, to Spanish on the Spanish-default subdomain, and keeps a stored choice', () => {
    expect(chooseLanguage('demo')).toBe('en');
    expect(chooseLanguage('latam')).toBe('es');
    // The organisation's default language (set in the panel) before the subdomain's.
    expect(chooseLanguage('demo', 'de')).toBe('de');
    expect(chooseLanguage('latam', 'xx')).toBe('es');
    localStorage.setItem(STORAGE_KEYS.language, 'nl');
    expect(chooseLanguage('demo', 'de')).toBe('nl');
    expect(chooseLanguage('latam')).toBe('nl');
    localStorage.setItem(STORAGE_KEYS.language, 'xx');
    expect(chooseLanguage('demo')).toBe('en');
  });
});
