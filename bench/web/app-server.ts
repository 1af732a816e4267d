import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtServer, freePort, waitForHealth } from '../../e2e/server.js';
import { createSyncTestApp, createTestUser, type SyncTestApp } from '../../api/src/testing/sync.js';

const repo = resolve(import.meta.dirname, '..', '..');

export interface AppServer {
  url: string;
  /** The in-process twin on the same database file: it makes users without the rate-limited sign-up. */
  twin: SyncTestApp;
  /** A signed-in painter: the token and the user as `/api/auth/me` answers it (what the app keeps in localStorage). */
  newSession(): Promise<BenchSession>;
  stop(): Promise<void>;
}

export interface BenchSession {
  token: string;
  user: Record<string, unknown>;
}

/**
 * The built server (`node api/dist/server.bundle.mjs`, as `npm start` runs it) serving web/dist in production mode, on a
 * fresh data directory with the full catalog, the push rate limit lifted so a bench can seed 10,000 paints.
 */
export async function startAppServer(): Promise<AppServer> {
  for (const built of [builtServer, 'web/dist/index.html']) {
    if (!existsSync(join(repo, built))) throw new Error(`${built} is missing: run npm run bench:web (it builds first)`);
  }
  // The twin migrates the file and signs sessions the server process accepts (same secret), as bench/sync-http does.
  const twin = await createSyncTestApp();
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [builtServer], {
    cwd: repo,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: twin.config.dataDir,
      JWT_SECRET: twin.config.jwtSecret,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(repo, 'web', 'dist'),
      APP_URL: `http://127.0.0.1:${port}`,
      PUSHES_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    url,
    twin,
    async newSession() {
      const { id, token } = await createTestUser(twin);
      // A painter who confirmed the address, so the page shows no "Please verify your email" banner.
      await twin.db.updateTable('user').set({ emailVerified: 1 }).where('id', '=', id).execute();
      const response = await fetch(`${url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`/api/auth/me answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as Record<string, unknown>;
      const user = (typeof body.user === 'object' && body.user !== null ? body.user : body) as Record<string, unknown>;
      return { token, user };
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
        child.kill('SIGTERM');
        await exited;
      }
      await twin.cleanup();
    },
  };
}
