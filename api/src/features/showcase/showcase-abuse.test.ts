import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipeRowsPerMiniature, showcaseSchema } from '@paintforge/sync-protocol';
import { expectError } from '../../testing/accounts.js';
import {
  createSyncTestApp,
  createTestUser,
  mutations,
  newDevice,
  pushOk,
  send,
  testCatalogPaints,
  type TestUser,
} from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { shareResponseSchema } from '../projects/share.js';

const testApp = useSyncTestApp();

const paint = testCatalogPaints[0]!;
const anonymous = (url: string, headers: Record<string, string> = {}) => testApp().app.inject({ method: 'GET', url, headers });
const rowArgs = (projectId: string, n: number) => ({
  id: randomUUID(),
  projectId,
  paintId: paint.id,
  partName: `Part ${Math.floor(n / 10)}`,
  technique: 'Layering',
  usageNotes: `step ${n}`,
  position: `a${String(n).padStart(4, '0')}`,
  createdAt: new Date().toISOString(),
});

/** A shared project whose recipe is `rows` rows long, written by one device's pushes. */
async function sharedRecipe(user: TestUser, rows: number): Promise<{ projectId: string; token: string }> {
  const device = newDevice();
  const projectId = randomUUID();
  const list: Array<[string, unknown]> = [
    ['project.create@1', { id: projectId, name: 'Long recipe', createdAt: new Date().toISOString() }],
  ];
  for (let n = 0; n < rows; n++) list.push(['recipe.add@1', rowArgs(projectId, n)]);
  const pushed = await pushOk(testApp().app, user, device, mutations(device, ...list));
  expect(pushed.results.every((result) => result.status === 'applied')).toBe(true);
  const shared = await send(testApp().app, user, 'POST', `/api/projects/${projectId}/share`);
  return { projectId, token: shareResponseSchema.parse(shared.json()).token };
}

const rowsOf = (body: unknown) => showcaseSchema.parse(body).parts.reduce((sum, part) => sum + part.paints.length, 0);

describe('a miniature’s recipe is bounded', () => {
  it(`refuses row ${recipeRowsPerMiniature + 1} with recipe-full, pushed or through REST; a removed row makes room`, async () => {
    const u = await createTestUser(testApp());
    const { projectId } = await sharedRecipe(u, recipeRowsPerMiniature);
    const device = newDevice();
    const extra = rowArgs(projectId, recipeRowsPerMiniature);
    const pushed = await pushOk(testApp().app, u, device, mutations(device, ['recipe.add@1', extra]));
    expect(pushed.results[0]).toMatchObject({
      status: 'rejected',
      error: { code: 'recipe-full', message: 'A miniature’s recipe holds at most 300 paints. Remove some before adding more.' },
    });
    const rest = await send(testApp().app, u, 'POST', `/api/projects/${projectId}/paints`, { paintId: paint.id, partName: 'Cloak' });
    expectError(rest, 400, 'recipe-full');
    const live = await testApp()
      .db.selectFrom('projectPaint')
      .select('id')
      .where('projectId', '=', projectId)
      .where('deletedAt', 'is', null)
      .execute();
    expect(live).toHaveLength(recipeRowsPerMiniature);

    const removed = await pushOk(
      testApp().app,
      u,
      device,
      mutations(device, ['recipe.remove@1', { id: live[0]!.id, deletedAt: new Date().toISOString() }]),
    );
    expect(removed.results[0]?.status).toBe('applied');
    expect(
      (await send(testApp().app, u, 'POST', `/api/projects/${projectId}/paints`, { paintId: paint.id, partName: 'Cloak' })).statusCode,
    ).toBe(201);
  });

  it('renders at most the bound, in recipe order, for rows stored before the bound existed', async () => {
    const u = await createTestUser(testApp());
    const { projectId, token } = await sharedRecipe(u, 3);
    // Rows written before devices and the server refused them: copied straight into the table.
    const [template] = await testApp()
      .db.selectFrom('projectPaint')
      .selectAll()
      .where('projectId', '=', projectId)
      .orderBy('position')
      .execute();
    const copies = Array.from({ length: recipeRowsPerMiniature + 50 }, (_, n) => ({
      ...template!,
      id: randomUUID(),
      position: `b${String(n).padStart(4, '0')}`,
    }));
    for (let start = 0; start < copies.length; start += 100)
      await testApp()
        .db.insertInto('projectPaint')
        .values(copies.slice(start, start + 100))
        .execute();
    await testApp()
      .db.updateTable('syncSpace')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('userId', '=', u.id)
      .execute();

    const json = await anonymous(`/api/showcase/${token}`);
    expect(json.statusCode).toBe(200);
    expect(rowsOf(json.json())).toBe(recipeRowsPerMiniature);
    expect(JSON.stringify(json.json())).toContain('step 0'); // the first rows in recipe order are the ones kept
    const page = await anonymous(`/showcase/${token}`);
    expect(page.body.match(/<li>/g)).toHaveLength(recipeRowsPerMiniature);
  });
});

