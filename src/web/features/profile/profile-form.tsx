/** A profile page's form: its fields in a card, with Save. */
import { Button, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ProfileForm({ onSubmit, saving, children, testId }: { onSubmit: () => void; saving: boolean; children: ReactNode; testId: string }) {
  const { t } = useTranslation('profile');
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Paper withBorder p="md">
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={saving} data-testid="profile-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
