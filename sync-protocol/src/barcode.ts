import { z } from 'zod';
import { barcodeMessages, canonicalBarcode } from './barcode-digits.js';
import { catalogPaintSchema } from './catalog.js';

/** Issue 14: a paint pot's barcode linked to a catalog paint, privately by a painter and shared once confirmed. */

export * from './barcode-digits.js';

/** A code as typed or scanned, checked and turned into its stored form (UPC-A as its EAN-13). */
export const barcodeCodeSchema = z
  .string()
  .max(40, barcodeMessages.invalidCode)
  .transform((value, context) => {
    const code = canonicalBarcode(value);
    if (code === undefined) {
      context.addIssue({ code: 'custom', message: barcodeMessages.invalidCode });
      return z.NEVER;
    }
    return code;
  });

export const barcodeLinkRequestSchema = z.object({
  code: barcodeCodeSchema,
  catalogPaintId: z.string().min(1).max(200),
});
export type BarcodeLinkRequest = z.input<typeof barcodeLinkRequestSchema>;

/** Where an answer came from: the caller's own link, or the shared map (two painters agreed, or an admin). */
export const barcodeSourceSchema = z.enum(['own', 'shared']);
export type BarcodeSource = z.infer<typeof barcodeSourceSchema>;

export const barcodeAnswerSchema = z.object({
  code: z.string(),
  paint: catalogPaintSchema,
  source: barcodeSourceSchema,
});
export type BarcodeAnswer = z.infer<typeof barcodeAnswerSchema>;

/**
 * GET /api/barcodes/shared: every shared code and its catalog paint id, as pairs. Kept this small on purpose (a
 * code and an id per row, no paint fields): the device already holds the catalog and joins them itself.
 */
export const sharedBarcodeMapSchema = z.array(z.tuple([z.string(), z.string()]));
export type SharedBarcodeMap = z.infer<typeof sharedBarcodeMapSchema>;

/** GET /api/barcodes/mine: the caller's own links, for a new device's offline lookups. */
export const ownBarcodeLinksSchema = sharedBarcodeMapSchema;

const count = z.number().int().nonnegative();

export const barcodeStatusSchema = z.enum(['proposed', 'conflict', 'shared']);
export type BarcodeStatus = z.infer<typeof barcodeStatusSchema>;

/** One code as admins see it: every paint painters linked it to, with how many painters and any decision. */
export const adminBarcodeSchema = z.object({
  code: z.string(),
  status: barcodeStatusSchema,
  /** The paint the shared map gives for this code, or null. */
  sharedPaintId: z.string().nullable(),
  links: z.array(
    z.object({
      paint: catalogPaintSchema.nullable(),
      catalogPaintId: z.string(),
      painters: count,
      decision: z.enum(['confirmed', 'rejected']).nullable(),
    }),
  ),
});
export type AdminBarcode = z.infer<typeof adminBarcodeSchema>;
export const adminBarcodeListSchema = z.array(adminBarcodeSchema);

export const barcodeDecisionRequestSchema = z.object({
  code: barcodeCodeSchema,
  catalogPaintId: z.string().min(1).max(200),
  decision: z.enum(['confirmed', 'rejected']),
});

/** What a decision leaves: the paint the shared map now gives for the code, or null. */
export const barcodeDecisionAnswerSchema = z.object({ code: z.string(), sharedPaintId: z.string().nullable() });
export type BarcodeDecisionAnswer = z.infer<typeof barcodeDecisionAnswerSchema>;
