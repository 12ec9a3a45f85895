/** The CV header: the name as shown, the title, the candidate's contact lines and avatar (full version only). */
import { formatPhone } from '../../shared/phones.js';
import type { CvData, CvLanguage } from '../../shared/schemas/cv.js';
import { has, isDataUrl, type Ctx } from './context.js';
import type { CvContactLine, CvView } from './types.js';

/**
 * The candidate's name in CV order. `add_firstname_first` decides when set; when unset, Japanese
 * CVs put the family name first (the Japanese convention) and every other language the given name.
 */
export function displayName(data: Pick<CvData, 'first_name' | 'last_name' | 'name' | 'add_firstname_first'>, language: CvLanguage): string {
  const first = data.first_name?.trim() ?? '';
  const last = data.last_name?.trim() ?? '';
  if (!first && !last) return data.name?.trim() ?? '';
  const familyFirst = data.add_firstname_first === undefined ? language === 'ja' : !data.add_firstname_first;
  return (familyFirst ? [last, first] : [first, last]).filter(Boolean).join(' ');
}

/** The header of a CV whose shown name (the anonymous name in the anonymous version) is `name`. */
export function header(ctx: Ctx, name: string): CvView['header'] {
  const { data, L, anonymous } = ctx;
  const contact: CvContactLine[] = [];
  if (!anonymous && has(ctx.settings.fields.header, 'contact_details')) {
    if (data.add_email_to_cv && data.email?.trim()) contact.push({ kind: 'email', label: L.fields.email, value: data.email.trim() });
    if (data.add_phone_to_cv) for (const p of data.phones ?? []) if (p.number.trim()) contact.push({ kind: 'phone', label: L.fields.phone, value: formatPhone(p, ctx.phoneCountry.candidate) });
  }
  const avatar = data.agreement_avatar || data.avatar;
  return {
    name,
    title: ctx.text(data.title),
    contact,
    avatarUrl: !anonymous && data.add_avatar_to_cv && isDataUrl(avatar) ? avatar : null,
  };
}
