import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dropdownLinks, type PermissionContext } from '../../../shared/permissions.js';
import { ChevronDownIcon } from '../../components/icons.js';
import { logout } from '../../lib/logout.js';

/** The user dropdown of §2, entries from shared `dropdownLinks`. */
export function UserMenu({ ctx, onChangePassword }: { ctx: PermissionContext; onChangePassword: () => void }) {
  const { t } = useTranslation('shell');
  const viewer = ctx.viewer;
  const name = viewer?.profile ? `${viewer.profile.first_name} ${viewer.profile.last_name}`.trim() : '';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" rightSection={<ChevronDownIcon />} data-testid="user-menu" aria-label={t('menu.label')}>
          {name || viewer?.user.email}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {dropdownLinks(ctx).map((link) => {
          const label = t(`menu.${link.key}`);
          if ('action' in link && link.action === 'changePassword') {
            return (
              <Menu.Item key={link.key} onClick={onChangePassword} data-testid="menu-change-password">
                {label}
              </Menu.Item>
            );
          }
          if ('action' in link && link.action === 'logout') {
            return (
              <Menu.Item key={link.key} onClick={() => void logout()} data-testid="menu-logout">
                {label}
              </Menu.Item>
            );
          }
          return (
            <Menu.Item key={link.key} component={Link} to={(link as { to: string }).to} data-testid={`menu-${link.key}`}>
              {label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
