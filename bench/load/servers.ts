import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtServer } from '../../e2e/server.js';
import { randomBytes } from 'node:crypto';
import type { BenchDatabase } from './databases.js';
import type { MemorySample } from './figures.js';

const repo = resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Our server only: its RSS and live heap, asked through the memory probe. */
  memory(): Promise<MemorySample>;
  stop(): Promise<void>;
}

/** Resolves with the port of the first `Server is listening` JSON line the child prints; rejects if it exits first. */
function listeningPort(child: ChildProcess, name: string): Promise<number> {
  let output = '';
  return new Promise((resolvePort, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      for (const line of output.split('\n')) {
        if (!line.includes('Server is listening')) continue;
        resolvePort((JSON.parse(line) as { port: number }).port);
      }
      // Only the start-up lines matter; later request logs are dropped, not kept for the whole run.
      output = output.slice(output.lastIndexOf('\n') + 1);
    });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code} before listening:\n${errors}`)));
  });
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
    child.kill('SIGTERM');
    await exited;
  };
}

function askMemory(child: ChildProcess): Promise<MemorySample> {
  return new Promise((resolveMemory, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not answer the memory probe')), 10_000);
    child.once('message', (message: { memory: MemorySample }) => {
      clearTimeout(timer);
      resolveMemory(message.memory);
    });
    child.send('memory');
  });
}

/** Our server's environment on `database`, as every bench run starts it. */
export function ourServerEnv(database: BenchDatabase): Record<string, string> {
  return {
    ...database.serverEnv,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    // Many painters behind one proxy: the per-address limits key on X-Forwarded-For (see seed.ts).
    TRUST_PROXY: 'true',
    // The one limit the environment raises: a bench device pushes far more often than a painter's device.
    PUSHES_PER_MINUTE: '1000000',
    // No backup copy in the middle of a measurement (and the schedule is SQLite's only).
    BACKUP_INTERVAL_HOURS: '0',
  };
}

/**
 * The built server as `npm start` runs it (`node api/dist/server.bundle.mjs`, production mode) plus the memory probe, on
 * `env` (the database, the secret, the raised limits). No web app: the bench measures the API.
 */
export async function startOurServer(env: Record<string, string>): Promise<RunningServer> {
  if (!existsSync(join(repo, builtServer))) throw new Error(`${builtServer} is missing: run npm run bench:load (it builds first)`);
  const child = spawn(process.execPath, ['--expose-gc', '--import', join(import.meta.dirname, 'memory-probe.mjs'), builtServer], {
    cwd: repo,
    // LOG_LEVEL info, the default: the figures include the one log line per request a deployment writes.
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const port = await listeningPort(child, 'our server');
  let asked: Promise<unknown> = Promise.resolve();
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    memory() {
      // One question at a time: an answer carries no id, so two in flight could swap.
      const answer = asked.then(() => askMemory(child));
      asked = answer.catch(() => undefined);
      return answer;
    },
    stop: stopper(child),
  };
}

/** bench/load/bare-server.ts in a process of its own, on the same database as our server. */
export async function startBareServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', join(import.meta.dirname, 'bare-server.ts')], {
    cwd: repo,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await listeningPort(child, 'the bare server');
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    memory: () => Promise.reject(new Error('the bare server has no memory probe')),
    stop: stopper(child),
  };
}
