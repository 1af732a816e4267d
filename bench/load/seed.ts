import { randomBytes } from 'node:crypto';
import { recipeRowsPerMiniature } from '@paintforge/sync-protocol';
import { seedPaints, sharedProject } from '../web/seed.js';

/** A signed-in painter of the bench, with what the scenarios need to speak for them. */
export interface Painter {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** What the scenarios read and write, made through the public API as a client would. */
export interface World {
  /** Painters with `inventorySize` paints each: inventory reads and pulls. */
  readers: Painter[];
  /** Painters with nothing yet: they receive the pushes, so the readers' inventories stay the same size. */
  pushers: Painter[];
  /** Painters who sign in over and over. */
  logins: Painter[];
  /** The token of a shared miniature with a recipe. */
  showcaseToken: string;
  /** The token of a shared miniature whose recipe is as long as one may be (recipeRowsPerMiniature rows). */
  fullShowcaseToken: string;
}

export const inventorySize = 200;
const recipeRows = 6;

/**
 * A client address from a pool of 65,536 (10.0.x.y). The server runs with TRUST_PROXY, as behind a proxy, and
 * the bench sends X-Forwarded-For: the per-address limits (sign-up 10 an hour, login 50 a quarter hour, search
 * 600 a minute) cannot be raised by the environment, and many painters behind a proxy is what a deployment sees.
 */
export function clientAddress(index: number): string {
  const n = index % 65_536;
  return `10.0.${n >> 8}.${n & 255}`;
}

let nextAddress = 0;
const freshAddress = () => clientAddress(nextAddress++);

async function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress(), ...headers },
    body: JSON.stringify(body),
  });
}

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
}

/** Signs up (the sign-up form's sum is part of the body; no verification is needed to sign in) and signs in. */
export async function newPainter(url: string, label: string): Promise<Painter> {
  const email = `load-${label}-${randomBytes(4).toString('hex')}@example.com`;
  const password = `Load bench ${randomBytes(9).toString('base64url')}`;
  await expectStatus(
    await post(url, '/api/auth/register', {
      email,
      password,
      firstName: 'Load',
      lastName: label,
      captchaAnswer: 7,
      captchaExpectedAnswer: 7,
    }),
    201,
    'register',
  );
  const login = await post(url, '/api/auth/login', { email, password });
  await expectStatus(login, 200, 'login');
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  return { id: user.id, email, password, token };
}

/** A shared miniature whose recipe lists some of the painter's paints, so a showcase read joins real rows. */
async function sharedShowcase(url: string, painter: Painter): Promise<string> {
  const path = await sharedProject(url, { token: painter.token, user: {} });
  const authorization = { authorization: `Bearer ${painter.token}` };
  const [project] = (await (await fetch(`${url}/api/projects`, { headers: authorization })).json()) as Array<{ id: string }>;
  if (project === undefined) throw new Error('the shared miniature is missing from GET /api/projects');
  const paints = (await (await fetch(`${url}/api/paints`, { headers: authorization })).json()) as Array<{ id: string }>;
  for (const [index, paint] of paints.slice(0, recipeRows).entries()) {
    const body = { paintId: paint.id, partName: ['Armour', 'Cloak', 'Base'][index % 3], technique: 'Layer' };
    await expectStatus(await post(url, `/api/projects/${project.id}/paints`, body, authorization), 201, 'add recipe paint');
  }
  return path.split('/').at(-1)!;
}

/** A second shared miniature with a full recipe: the most one anonymous showcase read can be asked to render. */
async function fullShowcase(url: string, painter: Painter): Promise<string> {
  const authorization = { authorization: `Bearer ${painter.token}` };
  const created = await post(url, '/api/projects', { name: 'Full recipe', description: 'Every step of a patient painter' }, authorization);
  await expectStatus(created, 201, 'create project');
  const { id } = (await created.json()) as { id: string };
  const paints = (await (await fetch(`${url}/api/paints`, { headers: authorization })).json()) as Array<{ id: string }>;
  for (let row = 0; row < recipeRowsPerMiniature; row += 1) {
    const body = {
      paintId: paints[row % paints.length]!.id,
      partName: `Part ${row % 20}`,
      technique: 'Layering',
      usageNotes: `Step ${row}`,
    };
    await expectStatus(await post(url, `/api/projects/${id}/paints`, body, authorization), 201, 'add recipe paint');
  }
  const shared = await post(url, `/api/projects/${id}/share`, {}, authorization);
  await expectStatus(shared, 200, 'share');
  return ((await shared.json()) as { token: string }).token;
}

export async function seedWorld(url: string, counts: { readers: number; pushers: number; logins: number }): Promise<World> {
  const many = (count: number, label: string) => Promise.all(Array.from({ length: count }, () => newPainter(url, label)));
  const readers = await many(counts.readers, 'reader');
  if (readers[0] === undefined) throw new Error('the bench needs at least one reader');
  for (const reader of readers) await seedPaints(url, { token: reader.token, user: {} }, inventorySize);
  return {
    readers,
    pushers: await many(counts.pushers, 'pusher'),
    logins: await many(counts.logins, 'login'),
    showcaseToken: await sharedShowcase(url, readers[0]),
    fullShowcaseToken: await fullShowcase(url, readers[0]),
  };
}
