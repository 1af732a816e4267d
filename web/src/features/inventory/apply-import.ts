import type { MutationRejected } from '@paintforge/sync-protocol';
import { addInBatches } from '../../data/transfer/import-batches';
import { addPaints, type PaintList, type PaintToAdd } from '../../data/collection/paints';
import type { ImportItem } from './import-items';

/** What an import of paints did. */
export interface ImportResult {
  /** Rows saved (a catalog paint already held counts: it got one more, or was left as the list has it). */
  added: number;
  /** Rows refused, each with why (a limit reached, a value the app does not accept): the other rows are saved. */
  refused: { item: ImportItem; error: MutationRejected }[];
}

/**
 * Adds the previewed paints the painter kept to the list, a batch of rows per local transaction (import-batches.ts);
 * catalog paints as addPaintFromCatalog adds them, so nothing is duplicated. A paint already held is skipped unless
 * the painter chose to add it.
 */
export async function applyImport(
  items: readonly ImportItem[],
  list: PaintList,
  onProgress?: (added: number, total: number) => void,
): Promise<ImportResult> {
  const kept = items.filter((item) => item.already === null || item.decision !== 'skip');
  const refusals = await addInBatches(
    kept,
    (batch) =>
      addPaints(
        batch.map((item) => paintToAdd(item, list)),
        list,
      ),
    onProgress,
  );
  const refused = kept.flatMap((item, index) => {
    const error = refusals[index];
    return error ? [{ item, error }] : [];
  });
  return { added: kept.length - refused.length, refused };
}

function paintToAdd(item: ImportItem, list: PaintList): PaintToAdd {
  if (item.catalog) return { catalog: item.catalog, quantity: item.quantity };
  return {
    catalog: null,
    fields: {
      name: item.name,
      brand: item.brand,
      type: item.type,
      color: item.color,
      quantity: item.quantity,
      range: item.range || null,
      status: list === 'wishlist' ? 'wishlist' : 'in_stock',
    },
  };
}
