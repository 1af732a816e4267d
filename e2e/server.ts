import { spawn, type ChildProcess } from 'node:child_process';
import { constants, copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sqliteTemplatesVariable } from '../api/src/testing/template-names.js';

const repo = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The environment the server was given on top of the defaults (DATABASE_URL), for commands run against it. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** A port nothing listens on now, for a server child process (also the benches' servers and browsers). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Waits until the server child answers /api/health, failing with its output if it exits or never does. Polls every
 * `pollMs` (a start-time bench polls often, to measure the start and not the poll).
 */
export async function waitForHealth(url: string, child: ChildProcess, log: () => string, pollMs = 100): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/** The built server as `npm start` and the Docker image run it: one bundled module (api/scripts/bundle.mjs). */
export const builtServer = 'api/dist/server.bundle.mjs';

/** Starts the built server (`node api/dist/server.bundle.mjs`, as `npm start` does) on a free port with a fresh database. */
export interface ServerOptions {
  /** Serve the web app from this folder instead of web/dist (a copy a test may change). */
  webDist?: string;
  /** More environment: DATABASE_URL for a server on Postgres. */
  env?: Record<string, string>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  for (const built of [builtServer, 'web/dist/index.html']) {
    if (!existsSync(join(repo, built))) throw new Error(`${built} is missing: run \`npm run build\` before the browser tests`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'paintforge-e2e-'));
  // A SQLite server starts from the run's template with the catalog loaded (api/src/testing/database-templates.ts):
  // it finds its schema and catalog up to date instead of migrating and loading 5,800 paints. A first start on an
  // empty folder has its own test (api/src/server.test.ts).
  const templates = process.env[sqliteTemplatesVariable];
  if (templates && options.env?.DATABASE_URL === undefined) {
    copyFileSync(join(templates, 'catalog.db'), join(dataDir, 'paintforge.db'), constants.COPYFILE_FICLONE);
  }
  let output = '';
  const child = spawn(process.execPath, [builtServer], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    url,
    dataDir,
    env: options.env ?? {},
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
