/**
 * Loads the local data layer's largest dependencies one at a time before the code that needs them: zod (and the
 * sync protocol's schemas, built when their module runs), then Dexie. Imported together they ran as one task of
 * about 150 ms on a phone-speed CPU, which blocks input; one import after another, each runs as a task of its own.
 * Every lazy part that opens the painter's database (the sync runtime, the sync status control, the inventory's
 * lists) waits for this first; the modules are evaluated once, whoever asks first.
 */
let ready: Promise<void> | undefined;

export function dataLayerReady(): Promise<void> {
  ready ??= (async () => {
    await import('zod');
    await import('@paintforge/sync-protocol');
    await import('dexie');
  })();
  return ready;
}

/** `load` once the data layer's dependencies are in, for React.lazy and dynamic imports that open the database. */
export function afterDataLayer<T>(load: () => Promise<T>): () => Promise<T> {
  return () => dataLayerReady().then(load);
}
