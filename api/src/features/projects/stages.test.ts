import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { stageLimits, type ProjectRow } from '@paintforge/sync-protocol';
import { expectError } from '../../testing/accounts.js';
import { at, createTestUser, later, mutations, newDevice, projectArgs, pullOk, pushOk, send } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { migrations } from '../../db/migrations/index.js';
import { sha256Hex } from '../blobs/images.js';
import { entityTables } from '../sync/entity-tables.js';
import { readUserRows } from '../sync/rows.js';
import { projectResponseSchema } from './service.js';
import { testJpeg } from '@paintforge/sync-protocol/test-photos';

// Issue 26 on the server: migration 0019's defaults, the stage fields in the REST answers, and the sync's round trip.
const testApp = useSyncTestApp();

describe('migration 0019', () => {
  it('makes every existing miniature painted, one model, with no moves, no photos and no timeline', async () => {
    const u = await createTestUser(testApp());
    const stages = migrations['0019_project_stages']!;
    await stages.down!(testApp().db.withoutPlugins());
    try {
      await sql`insert into project (id, name, user_id, created_at, updated_at) values (${uuidv7()}, 'Old Knight', ${u.id}, ${at}, ${at})`.execute(
        testApp().db,
      );
    } finally {
      await stages.up(testApp().db.withoutPlugins());
    }
    const [row] = (await readUserRows(testApp().db, u.id)).project;
    expect(row).toMatchObject({ stage: 'painted', modelCount: 1, acquiredAt: null, stageHistory: [], wipPhotos: [], showTimeline: false });
  });

  it('bounds the JSON columns above the most the mutators let a row hold', async () => {
    const u = await createTestUser(testApp());
    const id = uuidv7();
    const longest = '2026-11-21T10:00:00.000+14:00';
    const row: ProjectRow = {
      id,
      name: 'Full',
      description: null,
      imageHash: null,
      largeImageHash: null,
      status: 'active',
      stage: 'varnished',
      modelCount: stageLimits.modelCountMax,
      acquiredAt: null,
      stageHistory: Array.from({ length: stageLimits.movesPerMiniature }, () => ({ id: uuidv7(), stage: 'varnished', movedAt: longest })),
      wipPhotos: Array.from({ length: stageLimits.wipPhotosPerMiniature }, () => ({
        id: uuidv7(),
        stage: 'varnished',
        imageHash: 'a'.repeat(64),
        largeImageHash: 'b'.repeat(64),
        addedAt: longest,
      })),
      showTimeline: true,
      unitId: null,
      shareToken: null,
      createdAt: at,
      updatedAt: at,
      conflicts: [],
      deletedAt: null,
    };
    expect(await entityTables.project.put(testApp().db, row, { userId: u.id, version: 1 })).toBe(true);
    expect(await entityTables.project.get(testApp().db, u.id, id)).toEqual(row);
    // Beyond them, the store refuses the row as too large, and the database's CHECK holds under any write around it.
    const huge = { ...row, id: uuidv7(), stageHistory: [...row.stageHistory, ...row.stageHistory] };
    await expect(entityTables.project.put(testApp().db, huge, { userId: u.id, version: 2 })).rejects.toMatchObject({
      code: 'payload-too-large',
    });
    await expect(
      testApp()
        .db.updateTable('project')
        .set({ wipPhotos: JSON.stringify([...row.wipPhotos, ...row.wipPhotos]) })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow(/check|constraint/i);
  });

  it('refuses stage moves whose history grows too large in characters (long instants) as too large, not as a failure', async () => {
    const u = await createTestUser(testApp());
    const device = newDevice();
    const project = projectArgs();
    const longMove = (n: number) =>
      [
        'project.moveStage@1',
        { id: project.id, moveId: uuidv7(), stage: 'built', movedAt: `2026-11-21T10:00:0${n}.${'1'.repeat(9000)}Z` },
      ] as [string, unknown];
    const pushed = await pushOk(
      testApp().app,
      u,
      device,
      mutations(device, ['project.create@1', project], longMove(1), longMove(2), longMove(3)),
    );
    expect(pushed.results.map((result) => result.error?.code ?? result.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'payload-too-large',
    ]);
  });
});

describe('migration 0020', () => {
  it('sets the status of every non-archived miniature by its stage, and leaves archived ones archived', async () => {
    const u = await createTestUser(testApp());
    const rows = [
      ['painted', 'active', 'completed'],
      ['varnished', 'active', 'completed'],
      ['unbuilt', 'completed', 'active'],
      ['primed', 'active', 'active'],
      ['based', 'completed', 'completed'],
      ['painting', 'archived', 'archived'],
      ['painted', 'archived', 'archived'],
    ] as const;
    const ids = rows.map(() => uuidv7());
    for (const [index, [stage, status]] of rows.entries())
      await sql`insert into project (id, name, user_id, status, stage, created_at, updated_at)
        values (${ids[index]}, ${`Row ${index}`}, ${u.id}, ${status}, ${stage}, ${at}, ${at})`.execute(testApp().db);
    await migrations['0020_project_status_by_stage']!.up(testApp().db.withoutPlugins());
    const byId = new Map((await readUserRows(testApp().db, u.id)).project.map((row) => [row.id, row.status]));
    expect(ids.map((id) => byId.get(id))).toEqual(rows.map(([, , status]) => status));
  });
});

describe('the stage fields in REST and sync', () => {
  it('keeps the status and the stage of a POST as two facts: status active and stage painted unless given (issue 37)', async () => {
    const u = await createTestUser(testApp());
    const post = async (body: Record<string, unknown>) => {
      const response = await send(testApp().app, u, 'POST', '/api/projects', body);
      expect(response.statusCode, response.body).toBe(201);
      const project = projectResponseSchema.parse(response.json());
      return `${project.status} at ${project.stage}`;
    };
    expect(await post({ name: 'Knight' })).toBe('active at painted');
    expect(await post({ name: 'Knight', status: 'completed' })).toBe('completed at painted');
    expect(await post({ name: 'Knight', status: 'archived' })).toBe('archived at painted');
    expect(await post({ name: 'Knight', stage: 'painted', status: 'active' })).toBe('active at painted');
    expect(await post({ name: 'Box', stage: 'unbuilt' })).toBe('active at unbuilt');
    expect(await post({ name: 'Box', stage: 'unbuilt', status: 'completed' })).toBe('completed at unbuilt');
    expect(await post({ name: 'Box', stage: 'based', status: 'archived' })).toBe('archived at based');
  });

  it('POST /api/projects takes a stage and a model count and answers every stage field; GET answers them too', async () => {
    const u = await createTestUser(testApp());
    const response = await send(testApp().app, u, 'POST', '/api/projects', { name: 'Intercessors', stage: 'primed', modelCount: 10 });
    expect(response.statusCode, response.body).toBe(201);
    const created = projectResponseSchema.strict().parse(response.json());
    expect(created).toMatchObject({
      stage: 'primed',
      modelCount: 10,
      acquiredAt: null,
      stageHistory: [{ id: created.id, stage: 'primed', movedAt: created.createdAt }],
      wipPhotos: [],
      showTimeline: false,
      status: 'active',
    });
    const listed = await send(testApp().app, u, 'GET', '/api/projects');
    expect(listed.json()).toEqual([{ ...created, paints: [] }]);
    // Without them: one model, painted (the gallery's stage), and the spec's default status.
    const plain = await send(testApp().app, u, 'POST', '/api/projects', { name: 'Knight' });
    expect(plain.json()).toMatchObject({ stage: 'painted', modelCount: 1, status: 'active' });
  });

  it('answers a bad stage or model count with 400 validation', async () => {
    const u = await createTestUser(testApp());
    for (const body of [
      { name: 'Box', stage: 'glued' },
      { name: 'Box', modelCount: 0 },
      { name: 'Box', modelCount: 2.5 },
      { name: 'Box', modelCount: stageLimits.modelCountMax + 1 },
      { name: 'Box', modelCount: '10' },
      { name: 'Box', stage: 7 },
    ])
      expectError(await send(testApp().app, u, 'POST', '/api/projects', body), 400, 'validation');
    expect((await send(testApp().app, u, 'GET', '/api/projects')).json()).toEqual([]);
  });

  it('applies stage moves, photos and a split pushed by a device, and pulls them back whole', async () => {
    const u = await createTestUser(testApp());
    const device = newDevice();
    const project = projectArgs({ stage: 'unbuilt', modelCount: 10 });
    const [move, photo, newId] = [uuidv7(), uuidv7(), uuidv7()];
    const image = Buffer.from(testJpeg(7, 68));
    const upload = await testApp().app.inject({
      method: 'PUT',
      url: `/api/blobs/${sha256Hex(image)}`,
      headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${u.token}` },
      payload: image,
    });
    const hash = (upload.json() as { sha256: string }).sha256;
    const pushed = await pushOk(
      testApp().app,
      u,
      device,
      mutations(
        device,
        ['project.create@1', project],
        ['project.moveStage@1', { id: project.id, moveId: move, stage: 'primed', movedAt: later }],
        [
          'project.addWipPhoto@1',
          { projectId: project.id, id: photo, stage: 'primed', imageHash: hash, largeImageHash: null, addedAt: later },
        ],
        ['project.split@1', { id: project.id, newId, count: 4, createdAt: later }],
      ),
    );
    expect(pushed.results.map((result) => result.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const pulled = await pullOk(testApp().app, u, newDevice());
    const rows = new Map(pulled.patch.map((op) => [op.id, op.op === 'put' ? (op.value as ProjectRow) : undefined]));
    expect(rows.get(project.id)).toMatchObject({
      stage: 'primed',
      modelCount: 6,
      stageHistory: [
        { id: project.id, stage: 'unbuilt', movedAt: at },
        { id: move, stage: 'primed', movedAt: later },
      ],
      wipPhotos: [{ id: photo, stage: 'primed', imageHash: hash, largeImageHash: null, addedAt: later }],
      showTimeline: false,
    });
    expect(rows.get(newId)).toMatchObject({ stage: 'primed', modelCount: 4, wipPhotos: [], name: project.name });
  });

  it('refuses a work-in-progress photo the painter has not uploaded', async () => {
    const [u, other] = [await createTestUser(testApp()), await createTestUser(testApp())];
    const image = Buffer.from(testJpeg(8, 68));
    await testApp().app.inject({
      method: 'PUT',
      url: `/api/blobs/${sha256Hex(image)}`,
      headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${other.token}` },
      payload: image,
    });
    const device = newDevice();
    const project = projectArgs();
    const pushed = await pushOk(
      testApp().app,
      u,
      device,
      mutations(
        device,
        ['project.create@1', project],
        [
          'project.addWipPhoto@1',
          { projectId: project.id, id: uuidv7(), stage: 'painted', imageHash: sha256Hex(image), largeImageHash: null, addedAt: later },
        ],
      ),
    );
    expect(pushed.results[1]).toMatchObject({ status: 'rejected', error: { code: 'not-found' } });
  });
});
