/**
 * The mails of the candidate review link. The candidate's mail is written in the CV's language
 * (the six CV languages) and carries the organisation's branding: its name, its logo and its theme
 * colour, as plain text and as HTML. The recruiter's mails (a rejection with its reason, a request
 * for a new link) are in English, as the other staff mails are.
 */
import type { CvLanguage } from '../../../shared/schemas/cv.js';
import { escapeHtmlAttribute, escapeHtmlText } from '../../../shared/html.js';
import type { Mail } from '../../lib/mailer.js';

export type MailBrand = { name: string; logoUrl: string | null; colour: string; contrast: string };

type CandidateTexts = {
  subject: (o: string) => string;
  greeting: (name: string) => string;
  intro: (o: string, recruiter: string) => string;
  ask: string;
  button: string;
  expires: (date: string) => string;
  questions: (recruiter: string, email: string) => string;
  ignore: string;
};

const CANDIDATE_TEXTS: Record<CvLanguage, CandidateTexts> = {
  en: {
    subject: (o) => `Please review your CV from ${o}`,
    greeting: (n) => (n ? `Hello ${n},` : 'Hello,'),
    intro: (o, r) => `${r} at ${o} has prepared your CV to present you to clients.`,
    ask: 'Please check it and approve it, or tell us what should change:',
    button: 'Review my CV',
    expires: (d) => `This link is valid until ${d}.`,
    questions: (r, e) => `Questions? Reply to ${r} at ${e}.`,
    ignore: 'If you did not expect this mail, you can ignore it.',
  },
  nl: {
    subject: (o) => `Wil je je cv van ${o} controleren?`,
    greeting: (n) => (n ? `Hallo ${n},` : 'Hallo,'),
    intro: (o, r) => `${r} van ${o} heeft je cv opgesteld om je aan klanten voor te stellen.`,
    ask: 'Controleer het en keur het goed, of laat ons weten wat er anders moet:',
    button: 'Mijn cv bekijken',
    expires: (d) => `Deze link is geldig tot ${d}.`,
    questions: (r, e) => `Vragen? Neem contact op met ${r} via ${e}.`,
    ignore: 'Had je deze e-mail niet verwacht? Dan kun je hem negeren.',
  },
  de: {
    subject: (o) => `Bitte prüfen Sie Ihren Lebenslauf von ${o}`,
    greeting: (n) => (n ? `Hallo ${n},` : 'Hallo,'),
    intro: (o, r) => `${r} von ${o} hat Ihren Lebenslauf vorbereitet, um Sie Kunden vorzustellen.`,
    ask: 'Bitte prüfen Sie ihn und geben Sie ihn frei, oder sagen Sie uns, was sich ändern soll:',
    button: 'Lebenslauf prüfen',
    expires: (d) => `Dieser Link ist bis zum ${d} gültig.`,
    questions: (r, e) => `Fragen? Schreiben Sie ${r} an ${e}.`,
    ignore: 'Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
  },
  fr: {
    subject: (o) => `Merci de relire votre CV préparé par ${o}`,
    greeting: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    intro: (o, r) => `${r} de ${o} a préparé votre CV pour vous présenter à des clients.`,
    ask: 'Merci de le relire et de l’approuver, ou de nous dire ce qui doit changer :',
    button: 'Relire mon CV',
    expires: (d) => `Ce lien est valable jusqu’au ${d}.`,
    questions: (r, e) => `Des questions ? Écrivez à ${r} : ${e}.`,
    ignore: 'Si vous n’attendiez pas ce message, vous pouvez l’ignorer.',
  },
  it: {
    subject: (o) => `Controlla il tuo CV preparato da ${o}`,
    greeting: (n) => (n ? `Ciao ${n},` : 'Ciao,'),
    intro: (o, r) => `${r} di ${o} ha preparato il tuo CV per presentarti ai clienti.`,
    ask: 'Controllalo e approvalo, oppure dicci cosa va cambiato:',
    button: 'Controlla il mio CV',
    expires: (d) => `Questo link è valido fino al ${d}.`,
    questions: (r, e) => `Domande? Scrivi a ${r} all’indirizzo ${e}.`,
    ignore: 'Se non ti aspettavi questa e-mail, puoi ignorarla.',
  },
  ja: {
    subject: (o) => `${o}が作成した履歴書をご確認ください`,
    greeting: (n) => (n ? `${n} 様` : 'こんにちは。'),
    intro: (o, r) => `${o}の${r}が、企業へご紹介するための履歴書を作成しました。`,
    ask: '内容をご確認のうえ承認いただくか、修正が必要な点をお知らせください。',
    button: '履歴書を確認する',
    expires: (d) => `このリンクの有効期限は${d}です。`,
    questions: (r, e) => `ご質問は${r}（${e}）までお問い合わせください。`,
    ignore: 'お心当たりのない場合は、このメールを破棄してください。',
  },
};

