import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, with what tests look at decoded. */
export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  subject: string;
  /** The whole message with quoted-printable undone, so links can be matched as they appear to the reader. */
  decoded: string;
  /** Every http(s) link with a token, in order. */
  links: string[];
}

export interface TestSmtpServer {
  /** For SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next mail to `to` that is not yet taken; fails after `timeoutMs`. */
  nextMailTo(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable: soft line breaks and =XX escapes (nodemailer's text and HTML parts use it). */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header's RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?, as nodemailer writes a subject that is not ASCII) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/**
 * A real SMTP server on 127.0.0.1 and a free port, accepting any mail without TLS or login, for tests that send
 * through nodemailer and follow the links in what arrives.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const decoded = decodeQuotedPrintable(raw);
        // The header unfolded (a long subject continues on indented lines), then its encoded words decoded.
        const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
        const subject = decodeHeader(/^Subject: (.*)$/m.exec(unfolded)?.[1]?.trim() ?? '');
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          subject,
          decoded,
          links: [...decoded.matchAll(/https?:\/\/[^\s"<>]+?token=[A-Za-z0-9_-]+/g)].map((match) => match[0]),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMailTo(to, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No mail to ${to} arrived within ${timeoutMs} ms`)), timeoutMs);
        const look = () => {
          const mail = received.find((candidate) => !taken.has(candidate) && candidate.to.includes(to));
          if (mail === undefined) return void waiters.push(look);
          taken.add(mail);
          clearTimeout(timer);
          resolve(mail);
        };
        look();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
