import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, expectError, login, signedUp, useAccountsTestApp } from '../../testing/accounts.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { createSession, findLiveSession, purgeExpiredSessions, sessionTouchIntervalMs } from './sessions.js';

const base64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A JWT built by hand, so tests can make exactly the token an attacker would. */
function handMadeToken(header: object, payload: object, secret: string | undefined, algorithm: 'sha256' | 'sha512' = 'sha256'): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  return secret === undefined ? `${unsigned}.` : `${unsigned}.${createHmac(algorithm, secret).update(unsigned).digest('base64url')}`;
}

describe('session tokens', () => {
  const accounts = useAccountsTestApp();
  const me = (token: string) => call(accounts.testApp.app, 'GET', '/api/auth/me', { token });
  const refused = async (token: string) => expectError(await me(token), 401, 'unauthorized', 'Authentication required');

  it('are HS256 JWTs with exactly sub, sid, iat and exp, exp being SESSION_MAX_DAYS after sign-in', async () => {
    const { token, user } = await signedUp(accounts.testApp.app);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const session = await accounts.db.selectFrom('session').select('id').executeTakeFirstOrThrow();
    expect(payload).toEqual({ sub: user.id, sid: session.id, iat: expect.any(Number), exp: expect.any(Number) });
    expect((payload!.exp as number) - (payload!.iat as number)).toBe(365 * 86_400);
  });

  /** A token of a new sign-in's session made by hand with the real secret, ending `seconds` from now; and that exp. */
  const madeForNewSession = async (seconds: number) => {
    const { token, user } = await signedUp(accounts.testApp.app);
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: user.id, sid, iat: now, exp: now + seconds };
    return { token, made: handMadeToken({ alg: 'HS256', typ: 'JWT' }, claims, accounts.testApp.config.jwtSecret), exp: claims.exp };
  };

  it('accept a token made by hand with the real secret (so the refusals below are about what they change)', async () => {
    const { made } = await madeForNewSession(60);
    expect((await me(made)).statusCode).toBe(200);
  });

  it('refuse a tampered, expired, unsigned (alg none), other-algorithm, other-secret or incomplete token', async () => {
    const { token, user } = await signedUp(accounts.testApp.app);
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    const secret = accounts.testApp.config.jwtSecret;
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: user.id, sid, iat: now, exp: now + 3600 };
    const [header, , signature] = token.split('.');

    // Tampered: another user's id in the payload, the original signature kept.
    await refused(`${header}.${base64url({ ...claims, sub: 'someone-else' })}.${signature}`);
    // Tampered signature.
    await refused(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
    // Expired, though signed with the real secret.
    await refused(handMadeToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now - 7200, exp: now - 3600 }, secret));
    // alg none, with and without a signature part.
    await refused(handMadeToken({ alg: 'none', typ: 'JWT' }, claims, undefined));
    await refused(handMadeToken({ alg: 'none', typ: 'JWT' }, claims, secret));
    // Another HMAC algorithm with the right secret: the algorithm is pinned.
    await refused(handMadeToken({ alg: 'HS512', typ: 'JWT' }, claims, secret, 'sha512'));
    // Another secret.
    await refused(handMadeToken({ alg: 'HS256', typ: 'JWT' }, claims, 'another secret that is long enough to be real'));
    // Missing claims.
    await refused(handMadeToken({ alg: 'HS256', typ: 'JWT' }, { sub: user.id, iat: now, exp: now + 3600 }, secret));
    await refused(handMadeToken({ alg: 'HS256', typ: 'JWT' }, { sub: user.id, sid, iat: now }, secret));
    // Not a bearer token at all.
    for (const authorization of ['', 'Bearer', `Basic ${token}`, `Bearer ${token} extra`, 'Bearer not.a.jwt']) {
      expectError(
        await accounts.testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } }),
        401,
        'unauthorized',
      );
    }
    // And the real one still works.
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuse a token whose session was deleted, expired, or belongs to another user', async () => {
    const ada = await signedUp(accounts.testApp.app);
    const grace = await signedUp(accounts.testApp.app, 'grace@example.com');
    const sidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    const now = Math.floor(Date.now() / 1000);

    // Grace's session id under Ada's user id, signed with the real secret.
    await refused(
      handMadeToken(
        { alg: 'HS256', typ: 'JWT' },
        { sub: ada.user.id, sid: sidOf(grace.token), iat: now, exp: now + 3600 },
        accounts.testApp.config.jwtSecret,
      ),
    );

    // Both tokens are used first, so the verifier's cache holds them: ending the session must still refuse them.
    expect((await me(ada.token)).statusCode).toBe(200);
    expect((await me(grace.token)).statusCode).toBe(200);
    await accounts.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', sidOf(ada.token))
      .execute();
    await refused(ada.token);
    await accounts.db.deleteFrom('session').where('id', '=', sidOf(grace.token)).execute();
    await refused(grace.token);
  });

  it('refuse a token once its exp has passed, though it was verified and kept a moment before', async () => {
    const { token, made: shortLived, exp } = await madeForNewSession(1);
    expect((await me(shortLived)).statusCode).toBe(200);
    // Kept verified for up to a minute (plugins/auth.ts), but never past its exp.
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 20));
    await refused(shortLived);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('say why a session ended when the password changed elsewhere (issue 33), and only then', async () => {
    const here = await signedUp(accounts.testApp.app);
    const elsewhere = await login(accounts.testApp.app, here.email, here.password);
    const newPassword = 'Wet Palette Moss 2026';
    const changed = await call(accounts.testApp.app, 'PATCH', '/api/auth/password', {
      token: elsewhere.token,
      body: { currentPassword: here.password, newPassword, confirmPassword: newPassword },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(await me(here.token), 401, 'password-changed', 'Your password was changed on another device. Log in again.');
    // The device that changed it keeps its session; a token issued after the change whose session is gone is only refused.
    expect((await me(elsewhere.token)).statusCode).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    const sub = here.user.id;
    await refused(
      handMadeToken({ alg: 'HS256', typ: 'JWT' }, { sub, sid: 'ended', iat: now + 2, exp: now + 3600 }, accounts.testApp.config.jwtSecret),
    );
  });
});

