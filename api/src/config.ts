import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
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
  /** Absolute. Holds the SQLite file, the generated JWT secret and mail. */
  dataDir: string;
  /** Absolute path of the SQLite database file. */
  databasePath: string;
  /** Postgres connection string; when set, Postgres replaces the SQLite file. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /**
   * Where the JWT secret came from, for the start-up log (never log the secret itself). 'database': JWT_SECRET is
   * unset and DATABASE_URL is set, so every server reads one generated secret from the database at start
   * (db/shared-secret.ts) and `jwtSecret` is empty until then.
   */
  jwtSecretSource: 'environment' | 'file' | 'database';
  logLevel: LogLevel;
  /** Absolute path of the built web app (index.html, assets/, sw.js). It may not exist: the API still runs. */
  webDist: string;
  /** Absolute path of the catalog data file (JSON array of {brand, range, name, hex}). */
  catalogPath: string;
  /** SMTP server for mail. Unset: each mail is written to the log and to DATA_DIR/mail/ (the embedded mode). */
  smtpUrl: string | undefined;
  /** Sender of every mail, an address or "Name <address>". */
  mailFrom: string;
  /** Public base URL without a trailing slash, used in links sent by email. */
  appUrl: string;
  /** Send Strict-Transport-Security. Off by default because the embedded mode is plain http. */
  hsts: boolean;
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For), passed to Fastify's `trustProxy`.
   * Rate limits key on that address, so behind a reverse proxy this must be set or every client shares one limit.
   */
  trustProxy: boolean | number | string;
  /** A session ends after this many days without use (each use moves the end forward). */
  sessionDays: number;
  /** A session token is never valid longer than this many days after sign-in, however often it is used. */
  sessionMaxDays: number;
  /** Lower-cased; accounts with one of these addresses become admins once the address is verified. */
  adminEmails: readonly string[];
  /** Argon2id memory cost in KiB (OWASP: 19456 with 2 passes). Lower only for tests. */
  argon2MemoryKib: number;
  /**
   * Deleted paints, projects and recipe rows are kept as tombstones this many days (so devices that were offline
   * learn of the deletion), then purged; a device whose cursor is older than a purge is sent everything again.
   * Sync log entries older than this are pruned too (each device's last one is kept).
   */
  tombstoneRetentionDays: number;
  /**
   * Pushes a minute one painter may send (an address may send five times as many). A device stays far below; a
   * flood gets 429 with Retry-After, which the sync engine waits out.
   */
  pushesPerMinute: number;
  /**
   * Showcase reads a minute one address may make (the page, its JSON and its photo each count). Anyone may read a
   * showcase without an account, so this is what keeps one client from keeping the server busy with them.
   */
  showcaseReadsPerMinute: number;
  /**
   * Seconds a client has to send a whole request, headers and body; a slower one is answered 408 and dropped, so a
   * trickle of bytes cannot hold a connection (and its memory) open.
   */
  requestTimeoutSeconds: number;
  /** Seconds between a device's polls, told in every pull answer; null leaves the devices' own 30–60 s. */
  syncPollSeconds: number | null;
  /** Absolute. Where backups of the SQLite database are written (scheduled, on demand, `npm run backup`). */
  backupDir: string;
  /**
   * For tests only: origins (`http://127.0.0.1:4567`) whose image links are fetched although their address is
   * private, so a second local server can play "another site". Empty in every deployment: refused at start when
   * NODE_ENV is production.
   */
  imageLinkTestOrigins: readonly string[];
  /** Hours between scheduled backups; 0 turns the schedule off. */
  backupIntervalHours: number;
  /** How many backup files are kept (the newest); older ones are deleted after each backup. */
  backupKeep: number;
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
export const defaultCatalogPath = resolve(apiPackageDir, 'catalog', 'paints.json');

export const defaultMailFrom = 'The Paint Forge <no-reply@localhost>';
/** OWASP's recommended argon2id memory cost (19 MiB with two passes and one lane). */
export const owaspArgon2MemoryKib = 19_456;
/** Long enough for a device left in a drawer for a season to come back and learn what was deleted. */
export const defaultTombstoneRetentionDays = 180;
export const defaultPushesPerMinute = 60;
export const defaultShowcaseReadsPerMinute = 120;
export const defaultRequestTimeoutSeconds = 30;
export const defaultBackupIntervalHours = 24;
export const defaultBackupKeep = 7;

const jwtSecretFileName = 'jwt-secret';
const jwtSecretMinLength = 32;

