import { mkdtempSync, readFileSync, rmSync, statSync, chmodSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { createTestConfig } from './testing/test-config.js';
import { createDatabase } from './db/connection.js';
import { isPostgres } from './db/dialect.js';

const repoRoot = resolve(import.meta.dirname, '..', '..');
let scratch: string;

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'paintforge-config-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(scratch, { recursive: true, force: true });
});

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('has defaults for the embedded mode, relative to the working directory and the repository', () => {
    vi.spyOn(process, 'cwd').mockReturnValue(scratch);
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(scratch, 'data'),
      databasePath: join(scratch, 'data', 'paintforge.db'),
      databaseUrl: undefined,
      logLevel: 'info',
      webDist: join(repoRoot, 'web', 'dist'),
      catalogPath: join(repoRoot, 'api', 'catalog', 'paints.json'),
      smtpUrl: undefined,
      mailFrom: 'The Paint Forge <no-reply@localhost>',
      appUrl: 'http://localhost:3000',
      hsts: false,
      jwtSecretSource: 'file',
      trustProxy: false,
      sessionDays: 30,
      sessionMaxDays: 365,
      adminEmails: [],
      argon2MemoryKib: 19456,
      tombstoneRetentionDays: 180,
      backupDir: join(scratch, 'data', 'backups'),
      backupIntervalHours: 24,
      backupKeep: 7,
      imageLinkTestOrigins: [],
    });
    expect(existsSync(config.catalogPath)).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      // Not production: IMAGE_LINK_TEST_ORIGINS is refused there (below).
      NODE_ENV: 'test',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: scratch,
      DATABASE_PATH: join(scratch, 'db', 'main.sqlite'),
      DATABASE_URL: 'postgres://forge:pw@db:5432/forge',
      JWT_SECRET: 's'.repeat(40),
      LOG_LEVEL: 'debug',
      WEB_DIST: '/srv/web',
      CATALOG_PATH: '/srv/catalog.json',
      SMTP_URL: 'smtps://user:pw@mail.example.com:465',
      MAIL_FROM: 'The Paint Forge <forge@example.com>',
      APP_URL: 'https://forge.example.com/',
      HSTS: 'true',
      TRUST_PROXY: 'true',
      SESSION_DAYS: '14',
      SESSION_MAX_DAYS: '90',
      ADMIN_EMAILS: ' Ada@Example.com, grace@example.org ,',
      ARGON2_MEMORY_KIB: '65536',
      TOMBSTONE_RETENTION_DAYS: '30',
      PUSHES_PER_MINUTE: '120',
      SHOWCASE_READS_PER_MINUTE: '40',
      REQUEST_TIMEOUT_SECONDS: '20',
      SYNC_POLL_SECONDS: '5',
      BACKUP_DIR: '/srv/backups',
      BACKUP_INTERVAL_HOURS: '6',
      BACKUP_KEEP: '14',
      IMAGE_LINK_TEST_ORIGINS: 'http://127.0.0.1:4567, http://localhost:8081',
    });
    expect(config).toEqual({
      nodeEnv: 'test',
      port: 8080,
      host: '127.0.0.1',
      dataDir: scratch,
      databasePath: join(scratch, 'db', 'main.sqlite'),
      databaseUrl: 'postgres://forge:pw@db:5432/forge',
      jwtSecret: 's'.repeat(40),
      jwtSecretSource: 'environment',
      logLevel: 'debug',
      webDist: '/srv/web',
      catalogPath: '/srv/catalog.json',
      smtpUrl: 'smtps://user:pw@mail.example.com:465',
      mailFrom: 'The Paint Forge <forge@example.com>',
      appUrl: 'https://forge.example.com',
      hsts: true,
      trustProxy: true,
      sessionDays: 14,
      sessionMaxDays: 90,
      adminEmails: ['ada@example.com', 'grace@example.org'],
      argon2MemoryKib: 65536,
      tombstoneRetentionDays: 30,
      pushesPerMinute: 120,
      showcaseReadsPerMinute: 40,
      requestTimeoutSeconds: 20,
      syncPollSeconds: 5,
      backupDir: '/srv/backups',
      backupIntervalHours: 6,
      backupKeep: 14,
      imageLinkTestOrigins: ['http://127.0.0.1:4567', 'http://localhost:8081'],
    });
  });

  it('reads TRUST_PROXY as true/false, a number of proxies, or a list of proxy addresses', () => {
    const trustProxy = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: scratch, TRUST_PROXY }).trustProxy;
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('127.0.0.1, 10.0.0.0/8')).toBe('127.0.0.1, 10.0.0.0/8');
    expect(trustProxy('loopback')).toBe('loopback');
    expect(problemsOf({ DATA_DIR: scratch, TRUST_PROXY: 'yes please' })).toEqual([
      'TRUST_PROXY: must be true, false, a number of proxies, or a comma-separated list of proxy addresses (got "yes please")',
    ]);
  });

  it('checks the session lifetimes, the admin emails and the hashing cost', () => {
    expect(
      problemsOf({
        DATA_DIR: scratch,
        SESSION_DAYS: '0',
        SESSION_MAX_DAYS: 'forever',
        ADMIN_EMAILS: 'ada@example.com, nobody',
        ARGON2_MEMORY_KIB: '512',
      }),
    ).toEqual([
      'SESSION_DAYS: must be a whole number between 1 and 3650 (got "0")',
      'SESSION_MAX_DAYS: must be a whole number between 1 and 3650 (got "forever")',
      'ADMIN_EMAILS: must be a comma-separated list of email addresses (got "ada@example.com, nobody")',
      'ARGON2_MEMORY_KIB: must be a whole number between 1024 and 4194304 (got "512")',
    ]);
    expect(problemsOf({ DATA_DIR: scratch, SESSION_DAYS: '60', SESSION_MAX_DAYS: '30' })).toEqual([
      'SESSION_DAYS: must not be more than SESSION_MAX_DAYS (got "60")',
    ]);
  });

  it('refuses the test-only origins for image links on a production server', () => {
    const origins = 'http://127.0.0.1:4567';
    expect(problemsOf({ DATA_DIR: scratch, NODE_ENV: 'production', IMAGE_LINK_TEST_ORIGINS: origins })).toEqual([
      `IMAGE_LINK_TEST_ORIGINS: is for tests only and must not be set when NODE_ENV is production (got "${origins}")`,
    ]);
    expect(loadConfig({ DATA_DIR: scratch, NODE_ENV: 'production', IMAGE_LINK_TEST_ORIGINS: '' }).imageLinkTestOrigins).toEqual([]);
    expect(loadConfig({ DATA_DIR: scratch, NODE_ENV: 'test', IMAGE_LINK_TEST_ORIGINS: origins }).imageLinkTestOrigins).toEqual([origins]);
  });

  it('keeps tombstones 1 to 36500 days', () => {
    expect(problemsOf({ DATA_DIR: scratch, TOMBSTONE_RETENTION_DAYS: '0' })).toEqual([
      'TOMBSTONE_RETENTION_DAYS: must be a whole number between 1 and 36500 (got "0")',
    ]);
    expect(problemsOf({ DATA_DIR: scratch, TOMBSTONE_RETENTION_DAYS: 'half a year' })).toEqual([
      'TOMBSTONE_RETENTION_DAYS: must be a whole number between 1 and 36500 (got "half a year")',
    ]);
    expect(loadConfig({ DATA_DIR: scratch, TOMBSTONE_RETENTION_DAYS: '' }).tombstoneRetentionDays).toBe(180);
  });

  it('backs up every 0 (off) to 168 hours and keeps 1 to 1000 files', () => {
    expect(loadConfig({ DATA_DIR: scratch, BACKUP_INTERVAL_HOURS: '0' }).backupIntervalHours).toBe(0);
    expect(problemsOf({ DATA_DIR: scratch, BACKUP_INTERVAL_HOURS: '169', BACKUP_KEEP: '0' })).toEqual([
      'BACKUP_INTERVAL_HOURS: must be a whole number between 0 and 168 (got "169")',
      'BACKUP_KEEP: must be a whole number between 1 and 1000 (got "0")',
    ]);
  });

  it('treats empty variables as unset and derives APP_URL from PORT', () => {
    const config = loadConfig({ DATA_DIR: scratch, PORT: '4000', HOST: '', LOG_LEVEL: '', JWT_SECRET: '' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.logLevel).toBe('info');
    expect(config.jwtSecretSource).toBe('file');
    expect(config.appUrl).toBe('http://localhost:4000');
  });

  it('resolves relative paths against the working directory', () => {
    vi.spyOn(process, 'cwd').mockReturnValue(scratch);
    const config = loadConfig({ DATA_DIR: 'state', DATABASE_PATH: 'db/x.db', WEB_DIST: 'web', BACKUP_DIR: 'copies' });
    expect(config.dataDir).toBe(join(scratch, 'state'));
    expect(config.backupDir).toBe(join(scratch, 'copies'));
    expect(config.databasePath).toBe(join(scratch, 'db', 'x.db'));
    expect(config.webDist).toBe(join(scratch, 'web'));
  });

  it('lists every bad variable in one readable error, without echoing secrets', () => {
    const problems = problemsOf({
      DATA_DIR: scratch,
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      DATABASE_URL: 'mysql://root:hunter2@db/forge',
      JWT_SECRET: 'short-secret',
      SMTP_URL: 'http://mail',
      MAIL_FROM: 'nobody',
      APP_URL: 'forge.example.com',
      HSTS: 'maybe',
    });
    expect(problems).toEqual([
      'NODE_ENV: must be development, production or test (got "staging")',
      'PORT: must be a whole number between 0 and 65535 (got "eighty")',
      'DATABASE_URL: must be a postgres:// or postgresql:// connection URL',
      'JWT_SECRET: must be at least 32 characters long',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'SMTP_URL: must be an smtp:// or smtps:// URL',
      'MAIL_FROM: must be an email address, optionally as "Name <address>" (got "nobody")',
      'APP_URL: must be an http:// or https:// URL (got "forge.example.com")',
      'HSTS: must be true or false (got "maybe")',
    ]);
    expect(() => loadConfig({ PORT: '70000', DATA_DIR: scratch })).toThrow(
      /Invalid configuration:\n {2}- PORT: must be a whole number between 0 and 65535 \(got "70000"\)/,
    );
    expect(problemsOf({ PORT: '3.5', DATA_DIR: scratch })).toHaveLength(1);
  });

  it('switches to Postgres with DATABASE_URL, the session secret then shared through the database', async () => {
    const config = loadConfig({ DATA_DIR: scratch, DATABASE_URL: 'postgresql://forge@localhost/forge' });
    expect(config.databaseUrl).toBe('postgresql://forge@localhost/forge');
    expect(config).toMatchObject({ jwtSecret: '', jwtSecretSource: 'database' });
    // No file: every server of the database must use the one secret it keeps (db/shared-secret.ts).
    expect(existsSync(join(scratch, 'jwt-secret'))).toBe(false);
    const db = createDatabase(config);
    expect(isPostgres(db)).toBe(true);
    await db.destroy();
    expect(loadConfig({ DATA_DIR: scratch, DATABASE_URL: 'postgresql://forge@localhost/forge', JWT_SECRET: 'x'.repeat(32) })).toMatchObject(
      {
        jwtSecretSource: 'environment',
      },
    );
  });
});