describe('session rows', () => {
  const testDb = useTestDatabase();
  const policy = { sessionDays: 30, sessionMaxDays: 365 };
  const day = 86_400_000;
  const t0 = new Date('2026-01-01T00:00:00.000Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  beforeEach(async () => {
    await testDb.db
      .insertInto('user')
      .values({
        id: 'u1',
        email: 'ada@example.com',
        passwordHash: 'x',
        firstName: 'Ada',
        lastName: 'L',
        createdAt: t0.toISOString(),
        updatedAt: t0.toISOString(),
      })
      .execute();
  });

  it('slide the idle timeout forward on use, writing at most once an hour, never past the absolute limit', async () => {
    const session = await createSession(testDb.db, policy, 'u1', 'Brush/1.0', t0);
    expect(session.expiresAt).toBe(at(30 * day).toISOString());

    // Used again within the hour: nothing is written.
    const soon = await findLiveSession(testDb.db, policy, 'u1', session.id, at(sessionTouchIntervalMs - 1));
    expect(soon).toMatchObject({ lastUsedAt: t0.toISOString(), expiresAt: at(30 * day).toISOString() });

    // After an hour: the idle deadline moves to 30 days from now.
    await findLiveSession(testDb.db, policy, 'u1', session.id, at(2 * 3_600_000));
    const row = await testDb.db.selectFrom('session').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ lastUsedAt: at(2 * 3_600_000).toISOString(), expiresAt: at(2 * 3_600_000 + 30 * day).toISOString() });

    // Used every few weeks for a year: it still ends at sign-in + SESSION_MAX_DAYS.
    for (let when = 20 * day; when < 360 * day; when += 20 * day) {
      expect(await findLiveSession(testDb.db, policy, 'u1', session.id, at(when))).toBeDefined();
    }
    expect((await testDb.db.selectFrom('session').select('expiresAt').executeTakeFirstOrThrow()).expiresAt).toBe(
      at(365 * day).toISOString(),
    );
    expect(await findLiveSession(testDb.db, policy, 'u1', session.id, at(365 * day))).toBeUndefined();
  });

  it('end after SESSION_DAYS without use', async () => {
    const session = await createSession(testDb.db, policy, 'u1', undefined, t0);
    expect(await findLiveSession(testDb.db, policy, 'u1', session.id, at(30 * day - 1))).toBeDefined();
    // The use just before day 30 moved the end to day 60.
    expect(await findLiveSession(testDb.db, policy, 'u1', session.id, at(59 * day))).toBeDefined();
    expect(await findLiveSession(testDb.db, policy, 'u1', session.id, at(59 * day + 30 * day))).toBeUndefined();
  });

  it('are purged once expired', async () => {
    const old = await createSession(testDb.db, policy, 'u1', undefined, t0);
    const fresh = await createSession(testDb.db, policy, 'u1', undefined, at(20 * day));
    expect(await purgeExpiredSessions(testDb.db, at(31 * day))).toBe(1);
    expect(await testDb.db.selectFrom('session').select('id').execute()).toEqual([{ id: fresh.id }]);
    expect(old.id).not.toBe(fresh.id);
  });

  it('are checked as committed, never inside another request’s transaction left open between two of its awaits', async () => {
    // On SQLite the check runs directly on the one connection when no transaction holds it (db/sqlite-direct.ts):
    // here one does, having deleted the row it will roll back, so a check run inside it would call the session gone.
    const session = await createSession(testDb.db, policy, 'u1', undefined, t0);
    let deleted!: () => void;
    let release!: () => void;
    const rowDeleted = new Promise<void>((resolve) => (deleted = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = testDb.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('session').where('id', '=', session.id).execute();
      deleted();
      await released;
      throw new Error('rolled back');
    });
    await rowDeleted;
    const check = findLiveSession(testDb.db, policy, 'u1', session.id, at(1000));
    release();
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(await check).toMatchObject({ id: session.id });
    // And once a deletion commits, the next check refuses at once.
    await testDb.db.deleteFrom('session').where('id', '=', session.id).execute();
    expect(await findLiveSession(testDb.db, policy, 'u1', session.id, at(2000))).toBeUndefined();
  });
});
