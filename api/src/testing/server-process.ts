import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The real entry point, as `node --import tsx api/src/server.ts`; `source` resolves sync-protocol to its TypeScript.
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const serverEntry = join(repoRoot, 'api', 'src', 'server.ts');

/** A server child process and what it has said so far (its JSON log lines, its stderr). */
export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  lines: Array<Record<string, unknown>>;
  stderr: () => string;
  exited: Promise<number | null>;
  dataDir: string;
}

/**
 * Starts the server as a child process on `dataDir` (a fresh temporary one when omitted), `env` on top of the defaults;
 * `entry` is another entry point than the real one (a deliberately broken server of the fault harness).
 */
export function startServerProcess(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'paintforge-server-')),
  entry = serverEntry,
): ServerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      ...env,
    },
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

/** The port the server listens on, once its log says so. */
export async function waitForListening(server: ServerProcess): Promise<number> {
  // A ceiling only: it returns as soon as the log says so. Two servers starting at once on a machine busy with the
  // rest of the suite (tsx compiling the API, migrations taking turns on Postgres's lock) took longer than 15 s.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const line = server.lines.find((entry) => entry.msg === 'Server is listening');
    if (line !== undefined) return line.port as number;
    if (server.child.exitCode !== null) throw new Error(`server exited early: ${server.stderr()}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
  throw new Error(`server did not start: ${server.stderr()}`);
}
