import { List, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_HINTS } from '../../shared/password-rules.js';
import { CheckIcon, DotIcon } from './icons.js';

const KEY: Record<(typeof PASSWORD_HINTS)[number]['key'], string> = {
  length: 'validation:passwordLength',
  upper: 'validation:passwordUpper',
  lower: 'validation:passwordLower',
  digit: 'validation:passwordDigit',
};

/** The on-screen hints of the shared password rule (§5), each marked as soon as it is met. */
export function PasswordHints({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <List id={id} aria-label={t('common:password.hintsLabel')} size="sm" spacing={2} listStyleType="none" data-testid="password-hints">
      {PASSWORD_HINTS.map((hint) => {
        const met = hint.test(password);
        return (
          <List.Item key={hint.key} data-met={met} icon={met ? <CheckIcon /> : <DotIcon />}>
            <Text span size="sm" c={met ? 'teal.8' : 'dimmed'}>
              {t(KEY[hint.key])}
            </Text>
            <VisuallyHidden>{met ? t('common:password.hintMet') : t('common:password.hintNotMet')}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
