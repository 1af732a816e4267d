import { describe, expect, it } from 'vitest';
import { call, register, useAccountsTestApp } from './accounts.js';

// The tests of this file run in order and share one app: the second finds none of what the first left.
describe('useAccountsTestApp', () => {
  const accounts = useAccountsTestApp();
  const forgot = () => call(accounts.testApp.app, 'POST', '/api/auth/forgot-password', { body: { email: 'ada@example.com' } });

  it('gives a test an app with an account, its mail and a used-up limit in it', async () => {
    await register(accounts.testApp.app);
    // forgot-password allows 5 requests per email an hour: the sixth is refused.
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
    expect(accounts.testApp.mailer.sent.length).toBeGreaterThan(0);
  });

  it('gives the next test the same app with no account, no mail and every limit fresh', async () => {
    expect(await accounts.db.selectFrom('user').select('id').execute()).toEqual([]);
    expect(accounts.testApp.mailer.sent).toEqual([]);
    expect((await forgot()).statusCode).toBe(200);
    // The same email registers again: nothing of the first test's account is left to collide with.
    await register(accounts.testApp.app);
  });
});
