import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createCatalog } from '../features/catalog/service.js';
import { call, expectError, login, register, registration, tokenOf } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createOutboxMailer, outboxFileName } from './outbox-mailer.js';
import { verificationMail } from './templates.js';
import { linkLifetimes } from '../features/auth/link-tokens.js';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.cleanup();
  testApp = undefined;
});

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

/** RFC 2045's quoted-printable, decoded to UTF-8 text: soft line breaks removed, `=XX` as the byte XX. */
function quotedPrintable(text: string): string {
  const unfolded = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < unfolded.length; index += 1) {
    const hex = unfolded.slice(index + 1, index + 3);
    if (unfolded[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(unfolded[index]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

describe('without SMTP_URL (the embedded mode)', () => {
  it('writes each mail to DATA_DIR/mail/<time>-<to>.eml and logs it with its link', async () => {
    const { lines, logger } = capturingLogger();
    testApp = await createTestApp({ appUrl: 'http://forge.local:3000' }, { catalog: createCatalog([]), logger });
    await register(testApp.app, { email: 'Ada@Example.com' });

    const dir = join(testApp.config.dataDir, 'mail');
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-ada@example\.com\.eml$/);
    expect(statSync(join(dir, files[0]!)).mode & 0o777).toBe(0o600);

    const eml = readFileSync(join(dir, files[0]!), 'utf8');
    const split = eml.indexOf('\r\n\r\n');
    const [head, body] = [eml.slice(0, split), eml.slice(split + 4)];
    // nodemailer builds the message (outbox-mailer.ts): its header order and encodings are its own, so each header
    // is read by name, folded lines unfolded, and the body decoded as its Content-Transfer-Encoding says.
    const headers = new Map(
      head
        .replace(/\r\n[ \t]/g, ' ')
        .split('\r\n')
        .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as const),
    );
    expect(Object.fromEntries(headers)).toMatchObject({
      from: 'The Paint Forge <no-reply@localhost>',
      to: 'ada@example.com',
      subject: 'Verify your email address for The Paint Forge',
      date: expect.stringMatching(/^\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d \+0000$/),
      'message-id': expect.stringMatching(/^<[\w-]+@paintforge\.local>$/),
      'mime-version': '1.0',
      'content-type': 'text/plain; charset=utf-8',
    });
    const text = headers.get('content-transfer-encoding') === 'quoted-printable' ? quotedPrintable(body) : body;
    expect(['7bit', '8bit', 'quoted-printable']).toContain(headers.get('content-transfer-encoding'));
    const link = /\r\nhttp:\/\/forge\.local:3000\/verify-email\?token=[\w-]{43}\r\n/.exec(text)?.[0].trim();
    expect(link).toBeDefined();

    const logged = lines.find((line) => line.msg === 'Mail written to the outbox (SMTP_URL is not set)');
    expect(logged).toMatchObject({
      level: 30,
      to: 'ada@example.com',
      subject: 'Verify your email address for The Paint Forge',
      link,
      file: join(dir, files[0]!),
    });

    // The link works, as a self-hoster would use it.
    expect((await call(testApp.app, 'POST', '/api/auth/verify-email', { body: { token: tokenOf(link!) } })).statusCode).toBe(200);
  });

  it('never overwrites: two mails to one address in the same millisecond get two files', async () => {
    testApp = await createTestApp({}, { catalog: createCatalog([]) });
    const mailer = createOutboxMailer({ dir: join(testApp.config.dataDir, 'mail'), from: 'x@example.com', log: pino({ level: 'silent' }) });
    const mail = verificationMail(
      { to: 'a/b@example.com', firstName: null },
      'http://localhost/verify-email?token=abc',
      linkLifetimes.verification,
    );
    await Promise.all([mailer.send(mail), mailer.send(mail), mailer.send(mail)]);
    const files = readdirSync(join(testApp.config.dataDir, 'mail'));
    expect(files).toHaveLength(3);
    expect(files.every((file) => file.includes('-a_b@example.com'))).toBe(true);
    expect(outboxFileName(new Date('2026-01-31T12:00:00.000Z'), 'ada@example.com')).toBe('2026-01-31T12-00-00-000Z-ada@example.com.eml');
  });
});

describe('templates', () => {
  it('escape the user’s name in the HTML part and carry the link in both parts', () => {
    const mail = verificationMail(
      { to: 'a@example.com', firstName: '<script>Ada</script>' },
      'https://forge.example.com/verify-email?token=abc',
      linkLifetimes.verification,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;Ada');
    expect(mail.html).toContain('href="https://forge.example.com/verify-email?token=abc"');
    expect(mail.text).toContain('Hello <script>Ada</script>,');
    expect(mail.text).toContain('\nhttps://forge.example.com/verify-email?token=abc\n');
    expect(mail.html).not.toMatch(/src=|url\(/);
  });
});

describe('when the SMTP server cannot be reached', () => {
  it('still creates the account (201), logs the failure, and answers 503 to a resend so the user knows', async () => {
    const { lines, logger } = capturingLogger();
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    testApp = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' }, { catalog: createCatalog([]), logger });
    const registered = await call(testApp.app, 'POST', '/api/auth/register', { body: registration() });
    expect(registered.statusCode).toBe(201);
    expect(lines.some((line) => line.msg === 'Could not send mail' && line.level === 50 && line.purpose === 'verification')).toBe(true);

    const { token } = await login(testApp.app, 'ada@example.com');
    expectError(
      await call(testApp.app, 'POST', '/api/auth/resend-verification', { token }),
      503,
      'mail-unavailable',
      'The email could not be sent. Please try again in a few minutes.',
    );
    expect((await call(testApp.app, 'POST', '/api/auth/forgot-password', { body: { email: 'ada@example.com' } })).statusCode).toBe(200);
  });
});
