import { chmodSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Runtime configuration, read once from the environment at start. Every variable has a default that suits the
 * embedded mode (one process, SQLite file under ./data, plain http on localhost), so `npm start` needs none.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute. Holds the SQLite file, the generated JWT secret and (by default) backups. */
  dataDir: string;
  /** Absolute path of the SQLite database file. */
  databasePath: string;
  /** Postgres connection string. Parsed now, refused by the database layer until Postgres support lands. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Where the JWT secret came from, for the start-up log (never log the secret itself). */
  jwtSecretSource: 'environment' | 'file';
  logLevel: LogLevel;
  /** Absolute path of the built web app (index.html, assets/, sw.js). It may not exist: the API still runs. */
  webDist: string;
  /** Absolute path of the catalog data file (JSON array of {brand, range, name, hex}). */
  catalogPath: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Public base URL without a trailing slash, used in links sent by email. */
  appUrl: string;
  backupDir: string;
  /** Send Strict-Transport-Security. Off by default because the embedded mode is plain http. */
  hsts: boolean;
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Thrown by loadConfig; `problems` holds one line per bad variable so the operator can fix them all at once. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// src/config.ts and dist/config.js sit at the same depth inside api/, so one relative URL serves both.
const apiPackageDir = fileURLToPath(new URL('..', import.meta.url));
const defaultWebDist = resolve(apiPackageDir, '..', 'web', 'dist');
const defaultCatalogPath = resolve(apiPackageDir, 'catalog', 'paints.json');

const jwtSecretFileName = 'jwt-secret';
const jwtSecretMinLength = 32;

/** Unset and empty are the same thing: `FOO= npm start` should mean "use the default". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const envSchema = z.object({
  NODE_ENV: optionalText.pipe(z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development')),
  PORT: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: 'must be a whole number between 0 and 65535' })
      .int('must be a whole number between 0 and 65535')
      .min(0, 'must be a whole number between 0 and 65535')
      .max(65535, 'must be a whole number between 0 and 65535')
      .default(3000),
  ),
  HOST: optionalText.pipe(z.string().default('0.0.0.0')),
  DATA_DIR: optionalText.pipe(z.string().default('./data')),
  DATABASE_PATH: optionalText,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
  ),
  JWT_SECRET: optionalText.pipe(z.string().min(jwtSecretMinLength, `must be at least ${jwtSecretMinLength} characters long`).optional()),
  LOG_LEVEL: optionalText.pipe(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info')),
  WEB_DIST: optionalText,
  CATALOG_PATH: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => /^smtps?:\/\/.+/.test(value), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .refine((value) => /^(?:[^<>]*<)?[^\s@<>]+@[^\s@<>]+(?:>)?$/.test(value), 'must be an email address, optionally as "Name <address>"')
      .optional(),
  ),
  APP_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => /^https?:\/\/[^/\s]+/.test(value) && URL.canParse(value), 'must be an http:// or https:// URL')
      .optional(),
  ),
  BACKUP_DIR: optionalText,
  HSTS: optionalText.pipe(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).default('false')),
});

/**
 * Reads and validates the environment. Throws a ConfigError naming every bad variable. Side effects, both needed
 * before anything else can run: creates DATA_DIR, and when JWT_SECRET is not set, creates or reads DATA_DIR/jwt-secret.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const raw = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
      // Never echo a secret back into logs.
      const shown = raw === undefined || name === 'JWT_SECRET' || name === 'DATABASE_URL' || name === 'SMTP_URL' ? '' : ` (got "${raw}")`;
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const vars = parsed.data;
  const cwd = process.cwd();
  const dataDir = resolve(cwd, vars.DATA_DIR);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError([`DATA_DIR: cannot create directory ${dataDir} (${(error as Error).message})`]);
  }
  const jwt = vars.JWT_SECRET === undefined ? { secret: readOrCreateJwtSecret(dataDir), source: 'file' as const } : { secret: vars.JWT_SECRET, source: 'environment' as const };

  return {
    nodeEnv: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databasePath: resolve(cwd, vars.DATABASE_PATH ?? join(dataDir, 'paintforge.db')),
    databaseUrl: vars.DATABASE_URL,
    jwtSecret: jwt.secret,
    jwtSecretSource: jwt.source,
    logLevel: vars.LOG_LEVEL,
    webDist: resolve(cwd, vars.WEB_DIST ?? defaultWebDist),
    catalogPath: resolve(cwd, vars.CATALOG_PATH ?? defaultCatalogPath),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    appUrl: (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    backupDir: resolve(cwd, vars.BACKUP_DIR ?? join(dataDir, 'backups')),
    hsts: vars.HSTS === 'true' || vars.HSTS === '1',
  };
}

/**
 * The secret signs every session token, so it must survive restarts (or everyone is signed out) and must be
 * readable by this user only. `wx` makes creation atomic: if two processes race, one writes and both read it.
 */
export function readOrCreateJwtSecret(dataDir: string): string {
  const path = join(dataDir, jwtSecretFileName);
  try {
    writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new ConfigError([`JWT_SECRET: not set, and ${path} cannot be created (${(error as Error).message})`]);
    }
  }
  // An existing file copied around with looser permissions is tightened rather than trusted as is.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < jwtSecretMinLength) {
    throw new ConfigError([`JWT_SECRET: not set, and ${path} holds fewer than ${jwtSecretMinLength} characters; delete it to generate a new one`]);
  }
  return secret;
}

/**
 * A config for tests: a fresh temporary data directory, silent logs, port 0, and a web dist that does not exist
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
    databaseUrl: undefined,
    jwtSecret: randomBytes(48).toString('base64url'),
    jwtSecretSource: 'environment',
    logLevel: 'silent',
    webDist: join(dataDir, 'web-dist-not-built'),
    catalogPath: defaultCatalogPath,
    smtpUrl: undefined,
    mailFrom: undefined,
    appUrl: 'http://localhost:3000',
    backupDir: join(dataDir, 'backups'),
    hsts: false,
    ...overrides,
  };
}

