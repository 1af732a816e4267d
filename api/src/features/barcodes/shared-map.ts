import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SharedBarcodeMap } from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import { sharedPaints, tallies } from './shared-codes.js';

export interface SharedBarcodeBody {
  json: string;
  etag: string;
}

const byCode = ([a]: readonly [string, string], [b]: readonly [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/** The shared map as served: code order, so one map has one ETag. */
function bodyOf(map: ReadonlyMap<string, string>): SharedBarcodeBody {
  const list: SharedBarcodeMap = [...map.entries()].sort(byCode);
  const json = JSON.stringify(list);
  return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
}

async function write(db: Kysely<Database>, body: SharedBarcodeBody): Promise<void> {
  await db
    .insertInto('barcodeSharedMap')
    .values({ id: 1, ...body })
    .onConflict((oc) => oc.column('id').doUpdateSet(body))
    .execute();
}

/**
 * GET /api/barcodes/shared reads this one row: the map is counted when a change can move it, never on a read, so a
 * refresh with nothing new is a 304 for the cost of one row. Undefined only before the app's first rebuild.
 */
export async function readSharedBarcodes(db: Kysely<Database>): Promise<SharedBarcodeBody | undefined> {
  return db.selectFrom('barcodeSharedMap').select(['json', 'etag']).where('id', '=', 1).executeTakeFirst();
}

/**
 * Counts every code again and stores the map: at start, and after changes that touch many codes at once (a painter
 * verifies their address, or an account is removed with its links).
 */
export async function rebuildSharedBarcodes(db: Kysely<Database>): Promise<SharedBarcodeBody> {
  const body = bodyOf(sharedPaints(await tallies(db)));
  await write(db, body);
  return body;
}

/**
 * Recounts one code and updates its entry in the stored map, inside the transaction of the change (a link or an
 * admin's decision). On Postgres the row is locked first, so two servers' changes to different codes do not each
 * write a map without the other's (SQLite runs one write transaction at a time).
 */
export async function refreshSharedBarcode(trx: Kysely<Database>, code: string): Promise<void> {
  let current = trx.selectFrom('barcodeSharedMap').select('json').where('id', '=', 1);
  if (isPostgres(trx)) current = current.forUpdate();
  const row = await current.executeTakeFirst();
  if (row === undefined) {
    await rebuildSharedBarcodes(trx);
    return;
  }
  const map = new Map(JSON.parse(row.json) as SharedBarcodeMap);
  const paint = sharedPaints(await tallies(trx, code)).get(code);
  if (paint === map.get(code)) return;
  if (paint === undefined) map.delete(code);
  else map.set(code, paint);
  await write(trx, bodyOf(map));
}

/** Recounts the codes one painter linked: their links start or stop counting (verified, removed). */
export async function refreshPainterBarcodes(trx: Kysely<Database>, codes: readonly string[]): Promise<void> {
  for (const code of codes) await refreshSharedBarcode(trx, code);
}

/** The codes a painter linked, read before a change that makes their links count or vanish. */
export async function linkedCodes(db: Kysely<Database>, userId: string): Promise<string[]> {
  return (await db.selectFrom('barcodeLink').select('code').where('userId', '=', userId).execute()).map((row) => row.code);
}
