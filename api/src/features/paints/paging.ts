import { z } from 'zod';
import { instantSchema, maxPaintPageSize, paintCursorMessage, restContract } from '@paintforge/sync-protocol';

export { paintPageSchema, type PaintPage } from '@paintforge/sync-protocol';

/** A page of `GET /api/paints?limit=&after=` holds at most this many paints; without `limit`, a paged call gets the default. */
export const maxPageSize = maxPaintPageSize;
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

const cursorValueSchema = z.tuple([instantSchema, z.string().min(1).max(200)]);

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id]), 'utf8').toString('base64url');
}

/** The opaque cursor a client sends back: base64url of `[createdAt, id]`; anything else is a 400, never a 5xx. */
const cursorSchema = restContract.paints.query.shape.after.unwrap().transform((text, context): PageCursor => {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = cursorValueSchema.safeParse(value);
  if (parsed.success) return { createdAt: parsed.data[0], id: parsed.data[1] };
  context.issues.push({ code: 'custom', message: paintCursorMessage, input: text });
  return z.NEVER;
});

/** The contract's query of `GET /api/paints`, with `after` read as the cursor this server wrote. */
export const paintListQuerySchema = restContract.paints.query.extend({ after: cursorSchema.optional() });
export type PaintListQuery = z.infer<typeof paintListQuerySchema>;

export function isPaged(query: PaintListQuery): query is PaintListQuery & ({ limit: number } | { after: PageCursor }) {
  return query.limit !== undefined || query.after !== undefined;
}