/**
 * The one HTML frame of a branded mail, as the sign-in page shows the organisation: its logo (its
 * name when there is none, or when the mail client blocks images) on white above a band of its colour,
 * then the body and a button in its colour.
 */
export function brandedHtml(brand: MailBrand, language: string, paragraphs: string[], button: { label: string; url: string } | null, after: string[]): string {
  const p = (text: string) => `<p style="margin:0 0 14px;line-height:1.5">${escapeHtmlText(text)}</p>`;
  const heading = brand.logoUrl
    ? `<img src="${escapeHtmlAttribute(brand.logoUrl)}" alt="${escapeHtmlAttribute(brand.name)}" height="36" style="height:36px;border:0;font-size:18px;font-weight:600;color:${brand.colour}">`
    : `<span style="font-size:18px;font-weight:600;color:${brand.colour}">${escapeHtmlText(brand.name)}</span>`;
  const cta = button
    ? `<p style="margin:22px 0"><a href="${escapeHtmlAttribute(button.url)}" style="background:${brand.colour};color:${brand.contrast};padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtmlText(button.label)}</a></p>` +
      `<p style="margin:0 0 14px;font-size:13px;color:#555;word-break:break-all"><a href="${escapeHtmlAttribute(button.url)}" style="color:${brand.colour}">${escapeHtmlText(button.url)}</a></p>`
    : '';
  return [
    `<!doctype html><html lang="${escapeHtmlAttribute(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtmlText(brand.name)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#222">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0"><tr><td align="center">',
    '<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#fff;border-radius:8px;overflow:hidden">',
    `<tr><td style="padding:18px 24px 14px;border-bottom:4px solid ${brand.colour}">${heading}</td></tr>`,
    `<tr><td style="padding:24px">${paragraphs.map(p).join('')}${cta}${after.map(p).join('')}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}

export function candidateLinkMail(input: {
  to: string;
  language: CvLanguage;
  brand: MailBrand;
  candidateName: string;
  recruiter: { name: string; email: string } | null;
  url: string;
  expires: string;
}): Mail {
  const t = CANDIDATE_TEXTS[input.language] ?? CANDIDATE_TEXTS.en;
  const recruiterName = input.recruiter?.name ?? input.brand.name;
  const intro = [t.greeting(input.candidateName), t.intro(input.brand.name, recruiterName), t.ask];
  const after = [t.expires(input.expires), ...(input.recruiter ? [t.questions(input.recruiter.name, input.recruiter.email)] : []), t.ignore];
  return {
    to: input.to,
    subject: t.subject(input.brand.name),
    text: [...intro.slice(0, 1), '', ...intro.slice(1), '', input.url, '', ...after, '', `— ${input.brand.name}`].join('\n'),
    html: brandedHtml(input.brand, input.language, intro, { label: t.button, url: input.url }, after),
  };
}

const ENGLISH_BRAND_FOOTER = (o: string) => `— ${o}`;

/** To the recruiter: the candidate rejected the CV, with their reason. */
export function rejectionMail(input: { to: string; brand: MailBrand; candidateName: string; reason: string | null; cvUrl: string; at: string }): Mail {
  const who = input.candidateName || 'The candidate';
  const lines = [
    'Hello,',
    `${who} did not approve the CV you sent for review (${input.at}).`,
    input.reason ? `Their reason: “${input.reason}”` : 'They gave no reason.',
    'Open the CV to make the changes, then send the link again:',
  ];
  return {
    to: input.to,
    subject: `${who} asked for changes to their CV`,
    text: [lines[0], '', ...lines.slice(1), '', input.cvUrl, '', ENGLISH_BRAND_FOOTER(input.brand.name)].join('\n'),
    html: brandedHtml(input.brand, 'en', lines, { label: 'Open the CV', url: input.cvUrl }, []),
  };
}

/** To the recruiter: the candidate asks for a new link (theirs expired, was replaced, or they want another). */
export function newUrlRequestMail(input: { to: string; brand: MailBrand; candidateName: string; cvUrl: string; state: 'valid' | 'expired' | 'replaced'; until: string }): Mail {
  const who = input.candidateName || 'A candidate';
  const why = {
    expired: `${who} opened their CV review link, which is no longer valid (valid until ${input.until}), and asks for a new one.`,
    replaced: `${who} opened a CV review link that was replaced by a newer one, and asks for a new one.`,
    valid: `${who} asks for a new CV review link (their current one is valid until ${input.until}).`,
  }[input.state];
  const lines = ['Hello,', why, 'Open the CV and choose Create Candidate Link to send a new link:'];
  return {
    to: input.to,
    subject: `${who} asks for a new CV review link`,
    text: [lines[0], '', ...lines.slice(1), '', input.cvUrl, '', ENGLISH_BRAND_FOOTER(input.brand.name)].join('\n'),
    html: brandedHtml(input.brand, 'en', lines, { label: 'Open the CV', url: input.cvUrl }, []),
  };
}
