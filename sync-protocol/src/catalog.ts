import { z } from 'zod';

/** A paint of the shared catalog as `GET /api/paints/all` and `/api/paints/search` send it. */
export const catalogPaintSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  range: z.string(),
  color: z.string().regex(/^#[0-9A-F]{6}$/),
  type: z.string(),
  // Shared database paints have no owner; the spec's client keeps only rows with no userId.
  userId: z.null(),
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
