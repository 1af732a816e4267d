import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogTypeFromRange, parseCatalogRange, type CatalogPaint } from '@paintforge/sync-protocol';
import { catalogDatabase } from '../data/catalog/catalog';

/**
 * The real data file (api/catalog/paints.json), read as the server's loader does: the range without
 * "(discontinued)", the type judged from the range. Ids are `cat-<line>`.
 */
export function realCatalog(): CatalogPaint[] {
  const file = JSON.parse(readFileSync(join(process.cwd(), 'api/catalog/paints.json'), 'utf8')) as {
    brand: string;
    range: string;
    name: string;
    hex: string;
  }[];
  return file.map((row, index) => {
    const { range, discontinued } = parseCatalogRange(row.range);
    return {
      id: `cat-${index}`,
      name: row.name,
      brand: row.brand,
      range,
      discontinued,
      type: catalogTypeFromRange(range),
      color: row.hex,
      userId: null,
    };
  });
}

/** The real catalog stored on this device, as a completed download leaves it. */
export async function storeRealCatalog(): Promise<CatalogPaint[]> {
  const catalog = realCatalog();
  await catalogDatabase().paints.bulkPut(catalog.map((paint, position) => ({ ...paint, position })));
  return catalog;
}
