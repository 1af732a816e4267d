import { describe, expect, it } from 'vitest';
import {
  adminBarcodeListSchema,
  barcodeAnswerSchema,
  barcodeMessages,
  gs1CheckDigit,
  sharedBarcodeMapSchema,
} from '@paintforge/sync-protocol';
import { expectError } from '../../testing/accounts.js';
import { createTestAdmin } from '../../testing/admin.js';
import { createTrustedUser, send, testCatalogPaints, type TestUser } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';

const testApp = useSyncTestApp();

/** Only trusted painters' links count towards sharing (issues 23 and 31): these tests are about painters who are. */
const verifiedPainter = (): Promise<TestUser> => createTrustedUser(testApp());

const [black, scarlet, flatRed] = testCatalogPaints.map((paint) => paint.id) as [string, string, string];
/** A valid EAN-13 no other test uses: the app and its database are shared by the file. */
let nextCode = 0;
const freshCode = () => {
  const data = `51${String((nextCode += 1)).padStart(10, '0')}`;
  return `${data}${gs1CheckDigit(data)}`;
};

const link = (user: TestUser, code: string, catalogPaintId: string) =>
  send(testApp().app, user, 'POST', '/api/barcodes', { code, catalogPaintId });
const look = (user: TestUser | undefined, code: string) => send(testApp().app, user, 'GET', `/api/barcodes/${code}`);

async function linked(user: TestUser, code: string, catalogPaintId: string) {
  const response = await link(user, code, catalogPaintId);
  expect(response.statusCode, response.body).toBe(200);
  return barcodeAnswerSchema.parse(response.json());
}

async function shared(etag?: string) {
  const response = await testApp().app.inject({
    method: 'GET',
    url: '/api/barcodes/shared',
    headers: etag === undefined ? {} : { 'if-none-match': etag },
  });
  return {
    response,
    map: response.statusCode === 200 ? sharedBarcodeMapSchema.parse(response.json()) : undefined,
    etag: String(response.headers.etag),
  };
}

describe('linking a code (two painters)', () => {
  it('answers the caller’s own link at once and hides it from another painter until it is shared', async () => {
    const code = freshCode();
    const [alice, bob] = [await verifiedPainter(), await verifiedPainter()];
    expectError(await look(alice, code), 404, 'not-found', barcodeMessages.unknownCode);

    const answer = await linked(alice, code, scarlet);
    expect(answer).toMatchObject({ code, source: 'own', paint: { id: scarlet, name: 'Evil Sunz Scarlet' } });
    expect(barcodeAnswerSchema.parse((await look(alice, code)).json())).toMatchObject({ source: 'own', paint: { id: scarlet } });

    expectError(await look(bob, code), 404, 'not-found', barcodeMessages.unknownCode);
    expect((await shared()).map?.some(([sharedCode]) => sharedCode === code)).toBe(false);
    expect((await send(testApp().app, bob, 'GET', '/api/barcodes/mine')).json()).toEqual([]);
    expect((await send(testApp().app, alice, 'GET', '/api/barcodes/mine')).json()).toContainEqual([code, scarlet]);
  });

  it('refuses a wrong check digit with the clear message, and an unknown paint with 404', async () => {
    const alice = await verifiedPainter();
    expectError(await link(alice, '4006381333932', scarlet), 400, 'validation', barcodeMessages.invalidCode);
    expectError(await link(alice, 'not a code', scarlet), 400, 'validation', barcodeMessages.invalidCode);
    expectError(await look(alice, '4006381333932'), 400, 'validation', barcodeMessages.invalidCode);
    expectError(await link(alice, '4006381333931', 'no-such-paint'), 404, 'not-found', barcodeMessages.paintNotInCatalog);
    expectError(await link(alice, '4006381333931', ''), 400, 'validation');
  });

  it('asks for a session', async () => {
    expectError(await look(undefined, '4006381333931'), 401, 'unauthorized');
    expectError(
      await send(testApp().app, undefined, 'POST', '/api/barcodes', { code: '4006381333931', catalogPaintId: scarlet }),
      401,
      'unauthorized',
    );
  });

  it('finds a UPC-A under its EAN-13 reading and back', async () => {
    const alice = await verifiedPainter();
    const upc = '036000291452';
    await linked(alice, upc, black);
    expect(barcodeAnswerSchema.parse((await look(alice, `0${upc}`)).json())).toMatchObject({ code: `0${upc}`, paint: { id: black } });
  });
});

