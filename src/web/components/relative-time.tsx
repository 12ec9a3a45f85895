/** Relative time (§9): 'Just now' under 29 seconds, then "3 minutes ago" … "2 years ago" in the interface language. */
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../shared/formatters.js';

export function relativeTimeText(at: Date, now: Date, language: string, justNow: string): string {
  const r = relativeTime(at, now);
  if (r.kind === 'justNow') return justNow;
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(-r.value, r.unit);
}

export function RelativeTime({ at, now }: { at: string; now?: Date }) {
  const { t, i18n } = useTranslation('common');
  const date = new Date(at);
  return (
    <time dateTime={at} title={date.toLocaleString(i18n.language)}>
      {relativeTimeText(date, now ?? new Date(), i18n.language, t('time.justNow'))}
    </time>
  );
}