describe('showcase answers are revalidated by version', () => {
  it('answers 304 to the current ETag (page and JSON), a new ETag after any change of the owner’s, and 404 once unshared', async () => {
    const u = await createTestUser(testApp());
    const { projectId, token } = await sharedRecipe(u, 2);
    for (const url of [`/api/showcase/${token}`, `/showcase/${token}`]) {
      const first = await anonymous(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      const again = await anonymous(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const second = await anonymous(url);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(etag);
    }
    const before = String((await anonymous(`/api/showcase/${token}`)).headers.etag);

    const device = newDevice();
    const renamed = await pushOk(
      testApp().app,
      u,
      device,
      mutations(device, ['project.update@1', { id: projectId, changes: { name: 'Renamed Knight' }, updatedAt: new Date().toISOString() }]),
    );
    expect(renamed.results[0]?.status).toBe('applied');
    const changed = await anonymous(`/api/showcase/${token}`, { 'if-none-match': before });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(before);
    expect(showcaseSchema.parse(changed.json()).name).toBe('Renamed Knight');
    expect((await anonymous(`/showcase/${token}`)).body).toContain('<h1>Renamed Knight</h1>');

    expect((await send(testApp().app, u, 'DELETE', `/api/projects/${projectId}/share`)).statusCode).toBe(200);
    expectError(await anonymous(`/api/showcase/${token}`, { 'if-none-match': String(changed.headers.etag) }), 404, 'not-found');
    expect((await anonymous(`/showcase/${token}`, { 'if-none-match': String(changed.headers.etag) })).statusCode).toBe(404);
  });
});

describe('the kept answer', () => {
  it('is served as kept while the showcase’s version stands (nothing re-read), and rendered anew once it changes', async () => {
    const u = await createTestUser(testApp());
    const { projectId, token } = await sharedRecipe(u, 2);
    const [json, page] = [await anonymous(`/api/showcase/${token}`), await anonymous(`/showcase/${token}`)];
    expect(JSON.stringify(json.json())).toContain('step 0');

    // A recipe row changed behind the app's back, without a new sync version: were the recipe read again, it would show.
    const rewrite = (usageNotes: string) =>
      testApp()
        .db.updateTable('projectPaint')
        .set({ usageNotes })
        .where('projectId', '=', projectId)
        .where('usageNotes', '=', 'step 0')
        .execute();
    await rewrite('rewritten behind the cache');
    const [keptJson, keptPage] = [await anonymous(`/api/showcase/${token}`), await anonymous(`/showcase/${token}`)];
    expect(keptJson.body).toBe(json.body);
    expect(keptPage.body).toBe(page.body);
    expect(keptJson.headers.etag).toBe(json.headers.etag);

    // Any write of the owner's takes a new version: the next read renders what is stored now.
    await testApp()
      .db.updateTable('syncSpace')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('userId', '=', u.id)
      .execute();
    const [freshJson, freshPage] = [await anonymous(`/api/showcase/${token}`), await anonymous(`/showcase/${token}`)];
    expect(freshJson.headers.etag).not.toBe(json.headers.etag);
    expect(freshJson.body).toContain('rewritten behind the cache');
    expect(freshPage.body).toContain('rewritten behind the cache');
  });
});

describe('a deploy renders anew', () => {
  it('answers a page kept from another build with the new page, not a 304', async () => {
    const u = await createTestUser(testApp());
    const { token } = await sharedRecipe(u, 1);
    const kept = await anonymous(`/showcase/${token}`);
    const webDist = join(testApp().config.dataDir, 'next-build');
    mkdirSync(webDist, { recursive: true });
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><title>x</title><script src="/assets/next.js"></script></head><body><div id="root"></div></body></html>',
    );
    // A second server on the same database, with the next build of the app.
    const next = await createSyncTestApp({
      databasePath: testApp().config.databasePath,
      databaseUrl: testApp().config.databaseUrl,
      webDist,
    });
    try {
      const page = await next.app.inject({
        method: 'GET',
        url: `/showcase/${token}`,
        headers: { 'if-none-match': String(kept.headers.etag) },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('/assets/next.js');
      expect(page.headers.etag).not.toBe(kept.headers.etag);
    } finally {
      await next.cleanup();
    }
  });
});

describe('every showcase route answers 404 for every token that is not live', () => {
  it('whatever the token’s length or shape', async () => {
    for (const token of ['x', 'a'.repeat(101), 'b'.repeat(150), 'c'.repeat(201), 'd'.repeat(5000), 'AAAAAAAAAAAAAAAAAAAAAA/extra']) {
      expectError(
        await anonymous(`/api/showcase/${token}`),
        404,
        'not-found',
        'This showcase link does not exist, or its owner has stopped sharing it.',
      );
      for (const photo of ['image.jpg', `wip/${'0'.repeat(36)}/card.jpg`, `wip/${'0'.repeat(36)}/large.jpg`]) {
        const image = await anonymous(`/showcase/${token}/${photo}`);
        expect(image.statusCode, `${token.slice(0, 20)} ${photo}`).toBe(404);
        expect(image.json()).toMatchObject({ error: 'not-found' });
      }
      const page = await anonymous(`/showcase/${token}`);
      expect(page.statusCode, token.slice(0, 20)).toBe(404);
      expect(page.body).toContain('This miniature is no longer shared');
    }
  });
});

describe('showcase reads are rate-limited per address', () => {
  it('answers 429 with Retry-After past the limit, counting the page, its JSON, its photo and dead links together', async () => {
    const limited = await createSyncTestApp({ showcaseReadsPerMinute: 4 });
    try {
      const u = await createTestUser(limited);
      const created = await send(limited.app, u, 'POST', '/api/projects', { name: 'Popular Knight' });
      const id = (created.json() as { id: string }).id;
      const { token } = shareResponseSchema.parse((await send(limited.app, u, 'POST', `/api/projects/${id}/share`)).json());
      const read = (url: string, remoteAddress: string) => limited.app.inject({ method: 'GET', url, remoteAddress });
      const urls = [`/showcase/${token}`, `/api/showcase/${token}`, `/showcase/${token}/image.jpg`, `/showcase/${'z'.repeat(300)}`];
      expect((await Promise.all(urls.map((url) => read(url, '203.0.113.7')))).map((r) => r.statusCode)).toEqual([200, 200, 404, 404]);
      const refused = await read(`/api/showcase/${token}`, '203.0.113.7');
      expectError(refused, 429, 'rate-limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await read(`/showcase/${token}`, '203.0.113.7')).statusCode).toBe(429);
      // Another address reads as usual; the owner's own routes are not affected.
      expect((await read(`/api/showcase/${token}`, '198.51.100.1')).statusCode).toBe(200);
      expect((await send(limited.app, u, 'GET', '/api/projects')).statusCode).toBe(200);
    } finally {
      await limited.cleanup();
    }
  });
});
