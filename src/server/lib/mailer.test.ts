import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

describe('the outbox mailer', () => {
  it('forgets the mails addressed to one address (any case, with a display name) and keeps the others', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'talentfolio-outbox-')), 'outbox');
    const mailer = createMailer({ outboxDir, from: 'Talentfolio <noreply@talentfolio.test>' });
    expect(await mailer.forget!('ana@example.test')).toBe(0);
    await mailer.send({ to: 'ana@example.test', subject: 'One', text: 'for Ana' });
    await mailer.send({ to: 'Ana Lima <ANA@example.test>', subject: 'Two', text: 'for Ana again' });
    await mailer.send({ to: 'hana@example.test', subject: 'Three', text: 'for Hana' });
    expect(await mailer.forget!('ana@example.test')).toBe(2);
    const left = readdirSync(outboxDir);
    expect(left).toHaveLength(1);
    expect(readFileSync(path.join(outboxDir, left[0]), 'utf8')).toContain('for Hana');
    mailer.close();
  });
});
