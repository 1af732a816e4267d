import { generateKeyBetween } from 'fractional-indexing';

/**
 * A recipe position after `last` (or the first one, for an empty recipe), made by the same `fractional-indexing`
 * package the devices use, so keys made here and on devices interleave and sort as plain strings. The server
 * only ever appends at the end of a recipe.
 */
export function positionAfter(last: string | undefined): string {
  try {
    return generateKeyBetween(last ?? null, null);
  } catch {
    // A key the package cannot read (written by hand or by an older client): any extension of a string sorts
    // after it, and one ending in a non-zero digit is a valid key for the next insertion.
    return `${last}V`;
  }
}
