import { Avatar, Button, Menu, Text } from '@mantine/core';
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
  const shown = name || viewer?.user.email;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          rightSection={<ChevronDownIcon />}
          data-testid="user-menu"
          aria-label={t('menu.label')}
          title={shown}
          // A long name ends in an ellipsis; a phone's header shows the initials.
          maw={320}
          styles={{ inner: { minWidth: 0 }, label: { minWidth: 0 } }}
        >
          <Text span inherit truncate="end" visibleFrom="sm">
            {shown}
          </Text>
          <Avatar name={shown} color="initials" size={28} hiddenFrom="sm" aria-hidden />
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
