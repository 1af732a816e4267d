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

/** Real catalog paints (brand, name, hex as in the data file), shown by the landing page as a strip of their true colours. */
export const heroPaints = [
  { name: 'Mephiston Red', brand: 'Citadel', color: '#8E020F' },
  { name: 'Averland Sunset', brand: 'Citadel', color: '#F3B733' },
  { name: 'Warpstone Glow', brand: 'Citadel', color: '#28702E' },
  { name: 'Macragge Blue', brand: 'Citadel', color: '#1F3D7B' },
  { name: 'Heavy Violet', brand: 'Vallejo', color: '#484069' },
  { name: "Dragon's Gold", brand: 'Two Thin Coats', color: '#93773E' },
  { name: 'Birch', brand: 'Scale75', color: '#EFD2B0' },
  { name: 'Pure Black', brand: 'Reaper', color: '#000000' },
];
