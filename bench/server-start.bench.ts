import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtServer, freePort, waitForHealth } from '../e2e/server.js';
import { printGoal } from './report.js';

const starts = 7;

/**
 * Start to first healthy answer with an existing database (issue 22): our built server as `npm start` runs it (the
 * bundle, api/scripts/bundle.mjs), on a data folder its first start migrated and loaded the catalog into, next to a
 * bare Fastify + better-sqlite3 process answering /api/health from the same file; and, for the record, tsc's
 * unbundled output (what `npm start` ran before). Medians of several starts each, interleaved.
 */
export async function benchServerStart(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paintforge-start-'));
  const runs = { ours: [builtServer], unbundled: ['api/dist/server.js'], bare: ['bench/bare-start-server.mjs'] };
  const times: Record<keyof typeof runs, number[]> = { ours: [], unbundled: [], bare: [] };
  try {
    await timeStart(runs.ours, dataDir); // the first start: migrations, catalog
    for (let run = 0; run < starts; run++) {
      for (const [name, args] of Object.entries(runs)) times[name as keyof typeof runs].push(await timeStart(args, dataDir));
    }
    const bareMs = median(times.bare);
    console.log(`\nServer start to first healthy /api/health, existing SQLite database (median of ${starts})`);
    const line = (name: string, ms: number) =>
      console.log(`  ${name.padEnd(52)} ${ms.toFixed(0).padStart(7)} ms  ${(ms / bareMs).toFixed(2)}× of baseline`);
    line(`our server (node ${builtServer})`, median(times.ours));
    line('our server unbundled (node api/dist/server.js)', median(times.unbundled));
    line('bare Fastify + better-sqlite3 process', bareMs);
    const slowdown = median(times.ours) / bareMs;
    printGoal(22, 'start to first healthy answer ≤ 2× the bare process', `${slowdown.toFixed(2)}×`, slowdown <= 2);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Milliseconds from spawning `node …args` to its first 200 on /api/health; the process is stopped after. */
async function timeStart(args: string[], dataDir: string): Promise<number> {
  const port = await freePort();
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, () => output, 5);
    return performance.now() - started;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
