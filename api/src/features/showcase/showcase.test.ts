import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showcaseSchema, type Showcase } from '@paintforge/sync-protocol';
import { renderPage, showcaseBody } from './page.js';
import { showcaseTimeline, showcaseWipPhotoHash } from './timeline.js';
import { expectError } from '../../testing/accounts.js';
import {
  createSyncTestApp,
  createTestUser,
  mutations,
  newDevice,
  pullOk,
  later,
  pushOk,
  send,
  testCatalogPaints,
  type SyncTestApp,
  type TestUser,
} from '../../testing/sync.js';
import { createTestConfig } from '../../testing/test-config.js';
import { sha256Hex } from '../blobs/images.js';
import { readUserRows } from '../sync/rows.js';
import { projectResponseSchema } from '../projects/service.js';
import { shareResponseSchema } from '../projects/share.js';
import { testJpeg } from '@paintforge/sync-protocol/test-photos';

const appUrl = 'https://paintforge.example';
let t: SyncTestApp;
beforeAll(async () => {
  t = await createSyncTestApp({ appUrl });
});
afterAll(async () => {
  await t?.cleanup();
});

const jpegBytes = Buffer.from(testJpeg(7, 104));
const jpegDataUrl = `data:image/jpeg;base64,${jpegBytes.toString('base64')}`;
const [firstPaint, secondPaint] = [testCatalogPaints[0]!, testCatalogPaints[1]!];
const anonymous = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function createProject(user: TestUser, body: Record<string, unknown>) {
  const response = await send(t.app, user, 'POST', '/api/projects', body);
  expect(response.statusCode, response.body).toBe(201);
  return projectResponseSchema.parse(response.json());
}

async function share(user: TestUser, projectId: string) {
  const response = await send(t.app, user, 'POST', `/api/projects/${projectId}/share`);
  expect(response.statusCode, response.body).toBe(200);
  return shareResponseSchema.strict().parse(response.json());
}

/** A project with a photo and a three-row recipe on two parts, added through the REST routes in this order. */
async function paintedProject(user: TestUser, name = 'Primaris Lieutenant') {
  const project = await createProject(user, { name, description: 'Blood Angels, gold trim', imageUrl: jpegDataUrl });
  for (const row of [
    { paintId: firstPaint.id, partName: 'Armor', technique: 'Base Coat', usageNotes: 'two thin coats' },
    { paintId: secondPaint.id, partName: 'Trim', technique: 'Edge Highlight' },
    { paintId: secondPaint.id, partName: 'Armor', technique: 'Highlight' },
  ]) {
    const added = await send(t.app, user, 'POST', `/api/projects/${project.id}/paints`, row);
    expect(added.statusCode, added.body).toBe(201);
  }
  return project;
}

