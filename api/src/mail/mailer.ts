import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

/** One message, in plain text and simple HTML (no external assets: mail clients block them anyway). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail exists for; the embedded mode logs it so a self-hoster can follow it from the log. */
  link: string;
}

export interface Mailer {
  /** Resolves once the message is handed over (to the SMTP server, or to the outbox folder); rejects if it was not. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise the embedded mode, which writes each mail to the log and to DATA_DIR/mail/. */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl === undefined
    ? createOutboxMailer({ dir: outboxDir(config.dataDir), from: config.mailFrom, log })
    : createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom, log });
}

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'mail');
}
