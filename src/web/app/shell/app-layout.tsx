import { AppShell, Box, Burger, Group, NavLink as MantineNavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { SIDEBAR_BREAKPOINTS_PX, SIDENAV_WIDTH_PX } from '../../../shared/constants.js';
import { moduleRoot, navLinks, notificationsApi, showsLanguageSwitcher, showsNotificationBell } from '../../../shared/permissions.js';
import { LanguageMenu } from '../../components/language-menu.js';
import { useOrganisation, useViewer } from '../../lib/hooks.js';
import { NotificationBell } from '../../features/notifications/notification-bell.js';
import { UserMenu } from './user-menu.js';

const ChangePasswordDialog = lazy(() =>
  import('../../features/account-settings/change-password-dialog.js').then((m) => ({ default: m.ChangePasswordDialog })),
);

/** Sidebars auto-hide at or below 991 px and show from 992 px (§9). */
const SIDEBAR_BREAKPOINT = `${SIDEBAR_BREAKPOINTS_PX[1] / 16}em`;
const HEADER_HEIGHT = 60;

/** The signed-in shell (§2): navbar, sidenav, page outlet and footer logo. */
export function AppLayout() {
  const { t } = useTranslation('shell');
  const viewer = useViewer();
  const organisation = useOrganisation();
  const ctx = { viewer, organisation };
  const links = navLinks(ctx);
  const hasSidenav = links.length > 0;
  const [opened, { toggle, close }] = useDisclosure(false);
  const [changePassword, setChangePassword] = useState(false);
  const location = useLocation();
  const showLogo = new URLSearchParams(location.search).get('show_logo') !== 'false';

  // Following a link closes the sidenav on narrow screens.
  useEffect(() => close(), [location.pathname, close]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={hasSidenav ? { width: SIDENAV_WIDTH_PX, breakpoint: SIDEBAR_BREAKPOINT, collapsed: { mobile: !opened } } : undefined}
      padding="md"
    >
      <AppShell.Header className="tf-navbar" style={{ background: 'var(--tf-navbar)', color: 'var(--tf-navbar-text)' }} data-testid="navbar" component="header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {hasSidenav && (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={opened ? t('burger.close') : t('burger.open')}
                aria-expanded={opened}
                data-testid="burger"
              />
            )}
            <Box component={Link} to={moduleRoot(viewer)} className="tf-logo" aria-label={t('logo.home', { name: organisation.name })} data-testid="navbar-logo">
              {organisation.logo_url ? (
                <img src={organisation.logo_url} alt="" />
              ) : (
                <Text fw={700} c="inherit">
                  {organisation.name}
                </Text>
              )}
            </Box>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {showsNotificationBell(viewer) && <NotificationBell api={notificationsApi(viewer)} />}
            {showsLanguageSwitcher(ctx) && <LanguageMenu />}
            <UserMenu ctx={ctx} onChangePassword={() => setChangePassword(true)} />
          </Group>
        </Group>
      </AppShell.Header>

      {hasSidenav && (
        <AppShell.Navbar className="tf-sidenav" style={{ background: 'var(--tf-sidenav)', color: 'var(--tf-sidenav-text)' }} p="sm" data-testid="sidenav" component="nav" aria-label={t('nav.label')}>
          {links.map((link) => (
            <MantineNavLink key={link.key} component={NavLink} to={link.to} label={t(`nav.${link.key}`)} data-testid={`nav-${link.key}`} />
          ))}
        </AppShell.Navbar>
      )}

      <AppShell.Main className="tf-main">
        <Box className="tf-page" data-show-logo={showLogo} style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <Box component="footer" className="tf-footer-logo" mt="xl" py="md" data-testid="footer-logo">
          {organisation.company.logo_url ? (
            <img src={organisation.company.logo_url} alt={t('footer.companyLogo', { name: organisation.company.name })} />
          ) : (
            <Text size="sm" c="dimmed">
              {organisation.company.name}
            </Text>
          )}
        </Box>
      </AppShell.Main>

      {changePassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog opened onClose={() => setChangePassword(false)} />
        </Suspense>
      )}
    </AppShell>
  );
}