describe('POST and DELETE /api/projects/{id}/share', () => {
  it('shares through project.share (logged like a device’s change), keeps the link on a second POST, and shows it to the owner', async () => {
    const u = await createTestUser(t);
    const project = await paintedProject(u);
    expect(project.shareToken).toBeNull();
    const shared = await share(u, project.id);
    expect(shared.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(shared.url).toBe(`${appUrl}/showcase/${shared.token}`);
    expect(await share(u, project.id)).toEqual(shared);

    const log = await t.db.selectFrom('mutationLog').select(['name', 'status']).where('userId', '=', u.id).orderBy('mutationId').execute();
    expect(log.map((entry) => entry.name)).toEqual(['project.create@1', 'recipe.add@1', 'recipe.add@1', 'recipe.add@1', 'project.share@1']);
    const listed = await send(t.app, u, 'GET', '/api/projects');
    expect(listed.json()).toMatchObject([{ id: project.id, shareToken: shared.token }]);
    // A device learns of the share by pulling, as of any other change.
    const pulled = await pullOk(t.app, u, newDevice());
    expect(JSON.stringify(pulled)).toContain(shared.token);

    const stopped = await send(t.app, u, 'DELETE', `/api/projects/${project.id}/share`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await readUserRows(t.db, u.id)).project[0]).toMatchObject({ shareToken: null });
    // Stopping twice is fine and writes nothing more.
    expect((await send(t.app, u, 'DELETE', `/api/projects/${project.id}/share`)).statusCode).toBe(200);
    const after = await t.db.selectFrom('mutationLog').select('name').where('userId', '=', u.id).execute();
    expect(after.map((entry) => entry.name).filter((name) => name === 'project.unshare@1')).toHaveLength(1);
  });

  it('answers 404 for another user’s project, an unknown or deleted one, and 401 without a session; nothing changes', async () => {
    const [owner, other] = [await createTestUser(t), await createTestUser(t)];
    const project = await createProject(owner, { name: 'Knight' });
    for (const method of ['POST', 'DELETE'] as const) {
      expectError(await send(t.app, other, method, `/api/projects/${project.id}/share`), 404, 'not-found');
      expectError(await send(t.app, owner, method, '/api/projects/0190a0b0-0000-7000-8000-00000000dead/share'), 404, 'not-found');
      expectError(await send(t.app, owner, method, '/api/projects/not-a-uuid/share'), 404, 'not-found');
      expect((await send(t.app, undefined, method, `/api/projects/${project.id}/share`)).statusCode).toBe(401);
    }
    expect((await readUserRows(t.db, owner.id)).project[0]).toMatchObject({ shareToken: null });

    const shared = await share(owner, project.id);
    expectError(await send(t.app, other, 'DELETE', `/api/projects/${project.id}/share`), 404, 'not-found');
    expect((await anonymous(`/api/showcase/${shared.token}`)).statusCode).toBe(200);

    const device = newDevice();
    const deleted = await pushOk(
      t.app,
      owner,
      device,
      mutations(device, ['project.delete@1', { id: project.id, deletedAt: new Date().toISOString() }]),
    );
    expect(deleted.results[0]?.status).toBe('applied');
    expectError(await send(t.app, owner, 'POST', `/api/projects/${project.id}/share`), 404, 'not-found');
    // A deleted project's link opens nothing either.
    expectError(await anonymous(`/api/showcase/${shared.token}`), 404, 'not-found');
  });
});

describe('sharing from a device', () => {
  it('applies a pushed share with the device’s token, and refuses a token another project already has as a conflict', async () => {
    const [u, other] = [await createTestUser(t), await createTestUser(t)];
    const device = newDevice();
    const id = '0190a0b0-0000-7000-8000-0000000000a1';
    const token = 'DeviceMadeToken_abcdef';
    const pushed = await pushOk(
      t.app,
      u,
      device,
      mutations(
        device,
        ['project.create@1', { id, name: 'Offline Knight', createdAt: new Date().toISOString() }],
        ['project.share@1', { id, shareToken: token, updatedAt: new Date().toISOString() }],
      ),
    );
    expect(pushed.results.map((result) => result.status)).toEqual(['applied', 'applied']);
    expect(showcaseSchema.parse((await anonymous(`/api/showcase/${token}`)).json())).toMatchObject({ name: 'Offline Knight' });

    const otherDevice = newDevice();
    const clash = await pushOk(
      t.app,
      other,
      otherDevice,
      mutations(
        otherDevice,
        ['project.create@1', { id: '0190a0b0-0000-7000-8000-0000000000a2', name: 'Thief', createdAt: new Date().toISOString() }],
        ['project.share@1', { id: '0190a0b0-0000-7000-8000-0000000000a2', shareToken: token, updatedAt: new Date().toISOString() }],
      ),
    );
    expect(clash.results.map((result) => result.status)).toEqual(['applied', 'rejected']);
    expect(clash.results[1]?.error?.code).toBe('conflict');
    expect(showcaseSchema.parse((await anonymous(`/api/showcase/${token}`)).json()).name).toBe('Offline Knight');
  });
});

