/**
 * The candidate's approval on the CV page (§4 "candidate-approved (date shown)"): the date, a warning
 * when the CV was edited since (the approval is outdated), and the consent evidence of every decision
 * the candidate made through the review link (when, from which address and browser, the digest of
 * the CV they were shown, their reason).
 */
import { Alert, Badge, Button, Code, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayMonthYear } from '../../../shared/formatters.js';
import type { Agreement } from '../../../shared/schemas/agreements.js';
import { useCandidateConsents } from './api/get-candidate-consents.js';

export function CandidateApproval({ agreement, reviewFeature }: { agreement: Agreement; reviewFeature: boolean }) {
  const { t } = useTranslation('review');
  const [open, setOpen] = useState(false);
  const approval = agreement.candidate_approval;
  if (!approval && !reviewFeature) return null;
  return (
    <>
      {approval && (
        <Badge
          color={approval.outdated ? 'orange' : 'teal'}
          variant="light"
          title={approval.outdated ? t('approval.outdatedHint') : undefined}
          data-testid="candidate-approval"
          data-outdated={approval.outdated || undefined}
        >
          {approval.outdated ? t('approval.outdated', { date: dayMonthYear(approval.approved_at) }) : t('approval.approved', { date: dayMonthYear(approval.approved_at) })}
        </Badge>
      )}
      {reviewFeature && (
        <Button variant="subtle" size="compact-xs" onClick={() => setOpen(true)} data-testid="candidate-evidence-button">
          {t('approval.evidence')}
        </Button>
      )}
      <ConsentEvidenceDialog agreementId={agreement.id} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}

function ConsentEvidenceDialog({ agreementId, opened, onClose }: { agreementId: number; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['review', 'common']);
  const consents = useCandidateConsents(agreementId, opened);
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
  return (
    <Modal opened={opened} onClose={onClose} title={t('evidence.title')} size="xl" centered data-testid="candidate-evidence-dialog">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('evidence.intro')}
        </Text>
        {consents.isPending && <Loader size="sm" aria-label={t('common:loading')} />}
        {consents.isError && (
          <Alert color="red" variant="light">
            {t('evidence.failed')}
          </Alert>
        )}
        {consents.data && consents.data.consents.length === 0 && <Text data-testid="candidate-evidence-empty">{t('evidence.empty')}</Text>}
        {consents.data && consents.data.consents.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" fz="sm" data-testid="candidate-evidence-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('evidence.decision')}</Table.Th>
                  <Table.Th>{t('evidence.when')}</Table.Th>
                  <Table.Th>{t('evidence.client')}</Table.Th>
                  <Table.Th>{t('evidence.digest')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {consents.data.consents.map((c) => (
                  <Table.Tr key={c.id} data-testid="candidate-evidence-row">
                    <Table.Td>
                      <Stack gap={4}>
                        <Text size="sm" fw={700} c={c.decision === 'approved' ? 'teal.8' : 'orange.8'}>
                          {t(`evidence.${c.decision}`)}
                        </Text>
                        {c.reason && (
                          <Text size="xs">
                            {t('evidence.reason')}: “{c.reason}”
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{when(c.decided_at)}</Table.Td>
                    <Table.Td>
                      <Text size="xs">{c.ip_address}</Text>
                      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                        {c.user_agent || '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Code style={{ wordBreak: 'break-all' }}>{c.cv_digest}</Code>
                      <Text size="xs" c={c.current ? 'teal' : 'orange'} mt={4}>
                        {c.current ? t('evidence.current') : t('evidence.changed')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
