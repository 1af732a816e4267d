// temp (not committed): statements sent to Postgres per push over inject, and CPU/wall per push.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, it } from 'vitest';
import { createSyncTestApp, createTestUser, mutations, newDevice, paintArgs, pushOk, type SyncTestApp } from '../../testing/sync.js';

  const pg = createRequire(import.meta.url)('pg') as { Client: { prototype: { query: (...a: unknown[]) => unknown } } };
const texts: string[] = [];
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  texts.push(typeof first === 'string' ? first : (first.text ?? '?'));
  return original.apply(this, args);
};
let app: SyncTestApp;
beforeAll(async () => { app = await createSyncTestApp({ pushesPerMinute: 1_000_000 }); });
afterAll(async () => app.cleanup());

it('counts', async () => {
  const user = await createTestUser(app);
  const device = newDevice();
  for (const size of [1, 5, 50]) {
    const run = async (pushes: number) => {
      texts.length = 0;
      const lists = Array.from({ length: pushes }, () => mutations(device, ...Array.from({ length: size }, () => ['paint.create@1', paintArgs()] as [string, unknown])));
      const c = process.cpuUsage();
      const started = performance.now();
      for (const list of lists) await pushOk(app.app, user, device, list);
      const wall = performance.now() - started;
      const u = process.cpuUsage(c);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { statements: texts.length / pushes, cpu: (u.user + u.system) / 1000 / pushes, wall: wall / pushes, sample: [...texts] };
    };
    await run(30);
    const rounds = [await run(100), await run(100), await run(100)];
    const best = rounds.reduce((a, b) => (b.cpu < a.cpu ? b : a));
    console.log(`PG push of ${size}: statements/push ${best.statements.toFixed(2)}  node CPU ms/push ${best.cpu.toFixed(3)}  wall ms/push ${best.wall.toFixed(3)} (rounds ${rounds.map((r) => r.wall.toFixed(2)).join(' ')})`);
    if (size === 5) console.log(best.sample.slice(0, Math.round(best.statements)).map((s) => '   ' + s.replace(/\s+/g, ' ').slice(0, 110)).join('\n'));
  }
  });
