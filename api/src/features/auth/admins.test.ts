import { describe, expect, it } from 'vitest';
import { main } from '../../cli/admin.js';
import type { AppConfig } from '../../config.js';
import { databaseEnv } from '../../testing/database-env.js';
import { call, register, signedUp, tokenOf, useAccountsTestApp, useAccountsTestApps } from '../../testing/accounts.js';

const apps = useAccountsTestApps();
const accountsApp = apps.create;
// Tests that need no configuration of their own share one app, emptied before each test.
const accounts = useAccountsTestApp();

/** Runs the CLI's main against a test config's database, capturing what it prints. */
async function admin(config: AppConfig, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, databaseEnv(config), { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('ADMIN_EMAILS', () => {
  it('grants admin rights at start to listed accounts whose address is verified, and only those', async () => {
    const setup = accounts.testApp;
    await register(setup.app, { email: 'grace@example.com' });
    await register(setup.app, { email: 'ada@example.com' });
    await register(setup.app, { email: 'linus@example.com' });
    const db = apps.openDatabase(setup.config);
    await db.updateTable('user').set({ emailVerified: 1 }).where('email', 'in', ['grace@example.com', 'linus@example.com']).execute();

    // A restart with the setting: Grace (listed, verified) becomes an admin; Ada (listed, unverified) and Linus (not listed) do not.
    await accountsApp({ adminEmails: ['grace@example.com', 'ada@example.com'] }, { db });
    const admins = await db.selectFrom('user').select(['email', 'isAdmin']).orderBy('email').execute();
    expect(admins).toEqual([
      { email: 'ada@example.com', isAdmin: 0 },
      { email: 'grace@example.com', isAdmin: 1 },
      { email: 'linus@example.com', isAdmin: 0 },
    ]);
  });

  it('grants when a password reset or a confirmed email change proves the address', async () => {
    const { app, mailer } = await accountsApp({ adminEmails: ['grace@example.com', 'ada@lovelace.dev'] });
    await register(app, { email: 'grace@example.com' });
    await call(app, 'POST', '/api/auth/forgot-password', { body: { email: 'grace@example.com' } });
    await call(app, 'POST', '/api/auth/reset-password', {
      body: { token: tokenOf(mailer.lastTo('grace@example.com').link), newPassword: 'a whole new palette' },
    });
    expect(
      (await call(app, 'POST', '/api/auth/login', { body: { email: 'grace@example.com', password: 'a whole new palette' } })).json(),
    ).toMatchObject({ user: { isAdmin: true } });

    const { token } = await signedUp(app);
    await call(app, 'POST', '/api/auth/request-email-change', { token, body: { newEmail: 'ada@lovelace.dev' } });
    expect((await call(app, 'GET', '/api/auth/me', { token })).json()).toMatchObject({ isAdmin: false });
    await call(app, 'POST', '/api/auth/confirm-email-change', { body: { token: tokenOf(mailer.lastTo('ada@lovelace.dev').link) } });
    expect((await call(app, 'GET', '/api/auth/me', { token })).json()).toMatchObject({ isAdmin: true });
  });
});

describe('npm run admin', () => {
  it('grants, lists and revokes by email (any case), against the configured database', async () => {
    const { app, config } = accounts.testApp;
    const { token } = await signedUp(app);

    expect(await admin(config, 'list')).toEqual({
      code: 0,
      out: 'No admins yet. Make one with: npm run admin -- grant EMAIL',
      err: '',
    });
    expect(await admin(config, 'grant', 'ADA@example.com')).toEqual({ code: 0, out: 'ada@example.com is now an admin.', err: '' });
    expect((await call(app, 'GET', '/api/auth/me', { token })).json()).toMatchObject({ isAdmin: true });
    expect(await admin(config, 'grant', 'ada@example.com')).toMatchObject({ code: 0, out: 'ada@example.com is already an admin.' });
    expect((await admin(config, 'list')).out).toMatch(/^ada@example\.com \(Ada Lovelace\), not verified, last login 20\d\d-/);
    expect(await admin(config, 'revoke', 'ada@example.com')).toMatchObject({
      code: 0,
      out: 'ada@example.com is no longer an admin.',
    });
    expect((await call(app, 'GET', '/api/auth/me', { token })).json()).toMatchObject({ isAdmin: false });
  });

  it('exits 1 with a message for an email without an account, and 2 with the usage for a wrong command', async () => {
    const { config } = accounts.testApp;
    expect(await admin(config, 'grant', 'nobody@example.com')).toEqual({
      code: 1,
      out: '',
      err: 'No account has the email nobody@example.com. The person must register first.',
    });
    for (const args of [[], ['grant'], ['promote', 'a@b.c'], ['list', 'extra']]) {
      const result = await admin(config, ...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.err).toMatch(/^Usage: npm run admin -- <command>/);
    }
  });

  it('warns that a revoked address still in ADMIN_EMAILS will be granted again', async () => {
    const { app, config } = accounts.testApp;
    await register(app, { email: 'grace@example.com' });
    await admin(config, 'grant', 'grace@example.com');
    const out: string[] = [];
    const code = await main(
      ['revoke', 'grace@example.com'],
      { ...databaseEnv(config), ADMIN_EMAILS: 'grace@example.com' },
      { out: (line) => out.push(line), err: (line) => out.push(line) },
    );
    expect(code).toBe(0);
    expect(out[1]).toMatch(/listed in ADMIN_EMAILS, which makes it an admin again at the next start/);
  });
});
