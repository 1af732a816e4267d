import { expect, it } from 'vitest';
import { z } from 'zod';
import { defineMutation, editRow, registerMutation, rowOf, mutations } from '@paintforge/sync-protocol';
import { at, paintArgs, projectArgs } from '../api/src/testing/sync.js';
import { photoBlob, PhotoRefused } from '../web/src/data/sync/blobs';
import { mutate } from '../web/src/data/sync/mutate';
import { localFailureText } from '../web/src/messages/error-text';
import { noticeMessage, noticeTitle } from '../web/src/messages/notice-text';
import { answersTo, engineOf, serverLog, serverPhotoType, serverRows, usePainter } from './painter.js';
import { addDevice } from './world.js';

/** Photos go up before the mutation that refers to them (sync.md §5), and a refused one does not block the queue. */
const painter = usePainter();

/** A PNG the metadata walk takes to its end: `data` in its IDAT, `size` its IHDR's width and height. */
const chunk = (type: string, data: number[]) => [0, 0, 0, data.length, ...Array.from(type, (c) => c.charCodeAt(0)), ...data, 0, 0, 0, 0];
const png = (data: number[], size = [0, 0, 0, 1, 0, 0, 0, 1]) =>
  new Blob([
    new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...chunk('IHDR', [...size, 8, 2, 0, 0, 0]),
      ...chunk('IDAT', data),
      ...chunk('IEND', []),
    ]),
  ]);

it('uploads a photo before the mutation that refers to it, once', async () => {
  const world = painter();
  const device = await addDevice(world);
  const blob = await photoBlob(png([1, 2, 3, 4]));
  const project = projectArgs({ name: 'Lieutenant', imageHash: blob.sha256 });
  await mutate(device.db, mutations.project.create, project, { blobs: [blob] });
  await mutate(device.db, mutations.project.update, { id: project.id, changes: { imageHash: blob.sha256 }, updatedAt: at });

  await expect(engineOf(world, device).syncNow()).resolves.toEqual({ outcome: 'synced' });

  expect(answersTo(world, device)).toEqual([`PUT /api/blobs/${blob.sha256} 201`, 'POST /api/sync/push 200', 'POST /api/sync/pull 200']);
  expect(await serverPhotoType(world, blob.sha256)).toBe('image/png');
  expect((await serverRows(world, 'project'))[0]?.imageHash).toBe(blob.sha256);
  expect(await device.db.blobs.get(blob.sha256)).toMatchObject({ uploaded: true, mime: 'image/png' });
  expect((await serverLog(world)).map((entry) => entry.status)).toEqual(['applied', 'applied']);
});

it('a photo with GPS text after its end is named and stored without it; one the device can neither walk nor draw is refused on the device', async () => {
  const world = painter();
  const device = await addDevice(world);
  const clean = png([1, 2, 3, 5]);
  const gps = new TextEncoder().encode('GPS 51N 0W Ada Lovelace');
  const blob = await photoBlob(new Blob([clean, gps]));
  expect(new Uint8Array(blob.bytes)).toEqual(new Uint8Array(await clean.arrayBuffer()));
  await mutate(device.db, mutations.project.create, projectArgs({ name: 'Lieutenant', imageHash: blob.sha256 }), { blobs: [blob] });
  await expect(engineOf(world, device).syncNow()).resolves.toEqual({ outcome: 'synced' });
  expect(answersTo(world, device)[0]).toBe(`PUT /api/blobs/${blob.sha256} 201`);
  const stored = await world.server.db.selectFrom('blob').select('bytes').where('sha256', '=', blob.sha256).executeTakeFirstOrThrow();
  expect(stored.bytes.toString('latin1')).not.toContain('GPS');

  // A JPEG whose segment length runs past its end: not walkable, and this device (no canvas off the page) cannot draw
  // it anew, so it is refused before anything is kept or sent, with words that say why.
  const unwalkable = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xf0, ...gps])]);
  const refused = await photoBlob(unwalkable).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(PhotoRefused);
  expect((refused as PhotoRefused).code).toBe('unreadable-image');
  expect(localFailureText(refused, 'Upload failed')).toMatch(
    /could not be read to its end, so its hidden data \(such as a GPS position\) could not be removed/,
  );
});

