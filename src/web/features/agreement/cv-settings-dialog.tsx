/**
 * CV layout settings (§2, §4, §5, §7): a menu, then the sections view (order by drag and drop or
 * move buttons, visibility per section) or the fields view (per group header, info, experience,
 * education; choosing 'remove sidebar' ignores the info fields and disables the other info
 * options). Saving stores the choices and reloads the page; Reset saves nulls (the defaults).
 */
import { ActionIcon, Button, Checkbox, Group, Loader, Modal, Paper, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_KEYS, REMOVE_SIDEBAR, resolveCvSettings, SECTION_KEYS, type CvSettings, type FieldGroup, type SectionKey } from '../../../shared/schemas/cv.js';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { SortableList } from '../../components/sortable-list.js';
import { pageReload } from '../../lib/navigation.js';
import { notifyError } from '../../lib/notify.js';
import { useCvSettings } from './api/get-cv-settings.js';
import { saveCvSettings } from './api/save-cv-settings.js';

type View = 'menu' | 'sections' | 'fields';
type SectionRow = { key: SectionKey; visible: boolean };
const GROUPS: FieldGroup[] = ['header', 'info', 'experience', 'education'];

/** Visible sections first in their saved order, then the others in their usual order. */
export function sectionRows(visible: readonly string[]): SectionRow[] {
  const shown = visible.filter((k): k is SectionKey => (SECTION_KEYS as readonly string[]).includes(k));
  return [...shown.map((key) => ({ key, visible: true })), ...SECTION_KEYS.filter((k) => !shown.includes(k)).map((key) => ({ key, visible: false }))];
}

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

export type CvSettingsDialogProps = { opened: boolean; onClose: () => void };