describe('GET /api/showcase/{token}', () => {
  it('answers only the public fields, the recipe grouped by part in recipe order with each paint and its use', async () => {
    const u = await createTestUser(t);
    const project = await paintedProject(u);
    const { token } = await share(u, project.id);
    const response = await anonymous(`/api/showcase/${token}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const paint = (p: typeof firstPaint) => ({
      name: p.name,
      brand: p.brand,
      range: p.range,
      color: p.color,
      type: p.type,
      catalogId: p.id,
      colorSource: 'dataset',
    });
    expect(showcaseSchema.strict().parse(response.json())).toEqual({
      name: 'Primaris Lieutenant',
      description: 'Blood Angels, gold trim',
      status: 'active',
      imageUrl: `/showcase/${token}/image.jpg`,
      parts: [
        {
          partName: 'Armor',
          paints: [
            { ...paint(firstPaint), technique: 'Base Coat', usageNotes: 'two thin coats' },
            { ...paint(secondPaint), technique: 'Highlight', usageNotes: null },
          ],
        },
        { partName: 'Trim', paints: [{ ...paint(secondPaint), technique: 'Edge Highlight', usageNotes: null }] },
      ],
      timeline: null,
    });
    for (const secret of [u.id, `${u.id}@example.com`, project.id, 'Painter', project.imageHash!])
      expect(response.body).not.toContain(secret);
  });

  it('never opens by a project id, a malformed, unknown or revoked token; sharing again makes a new link', async () => {
    const u = await createTestUser(t);
    const project = await paintedProject(u);
    const { token } = await share(u, project.id);
    const dead = ['unknown-token-123456789', 'AAAAAAAAAAAAAAAAAAAAAA', project.id, '%3Cscript%3E', 'a'.repeat(60)];
    for (const value of dead) {
      expectError(await anonymous(`/api/showcase/${value}`), 404, 'not-found');
      expect((await anonymous(`/showcase/${value}/image.jpg`)).statusCode, value).toBe(404);
      expect((await anonymous(`/showcase/${value}`)).statusCode, value).toBe(404);
    }

    expect((await send(t.app, u, 'DELETE', `/api/projects/${project.id}/share`)).statusCode).toBe(200);
    expectError(
      await anonymous(`/api/showcase/${token}`),
      404,
      'not-found',
      'This showcase link does not exist, or its owner has stopped sharing it.',
    );
    expect((await anonymous(`/showcase/${token}/image.jpg`)).statusCode).toBe(404);
    expect((await anonymous(`/showcase/${token}`)).statusCode).toBe(404);

    const again = await share(u, project.id);
    expect(again.token).not.toBe(token);
    expect((await anonymous(`/api/showcase/${again.token}`)).statusCode).toBe(200);
    expect((await anonymous(`/api/showcase/${token}`)).statusCode).toBe(404);
  });
});

describe('GET /showcase/{token}/image.jpg', () => {
  it('serves the project’s photo without a session while shared, revalidated by ETag; no photo is a 404', async () => {
    const u = await createTestUser(t);
    const project = await paintedProject(u);
    const { token } = await share(u, project.id);
    const image = await anonymous(`/showcase/${token}/image.jpg`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, no-cache');
    expect(image.rawPayload.equals(jpegBytes)).toBe(true);
    expect(image.headers.etag).toBe(`"${sha256Hex(jpegBytes)}"`);
    expect((await anonymous(`/showcase/${token}/image.jpg`, { 'if-none-match': String(image.headers.etag) })).statusCode).toBe(304);

    const bare = await createProject(u, { name: 'No photo yet' });
    const bareLink = await share(u, bare.id);
    expect(showcaseSchema.parse((await anonymous(`/api/showcase/${bareLink.token}`)).json()).imageUrl).toBeNull();
    expect((await anonymous(`/showcase/${bareLink.token}/image.jpg`)).statusCode).toBe(404);
  });
});

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe('GET /showcase/{token} (server-rendered)', () => {
  it('carries the title, description, Open Graph and Twitter card tags with absolute URLs, and the recipe in the body', async () => {
    const u = await createTestUser(t);
    const project = await paintedProject(u);
    const { token, url } = await share(u, project.id);
    const page = await anonymous(`/showcase/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    expect(html).toContain('<title>Primaris Lieutenant · The Paint Forge</title>');
    expect(metaContent(html, 'description')).toBe('Blood Angels, gold trim');
    expect(metaContent(html, 'og:title')).toBe('Primaris Lieutenant · The Paint Forge');
    expect(metaContent(html, 'og:description')).toBe('Blood Angels, gold trim');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:image')).toBe(`${appUrl}/showcase/${token}/image.jpg`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(`${appUrl}/showcase/${token}/image.jpg`);
    expect(html).toContain(`<img src="/showcase/${token}/image.jpg" alt="Painted miniature: Primaris Lieutenant" />`);
    expect(html.indexOf('<h3>Armor</h3>')).toBeLessThan(html.indexOf('<h3>Trim</h3>'));
    expect(html).toContain(`style="background-color:${firstPaint.color}"`);
    expect(html).toContain('Base Coat');
    expect(html).toContain('two thin coats');
    expect(html).toContain('href="/register"');
    expect(html).not.toContain(u.id);
    expect(html).not.toContain('@example.com');
  });

  it('draws a translucent paint from the catalog in two stops (thin over white, pooled), and a painter’s own mix flat', async () => {
    const u = await createTestUser(t);
    const project = await createProject(u, { name: 'Plague Marine' });
    const paintOf = async (body: Record<string, unknown>) => {
      const created = await send(t.app, u, 'POST', '/api/paints', { brand: 'Citadel', type: 'Shade', quantity: 1, ...body });
      expect(created.statusCode, created.body).toBe(201);
      return (created.json() as { id: string }).id;
    };
    // A shade added from the catalog (its colour is the dataset's thin sample), and one the painter mixed.
    const shade = await paintOf({ name: 'Agrax Earthshade', color: '#9A99A0', catalogId: firstPaint.id });
    const mix = await paintOf({ name: 'My brown wash', color: '#A0A09A' });
    for (const paintId of [shade, mix]) {
      const added = await send(t.app, u, 'POST', `/api/projects/${project.id}/paints`, { paintId, partName: 'Armour' });
      expect(added.statusCode, added.body).toBe(201);
    }
    const { token } = await share(u, project.id);
    const json = showcaseSchema.parse((await anonymous(`/api/showcase/${token}`)).json());
    expect(json.parts[0]!.paints.map((paint) => [paint.name, paint.catalogId, paint.colorSource])).toEqual([
      ['Agrax Earthshade', firstPaint.id, 'dataset'],
      ['My brown wash', null, undefined],
    ]);
    const html = (await anonymous(`/showcase/${token}`)).body;
    expect(html).toContain('style="background-color:#9A99A0;background-image:linear-gradient(135deg,#9A99A0 50%,#34323B 50%)"');
    expect(html).toContain('style="background-color:#A0A09A"');
  });

  it('escapes every text the painter wrote, in the head and the body', async () => {
    const u = await createTestUser(t);
    const hostile = '<script>alert(1)</script> "Knight" & \'co\'';
    const project = await createProject(u, { name: hostile, description: `<img src=x onerror=alert(2)> ${hostile}` });
    const added = await send(t.app, u, 'POST', `/api/projects/${project.id}/paints`, {
      paintId: firstPaint.id,
      partName: '</h3><script>alert(3)</script>',
      usageNotes: '"><svg onload=alert(4)>',
    });
    expect(added.statusCode).toBe(201);
    const { token } = await share(u, project.id);
    const html = (await anonymous(`/showcase/${token}`)).body;
    expect(html).not.toMatch(/<script>alert|<img src=x|<svg onload|<\/h3><script>/);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#34;Knight&#34; &#38; &#39;co&#39;');
    expect(metaContent(html, 'og:title')).toBe(
      '&#60;script&#62;alert(1)&#60;/script&#62; &#34;Knight&#34; &#38; &#39;co&#39; · The Paint Forge',
    );
    // No photo: a plain summary card, no og:image.
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'og:image')).toBeUndefined();
  });

  it('describes a showcase without a description by its recipe', async () => {
    const u = await createTestUser(t);
    const project = await paintedProject(u, 'Sanguinary Guard');
    const device = newDevice();
    const sync = await pushOk(
      t.app,
      u,
      device,
      mutations(device, ['project.update@1', { id: project.id, changes: { description: null }, updatedAt: new Date().toISOString() }]),
    );
    expect(sync.results[0]?.status).toBe('applied');
    const { token } = await share(u, project.id);
    expect(metaContent((await anonymous(`/showcase/${token}`)).body, 'description')).toBe(
      'Paint recipe: 3 paints for Armor, Trim, shared on The Paint Forge.',
    );
  });

  it('answers an unknown link with a 404 page saying the miniature is no longer shared, with the invitation, without preview tags', async () => {
    const page = await anonymous('/showcase/AAAAAAAAAAAAAAAAAAAAAA');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('This miniature is no longer shared');
    expect(page.body).toContain('This showcase link does not exist, or its owner has stopped sharing it.');
    expect(page.body).toContain('href="/register"');
    expect(page.body).not.toContain('Did you forget to add the page to the router?');
    expect(metaContent(page.body, 'og:title')).toBeUndefined();
    expect(metaContent(page.body, 'robots')).toBe('noindex');
  });
});

