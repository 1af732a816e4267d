import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The real entry point, as `node --import tsx api/src/server.ts`; `source` resolves sync-protocol to its TypeScript.
const repoRoot = resolve(import.meta.dirname, '..', '..');
const serverEntry = join(repoRoot, 'api', 'src', 'server.ts');

interface Server {
  child: ChildProcessWithoutNullStreams;
  lines: Array<Record<string, unknown>>;
  stderr: () => string;
  exited: Promise<number | null>;
}

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string> = {}): Server & { dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'paintforge-server-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web'), ...env },
  });
  const lines: Array<Record<string, unknown>> = [];
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    const parts = stdout.split('\n');
    stdout = parts.pop() ?? '';
    for (const part of parts) if (part.trim() !== '') lines.push(JSON.parse(part) as Record<string, unknown>);
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));
  return { child, lines, stderr: () => stderr, exited, dataDir };
}

async function waitForListening(server: Server): Promise<number> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const line = server.lines.find((entry) => entry.msg === 'Server is listening');
    if (line !== undefined) return line.port as number;
    if (server.child.exitCode !== null) throw new Error(`server exited early: ${server.stderr()}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
  throw new Error(`server did not start: ${server.stderr()}`);
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

  it('refuses to start with a bad configuration or a Postgres URL, saying why', async () => {
    const bad = startServer({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await bad.exited).toBe(1);
    expect(bad.stderr()).toContain('PORT: must be a whole number between 0 and 65535 (got "eighty")');
    expect(bad.stderr()).toContain('LOG_LEVEL: must be one of');

    const postgres = startServer({ DATABASE_URL: 'postgres://forge@localhost/forge' });
    expect(await postgres.exited).toBe(1);
    const fatal = postgres.lines.find((line) => line.level === 60);
    expect(JSON.stringify(fatal)).toContain('Postgres support is coming in a later release');
  });
});
