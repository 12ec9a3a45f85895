import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Password input with a keyboard-reachable, labelled show/hide toggle (§2 widgets). A text input
 * with a plain toggle button rather than Mantine's PasswordInput, whose action icon and transition
 * cost the sign-in page 2.7 KB of its JavaScript budget.
 */
export function PasswordField({ ref, ...props }: Omit<TextInputProps, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('common:password.hide') : t('common:password.show');
  return (
    <TextInput
      ref={ref}
      type={visible ? 'text' : 'password'}
      autoComplete={props.autoComplete}
      rightSection={
        <button type="button" className="tf-password-toggle" aria-label={label} aria-pressed={visible} title={label} onClick={() => setVisible((v) => !v)}>
          <EyeIcon crossed={visible} />
        </button>
      }
      {...props}
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
