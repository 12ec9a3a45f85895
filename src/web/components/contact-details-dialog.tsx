/**
 * Contact details (§2): avatar, name, email, location (city, administrative, country), phones and
 * preferred locations, from `GET contact_details/{type}/{id}` — a CV's candidate (`agreement`, the
 * default), a job's recruiter or client manager, a prospect. §8: the dialog closes when there is no
 * data or no id.
 */
import { Avatar, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../shared/phones.js';
import type { ContactDetails } from '../../shared/schemas/agreements.js';
import { useContactDetails, type ContactType } from './api/get-contact-details.js';

const place = (l: ContactDetails['location']) => (l ? [l.city, l.administrative, l.country].filter(Boolean).join(', ') : '');
const isEmpty = (d: ContactDetails | null | undefined) =>
  !d || !(d.name || d.email || d.avatar || place(d.location) || d.phones?.length || d.preferred_locations?.length);

export type ContactDetailsDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** A CV's id (`agreement`), a job post's (`job.recruiter`, `job.client_manager`) or a prospect's (`job.prospect`). */
  agreementId?: number;
  type?: ContactType;
  id?: number;
  title?: string;
};

export function ContactDetailsDialog({ opened, onClose, agreementId, type = 'agreement', id = agreementId, title }: ContactDetailsDialogProps) {
  const { t } = useTranslation('cv');
  const details = useContactDetails(type, id ?? 0, opened && !!id);

  useEffect(() => {
    if (opened && (!id || (details.isFetched && isEmpty(details.data)))) onClose();
  }, [opened, id, details.isFetched, details.data, onClose]);

  const d = details.data;
  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t('contact.title')} centered>
      {details.isPending && <Loader size="sm" aria-label={t('common:loading')} />}
      {d && !isEmpty(d) && (
        <Stack gap="sm" data-testid="contact-details">
          <Group gap="md" wrap="nowrap">
            <Avatar src={d.avatar ?? null} alt="" size="lg" radius="xl">
              {(d.name ?? '').slice(0, 1)}
            </Avatar>
            <Stack gap={2}>
              {d.name && <Text fw={600}>{d.name}</Text>}
              {d.email && (
                <Text size="sm" component="a" href={`mailto:${d.email}`}>
                  {d.email}
                </Text>
              )}
            </Stack>
          </Group>
          {place(d.location) && <Field label={t('contact.location')} value={place(d.location)} />}
          {!!d.phones?.length && (
            <Field label={t('contact.phones')} value={d.phones.map((p) => formatPhone(p, d.location?.country_code)).join(', ')} />
          )}
          {!!d.preferred_locations?.length && (
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {t('contact.preferredLocations')}
              </Text>
              <List size="sm">
                {d.preferred_locations.map((l, i) => (
                  <List.Item key={i}>{place(l)}</List.Item>
                ))}
              </List>
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}
