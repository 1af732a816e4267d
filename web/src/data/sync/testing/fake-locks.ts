/**
 * The browser's LockManager as the page and the service worker see it, for tests of who syncs (issue 33): one
 * holder per name, `ifAvailable` skips a held one. `held` lets a test hold a name as the other party would.
 */
export function fakeLocks() {
  const held = new Set<string>();
  const requested: string[] = [];
  const manager = {
    async request(name: string, options: { ifAvailable?: boolean }, run: (lock: object | null) => Promise<unknown>) {
      requested.push(name);
      if (held.has(name)) return options.ifAvailable ? run(null) : Promise.reject(new Error('these tests only skip'));
      held.add(name);
      try {
        return await run({ name });
      } finally {
        held.delete(name);
      }
    },
  };
  return { held, requested, manager };
}