describe('shared codes (three painters)', () => {
  it('becomes shared when a second painter links it to the same paint, and a third painter then finds it', async () => {
    const code = freshCode();
    const [alice, bob, carol] = [await verifiedPainter(), await verifiedPainter(), await verifiedPainter()];
    const before = await shared();
    expect(before.response.statusCode).toBe(200);
    expect(before.response.headers['cache-control']).toBe('no-cache');
    expect((await shared(before.etag)).response.statusCode).toBe(304);

    await linked(alice, code, scarlet);
    expectError(await look(carol, code), 404, 'not-found');
    expect((await shared(before.etag)).response.statusCode).toBe(304);

    await linked(bob, code, scarlet);
    const after = await shared(before.etag);
    expect(after.response.statusCode).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.map).toContainEqual([code, scarlet]);
    expect(barcodeAnswerSchema.parse((await look(carol, code)).json())).toMatchObject({ source: 'shared', paint: { id: scarlet } });
  });

  it('keeps the caller’s own link over the shared one, and shares nothing while two paints tie', async () => {
    const code = freshCode();
    const [a, b, c, d] = [await verifiedPainter(), await verifiedPainter(), await verifiedPainter(), await verifiedPainter()];
    await linked(a, code, scarlet);
    await linked(b, code, scarlet);
    await linked(c, code, flatRed);
    expect(barcodeAnswerSchema.parse((await look(c, code)).json())).toMatchObject({ source: 'own', paint: { id: flatRed } });
    expect(barcodeAnswerSchema.parse((await look(d, code)).json())).toMatchObject({ source: 'shared', paint: { id: scarlet } });

    await linked(d, code, flatRed);
    const e = await verifiedPainter();
    expectError(await look(e, code), 404, 'not-found');
    expect((await shared()).map?.some(([sharedCode]) => sharedCode === code)).toBe(false);
  });
});

describe('admin review', () => {
  it('lists proposed and conflicting codes with counts; confirm shares at once, reject unshares', async () => {
    const [proposed, conflict] = [freshCode(), freshCode()];
    const admin = await createTestAdmin(testApp());
    const [a, b, c] = [await verifiedPainter(), await verifiedPainter(), await verifiedPainter()];
    await linked(a, proposed, black);
    await linked(a, conflict, scarlet);
    await linked(b, conflict, scarlet);
    await linked(c, conflict, flatRed);

    expectError(await send(testApp().app, a, 'GET', '/api/admin/barcodes'), 403, 'forbidden');
    const list = adminBarcodeListSchema.parse((await send(testApp().app, admin, 'GET', '/api/admin/barcodes')).json());
    const conflictRow = list.find((row) => row.code === conflict);
    expect(conflictRow).toMatchObject({
      status: 'conflict',
      sharedPaintId: scarlet,
      links: [
        { catalogPaintId: scarlet, painters: 2, decision: null, paint: { name: 'Evil Sunz Scarlet' } },
        { catalogPaintId: flatRed, painters: 1, decision: null },
      ],
    });
    expect(list.indexOf(conflictRow!)).toBeLessThan(list.findIndex((row) => row.code === proposed));
    expect(list.find((row) => row.code === proposed)).toMatchObject({ status: 'proposed', sharedPaintId: null, links: [{ painters: 1 }] });

    // Confirming the single painter's paint shares it with everyone, over the count.
    const decide = (code: string, catalogPaintId: string, decision: string) =>
      send(testApp().app, admin, 'POST', '/api/admin/barcodes/decisions', { code, catalogPaintId, decision });
    expect((await decide(proposed, black, 'confirmed')).json()).toEqual({ code: proposed, sharedPaintId: black });
    expect(barcodeAnswerSchema.parse((await look(b, proposed)).json())).toMatchObject({ source: 'shared', paint: { id: black } });

    // Rejecting the agreed pairing leaves the conflict unshared.
    expect((await decide(conflict, scarlet, 'rejected')).json()).toEqual({ code: conflict, sharedPaintId: null });
    expectError(await look(admin, conflict), 404, 'not-found');
    const again = adminBarcodeListSchema.parse((await send(testApp().app, admin, 'GET', '/api/admin/barcodes')).json());
    expect(again.some((row) => row.code === proposed)).toBe(false);
    expect(again.find((row) => row.code === conflict)?.links[0]).toMatchObject({ catalogPaintId: scarlet, decision: 'rejected' });

    expectError(await decide(conflict, 'no-such-paint', 'confirmed'), 404, 'not-found', barcodeMessages.paintNotInCatalog);
    expectError(await decide('123', black, 'confirmed'), 400, 'validation', barcodeMessages.invalidCode);
  });
});
