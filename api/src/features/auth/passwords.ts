import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';

export interface PasswordCheck {
  ok: boolean;
  /** The stored hash was made with other parameters than today's; hash the (correct) password again. */
  needsRehash: boolean;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Checks a password against a stored hash. With no stored hash (no account has that email) it checks against a
   * dummy hash of the same parameters, so that an unknown email costs the same time as a wrong password.
   */
  verify(storedHash: string | undefined, password: string): Promise<PasswordCheck>;
}

/** OWASP's argon2id choice: 19 MiB, 2 passes, 1 lane. Only memory is configurable, and only for tests. */
export function argon2Options(memoryKib: number) {
  return { type: argon2.argon2id, memoryCost: memoryKib, timeCost: 2, parallelism: 1 } as const;
}

/** Makes the dummy hash once, at start, so that the first unknown-email login is not the slow one. */
export async function createPasswordHasher(options: { memoryKib: number }): Promise<PasswordHasher> {
  const parameters = argon2Options(options.memoryKib);
  const dummyHash = await argon2.hash(randomBytes(32), parameters);
  return {
    hash: (password) => argon2.hash(password, parameters),
    async verify(storedHash, password) {
      const hash = storedHash ?? dummyHash;
      let ok: boolean;
      try {
        ok = await argon2.verify(hash, password);
      } catch {
        // A stored value that is not an argon2 hash matches nothing; it must not become a 500.
        ok = false;
      }
      return {
        ok: ok && storedHash !== undefined,
        needsRehash: ok && (!hash.startsWith('$argon2id$') || argon2.needsRehash(hash, parameters)),
      };
    },
  };
}