export function CvSettingsDialog({ opened, onClose }: CvSettingsDialogProps) {
  const { t } = useTranslation('cv');
  const answer = useCvSettings(opened);
  const [view, setView] = useState<View>('menu');
  const [rows, setRows] = useState<SectionRow[]>([]);
  const [fields, setFields] = useState<Record<FieldGroup, string[]>>({ header: [], info: [], experience: [], education: [] });
  const [saving, setSaving] = useState(false);

  // Opened again, the dialog shows the settings in force, not what was changed and left unsaved.
  useEffect(() => {
    if (!opened || !answer.data) return;
    const resolved = resolveCvSettings(answer.data.settings);
    setRows(sectionRows(resolved.sections));
    setFields({ ...resolved.fields });
  }, [opened, answer.data]);

  useEffect(() => {
    if (opened) setView('menu');
  }, [opened]);

  const store = async (settings: CvSettings) => {
    setSaving(true);
    try {
      await saveCvSettings(settings);
      pageReload.run();
    } catch {
      // §8: a settings save failure is the generic error.
      notifyError(DEFAULT_ERROR_MESSAGE);
      setSaving(false);
    }
  };

  const save = () =>
    store({
      sections: rows.filter((r) => r.visible).map((r) => r.key),
      fields: {
        header: fields.header,
        // §5: with the sidebar removed the info fields are ignored.
        info: fields.info.includes(REMOVE_SIDEBAR) ? [REMOVE_SIDEBAR] : fields.info,
        experience: fields.experience,
        education: fields.education,
      },
    });

  const toggleField = (group: FieldGroup, key: string, on: boolean) =>
    setFields((f) => ({ ...f, [group]: on ? [...f[group].filter((k) => k !== key), key] : f[group].filter((k) => k !== key) }));
  const sidebarRemoved = fields.info.includes(REMOVE_SIDEBAR);
  /** The ticked fields of a group; with the sidebar removed only that shows in the info group (the others are kept for when it comes back). */
  const shownFields = (group: FieldGroup) => (group === 'info' && sidebarRemoved ? [REMOVE_SIDEBAR] : fields[group]);

  return (
    <Modal opened={opened} onClose={onClose} title={t('settings.title')} size="lg" centered data-testid="cv-settings-dialog">
      {answer.isPending && <Loader size="sm" aria-label={t('common:loading')} />}
      {answer.isError && <Text c="red">{t('common:errors.generic')}</Text>}
      {answer.isSuccess && view === 'menu' && (
        <Stack gap="sm">
          <Button variant="light" onClick={() => setView('sections')} data-testid="settings-sections">
            {t('settings.sections')}
          </Button>
          <Button variant="light" onClick={() => setView('fields')} data-testid="settings-fields">
            {t('settings.fields')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('settings.menuHint')}
          </Text>
          <Group justify="space-between" mt="sm">
            <Button variant="subtle" color="red" loading={saving} onClick={() => void store({ sections: null, fields: null })} data-testid="settings-reset">
              {t('settings.reset')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('common:actions.close')}
            </Button>
          </Group>
        </Stack>
      )}
      {answer.isSuccess && view === 'sections' && (
        <Stack gap={4} data-testid="settings-sections-view">
          <Text size="sm" c="dimmed" mb="xs">
            {t('settings.sectionsHint')}
          </Text>
          <SortableList
            items={rows}
            getId={(r) => r.key}
            onMove={(from, to) => setRows((r) => move(r, from, to))}
            renderItem={(row, index, handle) => {
              const label = t(`sectionKeys.${row.key}`);
              return (
                <Paper withBorder p={6} mb={4} data-testid="settings-section-row" data-key={row.key}>
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="xs" wrap="nowrap">
                      <ActionIcon variant="subtle" color="gray" aria-label={t('settings.drag', { section: label })} {...handle} style={{ cursor: 'grab' }}>
                        ⋮⋮
                      </ActionIcon>
                      <Switch
                        label={label}
                        checked={row.visible}
                        onChange={(e) => {
                          const visible = e.currentTarget.checked;
                          setRows((r) => r.map((x) => (x.key === row.key ? { ...x, visible } : x)));
                        }}
                      />
                    </Group>
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label={t('settings.moveUp', { section: label })} disabled={index === 0} onClick={() => setRows((r) => move(r, index, index - 1))}>
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('settings.moveDown', { section: label })}
                        disabled={index === rows.length - 1}
                        onClick={() => setRows((r) => move(r, index, index + 1))}
                      >
                        ↓
                      </ActionIcon>
                    </Group>
                  </Group>
                </Paper>
              );
            }}
          />
          <Footer onBack={() => setView('menu')} onSave={() => void save()} saving={saving} />
        </Stack>
      )}
      {answer.isSuccess && view === 'fields' && (
        <Stack gap="md" data-testid="settings-fields-view">
          {GROUPS.map((group) => (
            // The group holds the ticks: a checkbox inside a Checkbox.Group shows the group's value, not its own `checked`.
            <Checkbox.Group key={group} label={t(`settings.groups.${group}`)} value={shownFields(group)} data-testid={`settings-group-${group}`}>
              <Stack gap={6} mt={6}>
                {group === 'info' && (
                  <Checkbox
                    value={REMOVE_SIDEBAR}
                    label={t('fieldKeys.info.remove_sidebar')}
                    onChange={(e) => toggleField('info', REMOVE_SIDEBAR, e.currentTarget.checked)}
                    description={t('settings.removeSidebarHint')}
                  />
                )}
                {(FIELD_KEYS[group] as readonly string[]).map((key) => (
                  <Checkbox
                    key={key}
                    value={key}
                    label={t(`fieldKeys.${group}.${key}`)}
                    disabled={group === 'info' && sidebarRemoved}
                    onChange={(e) => toggleField(group, key, e.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          ))}
          <Footer onBack={() => setView('menu')} onSave={() => void save()} saving={saving} />
        </Stack>
      )}
    </Modal>
  );
}

function Footer({ onBack, onSave, saving }: { onBack: () => void; onSave: () => void; saving: boolean }) {
  const { t } = useTranslation('cv');
  return (
    <Group justify="space-between" mt="sm">
      <Button variant="default" onClick={onBack}>
        {t('common:actions.back')}
      </Button>
      <Button onClick={onSave} loading={saving} data-testid="settings-save">
        {t('common:actions.save')}
      </Button>
    </Group>
  );
}
