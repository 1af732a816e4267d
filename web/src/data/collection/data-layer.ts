/**
 * Loads the local data layer's largest dependencies one at a time before the code that needs them: zod, Dexie, then
 * the sync protocol's mutation schemas (built when their modules run). Imported together they ran as one task of
 * about 150 ms on a phone-speed CPU, which blocks input; one import after another, each runs as a task of its own.
 * Every lazy part that opens the painter's database (the sync runtime, the sync status control, the inventory's
 * lists) waits for this first; the modules are evaluated once, whoever asks first.
 */
let ready: Promise<void> | undefined;

/**
 * Lets the browser run other tasks (input, a frame) before the next stage. Awaiting one import after another is not
 * enough: when the files are already downloaded (preloaded, or from the service worker), each import settles in a
 * microtask of the same task, and the stages ran as one long task again.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

export function dataLayerReady(): Promise<void> {
  if (!ready) {
    ready = (async () => {
      // zod through a module that uses it (the error schemas, which the API client loads anyway), never
      // import('zod') itself: a dynamic import of the package needs its whole namespace, so the bundle kept every
      // part of zod (its locales, JSON Schema) and its chunk was 89 KB gzipped instead of 27.
      await import('@paintforge/sync-protocol/errors');
      await yieldToMain();
      await import('dexie');
      await yieldToMain();
      // The mutations' schemas, through the web's own module that applies them: a dynamic import of the package's
      // index would make one chunk of every schema in it, which pages that need only one (a showcase) then load whole.
      await import('../sync/mutate');
      // And the caller's own code (the lists, the sync runtime) in a task of its own too.
      await yieldToMain();
    })();
    // A failed download (offline before the service worker had the files) is tried again by the next caller.
    ready.catch(() => (ready = undefined));
  }
  return ready;
}

/** `load` once the data layer's dependencies are in, for React.lazy and dynamic imports that open the database. */
export function afterDataLayer<T>(load: () => Promise<T>): () => Promise<T> {
  return () => dataLayerReady().then(load);
}
