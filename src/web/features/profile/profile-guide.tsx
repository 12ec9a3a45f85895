/**
 * The profile-completion guide (§2, §4): the four steps with what is done, the active step (the
 * first incomplete one from this page on) and a link to the next; a switch that turns it on or off,
 * remembered in local storage (on until switched off). It turns itself off when the profile is
 * complete, saying 'Your profile is complete'. The rules are ./guide-model.ts.
 */
import { Anchor, Badge, Button, Group, List, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { STORAGE_KEYS } from '../../../shared/constants.js';
import { profileStatsSchema } from '../../../shared/schemas/auth.js';
import { useViewer } from '../../lib/hooks.js';
import { notifySuccess } from '../../lib/notify.js';
import { localStore } from '../../lib/storage.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { useProfileStats } from './api/get-profile-stats.js';
import { guideState } from './guide-model.js';

const OFF = 'off';
const ON = 'on';

/** Whether the guide is switched on (local storage, §4), and the switch. */
export function useGuideSwitch() {
  const [enabled, setEnabled] = useState(() => localStore.get(STORAGE_KEYS.profileGuide) !== OFF);
  const set = (on: boolean) => {
    localStore.set(STORAGE_KEYS.profileGuide, on ? ON : OFF);
    setEnabled(on);
  };
  return [enabled, set] as const;
}

export function ProfileGuide() {
  const { t } = useTranslation('profile');
  const { pathname } = useLocation();
  const viewer = useViewer();
  const stats = useProfileStats();
  const [enabled, setEnabled] = useGuideSwitch();
  // An answer not of the stats' shape (an old server) leaves the guide empty rather than the page broken.
  const known = profileStatsSchema.safeParse(stats.data, translatedIssues);
  const state = guideState({ enabled, stats: known.success ? known.data : undefined, viewer, path: pathname.replace(/\/+$/, '') || '/' });

  useEffect(() => {
    if (state.kind !== 'turnOff') return;
    setEnabled(false);
    if (state.complete) notifySuccess(t('guide.complete'));
    // setEnabled is a fresh function each render; the state's kind is what decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.kind, state.kind === 'turnOff' && state.complete, t]);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profile-guide-title" data-testid="profile-guide">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h5" id="profile-guide-title">
            {t('guide.title')}
          </Title>
          <Switch label={t('guide.switch')} checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} data-testid="profile-guide-switch" />
        </Group>
        {state.kind === 'show' && (
          <>
            <nav aria-label={t('guide.steps')}>
              <List listStyleType="none" spacing={6}>
                {state.steps.map((step, i) => (
                  <List.Item key={step.key} data-testid={`guide-step-${step.key}`} data-done={step.done} data-active={step.key === state.active}>
                    <Group gap="xs" wrap="nowrap">
                      <Badge variant={step.done ? 'filled' : 'light'} color={step.done ? 'teal' : step.key === state.active ? 'blue' : 'gray'} circle aria-hidden>
                        {step.done ? '✓' : i + 1}
                      </Badge>
                      <Anchor component={NavLink} to={step.path} end aria-current={step.key === state.active ? 'step' : undefined} fw={step.key === state.active ? 700 : 400}>
                        {t(`steps.${step.key}`)}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {step.done ? t('guide.done') : t(`guide.todo.${step.key}`)}
                      </Text>
                    </Group>
                  </List.Item>
                ))}
              </List>
            </nav>
            <Group>
              <Button component={NavLink} to={state.steps.find((s) => s.key === state.active)!.path} variant="light" size="xs" data-testid="guide-active">
                {t('guide.active', { step: t(`steps.${state.active}`) })}
              </Button>
              <Button component={NavLink} to={state.next.path} variant="subtle" size="xs" data-testid="guide-next">
                {t('guide.next', { step: t(`steps.${state.next.key}`) })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
