/** The two prospect actions that ask first: reject (the reason) and interview (the availability), both optional (§4). */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function AskDialog({
  kind,
  count,
  onClose,
  onConfirm,
}: {
  kind: 'reject' | 'interview';
  count: number;
  onClose: () => void;
  onConfirm: (text: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('jobs');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const ok = await onConfirm(text.trim());
    setBusy(false);
    if (ok) onClose();
  }

  return (
    <Modal opened onClose={onClose} title={t(`ask.${kind}.title`, { count })} centered>
      <Stack gap="md" data-testid={`${kind}-dialog`}>
        <Text size="sm">{t(`ask.${kind}.intro`, { count })}</Text>
        <Textarea
          label={t(`ask.${kind}.label`)}
          rows={4}
          maxLength={1000}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
          data-testid={`${kind}-text`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button color={kind === 'reject' ? 'red' : undefined} onClick={() => void confirm()} loading={busy} data-testid={`${kind}-confirm`}>
            {t(`ask.${kind}.confirm`, { count })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
