/**
 * The review mail over real SMTP (an SMTP server this test starts), and the link in it opening the
 * CV for the candidate; the e2e suite's expiry control exists only when NODE_ENV=test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../lib/mailer.js';
import { createRecruiter, validCv } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { startSmtpCatcher } from '../../test/smtp.js';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ mailer: createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: 'Brightpath <no-reply@brightpath.test>' }) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the candidate review mail', () => {
  it('reaches the candidate over SMTP in the CV’s language, branded, and its link opens their CV without a session', async () => {
    const recruiter = await createRecruiter(t);
    const data = validCv({ first_name: 'Lotte', last_name: 'Jansen', email: 'lotte.jansen@example.nl', custom_fields: { template_language_variant: 'nl', client_selection: 'Generic' } });
    const saved = await t.app.inject({ method: 'POST', url: '/api/organisation/agreements', headers: bearer(recruiter.jwt), payload: { agreement: { data } } });
    const { id } = saved.json();
    const sent = await t.app.inject({ method: 'POST', url: `/api/organisation/agreements/${id}/candidate_token/mail`, headers: bearer(recruiter.jwt), payload: {} });
    expect(sent.statusCode, sent.body).toBe(200);

    const mail = await smtp.next();
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('lotte.jansen@example.nl');
    expect(mail.subject).toBe('Wil je je cv van Brightpath Recruitment controleren?');
    expect(mail.text).toContain('Hallo Lotte,');
    expect(mail.text).toContain('Rosa de Vries van Brightpath Recruitment heeft je cv opgesteld');
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain('Mijn cv bekijken');

    const url = /http:\/\/demo\.localhost:3000\/candidate\/review\/(\d+)\/([\w-]+)/.exec(mail.text ?? '');
    expect(url?.[1]).toBe(String(id));
    const opened = await t.app.inject({ method: 'GET', url: `/api/organisation/agreements/${url![1]}?token=${url![2]}`, headers: { host: 'demo.localhost:3000' } });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().styled_cv.html).toContain('Lotte Jansen');
    const approved = await t.app.inject({ method: 'PUT', url: `/api/organisation/agreements/${id}/accept`, headers: { host: 'demo.localhost:3000' }, payload: { token: url![2] } });
    expect(approved.json().candidate_approved).toBe(true);
  });

  it('the expiry control of the e2e suite answers under NODE_ENV=test only', async () => {
    const recruiter = await createRecruiter(t);
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/organisation/agreements', headers: bearer(recruiter.jwt), payload: { agreement: { data: validCv() } } })).json();
    await t.app.inject({ method: 'POST', url: `/api/organisation/agreements/${id}/candidate_token`, headers: bearer(recruiter.jwt), payload: {} });
    const expire = await t.app.inject({ method: 'PUT', url: `/api/test/agreements/${id}/candidate_token/expire`, headers: bearer(recruiter.jwt) });
    expect(expire.statusCode).toBe(204);

    const production = await createTestApp({ config: { env: 'production' } });
    try {
      const other = await createRecruiter(production);
      const res = await production.app.inject({ method: 'PUT', url: `/api/test/agreements/${id}/candidate_token/expire`, headers: bearer(other.jwt) });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
