import { z } from 'zod';
import { instantSchema } from '@paintforge/sync-protocol';
import { paintResponseSchema } from './paint-response.js';

/** A page of `GET /api/paints?limit=&after=` holds at most this many paints; without `limit`, a paged call gets the default. */
export const maxPageSize = 500;
export const defaultPageSize = 100;

/**
 * Where the previous page stopped, in the list's stable order (createdAt descending, then id descending): the last
 * paint's createdAt and id. Both are carried, not just the id, so the next page is one index range even when that
 * paint was deleted in between.
 */
export interface PageCursor {
  createdAt: string;
  id: string;
}

const cursorMessage = 'after must be the nextCursor of a previous page';
const cursorValueSchema = z.tuple([instantSchema, z.string().min(1).max(200)]);

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id]), 'utf8').toString('base64url');
}

/** The opaque cursor a client sends back: base64url of `[createdAt, id]`; anything else is a 400, never a 5xx. */
const cursorSchema = z
  .string({ error: cursorMessage })
  .max(600, cursorMessage)
  .transform((text, context): PageCursor => {
    let value: unknown;
    try {
      value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    } catch {
      value = undefined;
    }
    const parsed = cursorValueSchema.safeParse(value);
    if (parsed.success) return { createdAt: parsed.data[0], id: parsed.data[1] };
    context.issues.push({ code: 'custom', message: cursorMessage, input: text });
    return z.NEVER;
  });

const limitMessage = `limit must be a whole number from 1 to ${maxPageSize}`;

/**
 * The query of `GET /api/paints`. No paging parameter: the spec's answer, every live paint in one array. `limit`
 * and/or `after`: one page, `{paints, nextCursor}`. Other parameters are ignored (a cache-buster must not fail).
 */
export const paintListQuerySchema = z.object({
  limit: z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(maxPageSize, limitMessage).optional(),
  after: cursorSchema.optional(),
});
export type PaintListQuery = z.infer<typeof paintListQuerySchema>;

export const paintPageSchema = z.object({
  paints: z.array(paintResponseSchema),
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PaintPage = z.infer<typeof paintPageSchema>;

export function isPaged(query: PaintListQuery): query is PaintListQuery & ({ limit: number } | { after: PageCursor }) {
  return query.limit !== undefined || query.after !== undefined;
}
