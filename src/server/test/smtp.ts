/** A real SMTP server on loopback that keeps what it receives, parsed, for tests. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startSmtpCatcher(): Promise<{ url: string; messages: ParsedMail[]; next(): Promise<ParsedMail>; close(): Promise<void> }> {
  const messages: ParsedMail[] = [];
  const waiting: ((m: ParsedMail) => void)[] = [];
  let consumed = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          const waiter = waiting.shift();
          if (waiter) {
            consumed++;
            waiter(mail);
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The next message not yet taken, waiting for it if need be. */
    next: () => (consumed < messages.length ? Promise.resolve(messages[consumed++]) : new Promise((resolve) => waiting.push(resolve))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
