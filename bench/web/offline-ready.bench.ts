import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer, type RunningServer } from '../../e2e/server.js';
import { chromiumArgs, chromiumPath } from './browser.js';
import { median } from './stats.js';

const repo = resolve(import.meta.dirname, '..', '..');
/** A phone's round trip: every answer leaves the proxy this long after the server gave it. */
const answerDelayMs = 50;
const rounds = 3;

/**
 * A copy of web/dist whose service worker precaches one file at a time, as workbox's own install does: the same build
 * with only the precache's concurrency (web/src/app/pwa/precache-install.ts) set to one.
 */
function oneAtATimeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'paintforge-bench-serial-'));
  cpSync(join(repo, 'web', 'dist'), dist, { recursive: true });
  const worker = join(dist, 'sw.js');
  const source = readFileSync(worker, 'utf8');
  const parallel = source.match(/Array\.from\(\{length:\d+\}/g) ?? [];
  if (parallel.length !== 1) throw new Error(`expected the precache's one Array.from({length:n}) in sw.js, found ${parallel.length}`);
  writeFileSync(worker, source.replace(/Array\.from\(\{length:\d+\}/, 'Array.from({length:1}'));
  writeFileSync(`${worker}.br`, brotliCompressSync(readFileSync(worker)));
  writeFileSync(`${worker}.gz`, gzipSync(readFileSync(worker)));
  return dist;
}

/** A proxy in front of `target` that holds each answer `answerDelayMs` before passing it on. */
async function slowProxy(target: string): Promise<{ url: string; server: Server }> {
  const { hostname, port } = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const upstream = request({ host: hostname, port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      setTimeout(() => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      }, answerDelayMs);
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

/**
 * A new phone opens the landing page once: the time until its service worker controls the page with every precached
 * file stored, so the app opens with no signal. Ours (several files at a time) against the same build precaching one
 * file at a time, each behind a proxy that delays every answer by a phone's round trip, the two taking turns.
 */
export async function benchOfflineReady(): Promise<void> {
  const serialDist = oneAtATimeDist();
  const servers: RunningServer[] = [await startServer(), await startServer({ webDist: serialDist })];
  const proxies = await Promise.all(servers.map((server) => slowProxy(server.url)));
  const listed = new Set(readFileSync(join(repo, 'web', 'dist', 'sw.js'), 'utf8').match(/"url":"[^"]+"/g)).size;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const times: [number[], number[]] = [[], []];
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const [side, proxy] of proxies.entries()) {
        const context = await browser.newContext({ baseURL: proxy.url, viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const started = performance.now();
        await page.goto('/');
        const stored = () =>
          page.evaluate(async () => {
            if (!navigator.serviceWorker.controller) return 0;
            const name = (await caches.keys()).find((key) => key.includes('precache'));
            return name === undefined ? 0 : (await (await caches.open(name)).keys()).length;
          });
        while ((await stored()) < listed) {
          if (performance.now() - started > 120_000) throw new Error('the precache did not complete in 2 minutes');
          await new Promise((done) => setTimeout(done, 50));
        }
        times[side]!.push(performance.now() - started);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    for (const proxy of proxies) proxy.server.close();
    for (const server of servers) await server.stop();
    rmSync(serialDist, { recursive: true, force: true });
  }
  const [ours, serial] = times.map((each) => median(each) / 1000) as [number, number];
  console.log(`\nOffline-ready on a new phone (${listed} files precached, ${answerDelayMs} ms a round trip, median of ${rounds})`);
  console.log(`  ours, several files at a time:     ${ours.toFixed(2)} s`);
  console.log(`  baseline, one file at a time:      ${serial.toFixed(2)} s (workbox's own install; same build)`);
  console.log(`  ours / baseline:                   ${(ours / serial).toFixed(2)}× the time`);
}
