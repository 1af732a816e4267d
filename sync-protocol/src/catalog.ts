import { z } from 'zod';

/**
 * Where a catalog paint's colour comes from: the data file (sampled from product images, see api/catalog/SOURCES.md),
 * an admin's correction, painters' reports that agreed, or painters' measurements (a swatch on white card, issue 36)
 * that agreed or that an admin accepted.
 */
export const colorSources = ['dataset', 'correction', 'report', 'measured'] as const;
export type ColorSource = (typeof colorSources)[number];

/**
 * How far the shown colour can be trusted: `low` for a dataset colour of a paint one flat colour cannot show (washes,
 * shades, contrasts, inks, glazes, metallics), `medium` for other dataset colours and agreed reports, `high` for an
 * admin's correction and a measured colour.
 */
export const colorConfidences = ['low', 'medium', 'high'] as const;
export type ColorConfidence = (typeof colorConfidences)[number];

/** A paint of the shared catalog as `GET /api/paints/all` and `/api/paints/search` send it. */
export const catalogPaintSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  /** The range as painters name it, without the source's "(discontinued)" suffix: that is `discontinued`. */
  range: z.string(),
  color: z.string().regex(/^#[0-9A-F]{6}$/),
  type: z.string(),
  // Shared database paints have no owner; the spec's client keeps only rows with no userId.
  userId: z.null(),
  // Optional in the schema only so a device's stored copy from before these fields still reads; the server always sends them.
  discontinued: z.boolean().optional(),
  /** For a discontinued paint: the current paint that replaces it (catalog/successors.ts says how it is chosen). */
  successorId: z.string().nullable().optional(),
  /** CIEDE2000 between the paint and its successor, rounded to 0.1. */
  successorDifference: z.number().nullable().optional(),
  colorSource: z.enum(colorSources).optional(),
  colorConfidence: z.enum(colorConfidences).optional(),
  /**
   * A measured translucent paint's pooled stop (issue 36): what painters measured where it pooled thick, drawn
   * instead of the approximation (translucent.ts). Absent for every other paint.
   */
  pooledColor: z
    .string()
    .regex(/^#[0-9A-F]{6}$/)
    .optional(),
  /** For a measured colour (colorSource 'measured'): how many painters' measurements it stands for, and how far apart they lay. */
  measured: z
    .object({
      painters: z.number().int().min(1),
      /** The largest CIEDE2000 between two of the agreeing measurements, rounded to 0.1 (0 for one painter's). */
      spread: z.number().min(0),
    })
    .optional(),
});
export type CatalogPaint = z.infer<typeof catalogPaintSchema>;

export const catalogResponseSchema = z.array(catalogPaintSchema);

/**
 * The catalog's paint type, judged from its range name. The rules run in order and the first match wins,
 * so the specific words (primer, wash, contrast) come before the general ones (base, layer).
 */
const typeRules: ReadonlyArray<readonly [RegExp, string]> = [
  [/primer|undercoat|surface/i, 'Primer'],
  [/spray/i, 'Spray'],
  [/varnish/i, 'Varnish'],
  [/contrast|speedpaint|xpress|instant colou?rs|one-coat/i, 'Contrast'],
  [/\bshade\b|\btone\b/i, 'Shade'],
  [/wash|dipping/i, 'Wash'],
  [/glaze|glazing|transparent|candy/i, 'Glaze'],
  [/\binks?\b|inktensity|intensity/i, 'Ink'],
  [/marker|playmarker/i, 'Marker'],
  [/\bair\b|airbrush/i, 'Air'],
  [/metal|liquid gold|alchemy|chameleon/i, 'Metallic'],
  [/fluor|neon|brights/i, 'Fluorescent'],
  [/pigment/i, 'Pigment'],
  [/technical|effects?|\bfx\b|weathering|soil|surface/i, 'Technical'],
  [/\bdry\b/i, 'Dry'],
  [/foundation|\bbase\b/i, 'Base'],
  [/layer|highlight|midtone|shadow/i, 'Layer'],
];

export function catalogTypeFromRange(range: string): string {
  for (const [pattern, type] of typeRules) if (pattern.test(range)) return type;
  return 'Acrylic';
}

const discontinuedSuffix = /\s*\(discontinued\)\s*$/i;

/** The source's range name split into the range painters know and whether the maker stopped making it. */
export function parseCatalogRange(sourceRange: string): { range: string; discontinued: boolean } {
  const range = sourceRange.replace(discontinuedSuffix, '');
  return { range, discontinued: range !== sourceRange };
}
