/**
 * The "Create Candidate Link" dialog (§2, §4): the link is made (or the unexpired one answered again)
 * when the dialog opens; it shows and copies the link and its expiry (dd/MM/yyyy), makes a new one
 * with force (the old one stops working at once), and mails it to the candidate in the CV's language.
 */
import { Alert, Button, CopyButton, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayMonthYear } from '../../../shared/formatters.js';
import type { Agreement } from '../../../shared/schemas/agreements.js';
import type { CandidateToken } from '../../../shared/schemas/candidate-review.js';
import { isApiError } from '../../lib/api.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { createCandidateToken } from './api/create-candidate-token.js';
import { mailCandidateLink } from './api/mail-candidate-link.js';

export type CandidateLinkDialogProps = {
  opened: boolean;
  onClose: () => void;
  agreementId: Agreement['id'];
  /** The CV's email, offered as the address to send the link to. */
  candidateEmail?: string | null;
  /** Unsaved changes in the editor: the candidate sees the CV as last saved, so the dialog offers to save. */
  dirty?: boolean;
  onSave?: () => Promise<boolean>;
};

export function CandidateLinkDialog({ opened, onClose, agreementId, candidateEmail, dirty = false, onSave }: CandidateLinkDialogProps) {
  const { t } = useTranslation(['review', 'common']);
  const [link, setLink] = useState<CandidateToken | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmNew, setConfirmNew] = useState(false);
  const [renewed, setRenewed] = useState(false);
  const [email, setEmail] = useState(candidateEmail ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const message = (error: unknown, fallback: string) => (isApiError(error) && error.status !== 0 ? translateServerMessage(error.message) : fallback);

  // Generated on opening (§4); a closed dialog forgets what it showed.
  useEffect(() => {
    if (!opened) return;
    let cancelled = false;
    setLink(null);
    setRenewed(false);
    setConfirmNew(false);
    setSentTo(null);
    setEmailError(null);
    setFailure(null);
    setEmail(candidateEmail ?? '');
    setLoading(true);
    createCandidateToken(agreementId, false)
      .then(
        (answer) => !cancelled && setLink(answer),
        (error: unknown) => !cancelled && setFailure(isApiError(error) && error.status !== 0 ? translateServerMessage(error.message) : t('link.failed')),
      )
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [opened, agreementId, candidateEmail, t]);

  /** A new link with force: the one shown stops working. */
  async function regenerate() {
    setLoading(true);
    setFailure(null);
    setSentTo(null);
    try {
      setLink(await createCandidateToken(agreementId, true));
      setRenewed(true);
    } catch (error) {
      setFailure(message(error, t('link.failed')));
    } finally {
      setLoading(false);
    }
  }

  async function send() {
    setSending(true);
    setEmailError(null);
    setSentTo(null);
    setFailure(null);
    try {
      const answer = await mailCandidateLink(agreementId, email.trim() || undefined);
      setSentTo(answer.sent_to);
    } catch (error) {
      const field = isApiError(error) ? error.errors.email?.[0] : undefined;
      if (field) setEmailError(translateServerMessage(field));
      else setFailure(message(error, t('link.sendFailed')));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('link.title')} centered size="lg" data-testid="candidate-link-dialog">
      <Stack gap="md">
        <Text size="sm">{t('link.intro')}</Text>
        {dirty && (
          <Alert color="orange" variant="light" data-testid="candidate-link-unsaved">
            <Text size="sm">{t('link.unsaved')}</Text>
            {onSave && (
              <Button
                size="xs"
                mt="xs"
                variant="default"
                loading={saving}
                onClick={() => {
                  setSaving(true);
                  void onSave().finally(() => setSaving(false));
                }}
                data-testid="candidate-link-save"
              >
                {t('common:actions.save')}
              </Button>
            )}
          </Alert>
        )}
        {loading && !link && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('link.loading')}
            </Text>
          </Group>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="candidate-link-error">
            {failure}
          </Alert>
        )}
        {link && (
          <>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label={t('link.label')}
                value={link.url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                style={{ flex: 1 }}
                data-testid="candidate-link-url"
              />
              <CopyButton value={link.url}>
                {({ copied, copy }) => (
                  <Button variant={copied ? 'light' : 'default'} color={copied ? 'teal' : undefined} onClick={copy} data-testid="candidate-link-copy">
                    {copied ? t('link.copied') : t('link.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm" data-testid="candidate-link-expiry">
              {t('link.expires', { date: dayMonthYear(link.expire_at) })}
            </Text>
            {renewed && (
              <Alert color="teal" variant="light" data-testid="candidate-link-renewed">
                {t('link.regenerated')}
              </Alert>
            )}
            {confirmNew ? (
              <Alert color="orange" variant="light" title={t('link.regenerate')}>
                <Text size="sm" mb="sm">
                  {t('link.regenerateConfirm')}
                </Text>
                <Group gap="xs">
                  <Button
                    size="xs"
                    color="orange"
                    loading={loading}
                    onClick={() => {
                      setConfirmNew(false);
                      void regenerate();
                    }}
                    data-testid="candidate-link-regenerate-confirm"
                  >
                    {t('link.regenerateYes')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setConfirmNew(false)}>
                    {t('common:actions.cancel')}
                  </Button>
                </Group>
              </Alert>
            ) : (
              <Group>
                <Button variant="subtle" size="xs" onClick={() => setConfirmNew(true)} disabled={loading} data-testid="candidate-link-regenerate">
                  {t('link.regenerate')}
                </Button>
              </Group>
            )}
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void send();
              }}
            >
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <TextInput
                  type="email"
                  label={t('link.email')}
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  error={emailError}
                  style={{ flex: 1 }}
                  autoComplete="off"
                  data-testid="candidate-link-email"
                />
                <Button type="submit" mt={25} loading={sending} data-testid="candidate-link-send">
                  {t('link.send')}
                </Button>
              </Group>
            </form>
            {sentTo && (
              <Alert color="teal" variant="light" role="status" data-testid="candidate-link-sent">
                {t('link.sent', { email: sentTo })}
              </Alert>
            )}
          </>
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
