import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@paintforge/sync-protocol';
import { createDatabase } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { createAccountsTestApp, login, nextIp, register, strongPassword } from '../../testing/accounts.js';
import { createSession } from './sessions.js';

let testApp: Awaited<ReturnType<typeof createAccountsTestApp>>;
let db: Kysely<Database>;
beforeAll(async () => {
  testApp = await createAccountsTestApp();
  db = createDatabase(testApp.config);
  await register(testApp.app);
});
afterAll(async () => {
  await db?.destroy();
  await testApp?.cleanup();
});

/** A session made directly, not by logging in: random login attempts may have rate-limited the shared address. */
async function freshToken(userId: string): Promise<string> {
  return testApp.app.signSessionToken(await createSession(db, testApp.config, userId, undefined));
}

const routes = [
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/logout'],
  ['GET', '/api/auth/me'],
  ['POST', '/api/auth/verify-email'],
  ['POST', '/api/auth/resend-verification'],
  ['POST', '/api/auth/forgot-password'],
  ['POST', '/api/auth/reset-password'],
  ['PATCH', '/api/auth/profile'],
  ['POST', '/api/auth/request-email-change'],
  ['POST', '/api/auth/confirm-email-change'],
  ['PATCH', '/api/auth/password'],
  ['PATCH', '/api/auth/profile-image'],
  ['DELETE', '/api/auth/profile-image'],
  ['DELETE', '/api/auth/account'],
] as const;

/** Every field name any auth route reads, so random objects often have the right keys with the wrong values. */
const fieldNames = [
  'email',
  'password',
  'firstName',
  'lastName',
  'captchaAnswer',
  'captchaExpectedAnswer',
  'token',
  'newPassword',
  'newEmail',
  'currentPassword',
  'confirmPassword',
  'profileImageUrl',
  '__proto__',
  'constructor',
];

const hugeString = fc.constantFrom(3000, 70_000, 1_100_000).map((length) => 'x'.repeat(length));
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.emailAddress(),
  fc.constantFrom(
    'ada@example.com',
    strongPassword,
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/jpeg;base64,iVBORw0KGgo=',
    '',
    ' ',
    'password1',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
  hugeString,
);
const plausibleBody = fc.dictionary(fc.constantFrom(...fieldNames), fieldValue, { maxKeys: 7 }).map((body) => JSON.stringify(body));

/** What goes on the wire: JSON of any shape, JSON-looking objects, broken JSON, or nothing. */
const payload = fc.oneof(
  plausibleBody,
  plausibleBody,
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 60 }), // mostly not JSON
  fc.constantFrom(
    '{',
    '{"email":',
    '[1,2',
    'null',
    '""',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{}}}',
    '\u0000',
    '{"email":"a@b.c","email":"d@e.f"}',
  ),
  hugeString.map((text) => JSON.stringify({ email: text, password: text })),
  fc.constant(undefined),
);

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  undefined,
];

const text = (minLength: number, maxLength = 40) => fc.string({ minLength, maxLength });
const email = fc.oneof(
  fc.emailAddress(),
  fc.stringMatching(/^[a-z][a-z0-9.]{0,12}@[a-z]{1,10}\.[a-z]{2,4}$/),
  fc.constantFrom('ada@example.com', 'ADA@example.com', ' grace@example.com '),
);
const jpegDataUrl = fc
  .tuple(fc.boolean(), fc.uint8Array({ maxLength: 64 }))
  .map(
    ([magic, bytes]) =>
      `data:image/jpeg;base64,${Buffer.concat([magic ? Buffer.from([0xff, 0xd8, 0xff]) : Buffer.alloc(0), bytes]).toString('base64') || 'AA=='}`,
  );

/** Bodies that pass (or nearly pass) each route's schema, so the handlers and the service run, not just validation. */
const wellFormedBodies: Record<string, fc.Arbitrary<unknown>> = {
  '/api/auth/register': fc.integer({ min: 1, max: 144 }).chain((answer) =>
    fc.record({
      email,
      password: text(8),
      firstName: text(1),
      lastName: text(1),
      captchaAnswer: fc.constantFrom(answer, answer + 1),
      captchaExpectedAnswer: fc.constant(answer),
    }),
  ),
  '/api/auth/login': fc.record({ email, password: fc.oneof(text(1), fc.constant(strongPassword)) }),
  '/api/auth/verify-email': fc.record({ token: text(1, 60) }),
  '/api/auth/confirm-email-change': fc.record({ token: text(1, 60) }),
  '/api/auth/forgot-password': fc.record({ email }),
  '/api/auth/reset-password': fc.record({ token: text(1, 60), newPassword: text(8) }),
  '/api/auth/profile': fc.record({ firstName: text(1), lastName: text(1) }),
  '/api/auth/request-email-change': fc.record({ newEmail: email }),
  // Never the real current password: the shared account must keep working for the runs that follow.
  '/api/auth/password': fc
    .tuple(text(1), text(6))
    .map(([currentPassword, newPassword]) => ({ currentPassword, newPassword, confirmPassword: newPassword })),
  '/api/auth/profile-image': fc.record({ profileImageUrl: jpegDataUrl }),
  '/api/auth/account': fc.record({ password: text(1) }),
};

const request = fc.constantFrom(...routes).chain(([method, url]) =>
  fc.record({
    method: fc.constant(method),
    url: fc.constant(url),
    body:
      wellFormedBodies[url] === undefined
        ? payload
        : fc.oneof(
            wellFormedBodies[url].map((body) => JSON.stringify(body)),
            payload,
          ),
    type: fc.oneof({ weight: 2, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom(...contentTypes) }),
    signedIn: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  }),
);

describe('/api/auth/* (property)', () => {
  it('never answers 5xx to random and malformed bodies, and every error has the {error, message} shape', async () => {
    const { token, user } = await login(testApp.app, 'ada@example.com');
    await fc.assert(
      fc.asyncProperty(request, async ({ method, url, body, type, signedIn }) => {
        // Logout would end the shared session; it gets one of its own.
        const bearer = !signedIn ? undefined : url === '/api/auth/logout' ? await freshToken(user.id) : token;
        const response = await testApp.app.inject({
          method,
          url,
          remoteAddress: nextIp(),
          headers: {
            ...(type === undefined ? {} : { 'content-type': type }),
            ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }),
          },
          ...(body === undefined ? {} : { payload: body }),
        });
        expect(response.statusCode, `${method} ${url} ${type} ${body?.slice(0, 200)}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(errorBodySchema.strict().parse(response.json())).toBeDefined();
      }),
      { numRuns: 400 },
    );
  });
});
