import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.js';
import type { AppConfig } from '../config.js';
import { createTestConfig } from './test-config.js';
import { copyTemplate, templateFor } from './database-templates.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Closes the app (and its database) and deletes the temporary data directory. */
  cleanup(): Promise<void>;
}

/**
 * A real app on a real SQLite file in a fresh temporary directory (or a database of its own on Postgres), for inject()
 * tests. The database starts as a copy of the run's migrated template (database-templates.ts), unless the test brings
 * its own data directory, database URL or connection.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, deps: AppDeps = {}): Promise<TestApp> {
  const fresh = createTestConfig(overrides);
  const fromNothing = overrides.dataDir !== undefined || 'databaseUrl' in overrides || deps.db !== undefined;
  const { config, drop } = fromNothing
    ? { config: fresh, drop: async () => undefined }
    : await copyTemplate(fresh, templateFor(fresh, deps.catalog !== undefined));
  let app: FastifyInstance;
  try {
    app = await buildApp(config, deps);
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    app,
    config,
    async cleanup() {
      await app.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** A stand-in for `vite build` output: just the files whose caching and routing the server decides. */
export function writeFakeWebDist(dir: string): void {
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><head><title>The Paint Forge</title></head><body><div id="root"></div>${'<!-- padding so compression applies -->'.repeat(40)}</body></html>`,
    'assets/index-abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
    'assets/index-abc123.css': 'body{margin:0}',
    'sw.js': 'self.addEventListener("install",()=>{});',
    'registerSW.js': 'navigator.serviceWorker.register("/sw.js");',
    'manifest.webmanifest': '{"name":"The Paint Forge","short_name":"Paint Forge"}',
    'icons/icon-192.png': 'not really a png',
  };
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
}
