import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { testJpeg } from '@paintforge/sync-protocol/test-photos';
import { inProcessServer, renderApp } from '../../testing/app-server';
import { requireDatabase } from './runtime';

// Issue 33, ready for the shop after one sign-in: a new device, once it has synced, stores the painter's photos in the
// background (offline-ready.ts), without the painter opening the gallery. The photo here was uploaded by another
// phone through the API; the new device opens the inventory only, which shows no photo.
const server = inProcessServer();

describe('photos after sign-in on a new device', () => {
  it('are stored on the device after its first sync, with no screen showing them', async () => {
    const painter = await server.verifiedPainter('photos-offline');
    const photo = Buffer.from(testJpeg(7, 96));
    const hash = createHash('sha256').update(photo).digest('hex');
    const created = await server.call('POST', '/api/projects', {
      token: painter.token,
      body: { name: 'Knight', imageUrl: `data:image/jpeg;base64,${photo.toString('base64')}` },
    });
    expect(created.statusCode, created.body).toBe(201);

    renderApp('/inventory', painter);
    await screen.findByRole('heading', { name: /Inventory/ }, { timeout: 10_000 });
    const db = await requireDatabase();
    await waitFor(async () => expect(await db.projects.count()).toBe(1), { timeout: 10_000 });
    await waitFor(async () => expect(await db.blobs.get(hash)).toBeDefined(), { timeout: 15_000 });
    const stored = await db.blobs.get(hash);
    expect(stored).toMatchObject({ mime: 'image/jpeg', uploaded: true });
    expect(new Uint8Array(stored!.bytes)).toEqual(new Uint8Array(photo));
  });
});
