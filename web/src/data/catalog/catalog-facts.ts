/**
 * Facts about the shared paint catalog, for pages that must not download it (the landing page's budget).
 * catalog-facts.test.ts checks them against the data file the server loads, so they cannot drift from it.
 */
export const catalogPaintCount = 5805;
export const catalogBrandCount = 16;

/** The six brands the product was built around (spec §1), with their paint counts in the catalog. */
export const featuredBrands = [
  { name: 'Army Painter', paints: 646 },
  { name: 'Vallejo', paints: 1267 },
  { name: 'Citadel', paints: 485 },
  { name: 'Reaper', paints: 438 },
  { name: 'Scale75', paints: 358 },
  { name: 'Two Thin Coats', paints: 180 },
] as const;
