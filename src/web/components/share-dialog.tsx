/**
 * "Share with client" (issue 11, decision 018): a client share link for one CV or a set of CVs —
 * full or anonymous, an expiry, a note to the client and, for the recruiter's record, the client's
 * name and email — then the link, shown this once, with a copy button.
 *
 * Reusable wherever CVs are: the CV actions bar passes its CV, a list of CVs passes the list's ids:
 * `<ShareCvsDialog opened={open} onClose={() => setOpen(false)} agreementIds={ids} />`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, CopyButton, Group, Loader, Modal, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE } from '../../shared/constants.js';
import {
  SHARE_LINK_DEFAULT_DAYS,
  SHARE_LINK_EXPIRY_CHOICES,
  SHARE_LINK_MAX_DAYS,
  SHARE_NOTE_MAX,
  type ShareLinkCreated,
  type ShareLinkInput,
} from '../../shared/schemas/share-links.js';
import { emailSchema } from '../../shared/validation.js';
import { isApiError } from '../lib/api.js';
import { setServerErrors } from '../lib/form-errors.js';
import { translateServerMessage } from '../lib/i18n.js';
import { notifyError } from '../lib/notify.js';
import { translatedIssues } from '../lib/zod-messages.js';
import { useCreateShareLink } from './api/create-share-link.js';

const DAY_MS = 86_400_000;
/** The expiry field: a number of days, or a date the recruiter picks. */
const EXPIRY_VALUES = [...SHARE_LINK_EXPIRY_CHOICES.map(String), 'date'] as const;

/** A day (yyyy-mm-dd) as the end of that day in the recruiter's time zone. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`);
const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Texts of this form's own rules are keys of the `share` catalogue; the rest come translated or are server texts. */
const formSchema = z
  .object({
    version: z.enum(['full', 'anonymous']),
    expiry: z.enum(EXPIRY_VALUES),
    date: z.string(),
    note: z.string().max(SHARE_NOTE_MAX),
    recipient_name: z.string().trim().max(200),
    recipient_email: z.union([z.literal(''), emailSchema]),
  })
  .superRefine((value, ctx) => {
    if (value.expiry !== 'date') return;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value.date)) return ctx.addIssue({ code: 'custom', path: ['date'], message: 'share:dialog.errors.dateRequired' });
    const at = endOfDay(value.date).getTime();
    if (at <= Date.now()) ctx.addIssue({ code: 'custom', path: ['date'], message: 'share:dialog.errors.dateInPast' });
    else if (at > Date.now() + SHARE_LINK_MAX_DAYS * DAY_MS) ctx.addIssue({ code: 'custom', path: ['date'], message: 'share:dialog.errors.dateTooFar' });
  });
type FormValues = z.infer<typeof formSchema>;
type Field = keyof FormValues;

const DEFAULTS: FormValues = { version: 'full', expiry: String(SHARE_LINK_DEFAULT_DAYS) as FormValues['expiry'], date: '', note: '', recipient_name: '', recipient_email: '' };

/** The server's keys → the form's fields (`share_link.note` → note; `expire_at` → the date). */
const fieldOf = (key: string): Field | null => {
  const last = key.split('.').at(-1)!;
  if (last === 'expire_at' || last === 'expires_in_days') return 'date';
  return (['note', 'recipient_name', 'recipient_email'] as const).find((f) => f === last) ?? null;
};

export type ShareCvsDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The CVs to share, in the order the client will see them. */
  agreementIds: readonly number[];
};

