import { v5 as uuidv5 } from 'uuid';

/**
 * Fixed forever: changing it changes every catalog paint's id, which would orphan every user reference to the catalog.
 */
export const catalogIdNamespace = 'c7c4f26d-ba13-4e41-b80e-6d8c74308caa';

/**
 * The identity of a catalog paint, the same on every server and every run: brand, range and name, ignoring case and
 * Unicode composition. Never the row's position in the file, so reordering or inserting rows keeps every id.
 */
export function catalogPaintKey(brand: string, range: string, name: string): string {
  return `${brand}\u0000${range}\u0000${name}`.normalize('NFC').toLowerCase();
}

export function catalogPaintId(brand: string, range: string, name: string): string {
  return uuidv5(catalogPaintKey(brand, range, name), catalogIdNamespace);
}
