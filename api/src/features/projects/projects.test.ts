import { describe, expect, it } from 'vitest';
import { expectError } from '../../testing/accounts.js';
import { createTestUser, send, testCatalogPaints, type TestUser } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { blobMaxBytes, sha256Hex } from '../blobs/images.js';
import { readUserRows } from '../sync/rows.js';
import { projectResponseSchema } from './service.js';
import { testJpeg } from '@paintforge/sync-protocol/test-photos';

const testApp = useSyncTestApp();

const jpegBytes = Buffer.from(testJpeg(9, 104));
const jpegDataUrl = `data:image/jpeg;base64,${jpegBytes.toString('base64')}`;
const catalogPaint = testCatalogPaints[0]!;

async function createProject(user: TestUser, body: Record<string, unknown> = { name: 'Primaris Lieutenant', description: 'Blood Angels' }) {
  const response = await send(testApp().app, user, 'POST', '/api/projects', body);
  expect(response.statusCode, response.body).toBe(201);
  return projectResponseSchema.strict().parse(response.json());
}

async function createPaint(user: TestUser, name = 'Mephiston Red') {
  const response = await send(testApp().app, user, 'POST', '/api/paints', { name, brand: 'Citadel', color: '#9A1115', type: 'Base' });
  return response.json() as { id: string };
}

async function addToRecipe(user: TestUser, projectId: string, body: Record<string, unknown>) {
  return send(testApp().app, user, 'POST', `/api/projects/${projectId}/paints`, body);
}