/** Unset and empty are the same thing: `FOO= npm start` should mean "use the default". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const envSchema = z
  .object({
    NODE_ENV: optionalText.pipe(
      z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
    ),
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
        .refine(
          (value) => /^(?:[^<>]*<)?[^\s@<>]+@[^\s@<>]+(?:>)?$/.test(value),
          'must be an email address, optionally as "Name <address>"',
        )
        .optional(),
    ),
    APP_URL: optionalText.pipe(
      z
        .string()
        .refine((value) => /^https?:\/\/[^/\s]+/.test(value) && URL.canParse(value), 'must be an http:// or https:// URL')
        .optional(),
    ),
    HSTS: optionalText.pipe(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).default('false')),
    TRUST_PROXY: optionalText.pipe(
      z
        .string()
        .default('false')
        .refine(
          (value) => /^(true|false|\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/.test(value),
          'must be true, false, a number of proxies, or a comma-separated list of proxy addresses',
        ),
    ),
    SESSION_DAYS: wholeNumber(1, 3650, 30),
    SESSION_MAX_DAYS: wholeNumber(1, 3650, 365),
    ADMIN_EMAILS: optionalText.pipe(
      z
        .string()
        .default('')
        .transform((value) =>
          value
            .split(',')
            .map((email) => email.trim().toLowerCase())
            .filter((email) => email !== ''),
        )
        .refine(
          (emails) => emails.every((email) => z.email().safeParse(email).success),
          'must be a comma-separated list of email addresses',
        ),
    ),
    ARGON2_MEMORY_KIB: wholeNumber(1024, 4_194_304, owaspArgon2MemoryKib),
    TOMBSTONE_RETENTION_DAYS: wholeNumber(1, 36_500, defaultTombstoneRetentionDays),
    PUSHES_PER_MINUTE: wholeNumber(1, 1_000_000, defaultPushesPerMinute),
    SHOWCASE_READS_PER_MINUTE: wholeNumber(1, 1_000_000, defaultShowcaseReadsPerMinute),
    REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 3600, defaultRequestTimeoutSeconds),
    SYNC_POLL_SECONDS: optionalWholeNumber(1, 3600),
    BACKUP_DIR: optionalText,
    // At most a week: a longer gap is no schedule, and it keeps the timer within setTimeout's 24.8-day range.
    BACKUP_INTERVAL_HOURS: wholeNumber(0, 168, defaultBackupIntervalHours),
    BACKUP_KEEP: wholeNumber(1, 1000, defaultBackupKeep),
    IMAGE_LINK_TEST_ORIGINS: optionalText.pipe(
      z
        .string()
        .default('')
        .transform((value) =>
          value
            .split(',')
            .map((origin) => origin.trim())
            .filter((origin) => origin !== ''),
        )
        .refine(
          (origins) => origins.every((origin) => URL.canParse(origin) && new URL(origin).origin === origin),
          'must be a comma-separated list of origins such as http://127.0.0.1:4567',
        ),
    ),
  })
  .refine((vars) => vars.SESSION_DAYS <= vars.SESSION_MAX_DAYS, {
    message: 'must not be more than SESSION_MAX_DAYS',
    path: ['SESSION_DAYS'],
  })
  // Left set on a deployed server, it would let painters' image links reach the private services at those origins.
  // The Docker image runs with NODE_ENV=production; the one browser test that needs it starts its server with test.
  .refine((vars) => vars.NODE_ENV !== 'production' || vars.IMAGE_LINK_TEST_ORIGINS.length === 0, {
    message: 'is for tests only and must not be set when NODE_ENV is production',
    path: ['IMAGE_LINK_TEST_ORIGINS'],
  });

function wholeNumber(min: number, max: number, fallback: number) {
  const message = `must be a whole number between ${min} and ${max}`;
  return optionalText.pipe(
    z.coerce.number<string | undefined>({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  );
}

/** As wholeNumber, with no default: unset stays undefined. */
function optionalWholeNumber(min: number, max: number) {
  const message = `must be a whole number between ${min} and ${max}`;
  return optionalText.pipe(z.coerce.number<string>({ error: message }).int(message).min(min, message).max(max, message).optional());
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

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
  const jwt =
    vars.JWT_SECRET !== undefined
      ? { secret: vars.JWT_SECRET, source: 'environment' as const }
      : vars.DATABASE_URL !== undefined
        ? { secret: '', source: 'database' as const }
        : { secret: readOrCreateJwtSecret(dataDir), source: 'file' as const };

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
    mailFrom: vars.MAIL_FROM ?? defaultMailFrom,
    appUrl: (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    hsts: vars.HSTS === 'true' || vars.HSTS === '1',
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    sessionDays: vars.SESSION_DAYS,
    sessionMaxDays: vars.SESSION_MAX_DAYS,
    adminEmails: vars.ADMIN_EMAILS,
    argon2MemoryKib: vars.ARGON2_MEMORY_KIB,
    tombstoneRetentionDays: vars.TOMBSTONE_RETENTION_DAYS,
    pushesPerMinute: vars.PUSHES_PER_MINUTE,
    showcaseReadsPerMinute: vars.SHOWCASE_READS_PER_MINUTE,
    requestTimeoutSeconds: vars.REQUEST_TIMEOUT_SECONDS,
    syncPollSeconds: vars.SYNC_POLL_SECONDS ?? null,
    backupDir: resolve(cwd, vars.BACKUP_DIR ?? join(dataDir, 'backups')),
    backupIntervalHours: vars.BACKUP_INTERVAL_HOURS,
    backupKeep: vars.BACKUP_KEEP,
    imageLinkTestOrigins: vars.IMAGE_LINK_TEST_ORIGINS,
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
    throw new ConfigError([
      `JWT_SECRET: not set, and ${path} holds fewer than ${jwtSecretMinLength} characters; delete it to generate a new one`,
    ]);
  }
  return secret;
}
