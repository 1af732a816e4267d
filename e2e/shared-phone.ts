import { beforeAll } from 'vitest';

/**
 * One painter's phone for a file's tests in turn, made once before them: its context, sign-in, stored catalog and
 * service worker's precache are paid once, not per test (each costs seconds of the two cores). The tests then run in
 * the order written, each adding to the painter's data what it needs and checking only what it added.
 */
export function sharedPhone<T extends object>(make: () => Promise<T>): () => T {
  let phone: T | undefined;
  beforeAll(async () => {
    phone = await make();
  }, 90_000);
  return () => {
    if (!phone) throw new Error('the shared phone exists only inside a test');
    return phone;
  };
}
