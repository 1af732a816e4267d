import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminMessages, catalogCorrectionAnswerSchema, catalogResponseSchema, type CatalogPaint } from '@paintforge/sync-protocol';
import type { AppConfig } from '../../config.js';
import { closeDatabase, createDatabase } from '../../db/connection.js';
import { expectError } from '../../testing/accounts.js';
import { createTestAdmin } from '../../testing/admin.js';
import { useRestartableApps } from '../../testing/restartable-apps.js';
import { send, type TestUser } from '../../testing/sync.js';
import { catalogPaintId } from '../catalog/catalog-id.js';

const rows = [
  { brand: 'Citadel', range: 'Base', name: 'Abaddon Black', hex: '#231F20' },
  { brand: 'Citadel', range: 'Layer', name: 'Evil Sunz Scarlet', hex: '#C01411' },
  { brand: 'Vallejo', range: 'Model Color', name: 'Flat Red', hex: '#8A1A1B' },
];
const scarletId = catalogPaintId('Citadel', 'Layer', 'Evil Sunz Scarlet');

const apps = useRestartableApps();

/** An app that loads its catalog from a data file, as `npm start` does, on files it can be restarted on. */
const start = (config: AppConfig) => apps.start(config);

function newConfig() {
  const config = apps.newConfig();
  config.catalogPath = join(config.dataDir, 'paints.json');
  writeFileSync(config.catalogPath, JSON.stringify(rows));
  return config;
}

async function adminOn(app: FastifyInstance, config: AppConfig): Promise<TestUser> {
  const db = createDatabase(config);
  try {
    return await createTestAdmin({ app, db, config });
  } finally {
    await closeDatabase(db);
  }
}

async function served(app: FastifyInstance): Promise<{ etag: string; paints: CatalogPaint[] }> {
  const response = await app.inject({ method: 'GET', url: '/api/paints/all' });
  expect(response.statusCode).toBe(200);
  return { etag: String(response.headers.etag), paints: catalogResponseSchema.parse(response.json()) };
}

const colorOf = (paints: CatalogPaint[], id: string) => paints.find((paint) => paint.id === id)?.color;

async function storedColor(config: AppConfig, id: string) {
  const db = createDatabase(config);
  try {
    return (await db.selectFrom('paint').select('color').where('id', '=', id).executeTakeFirstOrThrow()).color;
  } finally {
    await closeDatabase(db);
  }
}

describe('correcting a catalog paint’s hex', () => {
  it('changes the served catalog and its ETag at once, and survives restarts and a new data file', async () => {
    const config = newConfig();
    const first = await start(config);
    const admin = await adminOn(first, config);
    const before = await served(first);
    expect(colorOf(before.paints, scarletId)).toBe('#C01411');

    const response = await send(first, admin, 'PUT', `/api/admin/catalog/${scarletId}/color`, { color: '#d01f1a' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = catalogCorrectionAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({ paint: { id: scarletId, color: '#D01F1A' }, originalColor: '#C01411', correctedBy: admin.id });

    const after = await served(first);
    expect(after.etag).not.toBe(before.etag);
    expect(after.etag).toBe(answer.etag);
    expect(colorOf(after.paints, scarletId)).toBe('#D01F1A');
    // A device holding the old ETag is sent the new catalog; one holding the new one gets 304.
    expect((await first.inject({ method: 'GET', url: '/api/paints/all', headers: { 'if-none-match': before.etag } })).statusCode).toBe(200);
    expect((await first.inject({ method: 'GET', url: '/api/paints/all', headers: { 'if-none-match': after.etag } })).statusCode).toBe(304);
    expect((await first.inject({ method: 'GET', url: '/api/paints/search?q=scarlet' })).json()[0].color).toBe('#D01F1A');
    await first.close();
    expect(await storedColor(config, scarletId)).toBe('#D01F1A');

    // A restart reloads the data file, which still says #C01411: the correction wins, and the ETag is the same.
    const second = await start(config);
    expect(await served(second)).toEqual(after);
    await second.close();

    // A new release of the data file (a paint added, the same old hex) keeps the correction too.
    writeFileSync(
      config.catalogPath,
      JSON.stringify([...rows, { brand: 'Vallejo', range: 'Model Color', name: 'Flat Blue', hex: '#1A2B8A' }]),
    );
    const third = await start(config);
    const reloaded = await served(third);
    expect(reloaded.paints).toHaveLength(4);
    expect(colorOf(reloaded.paints, scarletId)).toBe('#D01F1A');
    expect(await storedColor(config, scarletId)).toBe('#D01F1A');

    // Listed, and taken back: the file's hex again, with a new ETag.
    const list = (await send(third, admin, 'GET', '/api/admin/catalog/corrections')).json();
    expect(list).toEqual([expect.objectContaining({ paint: expect.objectContaining({ id: scarletId }), originalColor: '#C01411' })]);
    const removed = await send(third, admin, 'DELETE', `/api/admin/catalog/${scarletId}/color`);
    expect(removed.json()).toMatchObject({ id: scarletId, color: '#C01411' });
    const restored = await served(third);
    expect(colorOf(restored.paints, scarletId)).toBe('#C01411');
    expect(restored.etag).not.toBe(reloaded.etag);
    await third.close();
    expect(await storedColor(config, scarletId)).toBe('#C01411');
  });

  it('keeps the file’s hex as the original through a second correction, and refuses what is not in the catalog', async () => {
    const config = newConfig();
    const app = await start(config);
    const admin = await adminOn(app, config);
    const url = `/api/admin/catalog/${scarletId}/color`;
    expect((await send(app, admin, 'PUT', url, { color: '#D01F1A' })).statusCode).toBe(200);
    expect((await send(app, admin, 'PUT', url, { color: '#E02020' })).json()).toMatchObject({
      originalColor: '#C01411',
      paint: { color: '#E02020' },
    });
    expectError(await send(app, admin, 'PUT', url, { color: 'red' }), 400, 'validation');
    expectError(
      await send(app, admin, 'PUT', '/api/admin/catalog/no-such-paint/color', { color: '#000000' }),
      404,
      'not-found',
      adminMessages.paintNotInCatalog,
    );
    expectError(
      await send(app, admin, 'DELETE', `/api/admin/catalog/${catalogPaintId('Vallejo', 'Model Color', 'Flat Red')}/color`),
      404,
      'not-found',
      adminMessages.noCorrection,
    );
  });
});
