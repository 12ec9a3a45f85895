/**
 * The notification bell of the navbar (§2: marketplace mode, employees and clients). Its badge is
 * the count of unviewed notifications (`9+` above nine, §9), polled every 30 seconds until a poll
 * fails (§4, §8). A click opens the 540 px dropdown (§9) with a page of notifications, the newest
 * first, each with its relative time (§9); opening one (a click) or its eye action marks it viewed,
 * the bin deletes it, and when the last one of a page goes while others remain the list reloads (§4).
 */
import { ActionIcon, Alert, Anchor, Box, Button, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { badgeCount } from '../../../shared/formatters.js';
import { NOTIFICATION_DROPDOWN_WIDTH_PX, NOTIFICATION_PAGE_SIZE, type Notification } from '../../../shared/schemas/notifications.js';
import { BellIcon, EyeIcon, TrashIcon } from '../../components/icons.js';
import { RelativeTime } from '../../components/relative-time.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { queryClient } from '../../lib/query-client.js';
import { useDeleteNotification } from './api/delete-notification.js';
import { useHasNew } from './api/get-has-new.js';
import { useNotifications } from './api/get-notifications.js';
import { NOTIFICATIONS_QUERY_KEY, type NotificationsApi } from './api/keys.js';
import { useMarkNotificationViewed } from './api/mark-notification-viewed.js';
import { PageLinks, pageRange } from '../../components/page-links.js';

export function NotificationBell({ api }: { api: NotificationsApi }) {
  // The `messages` catalogue holds the notifications' texts (their English wording is the key).
  const { t } = useTranslation(['shell', 'messages']);
  const [opened, setOpened] = useState(false);
  const [page, setPage] = useState(1);
  const hasNew = useHasNew(api);
  const list = useNotifications(api, page, opened);
  const markViewed = useMarkNotificationViewed(api);
  const remove = useDeleteNotification(api);
  const count = hasNew.data?.count ?? 0;
  const badge = badgeCount(count);

  // A poll that finds a new count while the dropdown is open brings the new ones in.
  useEffect(() => {
    if (opened) void queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_QUERY_KEY, api, 'list'] });
    // Only a changed count asks again (opening does so itself).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count]);

  const toggle = () => {
    if (!opened) void queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_QUERY_KEY, api, 'list'] });
    setOpened(!opened);
  };

  const open = (n: Notification) => {
    if (!n.viewed) markViewed.mutate(n.id);
    setOpened(false);
  };

  const erase = async (n: Notification) => {
    const shown = list.data;
    await remove.mutateAsync(n.id).catch(() => undefined);
    if (shown && shown.notifications.length === 1) {
      // The page is empty now: with others left, show the last page that still has some.
      const remaining = shown.pagination.total_count - 1;
      if (remaining > 0) setPage(Math.min(page, Math.ceil(remaining / NOTIFICATION_PAGE_SIZE)));
    }
    await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  };

  const p = list.data?.pagination;
  return (
    <Popover opened={opened} onChange={setOpened} width={NOTIFICATION_DROPDOWN_WIDTH_PX} position="bottom-end" shadow="md" withArrow trapFocus={false} zIndex={300}>
      <Popover.Target>
        <Tooltip label={t('notifications.tooltip')} withArrow disabled={opened}>
          <Indicator label={badge} disabled={!badge} size={18} offset={6} color="red" data-testid="notification-badge-wrapper">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={toggle}
              aria-label={badge ? t('notifications.labelWithCount', { count }) : t('notifications.label')}
              aria-expanded={opened}
              aria-haspopup="dialog"
              data-testid="notification-bell"
              data-count={count}
            >
              <BellIcon />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} data-testid="notification-dropdown" role="dialog" aria-label={t('notifications.title')}>
        <Group justify="space-between" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Text fw={600}>{t('notifications.title')}</Text>
          {count > 0 && (
            <Text size="sm" c="dimmed">
              {t('notifications.unviewed', { count })}
            </Text>
          )}
        </Group>
        {list.isError && !list.data ? (
          <Alert color="red" m="md" title={t('notifications.loadFailed')}>
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              {t('notifications.retry')}
            </Button>
          </Alert>
        ) : !list.data ? (
          <Group justify="center" p="lg">
            <Loader size="sm" aria-label={t('notifications.loading')} />
          </Group>
        ) : list.data.notifications.length === 0 ? (
          <Text c="dimmed" p="lg" ta="center" data-testid="notifications-empty">
            {t('notifications.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420}>
            <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-busy={list.isFetching}>
              {list.data.notifications.map((n) => (
                <Box
                  component="li"
                  key={n.id}
                  px="md"
                  py="sm"
                  data-testid="notification-item"
                  data-viewed={n.viewed}
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', background: n.viewed ? undefined : 'var(--mantine-color-blue-0)' }}
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                    <Box style={{ minWidth: 0, flex: 1 }}>
                      <Anchor component={Link} to={n.url} onClick={() => open(n)} c="inherit" fw={n.viewed ? 400 : 600} size="sm" data-testid="notification-link">
                        {translateServerMessage(n.content)}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {!n.viewed && <VisuallyHidden>{t('notifications.new')} · </VisuallyHidden>}
                        <RelativeTime at={n.created_at} />
                      </Text>
                    </Box>
                    <Group gap={4} wrap="nowrap">
                      {!n.viewed && (
                        <Tooltip label={t('notifications.markViewed')} withArrow>
                          <ActionIcon variant="subtle" color="gray" aria-label={t('notifications.markViewed')} onClick={() => markViewed.mutate(n.id)} data-testid="notification-mark-viewed">
                            <EyeIcon />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      <Tooltip label={t('notifications.delete')} withArrow>
                        <ActionIcon variant="subtle" color="gray" aria-label={t('notifications.delete')} onClick={() => void erase(n)} loading={remove.isPending && remove.variables === n.id} data-testid="notification-delete">
                          <TrashIcon />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Group>
                </Box>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {p && p.total_count > 0 && (
          <Group justify="space-between" px="md" py="xs" gap="xs">
            <Text size="xs" c="dimmed" data-testid="notifications-pagination-text">
              {p.total_pages <= 1
                ? t('notifications.displayingAll', { count: p.total_count })
                : t('notifications.displaying', { ...pageRange(p), total: p.total_count })}
            </Text>
            <PageLinks
              size="sm"
              total={p.total_pages}
              value={page}
              onChange={setPage}
              aria-label={t('notifications.pages')}
              getControlProps={(control) => (control === 'previous' ? { 'aria-label': t('notifications.previousPage') } : control === 'next' ? { 'aria-label': t('notifications.nextPage') } : {})}
            />
          </Group>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
