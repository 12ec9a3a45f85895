/**
 * My team (`/account/my-company/my-team`, §2, §3, §6): the account's employees with the seven §3
 * permission flags as switches, each change saved at once (a toast says so; a refusal — the last
 * person who manages the account, 409 — shows its message above the table), and an employee removed
 * after a confirmation. Manage account implies Manage employees: that switch stays on while Manage
 * account is. Only someone who manages the account grants or revokes it, or removes someone who has it.
 */
import { Alert, Button, Loader, Stack, Switch, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { canManageAccount } from '../../../shared/permissions.js';
import { EMPLOYEE_PERMISSION_FLAGS, type EmployeePermissionFlag } from '../../../shared/schemas/auth.js';
import type { TeamEmployee } from '../../../shared/schemas/team.js';
import { ConfirmationDialog } from '../../components/confirmation-dialog.js';
import { isApiError } from '../../lib/api.js';
import { loadAuth } from '../../lib/auth-api.js';
import { useViewer } from '../../lib/hooks.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifySuccess } from '../../lib/notify.js';
import { useEmployees } from './api/get-employees.js';
import { useRemoveEmployee } from './api/remove-employee.js';
import { useUpdateEmployee } from './api/update-employee.js';
import { CompanyNav } from './company-nav.js';
import { InvitesSection } from '../../components/invites-section.js';

const errorText = (error: unknown) => translateServerMessage(isApiError(error) && error.status !== 0 ? error.message : DEFAULT_ERROR_MESSAGE);

export function MyTeamPage() {
  const { t } = useTranslation('team');
  const viewer = useViewer();
  const employees = useEmployees();
  const update = useUpdateEmployee();
  const remove = useRemoveEmployee();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamEmployee | null>(null);
  const managesAccount = canManageAccount(viewer);
  const isMe = (employee: TeamEmployee) => employee.id === viewer?.employee?.id;

  const toggle = async (employee: TeamEmployee, flag: EmployeePermissionFlag, value: boolean) => {
    setProblem(null);
    setPending(`${employee.id}:${flag}`);
    try {
      await update.mutateAsync({ id: employee.id, changes: { [flag]: value } });
      notifySuccess(t('team.saved', { name: employee.name || employee.email }));
      // My own rights changed: the menus and guards read them from the session info.
      if (isMe(employee)) void loadAuth();
    } catch (error) {
      if (!isApiError(error) || error.status !== 401) setProblem(errorText(error));
    } finally {
      setPending(null);
    }
  };

  const confirmRemove = async (employee: TeamEmployee) => {
    setProblem(null);
    try {
      await remove.mutateAsync(employee.id);
      notifySuccess(t('team.removed', { name: employee.name || employee.email }));
      if (isMe(employee)) void loadAuth();
    } catch (error) {
      if (!isApiError(error) || error.status !== 401) setProblem(errorText(error));
    }
  };

  return (
    <Stack>
      <CompanyNav />
      <Title order={2} size="h4">
        {t('team.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('team.intro')}
      </Text>
      {problem && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)} data-testid="team-problem">
          {problem}
        </Alert>
      )}
      {employees.isPending ? (
        <Loader size="sm" aria-label={t('team.loading')} />
      ) : !employees.data ? (
        <Alert color="red">{t('team.loadFailed')}</Alert>
      ) : (
        <Table.ScrollContainer minWidth={960}>
          <Table striped verticalSpacing="sm" data-testid="team-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('team.columns.employee')}</Table.Th>
                {EMPLOYEE_PERMISSION_FLAGS.map((flag) => (
                  <Table.Th key={flag} ta="center" fz="xs">
                    {t(`flags.${flag}`)}
                  </Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>{t('team.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {employees.data.map((employee) => {
                const who = employee.name || employee.email;
                const protectedManager = employee.can_manage_account && !managesAccount;
                return (
                  <Table.Tr key={employee.id} data-testid={`employee-${employee.id}`}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {who}
                        {isMe(employee) && (
                          <Text span size="xs" c="dimmed">
                            {' '}
                            {t('team.you')}
                          </Text>
                        )}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {employee.email}
                      </Text>
                    </Table.Td>
                    {EMPLOYEE_PERMISSION_FLAGS.map((flag) => {
                      const implied = flag === 'can_manage_employees' && employee.can_manage_account;
                      const locked = flag === 'can_manage_account' && !managesAccount;
                      const hint = implied ? t('team.implied') : locked ? t('team.onlyAccountManagers') : undefined;
                      const control = (
                        <Switch
                          checked={employee[flag]}
                          disabled={implied || locked || pending === `${employee.id}:${flag}`}
                          onChange={(event) => void toggle(employee, flag, event.currentTarget.checked)}
                          aria-label={t('team.flagOf', { flag: t(`flags.${flag}`), name: who })}
                          data-testid={`flag-${employee.id}-${flag}`}
                          // Implied stays visibly on (a disabled switch would read as off).
                          styles={{
                            body: { justifyContent: 'center' },
                            track: implied ? { backgroundColor: 'var(--mantine-primary-color-light-hover)', borderColor: 'transparent', cursor: 'not-allowed' } : undefined,
                          }}
                        />
                      );
                      return (
                        <Table.Td key={flag} ta="center">
                          {hint ? (
                            <Tooltip label={hint} withArrow>
                              <span style={{ display: 'inline-flex', verticalAlign: 'middle' }}>{control}</span>
                            </Tooltip>
                          ) : (
                            control
                          )}
                        </Table.Td>
                      );
                    })}
                    <Table.Td ta="right">
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        disabled={protectedManager}
                        onClick={() => setRemoving(employee)}
                        aria-label={t('team.removeOf', { name: who })}
                        data-testid={`remove-${employee.id}`}
                      >
                        {t('team.remove')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmationDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && void confirmRemove(removing)}
        type="danger"
        title={t('team.removeTitle', { name: removing ? removing.name || removing.email : '' })}
        message={t('team.removeMessage')}
        confirmLabel={t('team.removeConfirm')}
      />
      <InvitesSection />
    </Stack>
  );
}
