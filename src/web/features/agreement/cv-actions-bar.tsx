/**
 * The CV actions bar (§2, §6): Edit, Add to List, Download to PDF, Download to MS Word (Word export
 * organisations only), Settings (CV settings permission) and Create Candidate Link (organisations
 * with the candidate review feature). Lists, PDF/Word and candidate links arrive with a later issue:
 * their entries are here and say so plainly when used.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canEditCvSettings, canExportWord, type PermissionContext } from '../../../shared/permissions.js';

type Later = 'addToList' | 'pdf' | 'word' | 'candidateLink';

export type CvActionsBarProps = {
  agreementId: string | number;
  ctx: PermissionContext;
  onSettings: () => void;
};

export function CvActionsBar({ agreementId, ctx, onSettings }: CvActionsBarProps) {
  const { t } = useTranslation('cv');
  const [later, setLater] = useState<Later | null>(null);
  const entry = (key: Later) => (
    <Button variant="default" size="xs" onClick={() => setLater(key)} data-testid={`action-${key}`}>
      {t(`actions.${key}`)}
    </Button>
  );
  return (
    <>
      <Group gap="xs" role="toolbar" aria-label={t('actions.label')} data-testid="cv-actions-bar">
        <Button component={Link} to={`/agreement/${agreementId}/edit`} size="xs" variant="light" data-testid="action-edit">
          {t('actions.edit')}
        </Button>
        {entry('addToList')}
        {entry('pdf')}
        {canExportWord(ctx) && entry('word')}
        {canEditCvSettings(ctx) && (
          <Button variant="default" size="xs" onClick={onSettings} data-testid="settings-button">
            {t('actions.settings')}
          </Button>
        )}
        {ctx.organisation.candidate_review_feature && entry('candidateLink')}
      </Group>
      <Modal opened={later !== null} onClose={() => setLater(null)} title={later ? t(`actions.${later}`) : ''} centered>
        <Text mb="md" data-testid="coming-later">
          {later ? t(`actions.later.${later}`) : ''}
        </Text>
        <Group justify="flex-end">
          <Button onClick={() => setLater(null)}>{t('common:actions.close')}</Button>
        </Group>
      </Modal>
    </>
  );
}
