import { useLiveQuery } from 'dexie-react-hooks';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { catalogDatabase } from './catalog-database';

/** A discontinued catalog paint's replacement, or null when the catalog names none. */
export type DiscontinuedPaints = ReadonlyMap<string, CatalogPaint | null>;

const noDiscontinued: DiscontinuedPaints = new Map();

/**
 * The catalog's discontinued paints by id, each with its successor: what the inventory marks on an owned pot, so a
 * painter knows which pot cannot be bought again and what to buy instead. A few hundred of the 5,800 paints.
 */
export function useDiscontinuedPaints(): DiscontinuedPaints {
  const map = useLiveQuery(async () => {
    const paints = catalogDatabase().paints;
    const discontinued = await paints.filter((paint) => paint.discontinued === true).toArray();
    const successorIds = [...new Set(discontinued.flatMap((paint) => (paint.successorId ? [paint.successorId] : [])))];
    const successors = new Map((await paints.bulkGet(successorIds)).flatMap((paint) => (paint ? [[paint.id, paint] as const] : [])));
    return new Map(discontinued.map((paint) => [paint.id, (paint.successorId && successors.get(paint.successorId)) || null]));
  }, []);
  return map ?? noDiscontinued;
}

