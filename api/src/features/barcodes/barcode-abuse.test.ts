import { describe, expect, it } from 'vitest';
import { adminBarcodeListSchema, barcodeAnswerSchema, gs1CheckDigit, sharedBarcodeMapSchema } from '@paintforge/sync-protocol';
import { expectError } from '../../testing/accounts.js';
import { createTestAdmin } from '../../testing/admin.js';
import { createTestUser, createTrustedUser, send, testCatalogPaints, type TestUser } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { newLinkToken } from '../auth/link-tokens.js';
import { barcodeLinksPerPainter } from './service.js';

const testApp = useSyncTestApp();

const [black, scarlet, flatRed] = testCatalogPaints.map((paint) => paint.id) as [string, string, string];
let nextCode = 0;
const freshCode = () => {
  const data = `52${String((nextCode += 1)).padStart(10, '0')}`;
  return `${data}${gs1CheckDigit(data)}`;
};

/** A painter who followed their verification link (the real route, so their links start counting). */
async function verify(user: TestUser): Promise<void> {
  const { token, hash } = newLinkToken();
  await testApp()
    .db.updateTable('user')
    .set({ verificationToken: hash, verificationExpiry: new Date(Date.now() + 60_000).toISOString() })
    .where('id', '=', user.id)
    .execute();
  expect((await send(testApp().app, undefined, 'POST', '/api/auth/verify-email', { token })).statusCode).toBe(200);
}
/** A member for longer than the trust rule's week: verifying is all that keeps their links from counting. */
const member = () => createTestUser(testApp(), { memberDays: 8 });
async function verifiedPainter(): Promise<TestUser> {
  const user = await member();
  await verify(user);
  return user;
}

async function link(user: TestUser, code: string, catalogPaintId: string) {
  const response = await send(testApp().app, user, 'POST', '/api/barcodes', { code, catalogPaintId });
  expect(response.statusCode, response.body).toBe(200);
}
const sharedMap = async () =>
  sharedBarcodeMapSchema.parse((await testApp().app.inject({ method: 'GET', url: '/api/barcodes/shared' })).json());
const sharedAs = async (code: string) => (await sharedMap()).find(([sharedCode]) => sharedCode === code)?.[1];

describe('barcode poisoning', () => {
  it('counts no link of an unverified account: two throwaway accounts share nothing, and cannot break an agreement', async () => {
    const [unclaimed, agreed] = [freshCode(), freshCode()];
    const [throwaway1, throwaway2] = [await member(), await member()];
    await link(throwaway1, unclaimed, flatRed);
    await link(throwaway2, unclaimed, flatRed);
    const reader = await verifiedPainter();
    expectError(await send(testApp().app, reader, 'GET', `/api/barcodes/${unclaimed}`), 404, 'not-found');
    expect(await sharedAs(unclaimed)).toBeUndefined();

    const [ada, grace] = [await verifiedPainter(), await verifiedPainter()];
    await link(ada, agreed, scarlet);
    await link(grace, agreed, scarlet);
    for (const throwaway of [throwaway1, throwaway2, await member(), await member()]) await link(throwaway, agreed, flatRed);
    expect(await sharedAs(agreed)).toBe(scarlet);
    expect(barcodeAnswerSchema.parse((await send(testApp().app, reader, 'GET', `/api/barcodes/${agreed}`)).json())).toMatchObject({
      source: 'shared',
      paint: { id: scarlet },
    });

    // Once a throwaway verifies, its link counts: one against two is within a third, two against two is not.
    await verify(throwaway1);
    expect(await sharedAs(agreed)).toBe(scarlet);
    await verify(throwaway2);
    expect(await sharedAs(agreed)).toBeUndefined();
    // ... and the admin's review shows the disagreement; a confirmation settles it.
    const admin = await createTestAdmin(testApp());
    const list = adminBarcodeListSchema.parse((await send(testApp().app, admin, 'GET', '/api/admin/barcodes')).json());
    expect(list.find((row) => row.code === agreed)).toMatchObject({
      status: 'conflict',
      sharedPaintId: null,
      links: [{ painters: 2 }, { painters: 2 }],
    });
    await send(testApp().app, admin, 'POST', '/api/admin/barcodes/decisions', {
      code: agreed,
      catalogPaintId: scarlet,
      decision: 'confirmed',
    });
    expect(await sharedAs(agreed)).toBe(scarlet);
  });

  it('counts the trust rule’s voices only: verified accounts minutes old share nothing, and one person’s accounts are one voice', async () => {
    const [fresh, aliased, trusted] = [freshCode(), freshCode(), freshCode()];
    for (const painter of [await createTestUser(testApp(), { verified: true }), await createTestUser(testApp(), { verified: true })])
      await link(painter, fresh, flatRed);
    expect(await sharedAs(fresh)).toBeUndefined();

    // One mailbox, two addresses (Gmail ignores dots and +tags): one voice, however old and verified.
    const person = `scanner.${nextCode}`;
    await link(await createTrustedUser(testApp(), { email: `${person}@gmail.com` }), aliased, flatRed);
    await link(await createTrustedUser(testApp(), { email: `${person.replace('.', '')}+shop@gmail.com` }), aliased, flatRed);
    expect(await sharedAs(aliased)).toBeUndefined();

    // Two people who are both trusted: shared.
    await link(await createTrustedUser(testApp()), trusted, flatRed);
    await link(await createTrustedUser(testApp()), trusted, flatRed);
    expect(await sharedAs(trusted)).toBe(flatRed);
  });

  it('a removed account’s links stop counting at once', async () => {
    const code = freshCode();
    const [ada, grace] = [await verifiedPainter(), await verifiedPainter()];
    await link(ada, code, black);
    await link(grace, code, black);
    expect(await sharedAs(code)).toBe(black);
    const admin = await createTestAdmin(testApp());
    expect((await send(testApp().app, admin, 'DELETE', `/api/admin/users/${grace.id}`)).statusCode).toBe(200);
    expect(await sharedAs(code)).toBeUndefined();
  });
});

