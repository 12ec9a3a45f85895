/**
 * Deleting a CV (§6 `can_delete_agreements`, §8 delete confirmation): a button that asks 'Confirm you
 * want to delete this record.', then deletes. The callers show it only to users who may delete CVs;
 * the server's refusals are shown in the interface language: 403 (the permission was taken away
 * meanwhile), 423 (locked), 404 (already deleted, which counts as done).
 */
import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ERROR_MESSAGE } from '../../shared/constants.js';
import type { Agreement } from '../../shared/schemas/agreements.js';
import { isApiError } from '../lib/api.js';
import { notifyError, notifySuccess } from '../lib/notify.js';
import { useDeleteAgreement } from './api/delete-agreement.js';
import { DeleteConfirmationDialog } from './confirmation-dialog.js';

export type DeleteCvButtonProps = {
  agreementId: Agreement['id'];
  /** The CV's name, for the button's accessible name in a list of CVs. */
  name?: string;
  /** After the CV was deleted (or found deleted already); the success toast has been shown. */
  onDeleted?: () => void;
} & Pick<ButtonProps, 'size' | 'variant'>;

export function DeleteCvButton({ agreementId, name, onDeleted, size = 'xs', variant = 'subtle' }: DeleteCvButtonProps) {
  const { t } = useTranslation('cv');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAgreement();

  const run = async () => {
    try {
      await remove.mutateAsync(agreementId);
      notifySuccess(t('delete.done'));
      onDeleted?.();
    } catch (error) {
      if (!isApiError(error)) return notifyError(DEFAULT_ERROR_MESSAGE);
      if (error.status === 401) return; // signed out by the call's policy
      if (error.status === 404) {
        notifyError(t('delete.gone'));
        return onDeleted?.();
      }
      if (error.status === 403) return notifyError(t('delete.forbidden'));
      if (error.status === 423) return notifyError(t('delete.locked'));
      notifyError(error.status === 0 ? DEFAULT_ERROR_MESSAGE : error.message);
    }
  };

  return (
    <>
      <Button
        color="red"
        size={size}
        variant={variant}
        loading={remove.isPending}
        onClick={() => setConfirming(true)}
        aria-label={name !== undefined ? t('delete.label', { name }) : undefined}
        data-testid="delete-cv"
      >
        {t('delete.action')}
      </Button>
      <DeleteConfirmationDialog opened={confirming} onClose={() => setConfirming(false)} onConfirm={() => void run()} />
    </>
  );
}
