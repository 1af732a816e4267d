import { maxMutationsPerPush } from '@paintforge/sync-protocol';
import { newDevice, paintArgs, pushBody, type TestMutation } from '../../api/src/testing/sync.js';
import type { BenchSession } from './app-server.js';

const brands = ['Citadel', 'Vallejo', 'Army Painter', 'Scale75', 'AK Interactive', 'Two Thin Coats'];
const types = ['Base', 'Layer', 'Shade', 'Contrast', 'Dry', 'Technical'];
const words = ['Mephiston', 'Abaddon', 'Evil Sunz', 'Macragge', 'Retributor', 'Nuln', 'Agrax', 'Wraithbone', 'Leadbelcher', 'Kantor'];
const tones = ['Red', 'Black', 'Scarlet', 'Blue', 'Armour', 'Oil', 'Earthshade', 'Bone', 'Steel', 'Green'];

/** Varied names, brands and colours, so a search narrows the list as it would on a real shelf. */
export function paintAt(index: number) {
  const hex = ((index * 2654435761) >>> 8) & 0xffffff;
  return paintArgs({
    name: `${words[index % words.length]} ${tones[Math.floor(index / words.length) % tones.length]} ${index + 1}`,
    brand: brands[index % brands.length],
    type: types[Math.floor(index / 7) % types.length],
    color: `#${hex.toString(16).padStart(6, '0').toUpperCase()}`,
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString(),
  });
}

/** Gives the painter `count` owned paints through the sync push API, in pushes of the largest allowed size. */
export async function seedPaints(url: string, session: BenchSession, count: number): Promise<void> {
  const device = newDevice();
  for (let start = 0; start < count; start += maxMutationsPerPush) {
    const list: TestMutation[] = [];
    for (let index = start; index < Math.min(count, start + maxMutationsPerPush); index++) {
      list.push({ id: device.nextId++, name: 'paint.create@1', args: paintAt(index), createdAt: new Date().toISOString() });
    }
    const response = await fetch(`${url}/api/sync/push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify(pushBody(device, list)),
    });
    if (!response.ok) throw new Error(`push answered ${response.status}: ${await response.text()}`);
  }
}

/** A project made and shared through the REST API; returns the showcase's path. */
export async function sharedProject(url: string, session: BenchSession): Promise<string> {
  const authorization = { Authorization: `Bearer ${session.token}` };
  const created = await fetch(`${url}/api/projects`, {
    method: 'POST',
    headers: { ...authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Primaris Lieutenant in Blood Angels colours',
      description: 'Red armour with gold trim, a weathered base and a bright power sword.',
      status: 'completed',
    }),
  });
  if (created.status !== 201) throw new Error(`POST /api/projects answered ${created.status}: ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const shared = await fetch(`${url}/api/projects/${id}/share`, { method: 'POST', headers: authorization });
  if (!shared.ok) throw new Error(`share answered ${shared.status}: ${await shared.text()}`);
  const { url: link } = (await shared.json()) as { url: string };
  return new URL(link).pathname;
}

/** Sends `mutations` through the sync push API as one device, in pushes of the largest allowed size; any refusal throws. */
export async function pushMutations(
  url: string,
  session: BenchSession,
  mutations: readonly (readonly [name: string, args: unknown])[],
): Promise<void> {
  const device = newDevice();
  for (let start = 0; start < mutations.length; start += maxMutationsPerPush) {
    const list: TestMutation[] = mutations
      .slice(start, start + maxMutationsPerPush)
      .map(([name, args]) => ({ id: device.nextId++, name, args, createdAt: new Date().toISOString() }));
    const response = await fetch(`${url}/api/sync/push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify(pushBody(device, list)),
    });
    if (!response.ok) throw new Error(`push answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { results?: { status: string }[] };
    const refused = body.results?.find((result) => result.status === 'rejected');
    if (refused) throw new Error(`push refused a mutation: ${JSON.stringify(refused)}`);
  }
}
