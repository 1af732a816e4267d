import { z } from 'zod';
import { errorBodySchema } from './errors.js';
import { paintRowSchema, paintSnapshotSchema, projectRowSchema, recipeRowSchema, shareTokenSchema } from './entities/index.js';

/**
 * The REST calls' own request and answer shapes for a painter's paints, miniatures and recipes (spec §7), and the
 * health check: declared here, beside the contract (rest-contract.ts) that names them, so server and clients read one.
 */

/** Any JSON object: the fields are checked by the mutation's own schema, which carries the spec's messages. */
export const restObjectBodySchema = z.record(z.string(), z.unknown(), { error: 'Expected a JSON object' });

/** A user's paint as the REST calls answer it (spec §3 paint, plus range, catalogId and updatedAt): the synced row (without the
 * texts kept from concurrent edits, a device's concern) and its owner. */
export const paintResponseSchema = paintRowSchema.omit({ deletedAt: true, conflicts: true }).extend({ userId: z.string() });
export type PaintResponse = z.infer<typeof paintResponseSchema>;

/** A page of `GET /api/paints?limit=&after=` holds at most this many paints. */
export const maxPaintPageSize = 500;
export const paintCursorMessage = 'after must be the nextCursor of a previous page';
const limitMessage = `limit must be a whole number from 1 to ${maxPaintPageSize}`;

/**
 * The query of `GET /api/paints` on the wire. No paging parameter: the spec's answer, every live paint in one array.
 * `limit` and/or `after`: one page, `{paints, nextCursor}`. Other parameters are ignored (a cache-buster must not
 * fail). The server reads `after` further, as the cursor it wrote (api features/paints/paging.ts).
 */
export const paintListQuerySchema = z.object({
  limit: z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(maxPaintPageSize, limitMessage).optional(),
  after: z.string({ error: paintCursorMessage }).max(600, paintCursorMessage).optional(),
});

export const paintPageSchema = z.object({
  paints: z.array(paintResponseSchema),
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PaintPage = z.infer<typeof paintPageSchema>;

export const inventoryStatsSchema = z.object({
  totalPaints: z.number().int(),
  inventoryCount: z.number().int(),
  wishlistCount: z.number().int(),
  totalQuantity: z.number().int(),
  runningLowCount: z.number().int(),
  byBrand: z.array(z.object({ brand: z.string(), count: z.number().int() })),
  byType: z.array(z.object({ type: z.string(), count: z.number().int() })),
});
export type InventoryStats = z.infer<typeof inventoryStatsSchema>;

/** A recipe row as the REST calls answer it (spec §3 project paint link): the synced row with its paint nested. */
export const recipeLinkSchema = recipeRowSchema.omit({ paintSnapshot: true, deletedAt: true, conflicts: true }).extend({
  /** The paint as it is now while it is live, else the row's snapshot; `id` is null once the paint is gone for good. */
  paint: paintSnapshotSchema.extend({ id: z.string().nullable() }),
});

/** A painted miniature as the REST calls answer it (spec §3 project): the synced row, its owner, photo URL and recipe. */
export const projectResponseSchema = projectRowSchema.omit({ deletedAt: true, conflicts: true }).extend({
  /** `/api/blobs/<sha256>` (read with the bearer token), or null. */
  imageUrl: z.string().nullable(),
  userId: z.string(),
  paints: z.array(recipeLinkSchema),
});
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

export const shareResponseSchema = z.object({ token: shareTokenSchema, url: z.string() });
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/** POST /api/image-links: the link a painter pasted; the answer is the image's bytes. */
export const imageLinkRequestSchema = z.object({ url: z.string().trim().min(1).max(4096) });

export const healthySchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().int().nonnegative(),
  database: z.literal('ok'),
  catalogPaints: z.number().int().nonnegative(),
});

/** Still the one error shape, plus the fields a monitor reads. */
export const unhealthySchema = errorBodySchema.extend({
  status: z.literal('error'),
  uptimeSeconds: z.number().int().nonnegative(),
  database: z.literal('error'),
  catalogPaints: z.number().int().nonnegative(),
});

export const searchQueryMaxLength = 100;

/** GET /api/paints/search?q=: the text a painter typed, once. */
export const catalogSearchQuerySchema = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? 'Search text is required' : 'Search text must be given once') })
    .trim()
    .min(1, 'Search text is required')
    .max(searchQueryMaxLength, `Search text must be at most ${searchQueryMaxLength} characters`),
});

/** A showcase token in a path: any text, so a malformed token is simply not found (404), never a 400 that would tell it apart. */
export const showcaseTokenParamsSchema = z.object({ token: z.string().max(200) });

/** POST /api/image-links answers the image's bytes, typed by them: not JSON, so the web reads them with its own fetch. */
export const imageBytesSchema = z.instanceof(Uint8Array);
