import type { Kysely } from 'kysely';
import {
  barcodeMessages,
  type AdminBarcode,
  type BarcodeAnswer,
  type BarcodeDecisionAnswer,
  type BarcodeStatus,
  type SharedBarcodeMap,
} from '@paintforge/sync-protocol';
import { nowIso, type Database } from '../../db/schema.js';
import { ApiError } from '../../plugins/api-error.js';
import type { Catalog } from '../catalog/service.js';
import { sharedPaints, tallies, type CodeTally } from './shared-codes.js';
import { refreshSharedBarcode } from './shared-map.js';

export interface BarcodeDeps {
  db: Kysely<Database>;
  catalog: Pick<Catalog, 'find'>;
}

const unknownCode = () => new ApiError(404, 'not-found', barcodeMessages.unknownCode);
const unknownPaint = () => new ApiError(404, 'not-found', barcodeMessages.paintNotInCatalog);

/**
 * The paint a code means to the caller: their own link first (what they said is what they see), else the shared map.
 * Another painter's private link is never read here: the shared map only holds agreed or confirmed codes.
 */
export async function lookUpBarcode({ db, catalog }: BarcodeDeps, userId: string, code: string): Promise<BarcodeAnswer> {
  const own = await db
    .selectFrom('barcodeLink')
    .select('catalogPaintId')
    .where('userId', '=', userId)
    .where('code', '=', code)
    .executeTakeFirst();
  const found = own !== undefined ? { id: own.catalogPaintId, source: 'own' as const } : sharedFor(await tallies(db, code), code);
  const paint = found === undefined ? undefined : catalog.find(found.id);
  if (found === undefined || paint === undefined) throw unknownCode();
  return { code, paint, source: found.source };
}

function sharedFor(rows: readonly CodeTally[], code: string) {
  const id = sharedPaints(rows).get(code);
  return id === undefined ? undefined : { id, source: 'shared' as const };
}

/**
 * Codes one painter may link. The catalog holds under 6,000 paints and a painter scans the pots they own: far below.
 * It exists so that one account cannot fill the table that every shared-map count reads (issue 23).
 */
export const barcodeLinksPerPainter = 6000;
export const barcodeQuotaMessage = `You have linked the most barcodes one painter may (${barcodeLinksPerPainter.toLocaleString('en-US')}).`;

/**
 * Links the code for the caller, replacing their earlier link of it; a new code past the painter's quota is refused.
 * The shared map's entry for the code is recounted in the same transaction.
 */
export async function linkBarcode(deps: BarcodeDeps, userId: string, code: string, catalogPaintId: string): Promise<BarcodeAnswer> {
  return deps.db.transaction().execute((trx) => storeBarcodeLink(trx, deps.catalog, userId, code, catalogPaintId));
}

/**
 * linkBarcode inside the caller's transaction: the REST route's own, or a push's, where a device's queued link
 * arrives as a delivery (sync/deliveries.ts). The same rules either way.
 */
export async function storeBarcodeLink(
  trx: Kysely<Database>,
  catalog: BarcodeDeps['catalog'],
  userId: string,
  code: string,
  catalogPaintId: string,
): Promise<BarcodeAnswer> {
  const paint = catalog.find(catalogPaintId);
  if (paint === undefined) throw unknownPaint();
  const at = nowIso();
  const existing = await trx
    .selectFrom('barcodeLink')
    .select('code')
    .where('userId', '=', userId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (existing === undefined) {
    const { count } = await trx
      .selectFrom('barcodeLink')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= barcodeLinksPerPainter) throw new ApiError(403, 'quota-exceeded', barcodeQuotaMessage);
  }
  await trx
    .insertInto('barcodeLink')
    .values({ userId, code, catalogPaintId, createdAt: at, updatedAt: at })
    .onConflict((oc) => oc.columns(['userId', 'code']).doUpdateSet({ catalogPaintId, updatedAt: at }))
    .execute();
  await refreshSharedBarcode(trx, code);
  return { code, paint, source: 'own' };
}

export async function ownBarcodeLinks(db: Kysely<Database>, userId: string): Promise<SharedBarcodeMap> {
  const rows = await db.selectFrom('barcodeLink').select(['code', 'catalogPaintId']).where('userId', '=', userId).orderBy('code').execute();
  return rows.map((row) => [row.code, row.catalogPaintId]);
}

/** At most this many codes in the admin list: the ones that most need a look come first. */
export const adminBarcodeLimit = 200;
const statusOrder: Record<BarcodeStatus, number> = { conflict: 0, proposed: 1, shared: 2 };

/** Every code with links that no admin has confirmed yet: conflicts first, then by how many painters linked it. */
export async function adminBarcodes({ db, catalog }: BarcodeDeps): Promise<AdminBarcode[]> {
  const rows = await tallies(db);
  const shared = sharedPaints(rows);
  const byCode = new Map<string, CodeTally[]>();
  for (const row of rows) byCode.set(row.code, [...(byCode.get(row.code) ?? []), row]);
  const list: AdminBarcode[] = [];
  for (const [code, links] of byCode) {
    if (links.some((link) => link.decision === 'confirmed')) continue;
    const linked = links.filter((link) => link.painters > 0);
    if (linked.length === 0) continue;
    const status: BarcodeStatus = linked.length > 1 ? 'conflict' : shared.has(code) ? 'shared' : 'proposed';
    list.push({
      code,
      status,
      sharedPaintId: shared.get(code) ?? null,
      links: links
        .sort((a, b) => b.painters - a.painters || (a.catalogPaintId < b.catalogPaintId ? -1 : 1))
        .map((link) => ({
          catalogPaintId: link.catalogPaintId,
          paint: catalog.find(link.catalogPaintId) ?? null,
          painters: link.painters,
          decision: link.decision,
        })),
    });
  }
  const painters = (entry: AdminBarcode) => entry.links.reduce((sum, link) => sum + link.painters, 0);
  return list
    .sort((a, b) => statusOrder[a.status] - statusOrder[b.status] || painters(b) - painters(a) || (a.code < b.code ? -1 : 1))
    .slice(0, adminBarcodeLimit);
}

/**
 * An admin's verdict. Confirming makes the code shared as that paint at once and drops any other confirmation of
 * the code (one code, one paint); rejecting keeps that pairing out of the shared map whatever the count.
 */
export async function decideBarcode(
  { db, catalog }: BarcodeDeps,
  adminId: string,
  code: string,
  catalogPaintId: string,
  decision: 'confirmed' | 'rejected',
): Promise<BarcodeDecisionAnswer> {
  if (catalog.find(catalogPaintId) === undefined) throw unknownPaint();
  await db.transaction().execute(async (trx) => {
    if (decision === 'confirmed')
      await trx.deleteFrom('barcodeDecision').where('code', '=', code).where('decision', '=', 'confirmed').execute();
    await trx
      .insertInto('barcodeDecision')
      .values({ code, catalogPaintId, decision, decidedBy: adminId, decidedAt: nowIso() })
      .onConflict((oc) => oc.columns(['code', 'catalogPaintId']).doUpdateSet({ decision, decidedBy: adminId, decidedAt: nowIso() }))
      .execute();
    await refreshSharedBarcode(trx, code);
  });
  return { code, sharedPaintId: sharedPaints(await tallies(db, code)).get(code) ?? null };
}
