/** Rows an import adds before it lets the page draw again. */
export const importBatchSize = 100;

/**
 * Runs `addBatch` on the items a batch at a time (each batch one local transaction: screen.ts writeLocalBatch, so
 * the lists drawn from the database are drawn again once per batch, not per row). Between batches the page gets
 * the main thread back (progress drawn, taps answered), so importing thousands of rows does not freeze it.
 * Resolves with every batch's answers, in the items' order.
 */
export async function addInBatches<T, R>(
  items: readonly T[],
  addBatch: (batch: readonly T[]) => Promise<readonly R[]>,
  onProgress: (added: number, total: number) => void = () => undefined,
): Promise<R[]> {
  const answers: R[] = [];
  for (let start = 0; start < items.length; start += importBatchSize) {
    const end = Math.min(start + importBatchSize, items.length);
    answers.push(...(await addBatch(items.slice(start, end))));
    onProgress(end, items.length);
    if (end < items.length) await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
  return answers;
}
