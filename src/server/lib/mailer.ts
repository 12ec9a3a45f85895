/**
 * Outgoing mail: SMTP when SMTP_URL is set, otherwise each message is written as an .eml file in
 * DATA_DIR/outbox (what a developer opens to follow a reset link).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_FILE_MODE, privateDir } from './private-files.js';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void>; close(): void; describe: string };

export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      describe: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `files in ${options.outboxDir}`,
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await privateDir(options.outboxDir);
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}-${Math.random().toString(36).slice(2, 8)}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer, { mode: PRIVATE_FILE_MODE });
    },
    close: () => transport.close(),
  };
}