describe('barcode links are bounded per painter', () => {
  it(`refuses a new code past ${barcodeLinksPerPainter} links with quota-exceeded; relinking a code of theirs still works`, async () => {
    const painter = await verifiedPainter();
    const at = new Date().toISOString();
    const rows = Array.from({ length: barcodeLinksPerPainter - 1 }, (_, n) => ({
      userId: painter.id,
      code: `9${String(n).padStart(12, '0')}`,
      catalogPaintId: black,
      createdAt: at,
      updatedAt: at,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await testApp()
        .db.insertInto('barcodeLink')
        .values(rows.slice(start, start + 500))
        .execute();
    const last = freshCode();
    await link(painter, last, scarlet);
    expectError(
      await send(testApp().app, painter, 'POST', '/api/barcodes', { code: freshCode(), catalogPaintId: scarlet }),
      403,
      'quota-exceeded',
    );
    await link(painter, last, flatRed);
  });

  it('answers 429 with Retry-After past 60 links a minute', async () => {
    const painter = await verifiedPainter();
    for (let n = 0; n < 60; n += 1) await link(painter, freshCode(), black);
    const refused = await send(testApp().app, painter, 'POST', '/api/barcodes', { code: freshCode(), catalogPaintId: black });
    expectError(refused, 429, 'rate-limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another painter links as usual.
    await link(await verifiedPainter(), freshCode(), black);
  });
});

describe('the shared map is stored, not counted on each read', () => {
  it('answers from the stored map (a link written behind the app’s back is not seen) and 304 to its ETag', async () => {
    const first = await testApp().app.inject({ method: 'GET', url: '/api/barcodes/shared' });
    const etag = String(first.headers.etag);
    const code = freshCode();
    const [ada, grace] = [await verifiedPainter(), await verifiedPainter()];
    const at = new Date().toISOString();
    await testApp()
      .db.insertInto('barcodeLink')
      .values([ada, grace].map((user) => ({ userId: user.id, code, catalogPaintId: black, createdAt: at, updatedAt: at })))
      .execute();
    const again = await testApp().app.inject({ method: 'GET', url: '/api/barcodes/shared', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(await sharedAs(code)).toBeUndefined();
    // A change through the app recounts the code it touches.
    const carol = await verifiedPainter();
    await link(carol, code, black);
    expect(await sharedAs(code)).toBe(black);
    expect(
      (await testApp().app.inject({ method: 'GET', url: '/api/barcodes/shared', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(200);
  });
});
