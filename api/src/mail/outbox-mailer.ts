import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { Mail, Mailer } from './mailer.js';

/**
 * The embedded mode's "mail server": with no SMTP configured, each mail becomes a file in DATA_DIR/mail/ named
 * `<time>-<to>.eml` (an RFC 822 message any mail client opens) plus an info line in the log with the link, so whoever
 * runs the server can finish a sign-up or a password reset without any mail setup.
 *
 * The file is written synchronously, before `send` returns: once the HTTP answer is out, the mail is on disk, which
 * lets browser tests read it without polling.
 */
export function createOutboxMailer(options: { dir: string; from: string; log: FastifyBaseLogger }): Mailer {
  return {
    async send(mail) {
      const sentAt = new Date();
      mkdirSync(options.dir, { recursive: true, mode: 0o700 });
      const file = writeUniqueFile(options.dir, outboxFileName(sentAt, mail.to), await toEml(mail, options.from, sentAt));
      options.log.info({ to: mail.to, subject: mail.subject, link: mail.link, file }, 'Mail written to the outbox (SMTP_URL is not set)');
    },
    close() {},
  };
}

/** `2026-01-31T12-00-00-000Z-ada@example.com.eml`: sorts by time, and says who it is for. */
export function outboxFileName(sentAt: Date, to: string): string {
  const time = sentAt.toISOString().replace(/[:.]/g, '-');
  return `${time}-${to.replace(/[^A-Za-z0-9@._+-]/g, '_')}.eml`;
}

/** `wx`: two mails to one address in the same millisecond get `-1`, `-2`... instead of overwriting each other. */
function writeUniqueFile(dir: string, name: string, content: Buffer): string {
  for (let attempt = 0; ; attempt += 1) {
    const path = join(dir, attempt === 0 ? name : name.replace(/\.eml$/, `-${attempt}.eml`));
    try {
      writeFileSync(path, content, { flag: 'wx', mode: 0o600 });
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 100) throw error;
    }
  }
}

/**
 * The RFC 5322 message, built by nodemailer (as the SMTP mode's messages are): its headers, encodings and line ends
 * are nodemailer's, not ours. The HTML part is left out on purpose: the file is read as text.
 */
export function toEml(mail: Mail, from: string, sentAt: Date): Promise<Buffer> {
  const composer = new MailComposer({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    date: sentAt,
    messageId: `<${randomUUID()}@paintforge.local>`,
    newline: '\r\n',
  });
  return composer.compile().build();
}
