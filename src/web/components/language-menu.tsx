import { ActionIcon, Box, Paper, UnstyledButton } from '@mantine/core';
import { useClickOutside, useId } from '@mantine/hooks';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGE_NAMES, INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../shared/constants.js';
import { isInterfaceLanguage, storeLanguage } from '../lib/i18n.js';
import { LanguageIcon } from './icons.js';

/** Reloads so every catalogue and formatter starts in the new language (§2). Replaceable in tests. */
export const reloadPage = { run: () => window.location.reload() };

/**
 * The language dropdown: the other interface languages by their own names; choosing one stores it
 * and reloads. A small menu of our own rather than Mantine's Menu, whose positioning engine would
 * weigh about 30 KB on the sign-in page where this menu always shows.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('shell');
  const current: InterfaceLanguage = isInterfaceLanguage(i18n.language) ? i18n.language : 'en';
  const others = INTERFACE_LANGUAGES.filter((l) => l !== current);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useClickOutside<HTMLDivElement>(() => setOpen(false));
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) items.current[0]?.focus();
  }, [open]);

  const choose = (language: InterfaceLanguage) => {
    storeLanguage(language);
    reloadPage.run();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items.current.filter((el): el is HTMLButtonElement => !!el);
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(index + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      list[event.key === 'Home' ? 0 : list.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Box ref={root} pos="relative" display="inline-block">
      <ActionIcon
        ref={button}
        variant="subtle"
        color="gray"
        size="lg"
        data-testid="language-menu"
        aria-label={t('language.current', { name: INTERFACE_LANGUAGE_NAMES[current] })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <LanguageIcon />
      </ActionIcon>
      {open && (
        <Paper id={menuId} role="menu" aria-label={t('language.label')} className="tf-menu" shadow="md" withBorder p={4} onKeyDown={onMenuKeyDown}>
          {others.map((language, i) => (
            <UnstyledButton
              key={language}
              ref={(el) => {
                items.current[i] = el;
              }}
              role="menuitem"
              lang={language}
              className="tf-menu-item"
              onClick={() => choose(language)}
            >
              {INTERFACE_LANGUAGE_NAMES[language]}
            </UnstyledButton>
          ))}
        </Paper>
      )}
    </Box>
  );
}