it('a photo the server refuses for good does not block the queue: the change is refused with a notice', async () => {
  const world = painter();
  const device = await addDevice(world);
  const blob = await photoBlob(png([9]));
  // The bytes kept on the device are damaged: they are not the photo's hash, nor an image.
  const damaged = { ...blob, bytes: new Uint8Array([1, 2, 3]).buffer };
  await mutate(device.db, mutations.project.create, projectArgs({ name: 'Lieutenant', imageHash: blob.sha256 }), { blobs: [damaged] });
  await mutate(device.db, mutations.paint.create, paintArgs());

  await expect(engineOf(world, device).syncNow()).resolves.toEqual({ outcome: 'synced' });

  expect(answersTo(world, device)[0]).toBe(`PUT /api/blobs/${blob.sha256} 400`);
  expect(await device.db.blobs.get(blob.sha256)).toMatchObject({ uploaded: false, uploadError: 'hash-mismatch' });
  expect((await serverLog(world)).map((entry) => [entry.status, entry.error?.code])).toEqual([
    ['rejected', 'not-found'],
    ['applied', undefined],
  ]);
  expect((await device.db.notices.toArray()).map((notice) => [noticeTitle(notice), noticeMessage(notice)])).toEqual([
    ['Not saved: Adding the miniature “Lieutenant”', 'Its photo did not reach the server, so this change was not saved.'],
  ]);
  expect(await serverRows(world, 'paint')).toHaveLength(1);
  expect(await device.db.projects.count()).toBe(0);
});

it('a photo the server refuses as too large (a header declaring 40+ megapixels) is said in the spec’s words', async () => {
  const world = painter();
  const device = await addDevice(world);
  // A PNG header declaring 50000 × 50000 pixels: a few bytes, a 10 GB picture once decoded.
  const blob = await photoBlob(png([0], [0, 0, 0xc3, 0x50, 0, 0, 0xc3, 0x50]));
  await mutate(device.db, mutations.project.create, projectArgs({ name: 'Lieutenant', imageHash: blob.sha256 }), { blobs: [blob] });

  await expect(engineOf(world, device).syncNow()).resolves.toEqual({ outcome: 'synced' });

  expect(answersTo(world, device)[0]).toBe(`PUT /api/blobs/${blob.sha256} 413`);
  expect((await device.db.notices.toArray()).map((notice) => [noticeTitle(notice), noticeMessage(notice)])).toEqual([
    ['Not saved: Adding the miniature “Lieutenant”', 'File too large'],
  ]);
});

it('a new mutation that declares a photo gets it uploaded first, with no change anywhere but its definition', async () => {
  // Not a mutation the app ships: it exists only in this test, on both the device and the server (one module).
  const setCover = defineMutation(
    'project.setCover@1',
    z.object({ id: z.uuid(), cover: z.string(), updatedAt: z.iso.datetime() }),
    rowOf('project', 'edit', { photos: (args) => [args.cover] }),
    (store, { id, cover, updatedAt }) => editRow(store, 'project', id, updatedAt, (row) => ({ ...row, imageHash: cover })),
  );
  const unregister = registerMutation(setCover);
  try {
    const world = painter();
    const device = await addDevice(world);
    const project = projectArgs({ name: 'Lieutenant' });
    await mutate(device.db, mutations.project.create, project);
    const blob = await photoBlob(png([5, 6, 7]));
    await mutate(
      device.db,
      setCover,
      { id: project.id, cover: blob.sha256, updatedAt: at },
      {
        blobs: [blob],
      },
    );

    await expect(engineOf(world, device).syncNow()).resolves.toEqual({ outcome: 'synced' });

    expect(answersTo(world, device)).toEqual([`PUT /api/blobs/${blob.sha256} 201`, 'POST /api/sync/push 200', 'POST /api/sync/pull 200']);
    expect((await serverLog(world)).map((entry) => [entry.name, entry.status])).toEqual([
      ['project.create@1', 'applied'],
      ['project.setCover@1', 'applied'],
    ]);
    expect((await serverRows(world, 'project'))[0]?.imageHash).toBe(blob.sha256);
  } finally {
    unregister();
  }
});
