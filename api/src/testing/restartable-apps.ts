import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildApp, type AppDeps } from '../app.js';
import type { AppConfig } from '../config.js';
import { createTestConfig } from './test-config.js';
import { recordingMailer } from './accounts.js';

/**
 * Apps a test builds and closes itself, several on one data directory, as a restart does (`app.close()`, then
 * `buildApp` on the same files). Whatever is still open after the test is closed, and the directories are removed.
 */
export function useRestartableApps() {
  const configs: AppConfig[] = [];
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const config of configs.splice(0)) rmSync(config.dataDir, { recursive: true, force: true });
  });
  return {
    /** A fresh data directory, removed after the test. */
    newConfig(overrides: Partial<AppConfig> = {}): AppConfig {
      const config = createTestConfig(overrides);
      configs.push(config);
      return config;
    },
    /** An app on `config`'s files; closing it twice is harmless. */
    async start(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
      const app = await buildApp(config, { mailer: recordingMailer(), ...deps });
      apps.push(app);
      return app;
    },
  };
}
