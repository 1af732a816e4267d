import { createHash, randomBytes } from 'node:crypto';

const hour = 60 * 60 * 1000;

/**
 * How long each emailed link works, and the same as an amount of a unit, which the mail that carries it writes in
 * the painter's language ("7 days", "7 Tage").
 */
export const linkLifetimes = {
  verification: { ms: 7 * 24 * hour, amount: 7, unit: 'day' },
  passwordReset: { ms: hour, amount: 1, unit: 'hour' },
  emailChange: { ms: 24 * hour, amount: 24, unit: 'hour' },
} as const;
export type LinkLifetime = (typeof linkLifetimes)[keyof typeof linkLifetimes];

export interface LinkToken {
  /** Goes into the mailed link, and nowhere else. */
  token: string;
  /** Goes into the database: a leaked database must not hand out working links. */
  hash: string;
}

/** 32 random bytes (256 bits): not guessable, so a lookup by hash needs no constant-time comparison. */
export function newLinkToken(): LinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/**
 * SHA-256 without salt or stretching is right here, unlike for passwords: the input is 256 random bits, so there is
 * nothing to brute-force, and an unsalted hash is what lets the server find the row by the token alone.
 */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export function expiryFrom(now: Date, lifetimeMs: number): string {
  return new Date(now.getTime() + lifetimeMs).toISOString();
}
