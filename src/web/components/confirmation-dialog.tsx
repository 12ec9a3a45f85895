import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ConfirmationType = 'primary' | 'danger' | 'error';

export type ConfirmationDialogProps = {
  opened: boolean;
  onClose: () => void;
  onConfirm?: () => void;
  /** primary and danger ask to confirm; error only informs (no confirm button). */
  type?: ConfirmationType;
  title?: string;
  message?: string;
  confirmLabel?: string;
};

/** Confirmation dialog (§4, §8). Defaults are the discard texts. */
export function ConfirmationDialog({ opened, onClose, onConfirm, type = 'primary', title, message, confirmLabel }: ConfirmationDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t('common:confirm.discardTitle')} centered data-type={type}>
      <Text mb="lg">{message ?? t('common:confirm.discardMessage')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {type === 'error' ? t('common:actions.close') : t('common:actions.cancel')}
        </Button>
        {type !== 'error' && (
          <Button
            color={type === 'danger' ? 'red' : undefined}
            onClick={() => {
              onConfirm?.();
              onClose();
            }}
          >
            {confirmLabel ?? t('common:confirm.discardConfirm')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}

/** The delete confirmation of §8. */
export function DeleteConfirmationDialog(props: Omit<ConfirmationDialogProps, 'type' | 'title' | 'message' | 'confirmLabel'>) {
  const { t } = useTranslation();
  return (
    <ConfirmationDialog
      {...props}
      type="danger"
      title={t('common:confirm.deleteTitle')}
      message={t('common:confirm.deleteMessage')}
      confirmLabel={t('common:confirm.deleteConfirm')}
    />
  );
}

/** The generic error dialog of §8: titled 'Error', with the default message unless given one. */
export function ErrorDialog({ opened, onClose, message }: { opened: boolean; onClose: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmationDialog opened={opened} onClose={onClose} type="error" title={t('common:errors.errorDialogTitle')} message={message ?? t('common:errors.generic')} />
  );
}
