/** Rows an import adds before it lets the page draw again. */
export const importBatchSize = 100;

/**
 * Runs `addOne` for every item, a batch at a time: between batches the page gets the main thread back (progress
 * drawn, taps answered), so importing thousands of rows does not freeze it. Resolves with how many were added.
 */
export async function addInBatches<T>(
  items: readonly T[],
  addOne: (item: T) => Promise<unknown>,
  onProgress: (added: number, total: number) => void = () => undefined,
): Promise<number> {
  let added = 0;
  for (let start = 0; start < items.length; start += importBatchSize) {
    for (const item of items.slice(start, start + importBatchSize)) {
      await addOne(item);
      added += 1;
    }
    onProgress(added, items.length);
    if (added < items.length) await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
  return added;
}
