import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, waitForListening } from './testing/server-process.js';

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string> = {}) {
  const server = startServerProcess(env);
  dataDirs.push(server.dataDir);
  return server;
}

describe('server process', () => {
  it('starts, serves, and on SIGTERM finishes the request in flight, closes the database and exits 0', async () => {
    const server = startServer();
    const port = await waitForListening(server);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', catalogPaints: 5805 });
    expect(existsSync(join(server.dataDir, 'paintforge.db-wal'))).toBe(true);

    // The first brotli download waits for the catalog's one-time compression (started at listen, most of a second):
    // a request that is still in flight when the signal arrives.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/paints/all`, { headers: { 'accept-encoding': 'br' } });
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    server.child.kill('SIGTERM');

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(((await response.json()) as unknown[]).length).toBe(5805);
    expect(await server.exited).toBe(0);
    const messages = server.lines.map((line) => (line.msg === 'request' ? `request ${String(line.url)}` : line.msg));
    // The request finished after shutdown began, and before it completed.
    expect(messages.slice(messages.indexOf('Shutting down: finishing in-flight requests'))).toEqual([
      'Shutting down: finishing in-flight requests',
      'request /api/paints/all',
      'Shutdown complete',
    ]);
    expect(existsSync(join(server.dataDir, 'paintforge.db'))).toBe(true);
    expect(existsSync(join(server.dataDir, 'paintforge.db-wal'))).toBe(false);
  });

  it('exits 1 at once on a second signal', async () => {
    const server = startServer();
    const port = await waitForListening(server);
    const inFlight = fetch(`http://127.0.0.1:${port}/api/paints/all`, { headers: { 'accept-encoding': 'br' } }).catch(() => undefined);
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
    server.child.kill('SIGTERM');
    await new Promise((resolveWait) => setTimeout(resolveWait, 20));
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(1);
    await inFlight;
  });

  it('refuses to start with a bad configuration or an unreachable Postgres, saying why', async () => {
    const bad = startServer({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await bad.exited).toBe(1);
    expect(bad.stderr()).toContain('PORT: must be a whole number between 0 and 65535 (got "eighty")');
    expect(bad.stderr()).toContain('LOG_LEVEL: must be one of');

    // Port 1: nothing listens there.
    const postgres = startServer({ DATABASE_URL: 'postgres://forge:hunter2@127.0.0.1:1/forge' });
    expect(await postgres.exited).toBe(1);
    const fatal = postgres.lines.find((line) => line.level === 60);
    expect(fatal?.msg).toBe('Could not start the server');
    expect(JSON.stringify(fatal)).toContain('ECONNREFUSED');
    // Where it tried, without the password.
    const starting = postgres.lines.find((line) => line.msg === 'Starting The Paint Forge');
    expect(starting?.database).toBe('postgres://forge:***@127.0.0.1:1/forge');
    expect(JSON.stringify(postgres.lines)).not.toContain('hunter2');
  });
});
