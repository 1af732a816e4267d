import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.js';

/** Sends through the SMTP server of SMTP_URL: smtp:// (STARTTLS when the server offers it) or smtps://. */
export function createSmtpMailer(options: { url: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = createTransport(options.url, { from: options.from });
  return {
    async send(mail) {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, textEncoding: 'quoted-printable' });
      // Never the link: it is a credential, and reading the logs must not be enough to use it.
      options.log.info({ to: mail.to, subject: mail.subject }, 'Mail sent');
    },
    close() {
      transport.close();
    },
  };
}
