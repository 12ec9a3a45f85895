import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api.js';
import { showToast } from '../../lib/toast.js';
import { useDownloadMyData } from './api/download-my-data.js';
import { DeleteAccountDialog } from './delete-account-dialog.js';

/** "Your data" (issue 15): download a copy of everything kept about me (`GET my/data`, a ZIP), or delete my account. */
export function YourDataSection() {
  const { t } = useTranslation('privacy');
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Paper withBorder p="md" data-testid="your-data">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('yourData.title')}
        </Title>
        <Text size="sm">{t('yourData.intro')}</Text>
        <Group>
          <Button
            loading={download.isPending}
            onClick={() =>
              download.mutate(undefined, {
                onSuccess: () => showToast('success', t('yourData.downloaded')),
                onError: (error) => {
                  if (!isApiError(error) || !error.handled) showToast('error', t('common:errors.generic'));
                },
              })
            }
          >
            {t('yourData.download')}
          </Button>
          <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
            {t('yourData.delete')}
          </Button>
        </Group>
      </Stack>
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
    </Paper>
  );
}
