import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** Password input with a keyboard-reachable, labelled show/hide toggle (§2 widgets). */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      ref={ref}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? t('common:password.hide') : t('common:password.show'), 'aria-pressed': visible }}
      {...props}
    />
  );
}
