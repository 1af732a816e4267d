import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** @fastify/rate-limit's own in-memory store (what a server on SQLite uses), with the LRU map it keeps its counters in. */
interface LocalStore extends FastifyRateLimitStore {
  lru: { clear(): void };
  child(options: object): LocalStore;
}
type LocalStoreCtor = new (continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number) => LocalStore;
// The library does not export its store's class by name; its file is CommonJS with no types.
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as LocalStoreCtor;

/**
 * The library's in-memory rate-limit store, counting exactly as a server on SQLite does, whose counters `reset()`
 * forgets: a test app shared by a file's tests starts each test with fresh limits (AppDeps.rateLimitMemoryStore).
 */
export function resettableRateLimitMemory(): { store: FastifyRateLimitStoreCtor; reset(): void } {
  const made: LocalStore[] = [];
  const remember = (store: LocalStore): LocalStore => {
    made.push(store);
    const child = store.child.bind(store);
    store.child = (options) => remember(child(options));
    return store;
  };
  // The plugin makes its root store with `new`, from its own options, and each limiter's with child().
  function Store(options: { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number }): LocalStore {
    return remember(new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache));
  }
  return {
    store: Store as unknown as FastifyRateLimitStoreCtor,
    reset() {
      for (const store of made) store.lru.clear();
    },
  };
}
