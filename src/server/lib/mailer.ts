/**
 * Outgoing mail: SMTP when SMTP_URL is set, otherwise each message is written as an .eml file in
 * DATA_DIR/outbox (what a developer opens to follow a reset link).
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_FILE_MODE, privateDir } from './private-files.js';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = {
  send(mail: Mail): Promise<void>;
  close(): void;
  describe: string;
  /**
   * Removes the mails kept for `address` (the outbox files addressed to it; decision 035: an erased
   * person's mails go with them) and answers how many. A mailer that keeps nothing (SMTP) has none.
   */
  forget?(address: string): Promise<number>;
};

/** Whether an .eml file's To header names `address` (case-insensitive). */
function addressedTo(message: string, address: string): boolean {
  const head = message.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const to = head.split(/\r?\n/).find((line) => /^to:/i.test(line));
  const addresses = to?.slice(3).match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? [];
  return addresses.some((a) => a.toLowerCase() === address.toLowerCase());
}

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
    async forget(address) {
      let names: string[];
      try {
        names = (await readdir(options.outboxDir)).filter((n) => n.endsWith('.eml'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(options.outboxDir, name);
        if (addressedTo(await readFile(file, 'utf8'), address)) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
    close: () => transport.close(),
  };
}
