import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testJpeg } from '@paintforge/sync-protocol/test-photos';
import { createSyncTestApp, createTestUser, send, testCatalogPaints, type SyncTestApp, type TestUser } from '../../testing/sync.js';
import { projectResponseSchema } from '../projects/service.js';
import { shareResponseSchema } from '../projects/share.js';

// Issue 38 (Must show): the server-rendered showcase page and its link preview follow the painter's language, the
// owner's (routes.ts says why not the visitor's Accept-Language).
let t: SyncTestApp;
beforeAll(async () => {
  t = await createSyncTestApp({ appUrl: 'https://paintforge.example' });
});
afterAll(async () => {
  await t?.cleanup();
});

const photo = `data:image/jpeg;base64,${Buffer.from(testJpeg(7, 104)).toString('base64')}`;
const anonymous = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

async function setLanguage(user: TestUser, language: string | null) {
  const answer = await send(t.app, user, 'PATCH', '/api/auth/language', { language });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** A shared miniature with a photo, no description (the preview then describes the recipe) and three paints on two parts. */
async function sharedMiniature(user: TestUser): Promise<string> {
  const created = await send(t.app, user, 'POST', '/api/projects', { name: 'Sanguinary Guard', imageUrl: photo });
  const project = projectResponseSchema.parse(created.json());
  for (const [paint, partName] of [
    [testCatalogPaints[0]!, 'Armor'],
    [testCatalogPaints[1]!, 'Trim'],
    [testCatalogPaints[1]!, 'Armor'],
  ] as const) {
    const added = await send(t.app, user, 'POST', `/api/projects/${project.id}/paints`, { paintId: paint.id, partName });
    expect(added.statusCode, added.body).toBe(201);
  }
  const shared = await send(t.app, user, 'POST', `/api/projects/${project.id}/share`);
  return shareResponseSchema.parse(shared.json()).token;
}

describe('the showcase page in its painter’s language', () => {
  it('a German painter’s page and link preview are German; the painter’s own words and paint names stay as written', async () => {
    const painter = await createTestUser(t);
    await setLanguage(painter, 'de');
    const token = await sharedMiniature(painter);
    const html = (await anonymous(`/showcase/${token}`)).body;
    expect(html).toMatch(/<html lang="de"/);
    expect(metaContent(html, 'description')).toBe('Farbrezept: 3 Farben für Armor, Trim, geteilt auf The Paint Forge.');
    expect(metaContent(html, 'og:description')).toBe('Farbrezept: 3 Farben für Armor, Trim, geteilt auf The Paint Forge.');
    expect(metaContent(html, 'og:image:alt')).toBe('Bemalte Miniatur: Sanguinary Guard · The Paint Forge');
    expect(html).toContain('alt="Bemalte Miniatur: Sanguinary Guard"');
    expect(html).toContain('<h2>Farbrezept</h2>');
    expect(html).toContain('>Kostenlos registrieren</a>');
    expect(html).toContain('<h3>Armor</h3>');
    expect(html).toContain(testCatalogPaints[0]!.name);
    for (const english of ['Paint recipe', 'Sign up free', 'Painted miniature', 'shared on', 'Document your own'])
      expect(html).not.toContain(english);
  });

  it('follows a change of language at once (a new ETag), in Polish with its plural forms', async () => {
    const painter = await createTestUser(t);
    const token = await sharedMiniature(painter);
    const english = await anonymous(`/showcase/${token}`);
    expect(metaContent(english.body, 'description')).toBe('Paint recipe: 3 paints for Armor, Trim, shared on The Paint Forge.');

    await setLanguage(painter, 'pl');
    const polish = await anonymous(`/showcase/${token}`, { 'if-none-match': String(english.headers.etag) });
    expect(polish.statusCode).toBe(200);
    expect(polish.headers.etag).not.toBe(english.headers.etag);
    expect(metaContent(polish.body, 'description')).toBe('Przepis na malowanie: 3 farby (Armor, Trim), udostępnione w The Paint Forge.');
    expect(polish.body).toContain('>Załóż darmowe konto</a>');
  });

  it('is English for a painter who chose no language, whatever language the visitor’s browser asks for', async () => {
    const painter = await createTestUser(t);
    const token = await sharedMiniature(painter);
    const html = (await anonymous(`/showcase/${token}`, { 'accept-language': 'de-DE,de;q=0.9' })).body;
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('<h2>Paint recipe</h2>');
    expect(html).toContain('>Sign up free</a>');
  });
});
