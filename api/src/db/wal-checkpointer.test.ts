import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqlite } from './dialect.js';
import { startWalCheckpointer } from './wal-checkpointer.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openTemp() {
  const dir = mkdtempSync(join(tmpdir(), 'pf-wal-'));
  dirs.push(dir);
  const connection = openSqlite(join(dir, 'data.db'));
  connection.exec('create table t (id integer primary key, body blob)');
  const insert = connection.prepare('insert into t (body) values (?)');
  // Each transaction dirties a few pages, like a pushed mutation does.
  const write = (count: number) => {
    for (let i = 0; i < count; i++) connection.transaction(() => insert.run(Buffer.alloc(6000, i)))();
  };
  return { connection, write, wal: () => statSync(`${connection.name}-wal`).size };
}

const autocheckpoint = (connection: ReturnType<typeof openSqlite>) => connection.pragma('wal_autocheckpoint', { simple: true });

describe('WAL checkpoints on their own thread', () => {
  it('starts once the WAL has grown, then copies the WAL into the file while the writer never checkpoints itself', async () => {
    const { connection, write } = openTemp();
    const stop = startWalCheckpointer(connection, { startAtBytes: 256 * 1024, everyMs: 20 });
    write(60); // ~150 pages: past the start size, short of the writer's own 1,000-page checkpoint
    await vi.waitFor(() => expect(autocheckpoint(connection)).toBe(4000), { timeout: 5000, interval: 20 });
    const fileBefore = statSync(connection.name).size;
    // ~1,000 more pages: still short of the writer's fallback of 4,000, so only the thread can move them into the
    // database file (nothing else writes to it in WAL mode).
    write(400);
    await vi.waitFor(() => expect(statSync(connection.name).size).toBeGreaterThan(fileBefore + 1024 * 1024), {
      timeout: 5000,
      interval: 20,
    });
    expect(connection.prepare('select count(*) as n from t').get()).toEqual({ n: 460 });
    stop();
    connection.close();
    // The last connection to close removes the WAL: the thread's was closed before stop() returned.
    expect(existsSync(`${connection.name}-wal`)).toBe(false);
  });

  it('never starts for a database that writes little, whose writer keeps checkpointing itself', async () => {
    const { connection, write } = openTemp();
    const stop = startWalCheckpointer(connection, { startAtBytes: 1024 * 1024, everyMs: 10 });
    write(10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(autocheckpoint(connection)).toBe(1000);
    stop();
    connection.close();
    expect(existsSync(`${connection.name}-wal`)).toBe(false);
  });
});
