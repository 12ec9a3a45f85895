/**
 * 'CV Styler - Branding' (§2): None, or one of the user's accounts (from `GET auth`) shown by its
 * logo. The choice becomes the agreement's `branding_account_id` with the next save.
 */
import { Avatar, Button, Center, Group, Image, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../../../shared/permissions.js';

/** The logo's box: logos are mostly wide wordmarks. */
const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 40;

export type BrandingDialogProps = {
  opened: boolean;
  onClose: () => void;
  viewer: Viewer | null;
  value: number | null;
  onChoose: (accountId: number | null) => void;
};

export function BrandingDialog({ opened, onClose, viewer, value, onChoose }: BrandingDialogProps) {
  const { t } = useTranslation('cv');
  const [choice, setChoice] = useState<string>(value === null ? 'none' : String(value));
  const accounts = viewer?.accounts ?? [];
  useEffect(() => {
    if (opened) setChoice(value === null ? 'none' : String(value));
  }, [opened, value]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('branding.title')} centered>
      <Radio.Group value={choice} onChange={setChoice} label={t('branding.choose')}>
        <Stack gap="xs" mt="xs">
          <Radio value="none" label={t('branding.none')} />
          {accounts.map((a) => (
            <Radio
              key={a.id}
              value={String(a.id)}
              label={
                <Group gap="sm" wrap="nowrap">
                  {/* The whole logo, scaled to fit (wide wordmarks too), never cropped. */}
                  {a.company.logo_url ? (
                    <Image
                      src={a.company.logo_url}
                      alt={t('branding.logo', { name: a.company.name })}
                      w={LOGO_WIDTH}
                      h={LOGO_HEIGHT}
                      fit="contain"
                      style={{ flexShrink: 0 }}
                      data-testid="branding-logo"
                    />
                  ) : (
                    <Center w={LOGO_WIDTH} h={LOGO_HEIGHT} style={{ flexShrink: 0 }}>
                      <Avatar radius="sm" size={LOGO_HEIGHT} aria-hidden>
                        {a.company.name.slice(0, 2)}
                      </Avatar>
                    </Center>
                  )}
                  <Stack gap={0}>
                    <Text size="sm">{a.company.name}</Text>
                    <Text size="xs" c="dimmed">
                      {a.name}
                    </Text>
                  </Stack>
                </Group>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          onClick={() => {
            onChoose(choice === 'none' ? null : Number(choice));
            onClose();
          }}
          data-testid="branding-choose"
        >
          {t('branding.apply')}
        </Button>
      </Group>
    </Modal>
  );
}