export function ShareCvsDialog({ opened, onClose, agreementIds }: ShareCvsDialogProps) {
  const { t, i18n, ready } = useTranslation('share');
  const create = useCreateShareLink();
  const [created, setCreated] = useState<ShareLinkCreated | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema, translatedIssues), mode: 'onTouched', defaultValues: DEFAULTS });
  const { errors, isSubmitting } = form.formState;
  const expiry = form.watch('expiry');

  const close = () => {
    form.reset(DEFAULTS);
    setCreated(null);
    setFormError(null);
    onClose();
  };

  const message = (m?: string) => (!m ? undefined : m.startsWith('share:') ? t(m.slice('share:'.length)) : translateServerMessage(m));

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const input: ShareLinkInput = {
        agreement_ids: [...agreementIds],
        anonymous: values.version === 'anonymous',
        ...(values.expiry === 'date' ? { expire_at: endOfDay(values.date).toISOString() } : { expires_in_days: Number(values.expiry) }),
        note: values.note.trim() || null,
        recipient_name: values.recipient_name || null,
        recipient_email: values.recipient_email || null,
      };
      try {
        setCreated(await create.mutateAsync(input));
      } catch (error) {
        if (!isApiError(error)) return notifyError(DEFAULT_ERROR_MESSAGE);
        if (error.status === 401) return;
        if (error.status === 422) {
          const onFields = setServerErrors(error, form.setError, fieldOf);
          const other = Object.entries(error.errors)
            .filter(([key]) => !fieldOf(key))
            .flatMap(([, messages]) => messages.map(translateServerMessage));
          setFormError(other.length ? other.join(' ') : onFields ? t('dialog.errors.fields') : translateServerMessage(error.message));
          return;
        }
        setFormError(error.status === 0 ? translateServerMessage(DEFAULT_ERROR_MESSAGE) : translateServerMessage(error.message));
      }
    },
    // §8: an invalid save touches every field, so each shows its message.
    () => setFormError(t('dialog.errors.fields')),
  );

  const title = !ready ? '' : agreementIds.length === 1 ? t('dialog.title') : t('dialog.titleMany', { count: agreementIds.length });
  const expiresOn = created ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(created.expire_at)) : '';

  return (
    <Modal opened={opened} onClose={close} title={title} centered size="lg" data-testid="share-dialog">
      {!ready ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : created ? (
        <Stack data-testid="share-created">
          <Alert color="green" variant="light">
            {created.anonymous ? t('created.anonymous', { date: expiresOn }) : t('created.full', { date: expiresOn })}
          </Alert>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t('created.url')}
              value={created.url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              style={{ flex: 1 }}
              data-testid="share-url"
            />
            <CopyButton value={created.url}>
              {({ copied, copy }) => (
                <Button color={copied ? 'teal' : undefined} onClick={copy} data-testid="share-copy">
                  {copied ? t('created.copied') : t('created.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            {t('created.once')}
          </Text>
          <Group justify="space-between">
            <Anchor component={Link} to={`/account/shares/${created.id}`} onClick={close} data-testid="share-follow">
              {t('created.follow')}
            </Anchor>
            <Button onClick={close}>{t('common:actions.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <Stack>
            {formError && (
              <Alert color="red" role="alert" data-testid="share-error">
                {formError}
              </Alert>
            )}
            <Text size="sm">{t('dialog.intro', { count: agreementIds.length })}</Text>
            <Controller
              control={form.control}
              name="version"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="share-version-label">
                    {t('dialog.version')}
                  </Text>
                  <SegmentedControl
                    value={field.value}
                    onChange={field.onChange}
                    aria-labelledby="share-version-label"
                    data={[
                      { value: 'full', label: t('dialog.full') },
                      { value: 'anonymous', label: t('dialog.anonymous') },
                    ]}
                    data-testid="share-version"
                  />
                  <Text size="xs" c="dimmed">
                    {field.value === 'anonymous' ? t('dialog.anonymousHint') : t('dialog.fullHint')}
                  </Text>
                </Stack>
              )}
            />
            <Group grow align="flex-start">
              <Controller
                control={form.control}
                name="expiry"
                render={({ field }) => (
                  <Select
                    label={t('dialog.expiry')}
                    value={field.value}
                    onChange={(v) => v && field.onChange(v)}
                    allowDeselect={false}
                    data={EXPIRY_VALUES.map((v) => ({ value: v, label: v === 'date' ? t('dialog.onDate') : t('dialog.days', { count: Number(v) }) }))}
                    data-testid="share-expiry"
                  />
                )}
              />
              {expiry === 'date' && (
                <TextInput
                  type="date"
                  label={t('dialog.date')}
                  required
                  min={dayOf(new Date(Date.now() + DAY_MS))}
                  max={dayOf(new Date(Date.now() + SHARE_LINK_MAX_DAYS * DAY_MS))}
                  error={message(errors.date?.message)}
                  data-testid="share-date"
                  {...form.register('date')}
                />
              )}
            </Group>
            <Textarea
              label={t('dialog.note')}
              description={t('dialog.noteHint')}
              rows={4}
              error={message(errors.note?.message)}
              data-testid="share-note"
              {...form.register('note')}
            />
            <Group grow align="flex-start">
              <TextInput label={t('dialog.recipientName')} error={message(errors.recipient_name?.message)} data-testid="share-recipient-name" {...form.register('recipient_name')} />
              <TextInput
                type="email"
                label={t('dialog.recipientEmail')}
                error={message(errors.recipient_email?.message)}
                data-testid="share-recipient-email"
                {...form.register('recipient_email')}
              />
            </Group>
            <Text size="xs" c="dimmed">
              {t('dialog.recipientHint')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting} disabled={agreementIds.length === 0} data-testid="share-create">
                {t('dialog.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