describe('with a web build', () => {
  it('serves the built index.html with the showcase tags in its head and the content in its root, so the app takes over', async () => {
    const webDist = join(createTestConfig().dataDir, 'dist');
    mkdirSync(webDist, { recursive: true });
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><meta\n      name="description"\n      content="The app" />\n<title>The Paint Forge</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
    );
    const built = await createSyncTestApp({ appUrl, webDist });
    try {
      const u = await createTestUser(built);
      const created = await send(built.app, u, 'POST', '/api/projects', { name: 'Built Knight' });
      const id = (created.json() as { id: string }).id;
      const { token } = shareResponseSchema.parse((await send(built.app, u, 'POST', `/api/projects/${id}/share`)).json());
      const html = (await built.app.inject({ method: 'GET', url: `/showcase/${token}` })).body;
      expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
      expect(html).toContain('<title>Built Knight · The Paint Forge</title>');
      expect(html).not.toContain('content="The app"');
      expect(html).toMatch(/<div id="root"><article class="sc" data-server-rendered="showcase"><h1>Built Knight<\/h1>/);
      // The app's first render reads the showcase from the page (no second request); the API's answer, unchanged.
      const block = /<script type="application\/json" id="showcase-data">([^<]*)<\/script>/.exec(html);
      const answer = (await built.app.inject({ method: 'GET', url: `/api/showcase/${token}` })).json();
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual(answer);
      const missing = await built.app.inject({ method: 'GET', url: '/showcase/nope' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<script type="module" src="/assets/index-abc.js"></script>');
      expect(missing.body).toContain('This miniature is no longer shared');
    } finally {
      await built.cleanup();
      rmSync(join(webDist, '..'), { recursive: true, force: true });
    }
  });
});

describe('the showcase embedded for the app', () => {
  it('cannot close its own block: a "<" in any text is escaped', () => {
    const showcase: Showcase = {
      name: 'Knight </script><script>alert(1)</script>',
      description: null,
      status: 'completed',
      imageUrl: null,
      parts: [],
      timeline: null,
    };
    const html = renderPage(undefined, { title: 't', description: 'd', body: '', data: showcase });
    const block = /<script type="application\/json" id="showcase-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect((JSON.parse(block) as { name: string }).name).toBe(showcase.name);
  });
});

describe('the work-in-progress timeline (issue 26)', () => {
  const [moveA, moveB, moveC, photoA, photoB] = [1, 2, 3, 4, 5].map((n) => `0190a0b0-0000-7000-8000-00000000000${n}`) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const hashA = 'a'.repeat(64);
  const hashB = 'b'.repeat(64);
  const hashBLarge = 'c'.repeat(64);
  /** A project row as the store hands it back: JSON lists as text and the switch as 0/1 (SQLite), or parsed (jsonb). */
  const row = (showTimeline: boolean | number, asText: boolean) => {
    const stageHistory = [
      { id: moveB, stage: 'primed', movedAt: '2026-02-01T09:00:00.000Z' },
      { id: moveA, stage: 'unbuilt', movedAt: '2026-01-01T09:00:00.000Z' },
      { id: moveC, stage: 'painting', movedAt: '2026-03-01T09:00:00.000Z' },
    ];
    const wipPhotos = [
      { id: photoB, stage: 'painting', imageHash: hashB, largeImageHash: hashBLarge, addedAt: '2026-03-02T09:00:00.000Z' },
      { id: photoA, stage: 'primed', imageHash: hashA, largeImageHash: null, addedAt: '2026-02-02T09:00:00.000Z' },
    ];
    return {
      id: moveA,
      createdAt: '2026-01-01T09:00:00.000Z',
      stage: 'painting',
      stageHistory: asText ? JSON.stringify(stageHistory) : stageHistory,
      wipPhotos: asText ? JSON.stringify(wipPhotos) : wipPhotos,
      showTimeline,
    };
  };

  it('is shown only when the painter chose it: each stage in move order with its date, photos by showcase path, never by hash', () => {
    for (const asText of [true, false]) {
      expect(showcaseTimeline(row(false, asText), 'TOKEN')).toBeNull();
      expect(showcaseTimeline(row(0, asText), 'TOKEN')).toBeNull();
      const timeline = showcaseTimeline(row(asText ? 1 : true, asText), 'TOKEN');
      expect(timeline).toEqual([
        { stage: 'unbuilt', at: '2026-01-01T09:00:00.000Z', photos: [] },
        {
          stage: 'primed',
          at: '2026-02-01T09:00:00.000Z',
          photos: [{ url: `/showcase/TOKEN/wip/${photoA}/card.jpg`, largeUrl: `/showcase/TOKEN/wip/${photoA}/large.jpg` }],
        },
        {
          stage: 'painting',
          at: '2026-03-01T09:00:00.000Z',
          photos: [{ url: `/showcase/TOKEN/wip/${photoB}/card.jpg`, largeUrl: `/showcase/TOKEN/wip/${photoB}/large.jpg` }],
        },
      ]);
      expect(JSON.stringify(timeline)).not.toContain(hashA);
    }
    // A row from before stages (no stage columns at all) shows nothing.
    expect(showcaseTimeline({ id: moveA, createdAt: '2026-01-01T09:00:00.000Z' }, 'TOKEN')).toBeNull();
  });

  it('serves a photo only while shown, only the project’s own, the large copy or else the card one', () => {
    expect(showcaseWipPhotoHash(row(true, true), photoA, 'card')).toBe(hashA);
    expect(showcaseWipPhotoHash(row(true, true), photoA, 'large')).toBe(hashA);
    expect(showcaseWipPhotoHash(row(true, false), photoB, 'large')).toBe(hashBLarge);
    expect(showcaseWipPhotoHash(row(false, true), photoA, 'card')).toBeUndefined();
    expect(showcaseWipPhotoHash(row(true, true), moveA, 'card')).toBeUndefined();
  });

  it('renders on the server page only when present, escaped, each photo linking to its large copy', () => {
    const base: Showcase = { name: 'Knight', description: null, status: 'active', imageUrl: null, parts: [], timeline: null };
    expect(showcaseBody(base)).not.toContain('Work in progress');
    const html = showcaseBody({
      ...base,
      timeline: [
        { stage: 'unbuilt', at: '2026-01-01T09:00:00.000Z', photos: [] },
        { stage: 'primed', at: '2026-02-01T09:00:00.000Z', photos: [{ url: '/a"b/card.jpg', largeUrl: '/a"b/large.jpg' }] },
      ],
    });
    expect(html).toContain(
      '<h2>Work in progress</h2><ol class="tl"><li><strong>Unbuilt</strong> <span class="muted">2026-01-01</span></li>',
    );
    expect(html).toContain(
      '<a href="/a&#34;b/large.jpg"><img src="/a&#34;b/card.jpg" alt="Primed: work-in-progress photo 1" loading="lazy" /></a>',
    );
    expect(html.indexOf('Paint recipe')).toBeLessThan(html.indexOf('Work in progress'));
  });

  it('a shared miniature whose painter has not turned the timeline on shows none, and serves none of its photos', async () => {
    const u = await createTestUser(t);
    const project = await paintedProject(u, 'Sanguinary Guard');
    const { token } = await share(u, project.id);
    expect(showcaseSchema.parse((await anonymous(`/api/showcase/${token}`)).json()).timeline).toBeNull();
    expect((await anonymous(`/showcase/${token}`)).body).not.toContain('Work in progress');
    for (const path of [`wip/${project.id}/card.jpg`, `wip/${project.id}/large.jpg`, `wip/${project.id}/other.jpg`])
      expect((await anonymous(`/showcase/${token}/${path}`)).statusCode, path).toBe(404);
  });

  it('shows the stages and photos once the painter turns it on from a device, and stops serving them when turned off', async () => {
    const u = await createTestUser(t);
    const project = await paintedProject(u, 'Death Company');
    const { token } = await share(u, project.id);
    const device = newDevice();
    const photoId = '0190a0b0-0000-7000-8000-0000000000f1';
    // After the entry was made (its creation is its first move, painted): the latest move is the stage shown.
    const movedAt = new Date(Date.now() + 1000).toISOString();
    const pushed = await pushOk(
      t.app,
      u,
      device,
      mutations(
        device,
        ['project.moveStage@1', { id: project.id, moveId: '0190a0b0-0000-7000-8000-0000000000e1', stage: 'primed', movedAt }],
        [
          'project.addWipPhoto@1',
          { projectId: project.id, id: photoId, stage: 'primed', imageHash: project.imageHash, largeImageHash: null, addedAt: movedAt },
        ],
        ['project.update@1', { id: project.id, changes: { showTimeline: true }, updatedAt: later }],
      ),
    );
    expect(pushed.results.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);
    const shown = showcaseSchema.parse((await anonymous(`/api/showcase/${token}`)).json());
    expect(shown.timeline?.at(-1)).toEqual({
      stage: 'primed',
      at: movedAt,
      photos: [{ url: `/showcase/${token}/wip/${photoId}/card.jpg`, largeUrl: `/showcase/${token}/wip/${photoId}/large.jpg` }],
    });
    expect((await anonymous(`/showcase/${token}`)).body).toContain('Work in progress');
    const photo = await anonymous(`/showcase/${token}/wip/${photoId}/large.jpg`);
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(jpegBytes)).toBe(true);

    const off = await pushOk(
      t.app,
      u,
      device,
      mutations(device, ['project.update@1', { id: project.id, changes: { showTimeline: false }, updatedAt: new Date().toISOString() }]),
    );
    expect(off.results[0]?.status).toBe('applied');
    expect(showcaseSchema.parse((await anonymous(`/api/showcase/${token}`)).json()).timeline).toBeNull();
    expect((await anonymous(`/showcase/${token}/wip/${photoId}/card.jpg`)).statusCode).toBe(404);
  });
});
