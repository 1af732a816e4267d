import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/** One row of api/catalog/paints.json, as the data file spells it (see api/catalog/SOURCES.md). */
const catalogFileRowSchema = z.strictObject({
  brand: z.string().trim().min(1, 'brand is empty'),
  range: z.string().trim().min(1, 'range is empty'),
  // Markup in a name (the source's `<br>`) would show as text in every screen: the file must hold clean names.
  name: z
    .string()
    .trim()
    .min(1, 'name is empty')
    .refine((name) => !/[<>]/.test(name), 'name contains markup (< or >)'),
  /**
   * The name the paint's id was made from, when its name was cleaned later: ids derive from brand, range and name
   * (catalog-id.ts), so this keeps the id, and every painter's reference to the paint, unchanged.
   */
  idName: z.string().trim().min(1, 'idName is empty').optional(),
  hex: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'hex must be #RRGGBB')
    .transform((hex) => hex.toUpperCase()),
});
export type CatalogFileRow = z.output<typeof catalogFileRowSchema>;

const catalogFileSchema = z.array(catalogFileRowSchema).min(1, 'the catalog is empty');

export class CatalogFileError extends Error {
  override name = 'CatalogFileError';
}

/** The catalog data file's bytes, unparsed: an unchanged file is recognised by their hash before any parsing. */
export async function readCatalogBytes(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    throw new CatalogFileError(`Cannot read the catalog file ${path}: ${(error as Error).message}`, { cause: error });
  }
}

/** Validates the catalog data file's text. Errors name the file and the first bad rows, so a bad edit is quick to find. */
export function parseCatalogFile(text: string, path = 'catalog'): CatalogFileRow[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CatalogFileError(`The catalog file ${path} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const parsed = catalogFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `row ${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`);
    const more = parsed.error.issues.length > 5 ? ` (and ${parsed.error.issues.length - 5} more)` : '';
    throw new CatalogFileError(`The catalog file ${path} is invalid: ${problems.join('; ')}${more}`);
  }
  return parsed.data;
}
