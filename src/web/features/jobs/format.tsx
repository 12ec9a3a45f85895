/** Small displays of the job screens: relative times (§9), the status badge, a company's logo and name. */
import { Avatar, Badge, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../../shared/formatters.js';
import type { JobPost, JobPostStatus, ProspectStatus } from '../../../shared/schemas/job-posts.js';
export { LOGO_STYLES } from '../../components/job-selector.js';

/** §9 relative time: 'Just now' under 29 seconds, then seconds to years in the interface language; the exact time as a tooltip. */
export function RelativeTime({ at, now = new Date() }: { at: string; now?: Date }) {
  const { t, i18n } = useTranslation('jobs');
  const date = new Date(at);
  const r = relativeTime(date, now);
  const text = r.kind === 'justNow' ? t('time.justNow') : new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(-r.value, r.unit);
  return (
    <Tooltip label={new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)} withArrow>
      <Text size="sm" component="time" dateTime={at} style={{ whiteSpace: 'nowrap' }}>
        {text}
      </Text>
    </Tooltip>
  );
}

const JOB_COLORS: Record<JobPostStatus, string> = { draft: 'gray', open: 'green', closed: 'orange', archived: 'dark' };
export const PROSPECT_COLORS: Record<ProspectStatus, string> = { new: 'gray', prospected: 'yellow', presented: 'blue', interviewing: 'violet', hired: 'green', rejected: 'red' };

export function JobStatusBadge({ status }: { status: JobPostStatus }) {
  const { t } = useTranslation('jobs');
  return (
    <Badge color={JOB_COLORS[status]} variant="light" tt="none" data-testid="job-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function ProspectStatusBadge({ status }: { status: ProspectStatus }) {
  const { t } = useTranslation('jobs');
  return (
    <Badge color={PROSPECT_COLORS[status]} variant="light" tt="none" data-testid="prospect-status">
      {t(`stage.${status}`)}
    </Badge>
  );
}

export function CompanyName({ client, size = 'sm' }: { client: JobPost['client']; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {client.company_logo_url ? (
        // Logos are often wide: a box of two squares shows them whole.
        <img src={client.company_logo_url} alt="" style={{ width: 56, height: 28, objectFit: 'contain', flex: 'none' }} />
      ) : (
        <Avatar size={size} radius="sm" alt="">
          {client.company_name.slice(0, 1)}
        </Avatar>
      )}
      <Text size="sm" truncate>
        {client.company_name}
      </Text>
    </Group>
  );
}
