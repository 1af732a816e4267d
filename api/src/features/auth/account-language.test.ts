import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authUserSchema } from '@paintforge/sync-protocol';
import { createCatalog } from '../catalog/service.js';
import { call, expectError, login, register, registration, signedUp, tokenOf } from '../../testing/accounts.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Issue 38: the painter's language is kept on the account (their other devices adopt it) and their mails speak it.
// Mail goes through nodemailer to a real SMTP server on this machine, as in accounts-flow.test.ts.
let smtp: TestSmtpServer;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});
beforeEach(async () => {
  testApp = await createTestApp({ smtpUrl: smtp.url, appUrl: 'https://forge.example.com' }, { catalog: createCatalog([]) });
});
afterEach(async () => {
  await testApp?.cleanup();
});

describe("the account's language", () => {
  it('is null until chosen, is set and cleared by its owner, and every sign-in and profile read carries it', async () => {
    const app = testApp.app;
    const { token, user } = await signedUp(app);
    expect(user.language).toBeNull();

    const set = await call(app, 'PATCH', '/api/auth/language', { token: token, body: { language: 'de' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(authUserSchema.parse(set.json()).language).toBe('de');

    // A second device: its sign-in, and any later profile read, bring the choice.
    const second = await login(app, 'ada@example.com');
    expect(second.user.language).toBe('de');
    const me = await call(app, 'GET', '/api/auth/me', { token: second.token });
    expect(me.json()).toMatchObject({ language: 'de' });

    const cleared = await call(app, 'PATCH', '/api/auth/language', { token: second.token, body: { language: null } });
    expect(cleared.json()).toMatchObject({ language: null });
    expect((await login(app, 'ada@example.com')).user.language).toBeNull();
  });

  it('refuses a language the app does not speak (400, nothing stored) and a caller without a session (401)', async () => {
    const app = testApp.app;
    const { token } = await signedUp(app);
    for (const language of ['xx', 'DE', 'de-AT', 7, ''])
      expectError(
        await call(app, 'PATCH', '/api/auth/language', { token: token, body: { language } }),
        400,
        'validation',
        'Please choose one of the offered languages',
      );
    expect((await call(app, 'PATCH', '/api/auth/language', { body: { language: 'de' } })).statusCode).toBe(401);
    expect((await login(app, 'ada@example.com')).user.language).toBeNull();
  });

  it("changes only the caller's own account", async () => {
    const app = testApp.app;
    const ada = await signedUp(app);
    await signedUp(app, 'grace@example.com');
    await call(app, 'PATCH', '/api/auth/language', { token: ada.token, body: { language: 'pl' } });
    expect((await login(app, 'grace@example.com')).user.language).toBeNull();
  });
});

describe('the mails follow the painter’s language', () => {
  it('a German registration gets a German verification mail (subject and body), its link unchanged and working', async () => {
    const app = testApp.app;
    await register(app, { email: 'lena@example.com', firstName: 'Lena', language: 'de' });
    const mail = await smtp.nextMailTo('lena@example.com');
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für The Paint Forge');
    expect(mail.decoded).toContain('Hallo Lena,');
    expect(mail.decoded).toContain('Der Link ist 7 Tage lang gültig.');
    expect(mail.decoded).toContain('<html lang="de">');
    expect(mail.decoded).not.toContain('Verify your email');
    expect(mail.links[0]).toMatch(/^https:\/\/forge\.example\.com\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    expect((await call(app, 'POST', '/api/auth/verify-email', { body: { token: tokenOf(mail.links[0]!) } })).statusCode).toBe(200);
    // The registration's language is the account's from then on.
    expect((await login(app, 'lena@example.com')).user.language).toBe('de');
  });

  it('the reset and email-change mails are in the language the painter chose later; a painter with none gets English', async () => {
    const app = testApp.app;
    const { token } = await signedUp(app, 'marek@example.com');
    await smtp.nextMailTo('marek@example.com');
    await call(app, 'PATCH', '/api/auth/language', { token: token, body: { language: 'pl' } });

    await call(app, 'POST', '/api/auth/forgot-password', { body: { email: 'marek@example.com' } });
    const reset = await smtp.nextMailTo('marek@example.com');
    expect(reset.subject).toBe('Zresetuj hasło do The Paint Forge');
    expect(reset.decoded).toContain('Ważność linku: 1 godzina, tylko jedno użycie.');
    expect(reset.links[0]).toMatch(/^https:\/\/forge\.example\.com\/reset-password\?token=/);

    await call(app, 'PATCH', '/api/auth/language', { token: token, body: { language: 'fr' } });
    const changed = await call(app, 'POST', '/api/auth/request-email-change', {
      token: token,
      body: { newEmail: 'marek@example.org' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const change = await smtp.nextMailTo('marek@example.org');
    expect(change.subject).toBe('Confirme ta nouvelle adresse e-mail pour The Paint Forge');
    // Intl writes French units with a no-break space ("24\u00a0heures").
    expect(change.decoded.replace(/\s/g, ' ')).toContain('Le lien est valable 24 heures.');
    expect(change.links[0]).toMatch(/^https:\/\/forge\.example\.com\/confirm-email-change\?token=/);

    await signedUp(app, 'ada@example.com');
    const english = await smtp.nextMailTo('ada@example.com');
    expect(english.subject).toBe('Verify your email address for The Paint Forge');
    expect(english.decoded).toContain('The link works for 7 days.');
  });

  it('refuses a registration in a language the app does not speak', async () => {
    expectError(
      await call(testApp.app, 'POST', '/api/auth/register', {
        body: registration({ email: 'x@example.com', language: 'klingon' }),
      }),
      400,
      'validation',
      'Please choose one of the offered languages',
    );
  });
});
