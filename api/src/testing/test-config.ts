import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  defaultBackupKeep,
  defaultCatalogPath,
  defaultMailFrom,
  defaultRequestTimeoutSeconds,
  defaultTombstoneRetentionDays,
  type AppConfig,
} from '../config.js';

/**
 * Under the Postgres test project (vitest.config.ts; testing/postgres-run.ts makes the run's database), every test
 * config gets a schema of its own in that database, as every SQLite test gets its own file.
 */
function testDatabaseUrl(): string | undefined {
  const base = process.env.PAINTFORGE_TEST_RUN_DATABASE_URL;
  if (base === undefined || base === '') return undefined;
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=test_${randomBytes(6).toString('hex')}`);
  return url.toString();
}

/**
 * A config for tests: a fresh temporary data directory, silent logs, port 0, cheap password hashing, and a web dist that does not exist
 * unless the test passes one. The caller removes `dataDir` when done (see testing/test-app.ts).
 */
export function createTestConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'paintforge-test-'));
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databasePath: join(dataDir, 'paintforge.db'),
    databaseUrl: testDatabaseUrl(),
    jwtSecret: randomBytes(48).toString('base64url'),
    jwtSecretSource: 'environment',
    logLevel: 'silent',
    webDist: join(dataDir, 'web-dist-not-built'),
    imageLinkTestOrigins: [],
    catalogPath: defaultCatalogPath,
    smtpUrl: undefined,
    mailFrom: defaultMailFrom,
    appUrl: 'http://localhost:3000',
    hsts: false,
    trustProxy: false,
    sessionDays: 30,
    sessionMaxDays: 365,
    adminEmails: [],
    // Hashing at OWASP strength takes tens of milliseconds; tests that are not about hashing use the floor allowed.
    argon2MemoryKib: 1024,
    tombstoneRetentionDays: defaultTombstoneRetentionDays,
    // Simulated devices push hours of a painter's work in seconds; the limit itself has its own test.
    pushesPerMinute: 1_000_000,
    // As for pushes: tests read showcases far faster than a person; the limit has its own test.
    showcaseReadsPerMinute: 1_000_000,
    requestTimeoutSeconds: defaultRequestTimeoutSeconds,
    syncPollSeconds: null,
    backupDir: join(dataDir, 'backups'),
    // Off: a test app must not write backups on its own; the schedule has its own test.
    backupIntervalHours: 0,
    backupKeep: defaultBackupKeep,
    ...overrides,
  };
}
