import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import {
  argon2ParametersOf,
  call,
  expectError,
  login,
  register,
  strongPassword,
  useAccountsTestApp,
  useAccountsTestApps,
  type AccountsTestApp,
} from '../../testing/accounts.js';

const tooMany = 'Too many attempts. Please wait a few minutes and try again.';
const apps = useAccountsTestApps();
const accountsApp = apps.create;
// Tests that need no configuration of their own share one app, emptied before each test.
const accounts = useAccountsTestApp();
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('login answers', () => {
  it('are byte-identical for an unknown email and a wrong password', async () => {
    const { app } = accounts.testApp;
    await register(app);
    const wrongPassword = await call(app, 'POST', '/api/auth/login', { body: { email: 'ada@example.com', password: 'not the password' } });
    const unknownEmail = await call(app, 'POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'not the password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.rawPayload.equals(wrongPassword.rawPayload)).toBe(true);
    expect(unknownEmail.body).toBe('{"error":"invalid-credentials","message":"Invalid email or password"}');
    const headers = (response: typeof wrongPassword) =>
      Object.keys(response.headers)
        .filter((name) => name !== 'date')
        .sort();
    expect(headers(unknownEmail)).toEqual(headers(wrongPassword));
  });

  it('take about the same time for an unknown email and a wrong password, at the real OWASP parameters', async () => {
    const { app } = await accountsApp({ argon2MemoryKib: 19_456 });
    await register(app);
    const timeOf = async (email: string) => {
      const started = performance.now();
      const response = await call(app, 'POST', '/api/auth/login', { body: { email, password: 'not the password' } });
      expect(response.statusCode).toBe(401);
      return performance.now() - started;
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so that a slow moment of the machine hits both alike; under the 10-failure limit of one address.
    for (let round = 0; round < 9; round += 1) {
      wrong.push(await timeOf('ada@example.com'));
      unknown.push(await timeOf(`nobody${round}@example.com`));
    }
    const [a, b] = [median(wrong), median(unknown)];
    // Both do one argon2id verification at 19 MiB, which takes milliseconds; skipping it would take well under one.
    expect(Math.min(a, b)).toBeGreaterThan(2);
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(3);
  });
});

describe('password hashes', () => {
  it('are argon2id at the OWASP parameters (19 MiB, 2 passes, 1 lane), and are redone at login when the parameters change', async () => {
    const config = { argon2MemoryKib: 19_456 };
    const first = await accountsApp(config);
    const db = apps.openDatabase(first.config);
    const hashOf = async () => (await db.selectFrom('user').select('passwordHash').executeTakeFirstOrThrow()).passwordHash;

    await register(first.app);
    const original = await hashOf();
    expect(argon2ParametersOf(original)).toEqual({ type: 'argon2id', v: 19, m: 19_456, t: 2, p: 1 });
    await login(first.app, 'ada@example.com');
    expect(await hashOf()).toBe(original);

    // The same database under new parameters: the next login rehashes, and the password still works.
    const second = await accountsApp({ argon2MemoryKib: 1024 }, { db });
    await login(second.app, 'ada@example.com');
    expect(argon2ParametersOf(await hashOf())).toEqual({ type: 'argon2id', v: 19, m: 1024, t: 2, p: 1 });
    await login(second.app, 'ada@example.com');
  });
});

describe('rate limits', () => {
  it('refuse the guessing IP the 11th login of an account within 15 minutes, even with the right password; another IP signs in', async () => {
    const { app } = accounts.testApp;
    await register(app);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await call(app, 'POST', '/api/auth/login', {
        ip: '10.1.1.1',
        body: { email: 'ADA@example.com', password: `wrong guess ${attempt}` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expectError(response, 429, 'rate-limited', tooMany);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(800);
        expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(900);
      }
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(10).fill(429)]);
    // The guessing IP stays locked out, the right password included.
    expectError(
      await call(app, 'POST', '/api/auth/login', { ip: '10.1.1.1', body: { email: 'ada@example.com', password: strongPassword } }),
      429,
      'rate-limited',
      tooMany,
    );
    // The painter on a new phone (an IP that has not failed) signs in with the right password.
    expect(
      (await call(app, 'POST', '/api/auth/login', { ip: '10.2.2.2', body: { email: 'ada@example.com', password: strongPassword } }))
        .statusCode,
    ).toBe(200);
    await register(app, { email: 'grace@example.com' });
    expect(
      (await call(app, 'POST', '/api/auth/login', { ip: '10.1.1.1', body: { email: 'grace@example.com', password: strongPassword } }))
        .statusCode,
    ).toBe(200);
  });

  it('past 50 failures on one account from many IPs, refuse every IP that failed on it; an IP that has not failed still signs in', async () => {
    const { app } = accounts.testApp;
    await register(app);
    const guess = (ip: string, password: string) =>
      call(app, 'POST', '/api/auth/login', { ip, body: { email: 'ada@example.com', password } });
    for (let n = 0; n < 50; n += 1) expect((await guess(`10.9.${Math.floor(n / 5)}.${n % 5}`, `guess ${n}`)).statusCode).toBe(401);
    // 10.9.0.0 failed once (below its own 10), but the account has met 50 failures: refused, the right password too.
    expectError(await guess('10.9.0.0', strongPassword), 429, 'rate-limited', tooMany);
    expect((await guess('10.8.0.1', strongPassword)).statusCode).toBe(200);
    // A fresh IP's wrong guess is counted, and that IP is refused next time.
    expect((await guess('10.8.0.2', 'one more guess')).statusCode).toBe(401);
    expectError(await guess('10.8.0.2', strongPassword), 429, 'rate-limited', tooMany);
  });

  it('count unknown addresses the same way, so a 429 does not say whether an account exists', async () => {
    const { app } = accounts.testApp;
    for (let attempt = 0; attempt < 10; attempt += 1)
      await call(app, 'POST', '/api/auth/login', { ip: '10.3.3.3', body: { email: 'nobody@example.com', password: 'guess' } });
    expectError(
      await call(app, 'POST', '/api/auth/login', { ip: '10.3.3.3', body: { email: 'nobody@example.com', password: 'guess' } }),
      429,
      'rate-limited',
      tooMany,
    );
  });

  it('allow 50 logins per IP per 15 minutes, whatever the addresses', async () => {
    const { app } = accounts.testApp;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      expect(
        (await call(app, 'POST', '/api/auth/login', { ip: '10.3.3.3', body: { email: `user${attempt}@example.com`, password: 'guess' } }))
          .statusCode,
      ).toBe(401);
    }
    expectError(
      await call(app, 'POST', '/api/auth/login', { ip: '10.3.3.3', body: { email: 'fresh@example.com', password: 'guess' } }),
      429,
      'rate-limited',
      tooMany,
    );
    expect(
      (await call(app, 'POST', '/api/auth/login', { ip: '10.3.3.4', body: { email: 'fresh@example.com', password: 'guess' } })).statusCode,
    ).toBe(401);
  });

  it('allow 10 registrations per IP per hour', async () => {
    const { app } = accounts.testApp;
    const from = (ip: string, email: string) =>
      call(app, 'POST', '/api/auth/register', {
        ip,
        body: { email, password: strongPassword, firstName: 'A', lastName: 'B', captchaAnswer: 1, captchaExpectedAnswer: 1 },
      });
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await from('10.4.4.4', `one-ip-${attempt}@example.com`)).statusCode).toBe(201);
    const refused = await from('10.4.4.4', 'eleventh@example.com');
    expectError(refused, 429, 'rate-limited', tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('allow 5 reset mails per address and 20 per IP per hour, and 20 resets per IP', async () => {
    const { app, mailer } = accounts.testApp;
    await register(app);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await call(app, 'POST', '/api/auth/forgot-password', { body: { email: 'ada@example.com' } })).statusCode).toBe(200);
    expectError(await call(app, 'POST', '/api/auth/forgot-password', { body: { email: 'ADA@example.com' } }), 429, 'rate-limited', tooMany);
    expect(mailer.sent.filter((mail) => mail.subject.startsWith('Reset'))).toHaveLength(5);

    for (let attempt = 0; attempt < 20; attempt += 1)
      expect(
        (await call(app, 'POST', '/api/auth/forgot-password', { ip: '10.5.5.5', body: { email: `x${attempt}@example.com` } })).statusCode,
      ).toBe(200);
    expectError(
      await call(app, 'POST', '/api/auth/forgot-password', { ip: '10.5.5.5', body: { email: 'y@example.com' } }),
      429,
      'rate-limited',
      tooMany,
    );

    for (let attempt = 0; attempt < 20; attempt += 1)
      expectError(
        await call(app, 'POST', '/api/auth/reset-password', {
          ip: '10.6.6.6',
          body: { token: `guess${attempt}`, newPassword: 'a whole new palette' },
        }),
        400,
        'invalid-token',
      );
    expectError(
      await call(app, 'POST', '/api/auth/reset-password', { ip: '10.6.6.6', body: { token: 'guess', newPassword: 'a whole new palette' } }),
      429,
      'rate-limited',
      tooMany,
    );
  });

  it('allow 3 verification mails and 5 email changes per user per hour', async () => {
    const { app } = accounts.testApp;
    await register(app);
    const { token } = await login(app, 'ada@example.com');
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await call(app, 'POST', '/api/auth/resend-verification', { token })).statusCode).toBe(200);
    expectError(await call(app, 'POST', '/api/auth/resend-verification', { token }), 429, 'rate-limited', tooMany);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        (await call(app, 'POST', '/api/auth/request-email-change', { token, body: { newEmail: `new${attempt}@example.com` } })).statusCode,
      ).toBe(200);
    expectError(
      await call(app, 'POST', '/api/auth/request-email-change', { token, body: { newEmail: 'six@example.com' } }),
      429,
      'rate-limited',
      tooMany,
    );
  });

  it('key on X-Forwarded-For only when TRUST_PROXY says the proxy is trusted', async () => {
    const body = (email: string) => ({ email, password: 'guess' });
    const viaProxy = (app: AccountsTestApp['app'], client: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: body(email),
      });

    const direct = accounts.testApp;
    for (let attempt = 0; attempt < 50; attempt += 1) await viaProxy(direct.app, `203.0.113.${attempt}`, `u${attempt}@example.com`);
    // Not trusted: the header is ignored, all 50 came from 127.0.0.1.
    expect((await viaProxy(direct.app, '203.0.113.99', 'z@example.com')).statusCode).toBe(429);

    const proxied = await accountsApp({ trustProxy: true });
    for (let attempt = 0; attempt < 50; attempt += 1) await viaProxy(proxied.app, '203.0.113.1', `u${attempt}@example.com`);
    expect((await viaProxy(proxied.app, '203.0.113.1', 'z@example.com')).statusCode).toBe(429);
    expect((await viaProxy(proxied.app, '203.0.113.2', 'z@example.com')).statusCode).toBe(401);
  });
});