describe('POST /api/projects', () => {
  it("creates a project in the spec shape, active (the spec's default status) and painted (the gallery's stage), with an empty recipe", async () => {
    const u = await createTestUser(testApp());
    expect(await createProject(u)).toEqual({
      id: expect.any(String),
      name: 'Primaris Lieutenant',
      description: 'Blood Angels',
      status: 'active',
      imageUrl: null,
      imageHash: null,
      largeImageHash: null,
      stage: 'painted',
      modelCount: 1,
      acquiredAt: null,
      stageHistory: [{ id: expect.any(String), stage: 'painted', movedAt: expect.any(String) }],
      wipPhotos: [],
      showTimeline: false,
      unitId: null,
      shareToken: null,
      userId: u.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      paints: [],
    });
  });

  it('stores a data-URL photo as a blob the user owns, and answers its URL', async () => {
    const u = await createTestUser(testApp());
    const project = await createProject(u, { name: 'Knight', description: '', imageUrl: jpegDataUrl });
    const hash = sha256Hex(jpegBytes);
    expect(project).toMatchObject({ imageHash: hash, imageUrl: `/api/blobs/${hash}`, description: null });
    const image = await send(testApp().app, u, 'GET', project.imageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(jpegBytes)).toBe(true);
    // The photo can also be uploaded first and referenced by the URL the API gives it.
    expect(await createProject(u, { name: 'Second', imageUrl: project.imageUrl })).toMatchObject({ imageHash: hash });
  });

  it('refuses a linked image, a non-image data URL, an oversized photo and another user’s blob', async () => {
    const [u, other] = [await createTestUser(testApp()), await createTestUser(testApp())];
    expectError(
      await send(testApp().app, u, 'POST', '/api/projects', { name: 'K', imageUrl: 'https://example.com/knight.jpg' }),
      400,
      'invalid-image',
      'Please upload the image file instead of linking to it.',
    );
    expectError(
      await send(testApp().app, u, 'POST', '/api/projects', {
        name: 'K',
        imageUrl: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`,
      }),
      415,
      'invalid-image',
      'Invalid file type',
    );
    expectError(
      await send(testApp().app, u, 'POST', '/api/projects', { name: 'K', imageUrl: 'not a url' }),
      415,
      'invalid-image',
      'Invalid file type',
    );
    const huge = Buffer.concat([jpegBytes, Buffer.alloc(blobMaxBytes)]);
    expectError(
      await send(testApp().app, u, 'POST', '/api/projects', { name: 'K', imageUrl: `data:image/jpeg;base64,${huge.toString('base64')}` }),
      413,
      'payload-too-large',
      'File too large',
    );
    const mine = await createProject(other, {
      name: 'Theirs',
      imageUrl: `data:image/jpeg;base64,${Buffer.concat([jpegBytes, Buffer.from('x')]).toString('base64')}`,
    });
    expectError(
      await send(testApp().app, u, 'POST', '/api/projects', { name: 'K', imageUrl: mine.imageUrl }),
      404,
      'not-found',
      'Upload the photo before saving the miniature.',
    );
    expect((await readUserRows(testApp().db, u.id)).project).toEqual([]);
  });

  it('answers the spec’s message for a missing name', async () => {
    const u = await createTestUser(testApp());
    expectError(
      await send(testApp().app, u, 'POST', '/api/projects', { name: '  ', description: 'x' }),
      400,
      'validation',
      'Project name is required',
    );
  });
});

describe('GET /api/projects', () => {
  it('lists live projects newest first, each with its live recipe rows and their paints', async () => {
    const u = await createTestUser(testApp());
    const older = await createProject(u, { name: 'Older' });
    const newer = await createProject(u, { name: 'Newer' });
    const gone = await createProject(u, { name: 'Gone' });
    await testApp().db.updateTable('project').set({ deletedAt: new Date().toISOString() }).where('id', '=', gone.id).execute();
    const paint = await createPaint(u);
    expect(
      (await addToRecipe(u, newer.id, { paintId: paint.id, partName: 'Armour', technique: 'Base Coat', usageNotes: 'two thin coats' }))
        .statusCode,
    ).toBe(201);
    expect((await addToRecipe(u, newer.id, { paintId: catalogPaint.id, partName: 'Cloak' })).statusCode).toBe(201);
    const response = await send(testApp().app, u, 'GET', '/api/projects');
    expect(response.statusCode).toBe(200);
    const projects = response.json() as Array<{ id: string; paints: unknown[] }>;
    expect(projects.map((project) => project.id)).toEqual([newer.id, older.id]);
    expect(projects[0]!.paints).toEqual([
      expect.objectContaining({
        partName: 'Armour',
        technique: 'Base Coat',
        usageNotes: 'two thin coats',
        position: 'a0',
        paint: { id: paint.id, name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base', range: null },
      }),
      expect.objectContaining({
        partName: 'Cloak',
        technique: null,
        position: 'a1',
        paint: {
          id: catalogPaint.id,
          name: catalogPaint.name,
          brand: catalogPaint.brand,
          color: catalogPaint.color,
          type: catalogPaint.type,
          range: catalogPaint.range,
        },
      }),
    ]);
  });
});

describe('recipe rows: /api/projects/{id}/paints', () => {
  it('adds rows after the last one and lists them with nested paints', async () => {
    const u = await createTestUser(testApp());
    const project = await createProject(u);
    const paint = await createPaint(u);
    const added = await addToRecipe(u, project.id, { paintId: paint.id, partName: 'Armour', technique: 'Layer' });
    expect(added.json()).toEqual({
      id: expect.any(String),
      projectId: project.id,
      paintId: paint.id,
      partName: 'Armour',
      technique: 'Layer',
      usageNotes: null,
      position: 'a0',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      paint: { id: paint.id, name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base', range: null },
    });
    await addToRecipe(u, project.id, { paintId: catalogPaint.id, partName: 'Gems' });
    const list = await send(testApp().app, u, 'GET', `/api/projects/${project.id}/paints`);
    expect(list.json().map((row: { partName: string; position: string }) => [row.partName, row.position])).toEqual([
      ['Armour', 'a0'],
      ['Gems', 'a1'],
    ]);
  });

  it('keeps a row readable through its snapshot when its paint is deleted', async () => {
    const u = await createTestUser(testApp());
    const project = await createProject(u);
    const paint = await createPaint(u, 'Soon Gone');
    await addToRecipe(u, project.id, { paintId: paint.id, partName: 'Armour' });
    await send(testApp().app, u, 'PUT', `/api/paints/${paint.id}`, { name: 'Renamed' });
    expect((await send(testApp().app, u, 'GET', `/api/projects/${project.id}/paints`)).json()[0].paint.name).toBe('Renamed');
    await send(testApp().app, u, 'DELETE', `/api/paints/${paint.id}`);
    expect((await send(testApp().app, u, 'GET', `/api/projects/${project.id}/paints`)).json()[0].paint).toEqual({
      id: paint.id,
      name: 'Soon Gone',
      brand: 'Citadel',
      color: '#9A1115',
      type: 'Base',
      range: null,
    });
  });

  it('answers the spec’s messages: part name, paint, unknown paint', async () => {
    const u = await createTestUser(testApp());
    const project = await createProject(u);
    expectError(await addToRecipe(u, project.id, { paintId: catalogPaint.id, partName: '' }), 400, 'validation', 'Part name is required');
    expectError(await addToRecipe(u, project.id, { partName: 'Armour' }), 400, 'validation', 'Please select a paint or choose custom');
    expectError(
      await addToRecipe(u, project.id, { paintId: '0190a0b0-0000-7000-8000-00000000dead', partName: 'Armour' }),
      404,
      'not-found',
      'This paint no longer exists.',
    );
  });

  it('removes every row of a paint from the project (the path names the paint, not the row)', async () => {
    const u = await createTestUser(testApp());
    const project = await createProject(u);
    await addToRecipe(u, project.id, { paintId: catalogPaint.id, partName: 'Armour' });
    await addToRecipe(u, project.id, { paintId: catalogPaint.id, partName: 'Cloak' });
    await addToRecipe(u, project.id, { paintId: testCatalogPaints[1]!.id, partName: 'Gems' });
    const response = await send(testApp().app, u, 'DELETE', `/api/projects/${project.id}/paints/${catalogPaint.id}`);
    expect(response.statusCode).toBe(200);
    expect(
      (await send(testApp().app, u, 'GET', `/api/projects/${project.id}/paints`)).json().map((row: { partName: string }) => row.partName),
    ).toEqual(['Gems']);
    expectError(await send(testApp().app, u, 'DELETE', `/api/projects/${project.id}/paints/${catalogPaint.id}`), 404, 'not-found');
  });
});

describe('owners only', () => {
  it('answers 404 to another user’s ids on every route, and changes nothing of theirs', async () => {
    const [owner, intruder] = [await createTestUser(testApp()), await createTestUser(testApp())];
    const project = await createProject(owner);
    const paint = await createPaint(owner);
    await addToRecipe(owner, project.id, { paintId: paint.id, partName: 'Armour' });
    const before = await readUserRows(testApp().db, owner.id);
    const attempts: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown]> = [
      ['PUT', `/api/paints/${paint.id}`, { quantity: 0 }],
      ['PUT', `/api/paints/${paint.id}`, { name: 'Mine' }],
      ['DELETE', `/api/paints/${paint.id}`],
      ['GET', `/api/projects/${project.id}/paints`],
      ['POST', `/api/projects/${project.id}/paints`, { paintId: catalogPaint.id, partName: 'Cloak' }],
      ['DELETE', `/api/projects/${project.id}/paints/${paint.id}`],
    ];
    for (const [method, url, body] of attempts) expectError(await send(testApp().app, intruder, method, url, body), 404, 'not-found');
    // Their own project with the owner's paint: the paint is not found either.
    const theirs = await createProject(intruder);
    expectError(await addToRecipe(intruder, theirs.id, { paintId: paint.id, partName: 'Armour' }), 404, 'not-found');
    expect((await send(testApp().app, intruder, 'GET', '/api/projects')).json().map((row: { id: string }) => row.id)).toEqual([theirs.id]);
    expect(await readUserRows(testApp().db, owner.id)).toEqual(before);
  });

  it('answers 401 without a session on every route', async () => {
    const id = '0190a0b0-0000-7000-8000-000000000001';
    for (const [method, url] of [
      ['GET', '/api/paints'],
      ['POST', '/api/paints'],
      ['PUT', `/api/paints/${id}`],
      ['DELETE', `/api/paints/${id}`],
      ['GET', '/api/inventory/stats'],
      ['GET', '/api/projects'],
      ['POST', '/api/projects'],
      ['GET', `/api/projects/${id}/paints`],
      ['POST', `/api/projects/${id}/paints`],
      ['DELETE', `/api/projects/${id}/paints/${id}`],
    ] as const) {
      expectError(
        await send(testApp().app, undefined, method, url, method === 'GET' || method === 'DELETE' ? undefined : {}),
        401,
        'unauthorized',
      );
    }
  });
});