describe('JWT secret', () => {
  it('is generated once into DATA_DIR/jwt-secret with mode 0600, then reused', () => {
    const first = loadConfig({ DATA_DIR: join(scratch, 'nested', 'data') });
    const file = join(scratch, 'nested', 'data', 'jwt-secret');
    expect(first.jwtSecret).toHaveLength(64); // 48 random bytes, base64url
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: join(scratch, 'nested', 'data') });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: scratch }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('tightens a secret file with loose permissions and rejects one that is too short', () => {
    const file = join(scratch, 'jwt-secret');
    writeFileSync(file, 'k'.repeat(40));
    chmodSync(file, 0o644);
    expect(loadConfig({ DATA_DIR: scratch }).jwtSecret).toBe('k'.repeat(40));
    expect(statSync(file).mode & 0o777).toBe(0o600);

    writeFileSync(file, 'tiny');
    expect(() => loadConfig({ DATA_DIR: scratch })).toThrow(/fewer than 32 characters; delete it/);
  });

  it('is not written when JWT_SECRET is given', () => {
    loadConfig({ DATA_DIR: scratch, JWT_SECRET: 'x'.repeat(32) });
    expect(existsSync(join(scratch, 'jwt-secret'))).toBe(false);
  });
});

describe('createTestConfig', () => {
  it('makes a private temporary data directory and quiet logs', () => {
    const config = createTestConfig({ port: 1234 });
    try {
      expect(config.dataDir.startsWith(tmpdir())).toBe(true);
      expect(config.databasePath).toBe(join(config.dataDir, 'paintforge.db'));
      expect(config.logLevel).toBe('silent');
      expect(config.port).toBe(1234);
      expect(existsSync(config.webDist)).toBe(false);
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
