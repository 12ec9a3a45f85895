/**
 * The team-template picker (§2): the templates of the user's teams (`GET templates?show_my=true`);
 * Apply stays disabled until one is chosen.
 */
import { Button, Card, Group, Image, Loader, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Template } from '../../../shared/schemas/agreements.js';
import { useMyTemplates } from './api/get-templates.js';

export type TemplatePickerProps = {
  opened: boolean;
  onClose: () => void;
  currentId?: Template['id'] | null;
  onApply: (template: Template) => Promise<void> | void;
};

export function TemplatePicker({ opened, onClose, currentId, onApply }: TemplatePickerProps) {
  const { t } = useTranslation('cv');
  const templates = useMyTemplates(opened);
  const [chosen, setChosen] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const list = templates.data?.templates ?? [];
  const template = list.find((x) => String(x.id) === chosen);

  return (
    <Modal opened={opened} onClose={onClose} title={t('templates.title')} size="lg" centered>
      {templates.isPending && <Loader size="sm" aria-label={t('common:loading')} />}
      {templates.isError && <Text c="red">{t('common:errors.generic')}</Text>}
      {templates.isSuccess && list.length === 0 && <Text c="dimmed">{t('templates.empty')}</Text>}
      <Radio.Group value={chosen} onChange={setChosen} label={t('templates.choose')} aria-label={t('templates.choose')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
          {list.map((tpl) => (
            <Card key={tpl.id} withBorder padding="sm" data-testid="template-option">
              <Stack gap="xs">
                {tpl.preview_image_url && <Image src={tpl.preview_image_url} alt="" h={120} fit="contain" />}
                <Radio
                  value={String(tpl.id)}
                  label={
                    <Group gap={6}>
                      <span>{tpl.name}</span>
                      {String(tpl.id) === String(currentId ?? '') && (
                        <Text span size="xs" c="dimmed">
                          {t('templates.current')}
                        </Text>
                      )}
                    </Group>
                  }
                />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          disabled={!template}
          loading={applying}
          data-testid="template-apply"
          onClick={async () => {
            if (!template) return;
            setApplying(true);
            try {
              await onApply(template);
            } finally {
              setApplying(false);
            }
          }}
        >
          {t('templates.apply')}
        </Button>
      </Group>
    </Modal>
  );
}
